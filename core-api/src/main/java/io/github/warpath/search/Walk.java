package io.github.warpath.search;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.StepReport;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.HexPosition;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Follows an order step by step through a {@link MoveGraph}: a search constrained to the
 * requested positions, so hidden choices (which road state, which facing) resolve to the cheapest
 * legal one. Where no legal transition exists, it records every distinct violation from the
 * cheapest place the unit could have been, and continues past it where the rules still say what
 * the step would cost, so later problems are reported too.
 *
 * <p>The result is exposed to rule sets so they can apply end-of-move rules and build the new
 * state.
 */
public final class Walk {

  /** One arrival in a layer of the walk. */
  private static final class Arrival {
    final int node;
    final int cost;
    final boolean terminal;
    final int stopRule;
    final Arrival prev;
    final int slot;
    final boolean forced;
    final Transition via;

    Arrival(int node, int cost, boolean terminal, int stopRule, Arrival prev, int slot,
        boolean forced, Transition via) {
      this.node = node;
      this.cost = cost;
      this.terminal = terminal;
      this.stopRule = stopRule;
      this.prev = prev;
      this.slot = slot;
      this.forced = forced;
      this.via = via;
    }
  }

  private final MoveGraph graph;
  private final List<Violation> violations = new ArrayList<>();
  private final List<StepReport> reports = new ArrayList<>();
  private Arrival end;
  private boolean complete;

  private Walk(MoveGraph graph) {
    this.graph = graph;
  }

  /**
   * Walks an order's steps.
   *
   * @param graph the compiled rules
   * @param steps the steps of the order
   * @return the walk
   * @throws InvalidInputException if a step names a place the map does not have
   */
  public static Walk of(MoveGraph graph, List<Step> steps) {
    Walk w = new Walk(graph);
    w.run(steps);
    return w;
  }

  private void run(List<Step> steps) {
    final int states = graph.states();
    List<Arrival> layer = new ArrayList<>();
    layer.add(new Arrival(graph.start(), 0, false, 0, null, -1, false, null));
    complete = true;
    for (int k = 1; k <= steps.size(); k++) {
      Step step = steps.get(k - 1);
      int here = layer.get(0).node / states;
      int target = step.inPlace() ? here
          : Engine.requireLocation(graph, step.to(), "steps[" + (k - 1) + "]");
      List<Arrival> next = advance(layer, step, target, false);
      if (next.isEmpty()) {
        boolean anyFree = false;
        for (Arrival a : layer) {
          anyFree |= !a.terminal;
        }
        Arrival bestStop = cheapest(layer, true);
        if (!anyFree && bestStop != null) {
          violations.add(place(explainStop(bestStop), k, here, target));
          next = advance(layer, step, target, true);
        }
      }
      if (next.isEmpty()) {
        List<Arrival> forced = explainFailures(layer, step, target, k, here);
        if (forced.isEmpty()) {
          complete = false;
          break;
        }
        next = forced;
      }
      layer = next;
    }
    end = null;
    for (Arrival a : layer) {
      if (end == null || (end.forced && !a.forced) || (end.forced == a.forced
          && (a.cost < end.cost || a.cost == end.cost && end.terminal && !a.terminal))) {
        end = a;
      }
    }
    buildReports();
  }

  /** The violation of going on after an arrival that ended the move: the rule that stopped it. */
  private Violation explainStop(Arrival a) {
    return graph.explain(a.stopRule, stopTransition(a), a.prev == null ? a.node : a.prev.node,
        a.prev == null ? 0 : a.prev.cost);
  }

  private Transition stopTransition(Arrival a) {
    Transition t = new Transition();
    if (a.via != null) {
      t.copyFrom(a.via);
    }
    return t;
  }

  private List<Arrival> advance(List<Arrival> layer, Step step, int target,
      boolean throughStops) {
    final int states = graph.states();
    Map<Long, Arrival> best = new LinkedHashMap<>();
    Transition t = new Transition();
    for (Arrival a : layer) {
      if (a.terminal && !throughStops) {
        continue;
      }
      int slots = graph.slots(a.node);
      for (int slot = 0; slot < slots; slot++) {
        t.clear();
        int r = graph.transition(a.node, a.cost, slot, t);
        if (r != MoveGraph.LEGAL || t.to < 0 || t.to / states != target) {
          continue;
        }
        if ((t.flags & Transition.EXPLICIT) != 0 && !step.asksForSomething()) {
          continue;
        }
        if (!graph.matches(t.to, slot, step)) {
          continue;
        }
        boolean terminal = (t.flags & Transition.STOP) != 0;
        int c = a.cost + t.cost;
        long key = (long) t.to << 1 | (terminal ? 1 : 0);
        Arrival prev = best.get(key);
        if (prev == null || c < prev.cost) {
          Transition via = new Transition();
          via.copyFrom(t);
          best.put(key, new Arrival(t.to, c, terminal, t.rule, a, slot, a.forced || throughStops,
              via));
        }
      }
    }
    return new ArrayList<>(best.values());
  }

  private List<Arrival> explainFailures(List<Arrival> layer, Step step, int target, int k,
      int here) {
    final int states = graph.states();
    Arrival source = null;
    List<Transition> failures = new ArrayList<>();
    List<Integer> slotsOf = new ArrayList<>();
    List<Arrival> sources = new ArrayList<>();
    List<Boolean> afterStop = new ArrayList<>();
    boolean anyMatching = false;
    Transition t = new Transition();
    for (Arrival a : layer) {
      int slots = graph.slots(a.node);
      for (int slot = 0; slot < slots; slot++) {
        t.clear();
        int r = graph.transition(a.node, a.cost, slot, t);
        if (r == MoveGraph.NONE || t.to < 0 || t.to / states != target) {
          continue;
        }
        if ((t.flags & Transition.EXPLICIT) != 0 && !step.asksForSomething()) {
          continue;
        }
        boolean matching = graph.matches(t.to, slot, step);
        if (r == MoveGraph.LEGAL && !matching) {
          continue;
        }
        if (matching && !anyMatching) {
          // transitions that do what the step asks explain it better than those that do not
          anyMatching = true;
          failures.clear();
          slotsOf.clear();
          sources.clear();
          afterStop.clear();
        } else if (!matching && anyMatching) {
          continue;
        }
        Transition copy = new Transition();
        copy.copyFrom(t);
        failures.add(copy);
        slotsOf.add(slot);
        sources.add(a);
        // a legal step that the walk could not take starts from an arrival that ended the move
        // (the free ones had no legal step, or explainFailures would not run): the stop is the
        // violation, not the step's own rule code, which means nothing for a legal step
        afterStop.add(r == MoveGraph.LEGAL);
      }
    }
    if (failures.isEmpty()) {
      Arrival from = cheapest(layer, false);
      if (from == null) {
        from = cheapest(layer, true);
      }
      Violation v = graph.unreachable(from.node, step.to() == null
          ? Engine.position(graph, here) : step.to());
      violations.add(place(v, k, here, target));
      return List.of();
    }
    for (Arrival a : sources) {
      if (source == null || a.cost < source.cost) {
        source = a;
      }
    }
    Map<String, Boolean> seen = new LinkedHashMap<>();
    List<Arrival> forced = new ArrayList<>();
    for (int i = 0; i < failures.size(); i++) {
      if (sources.get(i) != source) {
        continue;
      }
      Transition f = failures.get(i);
      Violation v = place(afterStop.get(i) ? explainStop(source)
          : graph.explain(f.rule, f, source.node, source.cost), k, here, target);
      if (seen.putIfAbsent(v.rule().section() + "|" + v.reason(), Boolean.TRUE) == null) {
        violations.add(v);
      }
      if (f.cost >= 0) {
        forced.add(new Arrival(f.to, source.cost + f.cost, false, 0, source, slotsOf.get(i), true,
            f));
      }
    }
    return forced;
  }

  private Violation place(Violation v, int step, int fromLoc, int toLoc) {
    Violation out = v.withStep(step);
    if (v.location().isEmpty()) {
      out = out.withLocation(Engine.label(graph, toLoc));
    }
    int hexCount = graph.map().size();
    if (v.hexside().isEmpty() && fromLoc < hexCount && toLoc < hexCount && fromLoc != toLoc
        && graph.map().hex(fromLoc).isAdjacentTo(graph.map().hex(toLoc))) {
      out = out.withHexside(graph.map().label(fromLoc) + "/" + graph.map().label(toLoc));
    }
    return out;
  }

  private static Arrival cheapest(List<Arrival> layer, boolean terminal) {
    Arrival best = null;
    for (Arrival a : layer) {
      if (a.terminal != terminal) {
        continue;
      }
      if (best == null || (best.forced && !a.forced) || (best.forced == a.forced
          && a.cost < best.cost)) {
        best = a;
      }
    }
    return best;
  }

  private void buildReports() {
    List<Arrival> chain = new ArrayList<>();
    for (Arrival a = end; a != null && a.prev != null; a = a.prev) {
      chain.add(0, a);
    }
    final int states = graph.states();
    int ticks = graph.ticksPerMp();
    int n = 1;
    for (Arrival a : chain) {
      int loc = a.node / states;
      String note = a.via == null ? "" : graph.note(a.prev.node, a.slot, a.via);
      if (a.terminal) {
        note = note.isEmpty() ? "move ends here" : note + "; move ends here";
      }
      reports.add(new StepReport(n++, Engine.position(graph, loc), Engine.label(graph, loc),
          Mp.ofTicks(a.cost - a.prev.cost, ticks), Mp.ofTicks(a.cost, ticks),
          graph.facing(a.node), note));
    }
  }

  /**
   * Everything that made the walk illegal, in order.
   *
   * @return the violations
   */
  public List<Violation> violations() {
    return violations;
  }

  /**
   * The steps as walked.
   *
   * @return the step reports
   */
  public List<StepReport> reports() {
    return reports;
  }

  /**
   * Whether every step could be followed (legally or not).
   *
   * @return false if the walk stopped at a step it could not follow at all
   */
  public boolean complete() {
    return complete;
  }

  /**
   * The node the walk ended at.
   *
   * @return the end node
   */
  public int endNode() {
    return end.node;
  }

  /**
   * Whether the last arrival ended the move.
   *
   * @return true if the unit had to stop at the end
   */
  public boolean endsWithStop() {
    return end.terminal;
  }

  /**
   * The rule that ended the move at the end of the walk, for a walk that ends with a stop: what a
   * rule set records in the unit's {@link io.github.warpath.state.PhaseMovement#stoppedBy()}.
   *
   * @return the rule, or empty if the unit may go on
   */
  public java.util.Optional<io.github.warpath.rules.RuleRef> stopRule() {
    return end != null && end.terminal ? java.util.Optional.of(explainStop(end).rule())
        : java.util.Optional.empty();
  }

  /**
   * The points spent, in engine units.
   *
   * @return the total
   */
  public int spentTicks() {
    return end.cost;
  }

  /**
   * The slot taken into each step's node, in order (for rule sets that record what happened).
   *
   * @return one slot per walked step
   */
  public List<Integer> slots() {
    List<Integer> out = new ArrayList<>();
    for (Arrival a = end; a != null && a.prev != null; a = a.prev) {
      out.add(0, a.slot);
    }
    return out;
  }

  /**
   * The node reached after each walked step, in order.
   *
   * @return one node per walked step
   */
  public List<Integer> nodes() {
    List<Integer> out = new ArrayList<>();
    for (Arrival a = end; a != null && a.prev != null; a = a.prev) {
      out.add(0, a.node);
    }
    return out;
  }

  /**
   * The position the walk ended at.
   *
   * @return the end position
   */
  public Position endPosition() {
    return Engine.position(graph, end.node / graph.states());
  }

  /**
   * The hex the walk ended on, or null if it ended off the map.
   *
   * @return the hex or null
   */
  public io.github.warpath.hex.Hex endHex() {
    Position p = endPosition();
    return p instanceof HexPosition ? ((HexPosition) p).hex() : null;
  }
}
