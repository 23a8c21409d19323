package io.github.warpath.squad.internal;

import java.util.List;

/** The unit attributes squad-afv reads. */
public final class Attributes {
  /** TerrainEffectsChart column: {@code foot}, {@code tracked} or {@code wheeled} (vehicles, AFVs, guns). */
  public static final String MOVEMENT_CLASS = "movement-class";
  /** The unit's value for over-stacking eliminations, a whole number. */
  public static final String VALUE = "value";
  /** The id of the vehicle or AFV the unit rides in. */
  public static final String CARRIED_BY = StackingLimits.CARRIED_BY;
  /** Every attribute, in documentation order. */
  public static final List<String> ALL = List.of(MOVEMENT_CLASS, VALUE, CARRIED_BY);

  private Attributes() {}
}
