package io.github.warpath.state;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.Region;
import java.util.Map;
import java.util.Set;
import org.immutables.value.Value;

/**
 * When and under what conditions a move happens: turn, phase, active side, weather (map-wide and
 * per weather region), lingering conditions ({@code lingering-mud}) and other global facts the
 * rules consult ({@code quit-india}).
 *
 * <p>Phase and weather names are in the rule set's vocabulary.
 */
@Value.Immutable
@SuppressWarnings("exports") // Immutables annotations are compile-time only
public abstract class Environment {

  Environment() {}

  /**
   * A new builder.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /** Builds an {@link Environment}. */
  public static final class Builder extends ImmutableEnvironment.Builder {
    Builder() {}
  }

  /**
   * The game turn, from 1.
   *
   * @return the turn
   */
  @Value.Default
  public int turn() {
    return 1;
  }

  /**
   * The current phase, e.g. {@code "operational-movement"}.
   *
   * @return the phase, or the empty string if unset
   */
  @Value.Default
  public String phase() {
    return "";
  }

  /**
   * The phasing (active) side.
   *
   * @return the side, or the empty string if unset
   */
  @Value.Default
  public String activeSide() {
    return "";
  }

  /**
   * The weather everywhere no region overrides it.
   *
   * @return e.g. {@code "dry"}, or the empty string if unset
   */
  @Value.Default
  public String weather() {
    return "";
  }

  /**
   * Weather by region name, overriding {@link #weather()} inside that region.
   *
   * @return an immutable map
   */
  public abstract Map<String, String> regionWeather();

  /**
   * Conditions in force, e.g. {@code lingering-mud}.
   *
   * @return an immutable set
   */
  public abstract Set<String> conditions();

  /**
   * Other facts, e.g. {@code strategic-warfare-box=quit-india}.
   *
   * @return an immutable map
   */
  public abstract Map<String, String> attributes();

  /**
   * A copy in another phase.
   *
   * @param value the phase
   * @return the changed environment
   */
  public abstract Environment withPhase(String value);

  /**
   * A copy with another active side.
   *
   * @param value the side
   * @return the changed environment
   */
  public abstract Environment withActiveSide(String value);

  /**
   * A copy with another map-wide weather.
   *
   * @param value the weather
   * @return the changed environment
   */
  public abstract Environment withWeather(String value);

  /**
   * Whether a condition is in force.
   *
   * @param condition the condition
   * @return true if present
   */
  public boolean has(String condition) {
    return conditions().contains(condition);
  }

  /**
   * The weather at a hex: the weather of the first region (in the map's order) that contains it
   * and has an entry in {@link #regionWeather()}, else the map-wide weather.
   *
   * @param map the map
   * @param hex a hex of the map
   * @return the weather name
   */
  public String weatherAt(HexMap map, Hex hex) {
    if (regionWeather().isEmpty()) {
      return weather();
    }
    int i = map.index(hex);
    for (Region r : map.regions().values()) {
      String w = regionWeather().get(r.name());
      if (w != null && r.contains(i)) {
        return w;
      }
    }
    return weather();
  }

  /**
   * The default environment: turn 1, nothing else set.
   *
   * @return a new environment
   */
  public static Environment defaults() {
    return builder().build();
  }

  @Value.Check
  void check() {
    if (turn() < 0) {
      throw new InvalidInputException("turn", "must not be negative, got " + turn());
    }
  }
}
