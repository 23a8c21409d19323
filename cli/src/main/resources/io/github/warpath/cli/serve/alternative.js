// The nearest legal alternative to an illegal path on the explorer page: the first of the
// check answer's `alternatives` drawn on the board as a dashed route, its summary in the panel
// and a button that takes it as the path. Uses the helpers of explorer.js.

function showAlternative(v) {
  clearLayer("alternative");
  const old = $("alternative");
  if (old) { old.remove(); }
  const alt = v.legal || !v.alternatives ? null : v.alternatives[0];
  if (!alt || !alt.steps.length) { return; }
  const labels = [];
  for (const s of alt.steps) {
    const at = positionText(s.position);
    if (labels[labels.length - 1] !== at) { labels.push(at); }
  }
  const start = state.scenario.scenario.units.filter(function (u) {
    return u.id === state.unit;
  })[0];
  drawLine("alternative", [start ? start.position : ""].concat(labels), "#2f9e44", "3 6");
  const adopt = el("button", { type: "button", id: "alternative-adopt" }, "Use this path");
  adopt.addEventListener("click", function () {
    state.built = labels;
    check();
  });
  const box = el("div", { id: "alternative" });
  box.append(el("p", {}, "Nearest legal alternative:"),
    el("p", { id: "alternative-summary", "data-kind": alt.kind }, alt.summary), adopt);
  $("verdict").appendChild(box);
}
