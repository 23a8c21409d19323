package io.github.warpath.rulebook.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.kit.FacingRule;
import io.github.warpath.scenario.JsonValue;
import java.util.Set;

/** Reads the facing section: which classes face a hexside, and what turning and reverse cost. */
final class FacingSection {
  private static final Set<String> SECTION = JsonValue.names("rule", "classes");
  private static final Set<String> CLASS = JsonValue.names("turn", "freeHexsides", "reverse",
      "oncePerHex");

  private FacingSection() {}

  static FacingRule facing(JsonValue section, BookContext ctx) {
    if (section == null) {
      return null;
    }
    MovementSections.object(section, "the facing rule").onlyMembers(SECTION);
    var rule = ctx.rule(section);
    JsonValue classes = MovementSections.object(section.require("classes",
        "the faced classes and how they turn"), "how each faced class turns");
    if (classes.size() == 0) {
      throw classes.fail("name at least one class that has a facing, or leave facing out");
    }
    FacingRule.Turning[] byClass = new FacingRule.Turning[ctx.classes.size()];
    for (var e : classes.members().entrySet()) {
      int c = ctx.classIndex(e.getKey(), e.getValue());
      JsonValue t = MovementSections.object(e.getValue(), "how the class turns");
      t.onlyMembers(CLASS);
      int turn = t.has("turn") ? Amounts.ticks(t.get("turn"), ctx.denominator, false) : 0;
      int free = t.has("freeHexsides") ? t.get("freeHexsides").integer(0, 3) : 0;
      int reverse = t.has("reverse") ? t.get("reverse").integer(0, 100) : 0;
      boolean once = t.has("oncePerHex") && t.get("oncePerHex").bool();
      try {
        byClass[c] = new FacingRule.Turning(turn, free, reverse, once);
      } catch (InvalidInputException x) {
        throw t.fail(x);
      }
    }
    return new FacingRule(rule, byClass);
  }
}
