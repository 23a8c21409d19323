// The threat toggle of the explorer page: shades the threat map of a side (/api/threat, the
// answer of `warpath threat --json`), each hex darker the more of the side's units can reach
// it, in the phase chosen on the page. Uses the helpers of explorer.js.

async function threatSides() {
  const r = await getJson("/api/scenario");
  if (r.status !== 200 || r.body.board !== "hex-map") { return; }
  const sides = [];
  for (const u of r.body.scenario.units) {
    if (sides.indexOf(u.side) < 0) { sides.push(u.side); }
  }
  const select = $("threat-side");
  const keep = select.value;
  select.replaceChildren();
  for (const s of sides) { select.appendChild(el("option", { value: s }, s)); }
  if (sides.indexOf(keep) >= 0) { select.value = keep; }
}

async function drawThreat() {
  clearLayer("threat");
  $("threat-note").textContent = "";
  if (!$("threat").checked || !$("threat-side").value) { return; }
  const p = new URLSearchParams({ side: $("threat-side").value });
  if ($("phase").value) { p.set("phase", $("phase").value); }
  const r = await getJson("/api/threat?" + p.toString());
  clearLayer("threat");
  if (r.status !== 200) {
    $("threat-note").textContent = (r.body.error || {}).message || "no answer";
    return;
  }
  const g = layer("threat");
  const max = Math.max(1, r.body.maxUnits);
  for (const h of r.body.hexes) {
    const poly = hexPolygon(h.hex);
    if (!poly || h.units.length === 0) { continue; }
    g.appendChild(svgEl("polygon", {
      "class": "x-threat", "data-hex": h.hex, "data-units": h.units.length,
      points: poly.getAttribute("points"), fill: "#7048e8",
      "fill-opacity": String(0.1 + 0.5 * h.units.length / max)
    }));
  }
  $("threat-note").textContent = r.body.reachable + " hexes; at most " + r.body.maxUnits
    + " of its units can reach one";
}

document.addEventListener("DOMContentLoaded", function () {
  for (const id of ["threat", "threat-side", "phase"]) {
    $(id).addEventListener("change", drawThreat);
  }
  threatSides();
});
