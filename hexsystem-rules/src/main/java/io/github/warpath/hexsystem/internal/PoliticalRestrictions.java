package io.github.warpath.hexsystem.internal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.Transition;

/**
 * Movement Restrictions: Political (3.1.4): Policies, Truces and Failures (areas a scenario
 * closes), Pre-War, Neutral Minor Countries, Quit India, Non-Japanese Axis Units and Kwantung
 * Units. The restrictions on areas are {@link AreaRestriction} predicates, evaluated once per
 * query into one blocking rule per area ({@link QueryProfile#areaBlock}); with the Other
 * Restrictions on hexes ({@link OtherRestrictions}) a step reads one table entry.
 */
final class PoliticalRestrictions {
  private PoliticalRestrictions() {}

  /** Detail of Kwantung Units: a port-to-port leg. */
  static final int KWANTUNG_AT_SEA = 1;

  /** The rule (ordinal) that forbids entering a hex for political or other reasons, or -1. */
  static int block(HexsystemMoveGraph g, int h) {
    QueryProfile p = g.profile;
    MapTables mt = g.mt;
    int a = mt.areaOf[h];
    int code = p.areaBlock[a < 0 ? mt.areas.length : a];
    if (code >= 0) {
      return code;
    }
    if (p.quitIndia && !mt.india[h]) {
      return HexsystemRule.QUIT_INDIA.ordinal();
    }
    return OtherRestrictions.hexBlock(g, h);
  }

  /** Why a political restriction forbids entering location {@code to}. */
  static Violation reason(HexsystemMoveGraph g, HexsystemRule r, Transition t, int to,
      String place) {
    String area = ViolationReasons.area(g, to);
    String why;
    switch (r) {
      case POLICIES_TRUCES_FAILURES:
        why = area + " is closed to " + TableEncoding.sideName(g.profile.side) + " units by the"
            + " scenario's Policies, Truces and Failures";
        break;
      case PRE_WAR:
        why = "in Pre-War the unit stays in its Home Country and Dependents; " + place + " is in "
            + area;
        break;
      case NEUTRAL_MINOR_COUNTRIES:
        why = place + " is in " + area + ", a Neutral Minor Country";
        break;
      case QUIT_INDIA:
        why = "while Quit India is in force (its marker in the Strategic Warfare box), Western"
            + " units in India or Ceylon stay there";
        break;
      case NON_JAPANESE_AXIS_UNITS:
        why = area + " is an Axis country or dependent but not home to "
            + ViolationReasons.who(g) + " units";
        break;
      default:
        why = t.argA == KWANTUNG_AT_SEA ? "Kwantung units never move port to port"
            : "Kwantung units stay in Japanese Dependents while any of "
                + String.join(", ", g.chart.kwantungCountries) + " is Policy Affected; "
                + place + " is in " + area;
    }
    return Violation.of(r, why);
  }
}
