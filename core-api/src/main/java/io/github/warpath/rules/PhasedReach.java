package io.github.warpath.rules;

import io.github.warpath.Mp;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where a unit (or stack) can be at the end of each phase of a sequence of movement phases, and
 * the cheapest legal route there, step by step and phase by phase.
 *
 * <p><b>What it answers.</b> The positions at the end of the last phase ({@link #entries()}),
 * and those at the end of each earlier phase ({@link #entriesAfter(int)}); each with the points
 * its route spends in every phase. Each phase starts afresh from where the previous one ended:
 * the rule set's {@link HexMovementRules#enterPhase} says what a new phase clears (the points
 * spent, a stop that ended the move, how the unit entered its hex) and what it keeps. A unit may
 * stay put in any phase, so the range of a sequence holds the range of each of its phases.
 *
 * <p><b>Which route.</b> Of all the legal ways to a position, the route spends the fewest points
 * over all phases together (the effort of the move); among equal totals, the one that spends
 * fewer in the later phases, so that it gets as far as it can before what happens between
 * phases (combat in most games). Points are compared as the rule sets count them, in exact
 * fractions.
 *
 * <p><b>Between phases.</b> Nothing is resolved: the state a phase starts in is the state the
 * route's earlier legs leave (applied by the rule set), with every other unit where it stands.
 *
 * <p>The value is persistent and immutable in what it reports; routes are built when asked for.
 * Safe to share between threads.
 */
public final class PhasedReach {
  private final HexMovementRules rules;
  private final MoveQuery query;
  private final Position start;
  private final List<PhaseReport> reports;
  private final List<List<PhaseSequence.Node>> layers;
  private final List<Map<Position, Integer>> index = new ArrayList<>();
  private final Map<Position, Integer> first = new HashMap<>();

  PhasedReach(HexMovementRules rules, MoveQuery query, Position start,
      List<PhaseReport> reports, List<List<PhaseSequence.Node>> layers) {
    this.rules = rules;
    this.query = query;
    this.start = start;
    this.reports = List.copyOf(reports);
    this.layers = layers;
    for (int k = 0; k < layers.size(); k++) {
      Map<Position, Integer> m = new HashMap<>();
      List<PhaseSequence.Node> layer = layers.get(k);
      for (int i = 0; i < layer.size(); i++) {
        m.put(layer.get(i).position, i);
        first.putIfAbsent(layer.get(i).position, k);
      }
      index.add(m);
    }
  }

  /**
   * Where the units stand before the first phase.
   *
   * @return the start
   */
  public Position start() {
    return start;
  }

  /**
   * The phases, in order.
   *
   * @return the phases
   */
  public List<MovementPhase> phases() {
    List<MovementPhase> out = new ArrayList<>();
    for (PhaseReport r : reports) {
      out.add(r.phase());
    }
    return out;
  }

  /**
   * What each phase allows the moving units (allowance, and the rules that keep them from
   * moving in it), as they stand before the first phase.
   *
   * @return one report per phase
   */
  public List<PhaseReport> reports() {
    return reports;
  }

  /**
   * The number of positions the units can be at after the last phase.
   *
   * @return the count, the start included
   */
  public int size() {
    return layers.get(layers.size() - 1).size();
  }

  /**
   * The positions after the last phase, by increasing total cost.
   *
   * @return the entries
   */
  public List<PhasedEntry> entries() {
    return entriesAfter(layers.size() - 1);
  }

  /**
   * The positions at the end of one phase of the sequence, by increasing total cost.
   *
   * @param phase the phase's index, {@code 0 .. phases().size() - 1}
   * @return the entries
   * @throws IndexOutOfBoundsException for an index outside the sequence
   */
  public List<PhasedEntry> entriesAfter(int phase) {
    List<PhasedEntry> out = new ArrayList<>();
    for (PhaseSequence.Node n : layers.get(phase)) {
      out.add(entry(n));
    }
    return out;
  }

  private PhasedEntry entry(PhaseSequence.Node n) {
    List<Mp> costs = new ArrayList<>(n.costs.length);
    for (int c : n.costs) {
      costs.add(Mp.ofTwelfths(c));
    }
    return new PhasedEntry(n.position, costs, n.mustStop, first.get(n.position));
  }

  /**
   * The entry of a position after the last phase.
   *
   * @param position the position
   * @return the entry, or empty if the units cannot be there
   */
  public Optional<PhasedEntry> entry(Position position) {
    Integer i = index.get(index.size() - 1).get(position);
    return i == null ? Optional.empty()
        : Optional.of(entry(layers.get(layers.size() - 1).get(i)));
  }

  /**
   * Whether the units can be at a position after the last phase.
   *
   * @param position the position
   * @return true if so
   */
  public boolean contains(Position position) {
    return index.get(index.size() - 1).containsKey(position);
  }

  /**
   * The earliest phase at whose end the units can be at a position.
   *
   * @param position the position
   * @return the phase's index, or -1 if they cannot be there after any phase
   */
  public int firstPhase(Position position) {
    return first.getOrDefault(position, -1);
  }

  /**
   * The cheapest legal route to a position at the end of the last phase, one leg per phase.
   * Built on demand by the rule set's path query, phase by phase.
   *
   * @param position the destination
   * @return the route, or empty if the units cannot be there
   */
  public Optional<PhasedRoute> route(Position position) {
    return route(layers.size() - 1, position);
  }

  /**
   * The cheapest legal route to a position at the end of one phase of the sequence, one leg for
   * that phase and each before it.
   *
   * @param phase the phase's index
   * @param position the destination
   * @return the route, or empty if the units cannot be there after that phase
   */
  public synchronized Optional<PhasedRoute> route(int phase, Position position) {
    Integer i = index.get(phase).get(position);
    if (i == null) {
      return Optional.empty();
    }
    List<PhaseLeg> legs = new ArrayList<>();
    PhaseSequence.Node n = layers.get(phase).get(i);
    for (int k = phase; k >= 0; k--, n = n.previous) {
      legs.add(0, new PhaseLeg(reports.get(k).phase(), PhaseSequence.leg(rules, n, query)));
    }
    return Optional.of(new PhasedRoute(start, legs));
  }

  @Override
  public String toString() {
    return "PhasedReach{" + size() + " positions after " + reports.size() + " phases}";
  }
}
