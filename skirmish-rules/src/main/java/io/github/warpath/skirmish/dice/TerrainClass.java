package io.github.warpath.skirmish.dice;

import io.github.warpath.skirmish.table.internal.EnumWords;
import java.util.List;

/** How hard ground is to move over, slowest last. */
public enum TerrainClass {
  /** Open or hard ground: no penalty. */
  OPEN,
  /** Broken ground: no move At the Double. */
  BROKEN,
  /** Rough ground: one pip off each die of a Tactical or Normal move; no move At the Double. */
  ROUGH,
  /** Heavy going: Normal moves only, the lower die discarded. */
  HEAVY_GOING;

  /**
   * The word for a feature kind.
   *
   * @return e.g. {@code heavy-going}
   */
  public String id() {
    return EnumWords.id(this);
  }

  /**
   * All words.
   *
   * @return the words
   */
  public static List<String> ids() {
    return EnumWords.ids(values());
  }
}
