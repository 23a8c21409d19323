package io.github.warpath.hexsystem.internal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.rules.Violation;

/**
 * Movement Restrictions: Other (3.1.4): Free Passage, Mobilizing and No Occupation markers in a
 * minor country's capital keep its units at home; Axis and Western units stay off the western
 * edge of Russia; Soviet units stay out of Just-Activated Axis Countries; Allied units stay out
 * of the TK Map Off-Map Boxes. The two area rules are {@link AreaRestriction} predicates.
 */
final class OtherRestrictions {
  private OtherRestrictions() {}

  /**
   * The minor country whose Free Passage, Mobilizing or No Occupation marker in its capital
   * keeps a unit of these nationalities at home, or -1.
   */
  static int lockedTo(MapTables mt, StateData sd, String nat, String holding) {
    int locked = -1;
    for (int capital : sd.lockedCapital) {
      int a = mt.areaOf[capital];
      if (a >= 0 && !mt.areas[a].dependent && mt.areas[a].minor && mt.areas[a].capital == capital
          && (mt.areas[a].home.contains(nat) || holding != null
              && mt.areas[a].home.contains(holding))) {
        locked = a;
      }
    }
    return locked;
  }

  /** The rule (ordinal) closing a hex to the unit beyond its area's restrictions, or -1. */
  static int hexBlock(HexsystemMoveGraph g, int h) {
    if (g.profile.edgeBlocked && g.mt.edge[h]) {
      return HexsystemRule.WESTERN_EDGE_OF_RUSSIA.ordinal();
    }
    return -1;
  }

  /** The rule (ordinal) that forbids entering a box, or -1. */
  static int boxBlock(HexsystemMoveGraph g, int b) {
    if (g.profile.side != TableEncoding.AXIS && g.mt.boxOnTk[b]) {
      return HexsystemRule.TK_MAP_BOXES.ordinal();
    }
    return -1;
  }

  /** Why another restriction forbids entering location {@code to}. */
  static Violation reason(HexsystemMoveGraph g, HexsystemRule r, int to) {
    String why;
    switch (r) {
      case MINOR_COUNTRY_MARKERS:
        why = "a Free Passage, Mobilizing or No Occupation marker in the capital keeps "
            + ViolationReasons.who(g) + " units in " + g.mt.areas[g.profile.lockedTo].name
            + " and its Dependents";
        break;
      case WESTERN_EDGE_OF_RUSSIA:
        why = "Axis and Western units cannot enter the western edge of Russia";
        break;
      case JUST_ACTIVATED_AXIS_COUNTRIES:
        why = ViolationReasons.area(g, to) + " belongs to an Axis country activated in the last"
            + " Western War and Peace Segment; Soviet units stay out for now";
        break;
      default:
        why = "Allied units cannot enter the off-map boxes of the TK map";
    }
    return Violation.of(r, why);
  }
}
