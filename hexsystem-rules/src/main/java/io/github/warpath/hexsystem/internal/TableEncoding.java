package io.github.warpath.hexsystem.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hexsystem.HexTerrain;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.hexsystem.SideFeature;
import java.util.Locale;

/**
 * How the compiled tables encode sides, weather, terrain and hexside features as small integers
 * and bit masks, and the ticks per movement point.
 */
final class TableEncoding {
  private TableEncoding() {}

  static final int TICKS = 12;

  static final int AXIS = 0;
  static final int WESTERN = 1;
  static final int SOVIET = 2;
  static final int NEUTRAL = 3;

  static final int FAIR = 0;
  static final int MUD = 1;
  static final int STORMS = 2;
  static final int SNOW = 3;
  static final int WEATHERS = 4;

  static final long ALL_SEA_HEX = 1L << HexTerrain.ALL_SEA.ordinal();
  static final long PORT_HEX = 1L << HexTerrain.PORT.ordinal()
      | 1L << HexTerrain.OPEN_PORT.ordinal();
  static final long OPEN_PORT_HEX = 1L << HexTerrain.OPEN_PORT.ordinal();
  static final long ALL_SEA_SIDE = 1L << SideFeature.ALL_SEA.ordinal();
  static final long ROAD_LIKE = 1L << SideFeature.ROAD.ordinal() | 1L << SideFeature.RAIL.ordinal()
      | 1L << SideFeature.CONNECTED_STRAIT.ordinal();

  /** Side code of a side name, or -1. */
  static int side(String name) {
    switch (name) {
      case HexsystemVocabulary.AXIS:
        return AXIS;
      case HexsystemVocabulary.WESTERN:
        return WESTERN;
      case HexsystemVocabulary.SOVIET:
        return SOVIET;
      default:
        return -1;
    }
  }

  /** Faction code of an alignment (a side or neutral), or -1. */
  static int faction(String name) {
    return HexsystemVocabulary.NEUTRAL.equals(name) ? NEUTRAL : side(name);
  }

  static String sideName(int code) {
    switch (code) {
      case AXIS:
        return HexsystemVocabulary.AXIS;
      case WESTERN:
        return HexsystemVocabulary.WESTERN;
      case SOVIET:
        return HexsystemVocabulary.SOVIET;
      case NEUTRAL:
        return HexsystemVocabulary.NEUTRAL;
      default:
        return "none";
    }
  }

  /** Weather code of a weather name ("" is fair), or -1. */
  static int weather(String name) {
    if (name.isEmpty()) {
      return FAIR;
    }
    int i = HexsystemVocabulary.WEATHER.indexOf(name);
    return i;
  }

  static String weatherName(int code) {
    return HexsystemVocabulary.WEATHER.get(code);
  }

  /**
   * A whole number of 0 or more.
   *
   * @throws InvalidInputException naming the field otherwise
   */
  static int wholeNumber(String value, String field) {
    try {
      int n = Integer.parseInt(value.trim());
      if (n >= 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new InvalidInputException(field, "expected a whole number of 0 or more, got '" + value
        + "'");
  }

  /**
   * The position of a value in a list of allowed values.
   *
   * @throws InvalidInputException naming the field and the allowed values otherwise
   */
  static int oneOf(String value, java.util.List<String> allowed, String field) {
    int i = allowed.indexOf(value);
    if (i < 0) {
      throw new InvalidInputException(field, "expected one of " + String.join(", ", allowed)
          + ", got '" + value + "'");
    }
    return i;
  }

  /** The scenario spelling of an enum constant. */
  static String spell(Enum<?> e) {
    return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
