package io.github.warpath.efs.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.efs.EfsPhase;
import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.efs.MovementClass;
import io.github.warpath.state.Unit;

/** Reading units: movement class, kinds that rules name, allowances. */
public final class UnitAttributes {
  private UnitAttributes() {}

  /**
   * The movement class of a unit.
   *
   * @param u the unit
   * @return its class ({@link MovementClass#WHITE} if the attribute is absent)
   * @throws InvalidInputException for an unknown value
   */
  public static MovementClass cls(Unit u) {
    String v = u.attributes().get(EfsVocabulary.MOVEMENT_CLASS);
    if (v == null) {
      return MovementClass.WHITE;
    }
    switch (v) {
      case "white":
        return MovementClass.WHITE;
      case "red":
        return MovementClass.RED;
      default:
        return MovementClass.of(v, field(u, EfsVocabulary.MOVEMENT_CLASS));
    }
  }

  static String field(Unit u, String attribute) {
    return "units." + u.id() + ".attributes." + attribute;
  }

  /**
   * Whether the unit counts as artillery for major rivers.
   *
   * @param u the unit
   * @return true for artillery and super-heavy artillery
   */
  public static boolean artillery(Unit u) {
    return u.kind().equals(EfsVocabulary.ARTILLERY)
        || u.kind().equals(EfsVocabulary.SUPER_HEAVY_ARTILLERY);
  }

  /**
   * Soviet armor, exempt from footnote (a).
   *
   * @param u the unit
   * @return true if Soviet and armor
   */
  public static boolean sovietArmor(Unit u) {
    return u.side().equals(EfsVocabulary.SOVIET) && u.kind().equals(EfsVocabulary.ARMOR);
  }

  /**
   * Soviet cavalry: half allowance in the Motorized phase, no supply penalty.
   *
   * @param u the unit
   * @return true if Soviet cavalry
   */
  public static boolean sovietCavalry(Unit u) {
    return u.side().equals(EfsVocabulary.SOVIET) && u.kind().equals(EfsVocabulary.CAVALRY);
  }

  /**
   * Whether super-heavy artillery is on its firing side.
   *
   * @param u the unit
   * @return true in firing mode
   * @throws InvalidInputException for an unknown mode
   */
  public static boolean firing(Unit u) {
    String m = u.attributes().get(EfsVocabulary.MODE);
    if (m == null || m.equals(EfsVocabulary.MODE_MOVE)) {
      return false;
    }
    if (m.equals(EfsVocabulary.MODE_FIRING)) {
      return true;
    }
    throw new InvalidInputException(field(u, EfsVocabulary.MODE), "unknown mode '" + m
        + "'; known: move, firing");
  }

  /**
   * Points already spent this phase: the unit's {@link io.github.warpath.state.PhaseMovement},
   * or else the older {@code mp-spent} attribute.
   *
   * @param u the unit
   * @return engine units
   * @throws InvalidInputException if the attribute is not a non-negative MP value
   */
  public static int spent(Unit u) {
    if (u.phaseMovement().isPresent()) {
      return retreating(u) ? 0 : u.phaseMovement().get().spent().twelfths();
    }
    String v = u.attributes().get(EfsVocabulary.MP_SPENT);
    if (v == null) {
      return 0;
    }
    Mp m;
    try {
      m = Mp.parse(v);
    } catch (InvalidInputException e) {
      throw new InvalidInputException(field(u, EfsVocabulary.MP_SPENT), e.getMessage());
    }
    if (m.isNegative()) {
      throw new InvalidInputException(field(u, EfsVocabulary.MP_SPENT), "must not be negative,"
          + " got " + v);
    }
    return m.twelfths();
  }

  /**
   * Whether the unit's movement so far is a retreat, whose points count hexes (one a hex), not
   * movement points.
   *
   * @param u the unit
   * @return true if its phase movement has the retreat mode
   */
  public static boolean retreating(Unit u) {
    return u.phaseMovement().map(m -> m.mode().equals(EfsVocabulary.RETREAT)).orElse(false);
  }

  /**
   * Hexes the unit has already retreated, in engine units (one MP a hex).
   *
   * @param u the unit
   * @return engine units, 0 if it has not retreated
   */
  public static int retreated(Unit u) {
    return retreating(u) ? u.phaseMovement().get().spent().twelfths() : 0;
  }

  /**
   * Where the unit began to move this phase, as the hex label or box name: its {@link
   * io.github.warpath.state.PhaseMovement}, or else the older {@code phase-start} attribute.
   *
   * @param u the unit
   * @param map the map
   * @return the label, or null if the unit has not moved this phase
   */
  public static String phaseStart(Unit u, io.github.warpath.map.HexMap map) {
    if (u.phaseMovement().isPresent()) {
      io.github.warpath.state.Position p = u.phaseMovement().get().phaseStart();
      return p.hexOrNull() != null ? map.label(p.hexOrNull()) : p.toString();
    }
    return u.attributes().get(EfsVocabulary.PHASE_START);
  }

  /**
   * The search state of normal and strategic movement in which the unit goes on: how it entered
   * its hex earlier in the phase (the road-exit rule), from its movement facts.
   *
   * @param u the unit
   * @return the state bits, 0 if it has not moved this phase
   * @throws InvalidInputException for an unknown fact
   */
  public static int roadState(Unit u) {
    if (u.phaseMovement().isEmpty()) {
      return 0; // the common case allocates nothing
    }
    return io.github.warpath.efs.EfsMovementFact.roadState(u.phaseMovement().get().facts(),
        "units." + u.id() + ".phaseMovement.facts");
  }

  /**
   * The unit's allowance for this phase before what it already spent: Soviet cavalry has half
   * in the Motorized phase; out of supply units lose points (Soviet cavalry excepted).
   *
   * @param u the unit
   * @param phase the phase
   * @param chart the chart (out of supply reduction)
   * @return engine units, never negative
   */
  public static int phaseAllowance(Unit u, EfsPhase phase, ChartValues chart) {
    int ma = u.allowance().twelfths();
    boolean cavalry = sovietCavalry(u);
    if (cavalry && phase == EfsPhase.MOTORIZED_MOVEMENT) {
      ma = ma / 2;
    }
    if (!cavalry && u.hasFlag(EfsVocabulary.OUT_OF_SUPPLY)) {
      ma = Math.max(0, ma - chart.get(ChartValues.OUT_OF_SUPPLY));
    }
    return ma;
  }

  /**
   * A non-negative whole number attribute.
   *
   * @param u the unit
   * @param key the attribute
   * @param absent the value if absent
   * @return the number
   * @throws InvalidInputException if it is not a non-negative whole number
   */
  public static int count(Unit u, String key, int absent) {
    String v = u.attributes().get(key);
    if (v == null) {
      return absent;
    }
    try {
      int n = Integer.parseInt(v.trim());
      if (n >= 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new InvalidInputException(field(u, key), "expected a whole number of 0 or more, got '"
        + v + "'");
  }
}
