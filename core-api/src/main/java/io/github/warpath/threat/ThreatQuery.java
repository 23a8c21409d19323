package io.github.warpath.threat;

import io.github.warpath.InvalidInputException;
import java.util.Objects;

/**
 * What a threat map is asked for: the side whose units move, the movement phase and mode, whether
 * to add zones of control, and how many threads to run the units on.
 *
 * @param side the side whose units move
 * @param phase a phase of the rule set, or the empty string for the state's current phase
 * @param mode a movement mode of the rule set, or the empty string for its default
 * @param zones whether to add the hexes the units' zones of control would cover
 * @param threads threads to run the units' range queries on, at least 1 (1: the calling thread)
 */
public record ThreatQuery(String side, String phase, String mode, boolean zones, int threads) {

  /**
   * Checks the query.
   *
   * @param side the side whose units move
   * @param phase a phase, or empty for the current one
   * @param mode a mode, or empty for the default
   * @param zones whether to add zones of control
   * @param threads threads, at least 1
   * @throws InvalidInputException naming the field at fault
   */
  public ThreatQuery {
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(phase, "phase");
    Objects.requireNonNull(mode, "mode");
    if (side.isBlank()) {
      throw new InvalidInputException("side", "name the side whose threat to map");
    }
    if (threads < 1) {
      throw new InvalidInputException("threads", "at least 1 thread, got " + threads);
    }
  }

  /**
   * A query for a side in the state's current phase, the default mode, without zones of control,
   * on the calling thread.
   *
   * @param side the side
   * @return the query
   */
  public static ThreatQuery of(String side) {
    return new ThreatQuery(side, "", "", false, 1);
  }

  /**
   * A copy in another phase.
   *
   * @param value a phase of the rule set, or empty for the state's current phase
   * @return the changed query
   */
  public ThreatQuery inPhase(String value) {
    return new ThreatQuery(side, value, mode, zones, threads);
  }

  /**
   * A copy in another mode.
   *
   * @param value a mode of the rule set, or empty for its default
   * @return the changed query
   */
  public ThreatQuery inMode(String value) {
    return new ThreatQuery(side, phase, value, zones, threads);
  }

  /**
   * A copy with or without zones of control.
   *
   * @param value whether to add the hexes zones of control would cover
   * @return the changed query
   */
  public ThreatQuery withZones(boolean value) {
    return new ThreatQuery(side, phase, mode, value, threads);
  }

  /**
   * A copy on another number of threads.
   *
   * @param value threads, at least 1
   * @return the changed query
   */
  public ThreatQuery onThreads(int value) {
    return new ThreatQuery(side, phase, mode, zones, value);
  }
}
