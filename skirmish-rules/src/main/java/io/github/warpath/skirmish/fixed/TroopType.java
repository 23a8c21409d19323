package io.github.warpath.skirmish.fixed;

import io.github.warpath.InvalidInputException;
import io.github.warpath.skirmish.table.internal.EnumWords;
import java.util.List;

/** The troop types of the terrain table; a unit's kind names one of them. */
public enum TroopType {
  /** Infantry on foot. */
  INFANTRY(false, false),
  /** Guns and their crews. */
  ARTILLERY(false, false),
  /** Wheeled vehicles (cars, trucks, armoured cars). */
  WHEELED(true, false),
  /** Half-tracks. */
  HALF_TRACK(true, false),
  /** Tracked vehicles up to medium tanks. */
  TRACKED(true, false),
  /** Heavy and super-heavy tanks: may demolish some buildings. */
  HEAVY_TRACKED(true, true),
  /** Walkers: may demolish some buildings. */
  WALKER(true, true);

  private final boolean vehicle;
  private final boolean demolisher;

  TroopType(boolean vehicle, boolean demolisher) {
    this.vehicle = vehicle;
    this.demolisher = demolisher;
  }

  /**
   * The name used as a unit kind and in chart keys.
   *
   * @return e.g. {@code half-track}
   */
  public String id() {
    return EnumWords.id(this);
  }

  /**
   * Whether this is a vehicle (it never passes through friends nor lets them through).
   *
   * @return true for vehicles and walkers
   */
  public boolean vehicle() {
    return vehicle;
  }

  /**
   * Whether these troops may move through and demolish buildings marked demolishable.
   *
   * @return true for heavy tanks and walkers
   */
  public boolean demolisher() {
    return demolisher;
  }

  /**
   * Every id.
   *
   * @return the ids in order
   */
  public static List<String> ids() {
    return EnumWords.ids(values());
  }

  /**
   * A troop type by id.
   *
   * @param field the field being read, for the message
   * @param id the id
   * @return the type
   * @throws InvalidInputException listing the ids if unknown
   */
  public static TroopType of(String field, String id) {
    return EnumWords.of(values(), field, "troop type", id);
  }
}
