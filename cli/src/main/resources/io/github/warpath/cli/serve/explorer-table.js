// The explorer on a table: the board is the table picture the server draws (inches scaled by the
// data-ppi of its g.board group); the page shades reach regions, draws routes and the path
// clicked in the same inches, and asks /api/reach, /api/path and /api/check as on a hex map.
"use strict";

// Points snap to a quarter inch: fine enough to place a model, coarse enough to click again.
const TABLE_SNAP = 0.25;
const tableView = { g: null, ppi: 10, width: 0, depth: 0, hoverTimer: null };

function tableSetUp(board) {
  const g = board.querySelector("svg g.board");
  tableView.g = g;
  tableView.ppi = Number(g.getAttribute("data-ppi"));
  tableView.width = Number(g.getAttribute("data-width"));
  tableView.depth = Number(g.getAttribute("data-depth"));
  board.querySelectorAll("g.unit circle.model-target").forEach(function (c) {
    c.addEventListener("click", function (ev) {
      ev.stopPropagation();
      state.model = Number(c.getAttribute("data-model"));
      selectUnit(c.parentNode.getAttribute("data-unit"));
    });
  });
  const svg = board.querySelector("svg");
  svg.addEventListener("click", function (ev) {
    const p = tablePoint(ev);
    if (p) { tableClick(p); }
  });
  svg.addEventListener("mousemove", function (ev) {
    const p = tablePoint(ev);
    clearTimeout(tableView.hoverTimer);
    if (p && state.unit) {
      tableView.hoverTimer = setTimeout(function () { tableHover(p); }, 60);
    }
  });
}

// The point of the table under the pointer, in inches snapped to the grid; null off the table.
function tablePoint(ev) {
  const m = tableView.g.getScreenCTM();
  if (!m) { return null; }
  const local = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(m.inverse());
  const snap = function (v) {
    return Math.round(v / tableView.ppi / TABLE_SNAP) * TABLE_SNAP;
  };
  const x = snap(local.x);
  const y = snap(local.y);
  if (x < 0 || y < 0 || x > tableView.width || y > tableView.depth) { return null; }
  return [x, y];
}

function inches(v) { return String(Math.round(v * 1000) / 1000); }

function pointText(p) { return inches(p[0]) + "," + inches(p[1]); }

function px(p) { return [p[0] * tableView.ppi, p[1] * tableView.ppi]; }

function tableLayer(name) {
  let g = tableView.g.querySelector("g.x-" + name);
  if (!g) {
    g = svgEl("g", { "class": "x-overlay x-" + name });
    tableView.g.appendChild(g);
  }
  return g;
}

function tableClear(name) { tableLayer(name).replaceChildren(); }

// Where the unit's models stand, from the scenario as the server wrote it; null off the table.
function modelStarts(unitId) {
  const u = state.scenario.scenario.units.filter(function (x) { return x.id === unitId; })[0];
  let p = u ? u.position : null;
  if (p && !Array.isArray(p) && Array.isArray(p.models)) { p = p.models; }
  if (!Array.isArray(p) || !p.length) { return null; }
  return typeof p[0] === "number" ? [p] : p;
}

// The steps of the path clicked: each click moves the whole unit, keeping its formation, so that
// the model asked about stands on the point clicked.
function tableSteps() {
  const starts = modelStarts(state.unit);
  if (!starts) { return null; }
  const anchor = starts[Math.min(state.model, starts.length) - 1];
  return state.built.map(function (p) {
    return starts.map(function (s) {
      return [s[0] + p[0] - anchor[0], s[1] + p[1] - anchor[1]];
    });
  });
}

function tableClick(p) {
  if (!state.unit) { return; }
  const last = state.built[state.built.length - 1];
  if (last && Math.hypot(last[0] - p[0], last[1] - p[1]) < 0.5) {
    state.built.pop();
  } else {
    state.built.push(p);
  }
  tableCheck();
}

async function tableRefresh() {
  if (!state.unit) {
    tableClear("reach");
    tableClear("hover");
    tableClear("built");
    $("range").textContent = "Click a unit's model to shade where each model can end its move.";
    $("hover").replaceChildren(el("p", {}, "Hover a point on the table to see the shortest"
      + " legal route there."));
    await tableCheck();
    return;
  }
  tableClear("hover");
  await tableReach();
  await tableCheck();
}

// A region's polygons (rings of [x, y] in inches) as the d of one SVG path.
function regionPath(polygons) {
  let d = "";
  for (const polygon of polygons) {
    for (const ring of polygon) {
      ring.forEach(function (q, i) {
        const c = px(q);
        d += (i ? "L" : "M") + c[0].toFixed(1) + " " + c[1].toFixed(1) + " ";
      });
      d += "Z ";
    }
  }
  return d.trim();
}

async function tableReach() {
  const seq = ++state.reachSeq;
  const r = await getJson("/api/reach?" + moveParams());
  if (seq !== state.reachSeq) { return; }
  tableClear("reach");
  if (r.status !== 200) {
    offerDice(r.body);
    $("range").replaceChildren(el("span", { id: "range-count", "class": "illegal" },
      (r.body.error || {}).message || "no answer"));
    return;
  }
  const answer = r.body;
  const g = tableLayer("reach");
  const lines = [];
  for (const region of answer.regions) {
    const mine = region.model === state.model;
    if (region.polygons.length) {
      g.appendChild(svgEl("path", {
        "class": "x-region", "data-model": region.model, "data-area": region.area,
        d: regionPath(region.polygons), "fill-rule": "evenodd", fill: "#2e7d32",
        "fill-opacity": mine ? "0.35" : "0.12", stroke: "#2e7d32",
        "stroke-width": mine ? "2" : "1"
      }));
    }
    lines.push(el("li", { "data-model": region.model }, "model " + region.model + " from "
      + pointText(region.start) + ", " + region.note + ": " + (region.polygons.length
        ? region.area + " sq in" : "it cannot leave its place")));
  }
  $("range").replaceChildren(el("span", { id: "range-count" }, answer.units.join(", ")
    + ", mode " + answer.mode + ": where each model can end the move (within "
    + answer.accuracy + "\")"), el("ul", { id: "regions" }, undefined));
  $("regions").append.apply($("regions"), lines);
}

async function tableHover(p) {
  const seq = ++state.hoverSeq;
  const r = await getJson("/api/path?" + moveParams({ model: state.model, to: pointText(p) }));
  if (seq !== state.hoverSeq) { return; }
  tableClear("hover");
  const box = $("hover");
  if (r.status !== 200) {
    offerDice(r.body);
    box.replaceChildren(el("p", { "class": "illegal", id: "hover-summary" },
      (r.body.error || {}).message));
    return;
  }
  const route = r.body;
  const who = route.units.join(", ") + " model " + route.model;
  if (!route.reachable) {
    box.replaceChildren(el("p", { id: "hover-summary" }, "No legal route for " + who + " to "
      + pointText(p) + " this move" + (route.shortestLength === null ? "; no route leads there."
        : "; the shortest route of any length is " + route.shortestLength + "\".")));
    return;
  }
  tableLine(tableLayer("hover"), route.points, "#1864ab", "", 4);
  const rows = el("table", { "class": "steps" });
  rows.appendChild(el("tr", {})).append(el("th", {}, "#"), el("th", {}, "point"));
  route.points.forEach(function (q, i) {
    rows.appendChild(el("tr", { "data-step": i })).append(el("td", { "class": "num" },
      String(i)), el("td", {}, pointText(q)));
  });
  box.replaceChildren(el("p", { id: "hover-summary" }, "To " + pointText(p) + ": "
    + route.length + "\" for " + who + (route.note ? " (" + route.note + ")" : "") + "."), rows);
}

// Shows the Dice field when the rules refused a question for want of a roll.
function offerDice(body) {
  if ((body.error || {}).path === "dice") { $("dice").closest("label").hidden = false; }
}

function tableLine(g, points, colour, dash, width) {
  if (points.length < 2) { return; }
  g.appendChild(svgEl("polyline", {
    "class": "x-line", points: points.map(function (q) { return px(q).join(","); }).join(" "),
    fill: "none", stroke: colour, "stroke-width": String(width), "stroke-opacity": "0.8",
    "stroke-linejoin": "round", "stroke-dasharray": dash
  }));
}

async function tableCheck() {
  const seq = ++state.checkSeq;
  tableClear("built");
  const box = $("verdict");
  const steps = state.unit ? tableSteps() : null;
  if (!steps || !steps.length) {
    box.replaceChildren(el("p", {}, state.unit && !steps ? "This unit is not on the table."
      : "Click points on the table to build a path; click the last point again to take it"
        + " back."));
    return;
  }
  const path = steps.map(function (s) { return s.map(pointText).join(":"); }).join("/");
  const v = await askCheck(seq, path);
  if (!v) { return; }
  const g = tableLayer("built");
  const starts = modelStarts(state.unit);
  starts.forEach(function (s, m) {
    const track = [s].concat(steps.map(function (step) { return step[m]; }));
    tableLine(g, track, "#7048e8", "8 5", m + 1 === state.model ? 3 : 1.5);
  });
  state.built.forEach(function (p, i) {
    const c = px(p);
    stepBadge(g, c[0] + 10, c[1] - 10, i + 1);
  });
  for (const x of v.violations) {
    const at = violationPoint(x);
    if (!at) { continue; }
    const c = px(at);
    violationMark(g, c[0] - 10, c[1] - 10, { "data-step": x.step, "data-point": pointText(at) });
  }
  showVerdict(v);
}

// Where a violation is: the model's point the rules name ("model 2 at (13.5, 16.5)"), else the
// point clicked for its step.
function violationPoint(x) {
  const m = /at \((-?[\d.]+), (-?[\d.]+)/.exec(x.location || "");
  if (m) { return [Number(m[1]), Number(m[2])]; }
  return x.step ? state.built[x.step - 1] : null;
}
