package io.github.warpath.examples;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.EpochMarks;
import io.github.warpath.search.HexRuleSetSupport;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.PhaseMovements;
import io.github.warpath.search.Transition;
import io.github.warpath.search.Walk;
import io.github.warpath.state.GameState;
import io.github.warpath.state.PhaseMovement;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A deliberately small rule system, written the way every Warpath hex rule set is: terrain as
 * enums, rules as an enum the violations cite, and a {@link MoveGraph} compiled per query.
 *
 * <p>The rules: entering a hex costs its terrain (clear and town 1 MP, woods and hills 2, swamp
 * 3, lakes cannot be entered) plus 1 for a stream crossed; moving along a road costs ½ MP and
 * ignores both; entering a hex next to an enemy unit ends the move; enemy hexes cannot be
 * entered; the first hex of a move may cost more than the allowance, and then the move ends.
 * Half points are the engine unit.
 *
 * <p>A move may be given as several orders in one phase. {@code apply} records on each unit a
 * {@link PhaseMovement} with the points spent and, where a rule ended the move, which one (a
 * zone of control or the minimum move); the next
 * order of the phase goes on with the points left, no longer has the minimum move (the unit has
 * entered a hex already), and is refused if the move had ended.
 */
// the type argument is the compiled graph, which callers never see: only the protected hooks of
// this final class name it
@SuppressWarnings("exports")
public final class ExampleRules extends HexRuleSetSupport<ExampleRules.Graph> {

  /** Hex terrain. */
  public enum Terrain {
    /** 1 MP. */
    CLEAR,
    /** 1 MP. */
    TOWN,
    /** 2 MP. */
    WOODS,
    /** 2 MP. */
    HILLS,
    /** 3 MP. */
    SWAMP,
    /** Cannot be entered. */
    LAKE
  }

  /** Hexside features. */
  public enum Side {
    /** +1 MP to cross, unless along a road. */
    STREAM,
    /** ½ MP per hex along it. */
    ROAD
  }

  /** The rules of this system. */
  public enum Rules implements Rule {
    /** What entering a hex costs. */
    TERRAIN("1", "Terrain"),
    /** Points must suffice. */
    ALLOWANCE("2", "Movement allowance"),
    /** Zones of control stop movement. */
    ZONE_OF_CONTROL("3", "Zones of control"),
    /** Enemy hexes are closed. */
    ENEMY("4", "Enemy units"),
    /** The first hex may exceed the allowance. */
    MINIMUM_MOVE("5", "Minimum move"),
    /** Hex to adjacent hex only. */
    ADJACENT("6", "Hex to hex");

    private final String section;
    private final String heading;

    Rules(String section, String heading) {
      this.section = section;
      this.heading = heading;
    }

    @Override
    public String ruleSet() {
      return ID;
    }

    @Override
    public String section() {
      return section;
    }

    @Override
    public String heading() {
      return heading;
    }
  }

  /** The id of this rule set. */
  public static final String ID = "example";

  /** The terrain names of example maps. */
  public static final TerrainVocabulary TERRAIN = TerrainVocabulary.of(Terrain.class,
      Side.class);

  private static final int TICKS = 2;
  private static final int[] COST = {2, 2, 4, 4, 6, -1};
  private static final int ROAD = 1;
  private static final int STREAM = 2;

  /** Creates the rule set (stateless; share one instance). */
  public ExampleRules() {}

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "Example rules";
  }

  @Override
  public String version() {
    return "1.0";
  }

  @Override
  public String description() {
    return "A small hex movement system: terrain costs, streams, roads, zones of control and a"
        + " minimum move. It shows how a rule set is written.";
  }

  @Override
  public List<MovementMode> modes() {
    return List.of(new MovementMode("normal", "hex to hex"));
  }

  @Override
  public List<Rule> rules() {
    return List.of(Rules.values());
  }

  @Override
  public Optional<TerrainVocabulary> terrain() {
    return Optional.of(TERRAIN);
  }

  @Override
  public Map<String, List<String>> vocabulary() {
    return Map.of("unit-kinds", List.of("infantry", "armor", "recon"));
  }

  @Override
  public void validate(GameState state) {
    HexMap map = state.hexMap();
    if (!map.vocabulary().equals(TERRAIN)) {
      throw new InvalidInputException("map", "the map does not use the example terrain");
    }
    for (Unit u : state.units()) {
      allowanceTicks(u);
      spentTicks(u);
      if (u.phaseMovement().isPresent() && !u.phaseMovement().get().facts().isEmpty()) {
        throw new InvalidInputException("phaseMovement.facts", "unit '" + u.id()
            + "' has movement facts " + u.phaseMovement().get().facts()
            + "; the example rules remember none");
      }
    }
  }

  @Override
  protected List<Violation> eligibility(GameState state, MoveQuery query, Graph graph) {
    return PhaseMovements.ended(state, query);
  }

  @Override
  protected GameState applyLegal(GameState state, MoveOrder order, Graph graph, Walk walk) {
    GameState after = super.applyLegal(state, order, graph, walk);
    if (order.steps().isEmpty()) {
      return after;
    }
    String mode = mode(order.query().mode()).id();
    for (String id : order.query().units()) {
      after = after.withUnit(after.unit(id).withPhaseMovement(PhaseMovements.after(
          state.unit(id), order.query(), graph, walk, mode, List.of())));
    }
    return after;
  }

  /** A unit's allowance in half points; other fractions are bad input. */
  private static int allowanceTicks(Unit u) {
    Mp a = u.allowance();
    if (a.twelfths() % (Mp.SCALE / TICKS) != 0) {
      throw new InvalidInputException("allowance", "unit '" + u.id() + "' has " + a
          + "; example units move whole or half points only (e.g. 4 or 4.5)");
    }
    return a.ticks(TICKS);
  }

  @Override
  protected Graph compile(GameState state, MoveQuery query, SearchBuffers buffers) {
    mode(query.mode());
    Graph g = buffers.scratch(Graph.class, Graph::new);
    g.reset(state, query);
    return g;
  }

  /** Points the unit spent earlier in the phase, in half points; other fractions are bad input. */
  private static int spentTicks(Unit u) {
    if (u.phaseMovement().isEmpty()) {
      return 0;
    }
    Mp spent = u.phaseMovement().get().spent();
    if (spent.twelfths() % (Mp.SCALE / TICKS) != 0) {
      throw new InvalidInputException("phaseMovement.spent", "unit '" + u.id() + "' has spent "
          + spent + "; example units spend whole or half points only");
    }
    return spent.ticks(TICKS);
  }

  /** Terrain cost per hex in half points (-1: closed), computed once per map. */
  private static int[] hexCosts(HexMap map) {
    int[] cost = new int[map.size()];
    for (int i = 0; i < cost.length; i++) {
      long mask = map.hexMask(i);
      int c = COST[0];
      for (Terrain t : Terrain.values()) {
        if ((mask & (1L << t.ordinal())) != 0) {
          int v = COST[t.ordinal()];
          c = v < 0 || c < 0 ? -1 : Math.max(c, v);
        }
      }
      cost[i] = c;
    }
    return cost;
  }

  /**
   * Rule 3: a unit's zone of control covers every hex next to it.
   *
   * @param state the state
   * @param unitId the unit
   * @param at the hex it would stand on
   * @return its neighbours on the map
   */
  @Override
  public List<Hex> zoneOfControl(GameState state, String unitId, Hex at) {
    state.unit(unitId);
    HexMap map = state.hexMap();
    int i = map.require(at, "at");
    List<Hex> out = new ArrayList<>(6);
    for (int d = 0; d < 6; d++) {
      int n = zoneHex(map, i, d);
      if (n >= 0) {
        out.add(map.hex(n));
      }
    }
    return out;
  }

  /** The hex a zone of control from hex {@code i} covers in direction {@code d}, or -1. */
  private static int zoneHex(HexMap map, int i, int d) {
    return map.neighbor(i, d);
  }

  /**
   * The compiled rules. Nodes are {@code hex * 2 + moved}: the second state records that the
   * unit has entered a hex, which is what the minimum-move rule needs to know; a unit that moved
   * earlier in the phase starts in it, with the points it has left.
   */
  static final class Graph implements MoveGraph {
    private HexMap map;
    private int[] cost;
    private int start;
    private int allowance;
    private final EpochMarks zoc = new EpochMarks();
    private final EpochMarks enemy = new EpochMarks();
    // the marks depend only on the state (immutable) and the moving side: kept between queries
    private GameState markedState;
    private String markedSide;

    void reset(GameState state, MoveQuery query) {
      map = state.hexMap();
      cost = map.derived(ExampleRules.class, ExampleRules::hexCosts);
      allowance = Integer.MAX_VALUE;
      String side = null;
      Position from = null;
      boolean moved = false;
      for (String id : query.units()) {
        Unit u = state.unit(id);
        int spent = spentTicks(u);
        moved |= u.phaseMovement().isPresent();
        allowance = Math.min(allowance, Math.max(0, allowanceTicks(u) - spent));
        side = u.side();
        from = query.start().orElse(u.position());
      }
      if (from == null || from.hexOrNull() == null) {
        throw new InvalidInputException("units", "example units move on hexes only");
      }
      start = map.require(from.hexOrNull(), "start") * 2 + (moved ? 1 : 0);
      if (state == markedState && side.equals(markedSide)) {
        return;
      }
      zoc.reset(map.size());
      enemy.reset(map.size());
      for (Unit u : state.units()) {
        if (u.side().equals(side) || u.hexOrNull() == null) {
          continue;
        }
        int i = map.index(u.hexOrNull());
        enemy.add(i);
        for (int d = 0; d < 6; d++) {
          int n = zoneHex(map, i, d);
          if (n >= 0) {
            zoc.add(n);
          }
        }
      }
      markedState = state;
      markedSide = side;
    }

    @Override
    public HexMap map() {
      return map;
    }

    @Override
    public int states() {
      return 2;
    }

    @Override
    public int start() {
      return start;
    }

    @Override
    public int ticksPerMp() {
      return TICKS;
    }

    @Override
    public int allowance() {
      return allowance;
    }

    @Override
    public int slots(int node) {
      return 6;
    }

    @Override
    public int transition(int node, int spent, int slot, Transition out) {
      int from = node >> 1;
      int to = map.neighbor(from, slot);
      if (to < 0) {
        return NONE;
      }
      out.to = to << 1 | 1;
      long side = map.sideMask(from, slot);
      int c;
      if ((side & (1L << Side.ROAD.ordinal())) != 0) {
        c = ROAD;
      } else {
        c = cost[to];
        if (c < 0) {
          out.rule = Rules.TERRAIN.ordinal();
          return ILLEGAL;
        }
        if ((side & (1L << Side.STREAM.ordinal())) != 0) {
          c += STREAM;
        }
      }
      out.cost = c;
      if (enemy.contains(to)) {
        out.rule = Rules.ENEMY.ordinal();
        return ILLEGAL;
      }
      if (spent + c > allowance) {
        if ((node & 1) == 0) {
          out.flags = Transition.STOP | Transition.EXCEEDS;
          out.rule = Rules.MINIMUM_MOVE.ordinal();
          return LEGAL;
        }
        out.rule = Rules.ALLOWANCE.ordinal();
        out.argA = c;
        out.argB = allowance - spent;
        return ILLEGAL;
      }
      if (zoc.contains(to)) {
        out.flags = Transition.STOP;
        out.rule = Rules.ZONE_OF_CONTROL.ordinal();
      }
      return LEGAL;
    }

    @Override
    public Violation explain(int code, Transition t, int fromNode, int spent) {
      Rules r = Rules.values()[code];
      switch (r) {
        case TERRAIN:
          return Violation.of(r, "lakes cannot be entered");
        case ALLOWANCE:
          return Violation.builder().rule(r.ref()).reason("not enough movement points left")
              .needed(Mp.ofTicks(t.argA, TICKS)).available(Mp.ofTicks(t.argB, TICKS)).build();
        case ZONE_OF_CONTROL:
          return Violation.of(r, "the unit entered a hex next to an enemy unit and must stop");
        case ENEMY:
          return Violation.of(r, "the hex holds an enemy unit");
        case MINIMUM_MOVE:
          return Violation.of(r, "the first hex cost more than the allowance, so the move ends"
              + " there");
        default:
          return Violation.of(r, r.heading().toLowerCase(Locale.ROOT));
      }
    }

    @Override
    public Violation unreachable(int fromNode, Position to) {
      return Violation.of(Rules.ADJACENT, "units move from a hex to an adjacent hex");
    }

    @Override
    public String note(int fromNode, int slot, Transition t) {
      return (map.sideMask(fromNode >> 1, slot) & (1L << Side.ROAD.ordinal())) != 0 ? "road"
          : "";
    }

    @Override
    public int minCostPerHex() {
      return ROAD;
    }
  }
}
