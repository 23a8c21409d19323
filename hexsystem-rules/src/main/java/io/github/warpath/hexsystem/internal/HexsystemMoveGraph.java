package io.github.warpath.hexsystem.internal;

import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;

/**
 * The hexsystem movement rules compiled for one unit in one state: the transition the search
 * engine calls, composed of the movement procedures ({@link HexToHexProcedure} with the {@link
 * EasternEuropeBox}, {@link PortToPortProcedure}, {@link OffMapBoxToOffMapBox}), each of which
 * calls the rule pieces of its heading directly (final classes, static calls: no per-edge
 * virtual chain).
 *
 * <p><b>Locations</b> are the map's hexes, then every box of the map; the search states per
 * location are laid out by {@link SearchStateLayout}. <b>Slots</b> from a hex: 0-5 the six
 * directions, 6 the Eastern Europe Box, then one per port-to-port destination. From a box: its
 * adjacent boxes, then (Eastern Europe Box) the western-edge hexes, then port-to-port
 * destinations.
 *
 * <p>The per-state tables ({@link PreparedState}) and the per-query {@link QueryProfile} are
 * immutable and cached by identity; the {@link PositionMarks} are refilled when the profile
 * changes. The graph itself is reused from the caller's {@link SearchBuffers}.
 */
public final class HexsystemMoveGraph implements MoveGraph {
  static final int EE_SLOT = 6;
  static final int FIRST_LEG = 7;

  // ---- per state ----
  PreparedState prepared;
  MapTables mt;
  TerrainEffectsChart chart;
  int[][] hexCost;
  byte[] weather;
  StateData sd;
  HexMap map;
  int hexCount;

  // ---- per query ----
  QueryProfile profile;
  SearchStateLayout layout;
  int states;
  int allowance;
  int modeMask;
  final PositionMarks marks = new PositionMarks();

  // ---- scratch of one transition ----
  final Transition probe = new Transition();
  /** Set by {@link EnemyZonesOfControl#stop}: the direction of a pending overrun, or -1. */
  int pendingOut;
  /** Set by {@link PortToPortProcedure#target}: the zone of the decoded leg. */
  int legZone;

  HexsystemMoveGraph() {}

  /**
   * Compiles a query into the reusable graph kept in the buffers.
   *
   * @param state the state
   * @param query the query
   * @param buffers the buffers
   * @param mode the mode id (any, hex-to-hex, port-to-port, box-to-box)
   * @return the graph
   * @throws io.github.warpath.InvalidInputException for a state or query the rules reject
   */
  public static HexsystemMoveGraph compile(GameState state, MoveQuery query,
      SearchBuffers buffers, String mode) {
    HexsystemMoveGraph g = buffers.scratch(HexsystemMoveGraph.class, HexsystemMoveGraph::new);
    g.reset(state, query, mode);
    return g;
  }

  private void reset(GameState s, MoveQuery query, String mode) {
    if (prepared == null || prepared.state != s) {
      PreparedState p = new PreparedState(s);
      prepared = p;
      mt = p.tables;
      chart = p.chart;
      hexCost = p.costs.hexCost;
      weather = p.weather;
      sd = p.data;
      map = mt.map;
      hexCount = map.size();
    }
    if (profile == null || !profile.answers(s, query, mode)) {
      QueryProfile p = new QueryProfile(prepared, s, query, mode);
      marks.fill(map, sd, p.unitIndex, p.side);
      profile = p;
    }
    layout = profile.layout;
    states = layout.states();
    allowance = profile.allowance;
    modeMask = profile.modeMask;
  }

  /** Whether a hex is all sea. */
  boolean seaHex(int h) {
    return (map.hexMask(h) & TableEncoding.ALL_SEA_HEX) != 0;
  }

  /** The name of a location: a hex label or a box name. */
  String label(int loc) {
    return loc < hexCount ? map.label(loc) : mt.boxes[loc - hexCount].name();
  }

  // ---------------------------------------------------------------- MoveGraph

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
    return mt.boxes.length;
  }

  @Override
  public Position extraPosition(int k) {
    return Position.box(mt.boxes[k].name());
  }

  @Override
  public int extraLocationOf(Position position) {
    if (position instanceof BoxPosition) {
      Integer b = mt.boxIndex.get(((BoxPosition) position).box());
      return b == null ? -1 : b;
    }
    return -1;
  }

  @Override
  public int start() {
    return profile.start;
  }

  @Override
  public int ticksPerMp() {
    return TableEncoding.TICKS;
  }

  @Override
  public int allowance() {
    return allowance;
  }

  @Override
  public int slots(int node) {
    int loc = node / states;
    int s = node - loc * states;
    if (loc < hexCount) {
      if ((s == SearchStateLayout.START || layout.isPortState(s)) && mt.legCount[loc] > 0) {
        return FIRST_LEG + mt.legCount[loc];
      }
      return mt.easternEurope >= 0 && mt.edge[loc] ? FIRST_LEG : EE_SLOT;
    }
    if (s != SearchStateLayout.START) {
      return 0;
    }
    int b = loc - hexCount;
    return mt.boxAdjacent[b].length + (b == mt.easternEurope ? mt.edgeLand.length : 0)
        + mt.legCount[loc];
  }

  @Override
  public int transition(int node, int spent, int slot, Transition out) {
    int loc = node / states;
    int s = node - loc * states;
    if (loc < hexCount) {
      if (slot < 6) {
        return HexToHexProcedure.step(this, loc, s, spent, slot, out);
      }
      if (slot == EE_SLOT) {
        return EasternEuropeBox.enter(this, loc, s, spent, out);
      }
      return PortToPortProcedure.leg(this, loc, s, spent, slot - FIRST_LEG, out);
    }
    int b = loc - hexCount;
    int adj = mt.boxAdjacent[b].length;
    if (slot < adj) {
      return OffMapBoxToOffMapBox.move(this, spent, mt.boxAdjacent[b][slot], out);
    }
    int edges = b == mt.easternEurope ? mt.edgeLand.length : 0;
    if (slot < adj + edges) {
      return EasternEuropeBox.leave(this, spent, mt.edgeLand[slot - adj], out);
    }
    return PortToPortProcedure.leg(this, loc, s, spent, slot - adj - edges, out);
  }

  /** Marks a transition illegal under a rule with a detail; returns {@link #ILLEGAL}. */
  static int illegal(Transition out, io.github.warpath.hexsystem.HexsystemRule rule, int argA) {
    out.rule = rule.ordinal();
    out.argA = argA;
    return ILLEGAL;
  }

  /** Marks a transition illegal under a rule (an ordinal); returns {@link #ILLEGAL}. */
  static int illegal(Transition out, int rule) {
    out.rule = rule;
    return ILLEGAL;
  }

  // ---------------------------------------------------------------- explanations

  @Override
  public Violation explain(int code, Transition t, int fromNode, int spent) {
    return ViolationReasons.explain(this, code, t, fromNode);
  }

  @Override
  public Violation unreachable(int fromNode, Position to) {
    return UnreachableReasons.unreachable(this, fromNode, to);
  }

  @Override
  public String note(int fromNode, int slot, Transition t) {
    return StepNotes.note(this, fromNode, slot, t);
  }

  @Override
  public int minCostPerHex() {
    int startLocation = profile.startLocation;
    boolean jumps = startLocation >= hexCount || mt.legCount[startLocation] > 0
        || mt.edge[startLocation];
    int min = chart.cheapestStep();
    return jumps || allowance < min ? 0 : min;
  }
}
