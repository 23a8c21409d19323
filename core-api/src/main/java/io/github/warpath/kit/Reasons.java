package io.github.warpath.kit;

import io.github.warpath.Mp;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.Transition;

/** The plain-words reasons of the kit's violations, each citing its piece's rule. */
final class Reasons {
  private Reasons() {}

  /** {@link Transition#argB} of a declared action: no enemy unit in the hex. */
  static final int NO_ENEMY = 0;
  /** {@link Transition#argB} of a declared action: the class may not take it. */
  static final int NOT_THIS_CLASS = 1;
  /** {@link Transition#argB} of a declared action: it ended the move. */
  static final int ENDS_MOVE = 2;

  static Violation explain(RuleKit kit, ModeRule mode, int code, Transition t,
      int movementClass) {
    if (code == KitGraph.DECLARED) {
      EnemyHexRule.Action a = kit.enemy().actions().get(t.argA);
      String why = t.argB == NO_ENEMY ? "the hex holds no enemy unit to " + a.name()
          : t.argB == NOT_THIS_CLASS ? kit.classes().get(movementClass) + " units may not "
              + a.name()
          : "the unit entered an enemy hex by " + a.name() + ", which ends its move";
      return Violation.of(a.rule(), why);
    }
    RuleRef rule = ruleOf(kit, mode, code);
    String cls = kit.classes().get(movementClass);
    switch (code) {
      case KitGraph.TERRAIN:
        return Violation.of(rule, kit.terrain().kinds().get(t.argB) + " cannot be entered by "
            + cls + " units");
      case KitGraph.HEXSIDE:
        return Violation.of(rule, cls + " units cannot cross a "
            + kit.hexsides().kinds().get(t.argB) + " hexside");
      case KitGraph.LINES_ONLY:
        return Violation.of(rule, "in " + mode.id() + " mode every step must follow a line");
      case KitGraph.NEXT_TO_ENEMY:
        return Violation.of(rule, "in " + mode.id() + " mode a unit may not enter a hex next to"
            + " an enemy unit");
      case KitGraph.ENEMY:
        return Violation.of(rule, "the hex holds an enemy unit");
      case KitGraph.ZONE_STOP:
        return Violation.of(rule, "the unit entered an enemy zone of control and must stop");
      case KitGraph.ZONE_LEAVE:
        return Violation.of(rule, "a unit may not leave an enemy zone of control by moving");
      case KitGraph.ZONE_TO_ZONE:
        return Violation.of(rule, kit.zones().zoneToZone() == ZoneOfControlRule.ZoneToZone.ONE_HEX
            ? "a unit may move from one enemy zone of control directly into another only as a"
                + " move of one hex, which ends there"
            : kit.zones().zoneToZone() == ZoneOfControlRule.ZoneToZone.FIRST_STEP
                ? "a unit may move from one enemy zone of control directly into another only"
                    + " as the first step of its move"
                : "a unit may not move from one enemy zone of control directly into another");
      case KitGraph.STACKING:
        return Violation.of(rule, "the moving units would put more than "
            + kit.stacking().limit() + " stacking points in the hex, which the rules forbid at"
            + " every hex entered");
      case KitGraph.MINIMUM_MOVE:
        return Violation.of(rule, "the first hex cost more than the allowance, so the move ends"
            + " there");
      default:
        return Violation.builder().rule(rule).reason("not enough movement points left")
            .needed(mp(t.argA, kit)).available(mp(t.argB, kit)).build();
    }
  }

  /**
   * The rule a code of {@link KitGraph} cites; the codes of facing and of a line left off its
   * rate are explained by {@link KitGraph#explain} with their own rules and never come here.
   */
  static RuleRef ruleOf(RuleKit kit, ModeRule mode, int code) {
    switch (code) {
      case KitGraph.TERRAIN:
        return kit.terrain().rule();
      case KitGraph.HEXSIDE:
        return kit.hexsides().rule();
      case KitGraph.LINES_ONLY:
      case KitGraph.NEXT_TO_ENEMY:
        return mode.rule();
      case KitGraph.ENEMY:
        return kit.enemy().rule();
      case KitGraph.ZONE_STOP:
      case KitGraph.ZONE_LEAVE:
      case KitGraph.ZONE_TO_ZONE:
        return kit.zones().rule();
      case KitGraph.MINIMUM_MOVE:
        return kit.minimumMove().rule();
      case KitGraph.STACKING:
        return kit.stacking().rule();
      default:
        return kit.allowance();
    }
  }

  static Mp mp(int ticks, RuleKit kit) {
    return Mp.ofTicks(ticks, kit.denominator());
  }
}
