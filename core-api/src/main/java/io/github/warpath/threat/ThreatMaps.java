package io.github.warpath.threat;

import io.github.warpath.InvalidInputException;
import io.github.warpath.batch.Batch;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementPhase;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Computes threat maps: one range query per unit of the side (on the map), run over a number of
 * threads each with its own {@link SearchBuffers}, then merged in the map's hex order with the
 * units in the state's order, so the answer does not depend on the number of threads. The
 * merged answer is kept in a few flat arrays; the map's {@link ThreatHex} and {@link UnitThreat}
 * values are made from them when they are read.
 *
 * <pre>{@code
 * ThreatMap threat = ThreatMaps.of(rules, state, ThreatQuery.of("axis").withZones(true));
 * for (ThreatHex h : threat.hexes()) {
 *   System.out.println(map.label(h.hex()) + ": " + h.units().size() + " units");
 * }
 * }</pre>
 *
 * <p>Each unit is asked alone with {@link HexMovementRules#reach(GameState, MoveQuery,
 * SearchBuffers)} in the {@link #situation situation} of the query, so a hex's units, costs and
 * "must stop" are exactly what those single range queries answer. Units in off-map boxes are not
 * asked: a threat map is about hexes.
 */
public final class ThreatMaps {
  private ThreatMaps() {}

  /**
   * A threat map, on {@code query.threads()} threads.
   *
   * @param rules the rule set
   * @param state the state
   * @param query the side, phase, mode and threads
   * @return the threat map
   * @throws InvalidInputException for a side without units, an unknown phase or mode, or a state
   *     the rule set rejects
   */
  public static ThreatMap of(HexMovementRules rules, GameState state, ThreatQuery query) {
    try (Batch batch = Batch.of(rules, query.threads()).withChunk(1)) {
      return of(batch, state, query);
    }
  }

  /**
   * A threat map on the threads of a batch (whose rule set must be a hex rule set); {@code
   * query.threads()} is ignored. The batch is given one item per thread, and each takes the
   * units one at a time until none is left; a batch hands its threads a chunk of items at a
   * time, so give it {@linkplain Batch#withChunk(int) a chunk of 1} (with a larger chunk the
   * units run on one of its threads).
   *
   * @param batch the batch to run on
   * @param state the state
   * @param query the side, phase, mode and zones
   * @return the threat map
   * @throws InvalidInputException as {@link #of(HexMovementRules, GameState, ThreatQuery)}
   */
  public static ThreatMap of(Batch batch, GameState state, ThreatQuery query) {
    if (!(batch.rules() instanceof HexMovementRules)) {
      throw new InvalidInputException("ruleSet", "rule set " + batch.rules().id()
          + " is not played on hexes; threat maps need a hex map");
    }
    HexMovementRules rules = (HexMovementRules) batch.rules();
    GameState s = situation(rules, state, query);
    String mode = rules.mode(query.mode()).id();
    List<String> ids = movers(s, query.side());
    UnitRanges ranges = new UnitRanges(s, ids, mode, query.zones());
    // one item per thread, each taking units until none is left
    List<Integer> shares = new ArrayList<>();
    for (int k = 0; k < Math.min(batch.threads(), ids.size()); k++) {
      shares.add(k);
    }
    batch.stream(shares.iterator(), (k, checker) -> {
      ranges.fill(checker);
      return k;
    }, k -> { });
    return new ThreatMap(query.side(), s.environment().phase(), mode, query.zones(), ids,
        ThreatLayout.merge(s.hexMap(), ids, ranges).hexes());
  }

  /**
   * The state a threat query is judged in: the phase of the query (or the state's current one)
   * with the query's side moving. When that changes the phase or the moving side, the units
   * start the phase afresh (no movement carried over). Without a phase, the side's next movement
   * phase: the current one if the side is moving in one of its {@linkplain
   * HexMovementRules#movementPhases movement phases} now, else the first of them.
   *
   * @param rules the rule set
   * @param state the state
   * @param query the query
   * @return the state the units' ranges are computed in
   * @throws InvalidInputException for a side without units on the map, or a phase the rule set
   *     does not have (any phase, for a rule set without phases)
   */
  public static GameState situation(HexMovementRules rules, GameState state, ThreatQuery query) {
    movers(state, query.side());
    Environment env = state.environment();
    String phase = query.phase().isEmpty() ? nextPhase(rules, state, query.side())
        : query.phase();
    if (!query.phase().isEmpty()) {
      List<String> phases = rules.vocabulary().getOrDefault("phases", List.of());
      if (!phases.contains(phase)) {
        throw new InvalidInputException("phase", "rule set " + rules.id() + " has no phase '"
            + phase + "'; " + (phases.isEmpty() ? "it has no phases: leave the phase out"
                : "phases: " + String.join(", ", phases)));
      }
    }
    boolean samePhase = phase.equals(env.phase());
    boolean sameSide = env.activeSide().isEmpty() || env.activeSide().equals(query.side());
    if (samePhase && env.activeSide().equals(query.side())) {
      return state;
    }
    GameState s = samePhase && sameSide ? state : state.withoutPhaseMovement();
    return s.withEnvironment(env.withPhase(phase).withActiveSide(query.side()));
  }

  /**
   * The side's next movement phase: the current one if the side is moving in one of its
   * movement phases now (or no side is named as moving), else the first of its turn.
   */
  private static String nextPhase(HexMovementRules rules, GameState state, String side) {
    Environment env = state.environment();
    List<MovementPhase> turn = rules.movementPhases(state, side);
    boolean moving = env.activeSide().isEmpty() || env.activeSide().equals(side);
    for (MovementPhase p : turn) {
      if (moving && p.phase().equals(env.phase())) {
        return env.phase();
      }
    }
    return turn.isEmpty() ? env.phase() : turn.get(0).phase();
  }

  /** The side's units on the map, in state order; a clear error if there are none. */
  static List<String> movers(GameState state, String side) {
    List<String> ids = new ArrayList<>();
    TreeSet<String> sides = new TreeSet<>();
    for (Unit u : state.units()) {
      sides.add(u.side());
      if (u.side().equals(side) && u.hexOrNull() != null) {
        ids.add(u.id());
      }
    }
    if (ids.isEmpty()) {
      throw new InvalidInputException("side", sides.contains(side)
          ? "side '" + side + "' has no unit on the map"
          : "no unit of side '" + side + "'; sides: " + (sides.isEmpty() ? "none (no units)"
              : String.join(", ", sides)));
    }
    return ids;
  }
}
