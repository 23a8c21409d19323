package io.github.warpath.search;

import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.HexPosition;
import io.github.warpath.state.Position;
import io.github.warpath.testrules.TestRules;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A move graph written out transition by transition, so that a test can say exactly what a rule
 * set answers and check what the engine makes of it. Explanations repeat the context the engine
 * passed in (the node moved from, the points spent, the transition's first argument), so a test
 * can see that the engine passed the right one.
 *
 * <p>Nodes are {@code location * states + state} over a {@link TestRules} map and the boxes added
 * with {@link #box}. With {@link #withFacings()} the six states are facings, and a step that asks
 * for a facing matches the nodes that have it.
 */
final class HandGraph implements MoveGraph {

  /** The rules a hand-written graph cites; a transition's rule code is the ordinal. */
  enum R {
    BLOCKED, STOPS, CLOSED, NOWHERE;

    /** The rule as cited: rule set {@code hand}, section {@code h1} to {@code h4}. */
    RuleRef rule() {
      String name = name().toLowerCase(Locale.ROOT);
      return new RuleRef("hand", "h" + (ordinal() + 1),
          Character.toUpperCase(name.charAt(0)) + name.substring(1));
    }
  }

  /** One written-out transition. */
  private static final class Edge {
    final int result;
    final int to;
    final int cost;
    final int flags;
    final int rule;
    final int argA;

    Edge(int result, int to, int cost, int flags, int rule, int argA) {
      this.result = result;
      this.to = to;
      this.cost = cost;
      this.flags = flags;
      this.rule = rule;
      this.argA = argA;
    }
  }

  private final HexMap map;
  private final int states;
  private final List<Position> boxes = new ArrayList<>();
  private final Map<Integer, List<Edge>> edges = new HashMap<>();
  private int start;
  private int bound;
  private boolean facings;
  private boolean fickle;
  private boolean notes;
  private boolean transitionNotes;
  private int calls;
  private int explicitFrom = Integer.MAX_VALUE;
  private int ticks = 1;

  /**
   * A graph over a map.
   *
   * @param map the hexes
   * @param states search states per location
   */
  HandGraph(HexMap map, int states) {
    this.map = map;
    this.states = states;
  }

  /** A graph over a single column of {@code rows} clear hexes, 0101 to 01rr. */
  static HandGraph column(int rows, int states) {
    return new HandGraph(TestRules.map(1, rows).build(), states);
  }

  /** A graph over a single column whose six states are facings. */
  static HandGraph facingColumn(int rows) {
    return column(rows, 6).withFacings();
  }

  /** The node of a hex label in a state. */
  int node(String label, int state) {
    return map.index(map.parse(label)) * states + state;
  }

  /** Adds a box after the hexes (and after earlier boxes); returns its location. */
  int box(String name) {
    boxes.add(Position.box(name));
    return map.size() + boxes.size() - 1;
  }

  /** The node of a box location in a state. */
  int boxNode(int location, int state) {
    return location * states + state;
  }

  HandGraph startAt(int node) {
    this.start = node;
    return this;
  }

  /** Gives the graph an A* bound per hex of distance. */
  HandGraph bound(int perHex) {
    this.bound = perHex;
    return this;
  }

  /** Makes the six states facings (N, NE, SE, S, SW, NW); steps may then ask for one. */
  HandGraph withFacings() {
    if (states != 6) {
      throw new IllegalStateException("facings need six states");
    }
    this.facings = true;
    return this;
  }

  /** Counts costs in {@code perMp} engine units per movement point (a divisor of 12). */
  HandGraph ticks(int perMp) {
    this.ticks = perMp;
    return this;
  }

  /** Notes each step with the slot it took ("way 0", "way 1", ...). */
  HandGraph withNotes() {
    this.notes = true;
    return this;
  }

  /** Notes each step with the transition taken into it, every field as the engine kept it. */
  HandGraph withTransitionNotes() {
    this.transitionNotes = true;
    return this;
  }

  /** Declares every slot from {@code slot} on explicit ({@link #firstExplicitSlot}). */
  HandGraph explicitFrom(int slot) {
    this.explicitFrom = slot;
    return this;
  }

  /** From the second call on, every legal transition costs one more: breaks determinism. */
  HandGraph fickle() {
    this.fickle = true;
    return this;
  }

  private HandGraph add(int from, Edge e) {
    edges.computeIfAbsent(from, k -> new ArrayList<>()).add(e);
    return this;
  }

  HandGraph legal(int from, int to, int cost) {
    return add(from, new Edge(LEGAL, to, cost, 0, 0, 0));
  }

  HandGraph stop(int from, int to, int cost, R rule, int arg) {
    return add(from, new Edge(LEGAL, to, cost, Transition.STOP, rule.ordinal(), arg));
  }

  HandGraph illegal(int from, int to, int cost, R rule, int arg) {
    return add(from, new Edge(ILLEGAL, to, cost, 0, rule.ordinal(), arg));
  }

  HandGraph explicit(int from, int to, int cost) {
    return add(from, new Edge(LEGAL, to, cost, Transition.EXPLICIT, 0, 0));
  }

  HandGraph explicitIllegal(int from, int to, R rule) {
    return add(from, new Edge(ILLEGAL, to, 0, Transition.EXPLICIT, rule.ordinal(), 0));
  }

  /** A slot that leads nowhere (off the map, say). */
  HandGraph none(int from) {
    return add(from, new Edge(NONE, -1, 0, 0, 0, 0));
  }

  @Override
  public HexMap map() {
    return map;
  }

  @Override
  public int states() {
    return states;
  }

  @Override
  public int extraLocations() {
    return boxes.size();
  }

  @Override
  public Position extraPosition(int k) {
    return boxes.isEmpty() ? MoveGraph.super.extraPosition(k) : boxes.get(k);
  }

  @Override
  public int extraLocationOf(Position position) {
    return boxes.isEmpty() ? MoveGraph.super.extraLocationOf(position) : boxes.indexOf(position);
  }

  @Override
  public int start() {
    return start;
  }

  @Override
  public int ticksPerMp() {
    return ticks;
  }

  @Override
  public int allowance() {
    return 9;
  }

  @Override
  public int slots(int node) {
    return edges.getOrDefault(node, List.of()).size();
  }

  @Override
  public int transition(int node, int spent, int slot, Transition out) {
    Edge e = edges.getOrDefault(node, List.of()).get(slot);
    out.to = e.to;
    out.cost = e.cost + (fickle && e.result == LEGAL && calls++ > 0 ? 1 : 0);
    out.flags = e.flags;
    out.rule = e.rule;
    out.argA = e.argA;
    return e.result;
  }

  /** Where a node is, as a player would write it. */
  String where(int node) {
    int loc = node / states;
    return loc < map.size() ? map.label(loc) : ((BoxPosition) boxes.get(loc - map.size())).box();
  }

  @Override
  public Violation explain(int code, Transition t, int fromNode, int spent) {
    R r = R.values()[code];
    return Violation.of(r.rule(), r.name().toLowerCase(Locale.ROOT) + " from " + where(fromNode)
        + " after " + spent + ", argument " + t.argA);
  }

  @Override
  public Violation unreachable(int fromNode, Position to) {
    String target = to instanceof HexPosition ? map.label(((HexPosition) to).hex())
        : String.valueOf(to);
    return Violation.of(R.NOWHERE.rule(), "no way from " + where(fromNode) + " to " + target);
  }

  @Override
  public boolean matches(int node, int slot, Step step) {
    if (!facings) {
      return MoveGraph.super.matches(node, slot, step);
    }
    return step.action() == null && (step.facing() == null || step.facing() == facing(node));
  }

  @Override
  public HexDirection facing(int node) {
    return facings ? HexDirection.of(node % states) : MoveGraph.super.facing(node);
  }

  @Override
  public String note(int fromNode, int slot, Transition t) {
    if (transitionNotes) {
      return "to " + where(t.to) + " for " + t.cost + ", flags " + t.flags + ", rule " + t.rule
          + ", argument " + t.argA + "/" + t.argB;
    }
    return notes ? "way " + slot : MoveGraph.super.note(fromNode, slot, t);
  }

  @Override
  public int minCostPerHex() {
    return bound;
  }

  @Override
  public int firstExplicitSlot() {
    return explicitFrom;
  }
}
