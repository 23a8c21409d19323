package io.github.warpath.efs;

import io.github.warpath.InvalidInputException;
import io.github.warpath.efs.internal.EnumNames;
import java.util.List;
import java.util.Locale;

/**
 * The weather columns of the Terrain Effects Chart. Weather is map-wide ({@link
 * io.github.warpath.state.Environment#weather()}) or per region ({@link
 * io.github.warpath.state.Environment#regionWeather()}); the condition {@code lingering-mud}
 * puts woods hexes of dry areas in {@link #MUD}.
 */
public enum EfsWeather {
  /** Dry. */
  DRY,
  /** Mud. */
  MUD,
  /** Frost. */
  FROST,
  /** Snow: rivers have no effect, major rivers cost +1. */
  SNOW,
  /** Arctic. */
  ARCTIC;

  /**
   * The name used in states and chart keys.
   *
   * @return e.g. {@code mud}
   */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * All weather names.
   *
   * @return the names, in chart column order
   */
  public static List<String> ids() {
    return EnumNames.ids(values(), EfsWeather::id);
  }

  /**
   * A weather by name; the empty string is {@link #DRY}.
   *
   * @param id the name
   * @param field the input field, for the error
   * @return the weather
   * @throws InvalidInputException listing the names if it is unknown
   */
  public static EfsWeather of(String id, String field) {
    if (id.isEmpty()) {
      return DRY;
    }
    return EnumNames.lookup(values(), EfsWeather::id, id, field, "weather");
  }
}
