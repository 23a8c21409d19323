package io.github.warpath.search;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.StepReport;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.HexPosition;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * Follows an order step by step through a {@link MoveGraph}: a search constrained to the
 * requested positions, so hidden choices (which road state, which facing) resolve to the cheapest
 * legal one. Where no legal transition exists, it records every distinct violation from the
 * cheapest place the unit could have been, and continues past it where the rules still say what
 * the step would cost, so later problems are reported too.
 *
 * <p>The result is exposed to rule sets so they can apply end-of-move rules and build the new
 * state. A walk made during a query on {@link io.github.warpath.rules.SearchBuffers} keeps its
 * arrivals there and is readable until the next query on them (the buffers keep one walk and
 * fill it again on each). It costs a few transitions per step and allocates no per-arrival
 * objects: nothing in it is sized to the map. A legal walk allocates its step reports (with
 * their notes, where a rule set writes one) and the list that holds them, nothing else.
 */
public final class Walk {

  private MoveGraph graph;
  private final WalkArrivals arr;
  private List<Violation> violations = List.of();
  /** The step reports as a verdict holds them: empty, a singleton or an unmodifiable list. */
  private List<StepReport> steps = Collections.emptyList();
  /** {@link #reports()}, made on first use. */
  private List<StepReport> reports;
  private Position endPosition;
  private int end = -1;
  private boolean complete;

  private Walk(MoveGraph graph, WalkArrivals arr) {
    this.graph = graph;
    this.arr = arr;
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
    return of(graph, steps, new WalkArrivals());
  }

  /**
   * Walks an order's steps with the arrival arrays of a set of buffers: the walk is readable
   * until the next query on them.
   */
  static Walk of(MoveGraph graph, List<Step> steps, WalkArrivals arrivals) {
    Walk w = arrivals.walk;
    if (w == null) {
      w = new Walk(graph, arrivals);
      arrivals.walk = w;
    }
    w.graph = graph;
    w.violations = List.of();
    w.steps = Collections.emptyList();
    w.reports = null;
    w.endPosition = null;
    w.run(steps);
    return w;
  }

  /**
   * The number of steps at the start of an order that can be walked legally, one after
   * another: the steps before the first one the walk refuses. Nothing is explained and no report
   * is built, so it costs a few transitions per step walked.
   *
   * @param graph the compiled rules
   * @param steps the steps of the order
   * @param arrivals the arrival arrays to use (cleared first)
   * @return the count, from 0 to the number of steps
   * @throws InvalidInputException if a step names a place the map does not have
   */
  static int legalSteps(MoveGraph graph, List<Step> steps, WalkArrivals arrivals) {
    Walk w = new Walk(graph, arrivals);
    final int states = graph.states();
    final WalkArrivals a = arrivals;
    a.clear();
    a.add(graph.start(), 0, false, 0, -1, -1, null);
    int lo = 0;
    int hi = a.count;
    for (int k = 1; k <= steps.size(); k++) {
      Step step = steps.get(k - 1);
      int target = a.node[lo] / states;
      if (!step.inPlace()) {
        target = Engine.requireLocation(graph, step.to(), "steps[" + (k - 1) + "]");
      }
      int next = w.advance(lo, hi, step, target, false);
      if (next == a.count) {
        return k - 1;
      }
      lo = next;
      hi = a.count;
    }
    return steps.size();
  }

  /**
   * The walk of the first {@code k} steps of the order last walked on {@code arrivals}, read from
   * its arrivals instead of walking them again: a walk's first {@code k} layers depend on its
   * first {@code k} steps alone, so when none of them was refused they are the layers a walk of
   * those steps makes, and it ends where that walk ends, with the same reports. Readable until
   * the next walk on the arrivals.
   *
   * <p>{@code reported} are the step reports of the checker's walk of the whole order (a
   * verdict's steps), whose first {@code k} layers are these: where the prefix ends on that walk's
   * way, its reports are the first {@code k} of them, not built again. The arrival of layer
   * {@code k} on that way is known by its cost, the points the report of step {@code k} gives,
   * when no other arrival of the layer has them; otherwise the reports are built.
   *
   * @param graph the compiled rules the steps were walked on
   * @param arrivals the arrivals of that walk ({@link #of} or {@link #legalSteps})
   * @param k how many steps, from 0 to the number of steps before the first one refused
   * @param reported the reports of the checker's walk of the same order on the same state, or
   *     an empty list
   * @return the walk of those steps: complete, with no violations
   * @throws IllegalStateException if the walk did not take {@code k} steps
   */
  static Walk prefix(MoveGraph graph, WalkArrivals arrivals, int k, List<StepReport> reported) {
    final WalkArrivals a = arrivals;
    long layer = layer(a, k);
    int on = -1;
    if (k >= 1 && reported.size() >= k) {
      int spent = reported.get(k - 1).spent().twelfths();
      int per = Mp.SCALE / graph.ticksPerMp();
      for (int i = (int) (layer >>> 32); i < (int) layer; i++) {
        if (a.cost[i] * per == spent) {
          on = on == -1 ? i : -2;
        }
      }
    }
    return new Walk(graph, a).endIn(layer).withReports(on, reported, k);
  }

  /**
   * The walk of this walk's first {@code k} steps: see {@link #prefix(MoveGraph, WalkArrivals,
   * int, List)}. Where it ends on this walk's way (the usual case), its reports are this walk's
   * first {@code k}, not built again.
   *
   * @param k how many steps, at most the number before the first one refused
   * @return the walk of those steps
   */
  Walk prefix(int k) {
    Walk w = new Walk(graph, arr).endIn(layer(arr, k));
    List<StepReport> walked = reports();
    int back = walked.size() - k;
    int on = back < 0 ? -1 : end;
    for (int i = 0; i < back && on >= 0; i++) {
      on = arr.prev[on];
    }
    return w.withReports(on, walked, k);
  }

  /**
   * The arrivals of layer {@code k}, the arrivals after {@code k} steps: its first index in the
   * high half, the index after its last in the low half.
   */
  private static long layer(WalkArrivals a, int k) {
    // each layer is contiguous and follows the one its arrivals came from: layer 0 is the start
    // alone, and the next layer runs to the first arrival that came from within it
    int lo = 0;
    int hi = a.count == 0 ? 0 : 1;
    for (int layer = 0; layer < k && lo < hi; layer++) {
      int next = hi;
      while (next < a.count && a.prev[next] < hi) {
        next++;
      }
      lo = hi;
      hi = next;
    }
    if (lo >= hi) {
      throw new IllegalStateException("the walk did not take " + k + " steps");
    }
    return (long) lo << 32 | hi;
  }

  /** Makes this a complete walk that ends in a {@link #layer}, without reports yet. */
  private Walk endIn(long layer) {
    complete = true;
    end = endOf((int) (layer >>> 32), (int) layer);
    return this;
  }

  /**
   * Gives this prefix of {@code k} steps the first {@code k} of {@code walked} if {@code on},
   * the arrival of its layer on their way, is where it ends; else builds its reports.
   */
  private Walk withReports(int on, List<StepReport> walked, int k) {
    if (on == end && on >= 0) {
      List<StepReport> first = walked.subList(0, k);
      steps = first;
      reports = first;
      endPosition = k == 0 ? null : first.get(k - 1).position();
    } else {
      buildReports(null);
    }
    return this;
  }

  private void addViolation(Violation v) {
    if (violations.isEmpty()) {
      violations = new ArrayList<>();
    }
    violations.add(v);
  }

  private void run(List<Step> steps) {
    final int states = graph.states();
    final WalkArrivals a = arr;
    a.clear();
    a.add(graph.start(), 0, false, 0, -1, -1, null);
    int lo = 0;
    int hi = a.count;
    complete = true;
    for (int k = 1; k <= steps.size(); k++) {
      Step step = steps.get(k - 1);
      int here = a.node[lo] / states;
      int target = here;
      if (!step.inPlace()) {
        target = Engine.locationOf(graph, step.to());
        if (target < 0) {
          target = Engine.requireLocation(graph, step.to(), "steps[" + (k - 1) + "]");
        }
      }
      int next = advance(lo, hi, step, target, false);
      if (next == a.count) {
        boolean anyFree = false;
        for (int i = lo; i < hi; i++) {
          anyFree |= !a.terminal[i];
        }
        int bestStop = cheapest(lo, hi, true);
        if (!anyFree && bestStop >= 0) {
          addViolation(place(explainStop(bestStop), k, here, target));
          next = advance(lo, hi, step, target, true);
        }
      }
      if (next == a.count) {
        next = explainFailures(lo, hi, step, target, k, here);
        if (next == a.count) {
          complete = false;
          break;
        }
      }
      lo = next;
      hi = a.count;
    }
    end = endOf(lo, hi);
    buildReports(steps);
    if (!violations.isEmpty()) {
      violations = Collections.unmodifiableList(violations);
    }
  }

  /**
   * The arrival of the layer {@code [lo, hi)} the walk ends at: the cheapest, then one that does
   * not end the move. (A layer's arrivals are all reached the same way, legally or past a stop or
   * a refusal, so that way never tells them apart.)
   */
  private int endOf(int lo, int hi) {
    final WalkArrivals a = arr;
    int e = -1;
    for (int i = lo; i < hi; i++) {
      if (e < 0 || a.cost[i] < a.cost[e]
          || a.cost[i] == a.cost[e] && a.terminal[e] && !a.terminal[i]) {
        e = i;
      }
    }
    return e;
  }

  /** The violation of going on after an arrival that ended the move: the rule that stopped it. */
  private Violation explainStop(int i) {
    Transition t = arr.stopTransition;
    arr.viaInto(i, t);
    int p = arr.prev[i];
    return graph.explain(arr.stopRule[i], t, p < 0 ? arr.node[i] : arr.node[p],
        p < 0 ? 0 : arr.cost[p]);
  }

  /**
   * Appends the arrivals one step from {@code [lo, hi)} at the target, the cheapest per node and
   * way of arriving; returns the index of the first (equal to the count if there is none).
   */
  private int advance(int lo, int hi, Step step, int target, boolean throughStops) {
    final int states = graph.states();
    final WalkArrivals a = arr;
    final int first = a.count;
    final Transition t = a.transition;
    for (int i = lo; i < hi; i++) {
      if (a.terminal[i] && !throughStops) {
        continue;
      }
      final int node = a.node[i];
      final int cost = a.cost[i];
      int slots = graph.slots(node);
      for (int slot = 0; slot < slots; slot++) {
        t.clear();
        int r = graph.transition(node, cost, slot, t);
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
        int c = cost + t.cost;
        int same = -1;
        for (int j = first; j < a.count; j++) {
          if (a.node[j] == t.to && a.terminal[j] == terminal) {
            same = j;
            break;
          }
        }
        if (same < 0) {
          a.add(t.to, c, terminal, t.rule, i, slot, t);
        } else if (c < a.cost[same]) {
          a.set(same, t.to, c, terminal, t.rule, i, slot, t);
        }
      }
    }
    return first;
  }

  private int explainFailures(int lo, int hi, Step step, int target, int k, int here) {
    final int states = graph.states();
    final WalkArrivals a = arr;
    a.failures = 0;
    boolean anyMatching = false;
    Transition t = a.probe;
    for (int i = lo; i < hi; i++) {
      int slots = graph.slots(a.node[i]);
      for (int slot = 0; slot < slots; slot++) {
        t.clear();
        int r = graph.transition(a.node[i], a.cost[i], slot, t);
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
          a.failures = 0;
        } else if (!matching && anyMatching) {
          continue;
        }
        // a legal step that the walk could not take starts from an arrival that ended the move
        // (the free ones had no legal step, or explainFailures would not run): the stop is the
        // violation, not the step's own rule code, which means nothing for a legal step
        a.addFailure(t, slot, i, r == MoveGraph.LEGAL);
      }
    }
    if (a.failures == 0) {
      int from = cheapest(lo, hi, false);
      if (from < 0) {
        from = cheapest(lo, hi, true);
      }
      Violation v = graph.unreachable(a.node[from], step.to() == null
          ? Engine.position(graph, here) : step.to());
      addViolation(place(v, k, here, target));
      return a.count;
    }
    int source = -1;
    for (int x = 0; x < a.failures; x++) {
      int s = a.failureSource[x];
      if (source < 0 || a.cost[s] < a.cost[source]) {
        source = s;
      }
    }
    int firstOfStep = violations.size();
    int first = a.count;
    for (int x = 0; x < a.failures; x++) {
      if (a.failureSource[x] != source) {
        continue;
      }
      Transition f = a.failure[x];
      Violation v = place(a.failureAfterStop[x] ? explainStop(source)
          : graph.explain(f.rule, f, a.node[source], a.cost[source]), k, here, target);
      if (!alreadySaid(firstOfStep, v)) {
        addViolation(v);
      }
      if (f.cost >= 0) {
        a.add(f.to, a.cost[source] + f.cost, false, 0, source, a.failureSlot[x], f);
      }
    }
    return first;
  }

  /**
   * Whether a violation of this step with the same rule section and reason was recorded since
   * index {@code from}: a step refused the same way from several arrivals is said once. A step
   * has a handful of violations, so a scan is cheaper than hashing their reasons.
   */
  private boolean alreadySaid(int from, Violation v) {
    String section = v.rule().section();
    String reason = v.reason();
    for (int i = from; i < violations.size(); i++) {
      Violation w = violations.get(i);
      if (Objects.equals(w.rule().section(), section) && w.reason().equals(reason)) {
        return true;
      }
    }
    return false;
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

  /** The cheapest arrival of a layer that did (or did not) end the move, or -1. */
  private int cheapest(int lo, int hi, boolean terminal) {
    final WalkArrivals a = arr;
    int best = -1;
    for (int i = lo; i < hi; i++) {
      if (a.terminal[i] != terminal) {
        continue;
      }
      if (best < 0 || a.cost[i] < a.cost[best]) {
        best = i;
      }
    }
    return best;
  }

  /** The number of steps walked to the end arrival. */
  private int depth() {
    int n = 0;
    for (int i = end; i >= 0 && arr.prev[i] >= 0; i = arr.prev[i]) {
      n++;
    }
    return n;
  }

  /**
   * The step reports of the arrivals from the start to the end, in the shape a verdict holds
   * them; the end's position is the last step's.
   *
   * @param orderSteps the steps of the order walked, whose hexes the reports reuse, or null to
   *     make each position from the map
   */
  private void buildReports(List<Step> orderSteps) {
    final WalkArrivals a = arr;
    int n = depth();
    if (n == 0) {
      return;
    }
    int[] chain = a.chain(n);
    int k = n;
    for (int i = end; k > 0; i = a.prev[i]) {
      chain[--k] = i;
    }
    final int states = graph.states();
    final int ticks = graph.ticksPerMp();
    final Transition t = a.transition;
    StepReport only = null;
    List<StepReport> out = n == 1 ? null : new ArrayList<>(n);
    Position at = null;
    for (k = 0; k < n; k++) {
      int i = chain[k];
      int p = a.prev[i];
      int loc = a.node[i] / states;
      String note = "";
      if (a.hasVia[i]) {
        a.viaInto(i, t);
        note = graph.note(a.node[p], a.slot[i], t);
      }
      if (a.terminal[i]) {
        note = note.isEmpty() ? "move ends here" : note + "; move ends here";
      }
      // the order's own hex where the step names one: the same value, one object fewer
      Position to = orderSteps == null ? null : orderSteps.get(k).to();
      at = to instanceof HexPosition ? to : Engine.position(graph, loc);
      StepReport r = new StepReport(k + 1, at, Engine.label(graph, loc),
          Mp.ofTicks(a.cost[i] - a.cost[p], ticks), Mp.ofTicks(a.cost[i], ticks),
          graph.facing(a.node[i]), note);
      if (out == null) {
        only = r;
      } else {
        out.add(r);
      }
    }
    steps = out == null ? Collections.singletonList(only) : Collections.unmodifiableList(out);
    endPosition = at;
  }

  /**
   * Everything that made the walk illegal, in order.
   *
   * @return the violations (unmodifiable)
   */
  public List<Violation> violations() {
    return violations;
  }

  /**
   * The steps as walked.
   *
   * @return the step reports (unmodifiable)
   */
  public List<StepReport> reports() {
    List<StepReport> r = reports;
    if (r == null) {
      r = List.copyOf(steps);
      reports = r;
    }
    return r;
  }

  /**
   * The steps as walked, in the shape a verdict holds them (an empty list, a singleton, or an
   * unmodifiable list of this walk's own): for the verdict of the walk.
   */
  List<StepReport> verdictSteps() {
    return steps;
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
    return arr.node[end];
  }

  /**
   * Whether the last arrival ended the move.
   *
   * @return true if the unit had to stop at the end
   */
  public boolean endsWithStop() {
    return arr.terminal[end];
  }

  /**
   * The rule that ended the move at the end of the walk, for a walk that ends with a stop: what a
   * rule set records in the unit's {@link io.github.warpath.state.PhaseMovement#stoppedBy()}.
   *
   * @return the rule, or empty if the unit may go on
   */
  public java.util.Optional<io.github.warpath.rules.RuleRef> stopRule() {
    return end >= 0 && arr.terminal[end] ? java.util.Optional.of(explainStop(end).rule())
        : java.util.Optional.empty();
  }

  /**
   * The points spent, in engine units.
   *
   * @return the total
   */
  public int spentTicks() {
    return arr.cost[end];
  }

  /**
   * The slot taken into each step's node, in order (for rule sets that record what happened).
   *
   * @return one slot per walked step (unmodifiable)
   */
  public List<Integer> slots() {
    Integer[] out = new Integer[depth()];
    int k = out.length;
    for (int i = end; k > 0; i = arr.prev[i]) {
      out[--k] = arr.slot[i];
    }
    return List.of(out);
  }

  /**
   * The node reached after each walked step, in order.
   *
   * @return one node per walked step (unmodifiable)
   */
  public List<Integer> nodes() {
    Integer[] out = new Integer[depth()];
    int k = out.length;
    for (int i = end; k > 0; i = arr.prev[i]) {
      out[--k] = arr.node[i];
    }
    return List.of(out);
  }

  /**
   * The position the walk ended at.
   *
   * @return the end position
   */
  public Position endPosition() {
    Position p = endPosition;
    return p != null ? p : Engine.position(graph, arr.node[end] / graph.states());
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
