package io.github.warpath.hexsystem.internal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.Transition;

/**
 * Port-to-Port Procedure: Convoy Nationality (3.1.2). Which units a Troop Convoy may carry, by
 * the convoy's nationality: Axis convoys Axis units, British convoys Western units, US convoys
 * Western units (a US Fleet Train only US units), Japanese and Russian convoys units of that
 * nationality, Soviet convoys Soviet units. Any friendly convoy carries an Exp unit.
 */
final class ConvoyNationality {
  private ConvoyNationality() {}

  /** Whether convoy {@code k} may carry a unit of this side, nationalities and Exp flag. */
  static boolean serves(StateData sd, int k, int side, boolean exp, String nat, String holding) {
    if (exp) {
      return true;
    }
    switch (sd.convoyNationality[k]) {
      case StateData.CONVOY_AXIS:
        return side == TableEncoding.AXIS;
      case StateData.CONVOY_BRITISH:
        return side == TableEncoding.WESTERN;
      case StateData.CONVOY_US:
        return sd.convoyFleetTrain[k] ? is(HexsystemVocabulary.US, nat, holding)
            : side == TableEncoding.WESTERN;
      case StateData.CONVOY_JAPANESE:
        return is(HexsystemVocabulary.JAPANESE, nat, holding);
      case StateData.CONVOY_RUSSIAN:
        return is(HexsystemVocabulary.RUSSIAN, nat, holding);
      default:
        return side == TableEncoding.SOVIET;
    }
  }

  private static boolean is(String wanted, String nat, String holding) {
    return wanted.equals(nat) || wanted.equals(holding);
  }

  /** Why no convoy of the zone in {@code t.argB} may carry the unit. */
  static Violation reason(HexsystemMoveGraph g, Transition t) {
    return Violation.of(HexsystemRule.CONVOY_NATIONALITY, "none of the friendly Troop Convoys in"
        + " the " + PortToPortProcedure.zone(g, t.argB) + " Convoys box may carry "
        + ViolationReasons.who(g) + " units");
  }
}
