// The Warpath movement explorer: draws the board the server renders, and asks the same JSON
// endpoints any other program can ask (/api/reach, /api/path, /api/check) as the player clicks.
"use strict";

const SVG_NS = "http://www.w3.org/2000/svg";
// built: the path clicked so far (hex labels on a hex map, [x, y] points on a table); model:
// the model of the unit asked about on a table, from 1.
const state = {
  revision: 0, scenario: null, unit: null, built: [], hoverSeq: 0, checkSeq: 0, reachSeq: 0,
  table: false, model: 1
};

function $(id) { return document.getElementById(id); }

function el(tag, attrs, text) {
  const e = document.createElement(tag);
  for (const k in attrs || {}) { e.setAttribute(k, attrs[k]); }
  if (text !== undefined) { e.textContent = text; }
  return e;
}

function svgEl(tag, attrs, text) {
  const e = document.createElementNS(SVG_NS, tag);
  for (const k in attrs || {}) { e.setAttribute(k, attrs[k]); }
  if (text !== undefined) { e.textContent = text; }
  return e;
}

async function getJson(url) {
  const r = await fetch(url, { headers: { "Accept": "application/json" } });
  const body = await r.json();
  return { status: r.status, body: body };
}

// The query string of a move: unit, mode, phase and weather as chosen on the page.
function moveParams(extra) {
  const p = new URLSearchParams();
  p.set("unit", state.unit);
  for (const name of ["mode", "phase", "weather", "dice"]) {
    const v = $(name).value.trim();
    if (v && !$(name).closest("label").hidden) { p.set(name, v); }
  }
  for (const k in extra || {}) { p.set(k, extra[k]); }
  return p.toString();
}

function hexPolygon(label) {
  return document.querySelector('#board polygon.hex[data-hex="' + CSS.escape(label) + '"]');
}

function centre(poly) {
  const pts = poly.getAttribute("points").trim().split(/\s+/).map(function (p) {
    return p.split(",").map(Number);
  });
  let x = 0;
  let y = 0;
  for (const p of pts) { x += p[0]; y += p[1]; }
  return [x / pts.length, y / pts.length];
}

// Pale yellow for nothing spent to deep orange for the whole allowance, as the SVG pictures.
function shade(t) {
  const c = Math.max(0, Math.min(1, t));
  const mix = function (a, b) { return Math.round(a + (b - a) * c); };
  return "rgb(" + mix(255, 247) + "," + mix(243, 103) + "," + mix(191, 7) + ")";
}

function layer(name) {
  let g = document.querySelector("#board g.x-" + name);
  if (!g) {
    g = svgEl("g", { "class": "x-overlay x-" + name });
    const labels = document.querySelector("#board g.labels");
    labels.parentNode.insertBefore(g, labels);
  }
  return g;
}

function clearLayer(name) { layer(name).replaceChildren(); }

function showError(body) {
  const box = $("error");
  if (!body) {
    box.hidden = true;
    box.textContent = "";
    return;
  }
  const e = body.error || {};
  box.hidden = false;
  box.textContent = "The scenario cannot be used: " + (e.message || JSON.stringify(body))
    + "\nFix the file; the page reloads when it changes.";
}

function fillSelect(select, values, scenarioValue) {
  const keep = select.value;
  select.replaceChildren(el("option", { value: "" },
    scenarioValue ? "as the scenario (" + scenarioValue + ")" : "as the scenario"));
  for (const v of values || []) { select.appendChild(el("option", { value: v }, v)); }
  if ((values || []).indexOf(keep) >= 0) { select.value = keep; }
}

async function load() {
  const r = await getJson("/api/scenario");
  if (r.status !== 200) {
    showError(r.body);
    $("board").classList.add("stale");
    return;
  }
  showError(null);
  const data = r.body;
  state.scenario = data;
  state.revision = data.revision;
  $("revision").textContent = data.file + ", revision " + data.revision;
  $("title").textContent = data.scenario.name || data.file;
  const env = data.scenario.environment || {};
  const rules = data.ruleSet;
  fillSelect($("mode"), rules.modes.map(function (m) { return m.id; }), "");
  fillSelect($("phase"), rules.vocabulary.phases, env.phase);
  fillSelect($("weather"), rules.vocabulary.weather, env.weather);
  const units = data.scenario.units.map(function (u) { return u.id; });
  const unitSelect = $("unit");
  unitSelect.replaceChildren(el("option", { value: "" }, "(click a unit)"));
  for (const u of units) { unitSelect.appendChild(el("option", { value: u }, u)); }
  if (units.indexOf(state.unit) < 0) {
    state.unit = null;
    state.built = [];
  }
  unitSelect.value = state.unit || "";
  state.table = data.board !== "hex-map";
  // The dice are offered on a table once the rules ask for a roll (or one was typed).
  $("dice").closest("label").hidden = !state.table || !$("dice").value;
  const svg = await fetch("/board.svg").then(function (x) { return x.text(); });
  const board = $("board");
  board.innerHTML = svg.replace(/^<\?xml[^>]*>\s*/, "");
  board.classList.remove("stale");
  board.classList.toggle("table", state.table);
  if (state.table) {
    tableSetUp(board);
    await refresh();
    return;
  }
  board.querySelectorAll("g.unit").forEach(function (g) {
    g.addEventListener("click", function (ev) {
      ev.stopPropagation();
      selectUnit(g.getAttribute("data-unit"));
    });
  });
  board.querySelectorAll("polygon.hex").forEach(function (p) {
    p.addEventListener("mouseenter", function () { hover(p); });
    p.addEventListener("click", function () { clickHex(p.getAttribute("data-hex")); });
  });
  await refresh();
}

function markSelected() {
  document.querySelectorAll("#board g.unit").forEach(function (g) {
    g.classList.toggle("x-selected", g.getAttribute("data-unit") === state.unit);
  });
}

async function refresh() {
  markSelected();
  if (state.table) {
    await tableRefresh();
    return;
  }
  if (!state.unit) {
    clearLayer("reach");
    clearLayer("hover");
    clearLayer("built");
    return;
  }
  await reach();
  await check();
}

function selectUnit(id) {
  state.unit = id || null;
  state.built = [];
  $("unit").value = state.unit || "";
  markSelected();
  if (!state.table) { clearLayer("hover"); }
  $("hover").replaceChildren(el("p", {}, state.table
    ? "Hover a point on the table to see the shortest legal route there."
    : "Hover a hex to see the cheapest legal path there."));
  refresh();
}

async function reach() {
  const seq = ++state.reachSeq;
  const r = await getJson("/api/reach?" + moveParams());
  if (seq !== state.reachSeq) { return; }
  clearLayer("reach");
  if (r.status !== 200) {
    $("range").textContent = (r.body.error || {}).message || "no answer";
    return;
  }
  const answer = r.body;
  const g = layer("reach");
  let max = answer.allowanceTwelfths;
  for (const e of answer.reach) { max = Math.max(max, e.costTwelfths); }
  let shaded = 0;
  for (const e of answer.reach) {
    const poly = hexPolygon(e.position);
    if (!poly) { continue; }
    shaded++;
    const c = centre(poly);
    g.appendChild(svgEl("polygon", {
      "class": "x-reach", "data-hex": e.position, "data-cost": e.cost,
      points: poly.getAttribute("points"), fill: shade(max ? e.costTwelfths / max : 0),
      "fill-opacity": "0.6"
    }));
    g.appendChild(svgEl("text", {
      "class": "x-cost", "data-hex": e.position, x: c[0], y: c[1] - 2, "font-size": "12",
      "font-weight": "bold", "text-anchor": "middle"
    }, String(e.cost)));
    if (e.mustStop && e.position !== answer.start) {
      g.appendChild(svgEl("circle", {
        "class": "x-must-stop", "data-hex": e.position, cx: c[0], cy: c[1], r: 21,
        fill: "none", stroke: "#e03131", "stroke-width": "2.2", "stroke-dasharray": "4 3"
      }));
    }
  }
  $("range").replaceChildren(el("span", { id: "range-count" },
    answer.units.join(", ") + " from " + answer.start + ", " + answer.allowance + " MP, mode "
    + answer.mode + ": " + shaded + " hexes"),
    el("span", {}, " (costs in each hex; dashed rings: the move ends there)."));
}

let hoverTimer = null;

function hover(poly) {
  document.querySelectorAll("#board polygon.hex.x-hover").forEach(function (p) {
    p.classList.remove("x-hover");
  });
  poly.classList.add("x-hover");
  if (!state.unit) { return; }
  clearTimeout(hoverTimer);
  hoverTimer = setTimeout(function () { cheapest(poly.getAttribute("data-hex")); }, 40);
}

async function cheapest(label) {
  const seq = ++state.hoverSeq;
  const r = await getJson("/api/path?" + moveParams({ to: label }));
  if (seq !== state.hoverSeq) { return; }
  clearLayer("hover");
  const box = $("hover");
  if (r.status !== 200) {
    box.replaceChildren(el("p", { "class": "illegal" }, (r.body.error || {}).message));
    return;
  }
  const route = r.body;
  if (!route.reachable) {
    box.replaceChildren(el("p", { id: "hover-summary" },
      "No legal path for " + route.units.join(", ") + " to " + label + "."));
    return;
  }
  drawLine("hover", [route.start].concat(route.steps.map(function (s) { return s.position; })),
    "#1864ab", "");
  box.replaceChildren(el("p", { id: "hover-summary" }, "To " + label + ": " + route.cost
    + " MP" + (route.mustStop ? ", and the move ends there" : "") + "."), stepsTable(route.steps));
}

function stepsTable(steps) {
  const t = el("table", { "class": "steps" });
  t.appendChild(el("tr", {})).append(el("th", {}, "#"),
    el("th", {}, state.table ? "position" : "hex"),
    el("th", {}, "cost"), el("th", {}, "spent"), el("th", {}, "rule"));
  for (const s of steps) {
    const tr = el("tr", { "data-step": s.step });
    tr.append(el("td", { "class": "num" }, String(s.step)), el("td", {}, positionText(s.position)),
      el("td", { "class": "num" }, "+" + s.cost), el("td", { "class": "num" }, String(s.spent)),
      el("td", {}, s.note));
    t.appendChild(tr);
  }
  return t;
}

// A position as the command line writes it: a hex label, or on a table x,y points joined by ":".
function positionText(p) {
  if (!Array.isArray(p)) { return String(p); }
  if (p.length && Array.isArray(p[0])) {
    return p.map(function (q) { return q.join(","); }).join(":");
  }
  return p.join(",");
}

function drawLine(name, labels, colour, dash) {
  const g = layer(name);
  const pts = [];
  for (const l of labels) {
    const p = hexPolygon(l);
    if (p) { pts.push(centre(p)); }
  }
  if (pts.length < 2) { return; }
  g.appendChild(svgEl("polyline", {
    "class": "x-line", points: pts.map(function (p) { return p.join(","); }).join(" "),
    fill: "none", stroke: colour, "stroke-width": "4", "stroke-opacity": "0.8",
    "stroke-linejoin": "round", "stroke-dasharray": dash
  }));
}

function clickHex(label) {
  if (!state.unit) { return; }
  if (state.built.length && state.built[state.built.length - 1] === label) {
    state.built.pop();
  } else {
    state.built.push(label);
  }
  check();
}

async function check() {
  if (state.table) {
    await tableCheck();
    return;
  }
  const seq = ++state.checkSeq;
  clearLayer("built");
  clearLayer("alternative");
  const box = $("verdict");
  if (!state.unit || !state.built.length) {
    box.replaceChildren(el("p", {}, "Click hexes to build a path; click the last hex again to"
      + " take it back."));
    return;
  }
  const v = await askCheck(seq, state.built.join(","));
  if (!v) { return; }
  const g = layer("built");
  const start = state.scenario.scenario.units.filter(function (u) {
    return u.id === state.unit;
  })[0];
  drawLine("built", [start ? start.position : ""].concat(state.built), "#7048e8", "8 5");
  state.built.forEach(function (label, i) {
    const p = hexPolygon(label);
    if (!p) { return; }
    const c = centre(p);
    stepBadge(g, c[0] + 13, c[1] - 8, i + 1);
  });
  for (const x of v.violations) {
    const at = x.step ? state.built[x.step - 1] : (x.location || state.built[0]);
    const p = at ? hexPolygon(at) : null;
    if (!p) { continue; }
    const c = centre(p);
    violationMark(g, c[0] - 12, c[1] - 9, { "data-hex": at });
  }
  showVerdict(v);
  showAlternative(v);
}

// The number of a step of the path clicked, in a small white circle at (x, y).
function stepBadge(g, x, y, n) {
  g.appendChild(svgEl("circle", { cx: x, cy: y, r: 7, fill: "#ffffff", stroke: "#7048e8" }));
  g.appendChild(svgEl("text", { "class": "x-step", x: x, y: y + 3.5, "font-size": "9",
    "text-anchor": "middle" }, String(n)));
}

// A red "!" at (x, y): a violation happens here; attrs say where, for tests and tools.
function violationMark(g, x, y, attrs) {
  const mark = svgEl("g", Object.assign({ "class": "x-violation" }, attrs));
  mark.appendChild(svgEl("circle", { cx: x, cy: y, r: 8, fill: "#e03131" }));
  mark.appendChild(svgEl("text", { x: x, y: y + 4, "font-size": "11", "font-weight": "bold",
    "text-anchor": "middle", fill: "#ffffff" }, "!"));
  g.appendChild(mark);
}

// The verdict on a path from /api/check; null when a later question overtook this one (seq is
// no longer the latest) or the server refused it, its message then shown in the panel.
async function askCheck(seq, path) {
  const r = await getJson("/api/check?" + moveParams({ path: path }));
  if (seq !== state.checkSeq) { return null; }
  if (r.status !== 200) {
    $("verdict").replaceChildren(el("p", { "class": "illegal", id: "verdict-summary" },
      (r.body.error || {}).message));
    return null;
  }
  return r.body;
}

// The verdict in the panel: LEGAL or ILLEGAL, the steps, each violation and warning in words.
function showVerdict(v) {
  const box = $("verdict");
  const summary = el("p", { id: "verdict-summary" });
  summary.append(el("span", { "class": v.legal ? "legal" : "illegal" },
    v.legal ? "LEGAL" : "ILLEGAL"), " move of " + v.units.join(", ") + ": spent " + v.spent
    + " of " + v.allowance + (v.legal && v.end ? ", ends at " + positionText(v.end) : "") + ".");
  const parts = [summary, stepsTable(v.steps)];
  if (v.violations.length) {
    const list = el("ul", { "class": "violations", id: "violations" });
    for (const x of v.violations) {
      list.appendChild(el("li", {}, (x.step ? "Step " + x.step + ": " : "") + x.text));
    }
    parts.push(el("p", {}, "Violations:"), list);
  }
  if (v.warnings.length) {
    const list = el("ul", { "class": "warnings" });
    for (const x of v.warnings) { list.appendChild(el("li", {}, x.text)); }
    parts.push(el("p", {}, "Warnings:"), list);
  }
  box.replaceChildren.apply(box, parts);
}

async function poll() {
  try {
    const r = await getJson("/api/revision");
    if (r.body.revision !== state.revision) {
      state.revision = r.body.revision;
      if (r.body.valid) {
        await load();
      } else {
        showError(r.body);
        $("board").classList.add("stale");
        $("revision").textContent = r.body.file + ", revision " + r.body.revision
          + " (not valid)";
      }
    }
  } catch (e) {
    $("revision").textContent = "the server does not answer";
  }
  setTimeout(poll, 700);
}

document.addEventListener("DOMContentLoaded", function () {
  $("unit").addEventListener("change", function () {
    state.model = 1;
    selectUnit($("unit").value);
  });
  for (const name of ["mode", "phase", "weather", "dice"]) {
    $(name).addEventListener("change", refresh);
  }
  $("clear").addEventListener("click", function () {
    state.built = [];
    check();
  });
  load().then(function () { setTimeout(poll, 700); });
});
