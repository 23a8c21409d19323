package io.github.warpath.hexsystem.internal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.rules.Violation;

/**
 * Movement Restrictions: Procedural Restriction (3.1.4). A unit uses one movement procedure per
 * phase: after port-to-port movement no hex-to-hex step, and port-to-port movement is the whole
 * move (the search states keep the procedures apart: {@link SearchStateLayout}).
 */
final class ProceduralRestriction {
  private ProceduralRestriction() {}

  /** Detail: a hex-to-hex step after port-to-port movement. */
  static final int AFTER_PORT = 1;

  /** A hex-to-hex step after port-to-port movement. */
  static Violation afterPortToPort() {
    return Violation.of(HexsystemRule.PROCEDURAL, "a unit uses one movement procedure per phase:"
        + " after port-to-port movement it cannot move hex to hex");
  }

  /** A port-to-port leg after hex-to-hex movement. */
  static Violation afterHexToHex() {
    return Violation.of(HexsystemRule.PROCEDURAL, "port-to-port movement must be the whole move;"
        + " the unit has already moved hex to hex");
  }

  /** A query whose mode leaves out hex-to-hex movement. */
  static Violation modeWithoutHexToHex() {
    return Violation.of(HexsystemRule.PROCEDURAL, "the query's mode does not allow hex-to-hex"
        + " movement");
  }
}
