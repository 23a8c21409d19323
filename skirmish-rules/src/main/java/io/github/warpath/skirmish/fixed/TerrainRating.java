package io.github.warpath.skirmish.fixed;

import io.github.warpath.InvalidInputException;
import io.github.warpath.skirmish.table.internal.EnumWords;
import java.util.List;

/**
 * How the players rated a terrain feature before the game; a feature's kind names one of these.
 */
public enum TerrainRating {
  /** Clear ground: no effect (a feature may be rated open, e.g. light woods). */
  OPEN(FixedRule.TERRAIN_TABLE),
  /** Rough ground: woods, rubble, deep mud. */
  ROUGH(FixedRule.ROUGH_GROUND),
  /** Obstacles: hedges, walls, ditches, streams. */
  OBSTACLE(FixedRule.OBSTACLES),
  /** Buildings. */
  BUILDING(FixedRule.BUILDINGS),
  /** Roads and tracks. */
  ROAD(FixedRule.ROADS),
  /** Impassable features. */
  IMPASSABLE(FixedRule.IMPASSABLE);

  private final FixedRule rule;

  TerrainRating(FixedRule rule) {
    this.rule = rule;
  }

  /**
   * The name used as a feature kind and in chart keys.
   *
   * @return e.g. {@code rough}
   */
  public String id() {
    return EnumWords.id(this);
  }

  /**
   * The rule a violation in this terrain cites.
   *
   * @return the rule
   */
  public FixedRule rule() {
    return rule;
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
   * A rating by id.
   *
   * @param field the field being read, for the message
   * @param id the id
   * @return the rating
   * @throws InvalidInputException listing the ids if unknown
   */
  public static TerrainRating of(String field, String id) {
    return EnumWords.of(values(), field, "terrain rating", id);
  }
}
