package io.github.warpath.skirmish.fixed;

import io.github.warpath.InvalidInputException;
import java.util.ArrayList;
import java.util.List;

/** The codes of the terrain table. */
public enum TerrainCode {
  /** Moves through without hindrance. */
  OK("OK"),
  /** Without hindrance, unless the feature is marked {@code anti-tank=true} (an anti-tank
   * obstacle, impassable bocage or the like): then no vehicle may cross. */
  OK_UNLESS_ANTI_TANK("OK*"),
  /** Without hindrance, unless the feature is marked {@code walker-proof=true}. */
  OK_UNLESS_WALKER_PROOF("OK**"),
  /** Not on a Run; an Advance may cross or move within it. */
  NO_RUN("No Run"),
  /** May not enter or move within it. */
  NO("No"),
  /** May not enter or move within it; a unit deployed there at the start may not move. */
  NO_DEPLOYED_ONLY("No*"),
  /** May not enter, except that heavy tanks and walkers may move through buildings marked
   * {@code demolishable=true}, demolishing them. */
  NO_EXCEPT_DEMOLISH("No(!)"),
  /** The rate is doubled for a move wholly along the road. */
  ROAD_DOUBLE("x2");

  private final String text;

  TerrainCode(String text) {
    this.text = text;
  }

  /**
   * The code as the chart writes it.
   *
   * @return e.g. {@code No Run}
   */
  public String text() {
    return text;
  }

  /**
   * Every code as written.
   *
   * @return the texts
   */
  public static List<String> texts() {
    List<String> out = new ArrayList<>();
    for (TerrainCode c : values()) {
      out.add(c.text);
    }
    return out;
  }

  /**
   * Parses a code; {@code ×2} is read as {@code x2}, case and spaces around brackets are
   * ignored.
   *
   * @param field the chart key, for the message
   * @param text the code
   * @return the code
   * @throws InvalidInputException listing the codes if unknown
   */
  public static TerrainCode parse(String field, String text) {
    String t = text.trim().replace('×', 'x').replace(" (", "(").replaceAll("\\s+", " ");
    for (TerrainCode c : values()) {
      if (c.text.equalsIgnoreCase(t)) {
        return c;
      }
    }
    throw new InvalidInputException(field, "unknown terrain code '" + text + "'; known: "
        + String.join(", ", texts()));
  }

  @Override
  public String toString() {
    return text;
  }
}
