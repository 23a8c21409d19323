package io.github.warpath.testrules;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.EpochMarks;
import io.github.warpath.search.HexRuleSetSupport;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A small rule set that exercises every engine feature: terrain and hexside costs, a road whose
 * benefit depends on the next step (a road-exit rule), zones of control that stop the move,
 * enemy hexes, a minimum move, a transport box that spends the whole allowance, and an explicit
 * in-place event.
 */
public final class TestRules extends HexRuleSetSupport<TestRules.Graph> {

  /** Hex terrain. */
  public enum Terrain { CLEAR, WOODS, ROUGH, WATER, PORT }

  /** Hexside features. */
  public enum Side { RIVER, ROAD }

  /** Rules of the test system. */
  public enum R implements Rule {
    TERRAIN("1", "Terrain"),
    ALLOWANCE("2", "Allowance"),
    ZOC("3", "Zones of control"),
    ENEMY("4", "Enemy hexes"),
    MINIMUM("5", "Minimum move"),
    ROAD_EXIT("6", "Road exit"),
    TRANSPORT("7", "Transport"),
    ADJACENT("8", "Hex to hex"),
    PHASING("9", "Phasing side");

    private final String section;
    private final String heading;

    R(String section, String heading) {
      this.section = section;
      this.heading = heading;
    }

    @Override
    public String ruleSet() {
      return "test";
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

  /** The vocabulary of test maps. */
  public static final TerrainVocabulary VOCABULARY =
      TerrainVocabulary.of(Terrain.class, Side.class);

  /** Name of the transport box. */
  public static final String DEPOT = "depot";

  static final int TICKS = 2;
  static final int[] COST = {2, 4, 4, -1, 2};
  static final int ROAD = 1;
  static final int RIVER = 2;
  static final int SLOT_TRANSPORT = 6;
  static final int SLOT_REST = 7;

  @Override
  public String id() {
    return "test";
  }

  @Override
  public String name() {
    return "Test rules";
  }

  @Override
  public String version() {
    return "1";
  }

  @Override
  public String description() {
    return "Exercises the engine.";
  }

  @Override
  public List<MovementMode> modes() {
    return List.of(new MovementMode("normal", "hex to hex"));
  }

  @Override
  public List<Rule> rules() {
    return List.of(R.values());
  }

  @Override
  public Optional<TerrainVocabulary> terrain() {
    return Optional.of(VOCABULARY);
  }

  @Override
  public Map<String, List<String>> vocabulary() {
    return Map.of("unit-kinds", List.of("any"));
  }

  @Override
  public void validate(GameState state) {
    state.hexMap();
  }

  @Override
  protected List<Violation> eligibility(GameState state, MoveQuery query, Graph graph) {
    String active = state.environment().activeSide();
    for (String id : query.units()) {
      Unit u = state.unit(id);
      if (!active.isEmpty() && !u.side().equals(active)) {
        return List.of(Violation.of(R.PHASING, "only the " + active + " side moves now"));
      }
    }
    return List.of();
  }

  @Override
  protected Graph compile(GameState state, MoveQuery query, SearchBuffers buffers) {
    mode(query.mode());
    Graph g = buffers.scratch(Graph.class, Graph::new);
    g.reset(state, query);
    return g;
  }

  /** The compiled graph; state bit 0: arrived along the road; bit 1: has moved. */
  static final class Graph implements MoveGraph {
    HexMap map;
    int[] cost;
    int start;
    int allowance;
    String side;
    final EpochMarks zoc = new EpochMarks();
    final EpochMarks enemy = new EpochMarks();
    boolean ports;

    void reset(GameState state, MoveQuery query) {
      map = state.hexMap();
      cost = map.derived(TestRules.class, m -> {
        int[] c = new int[m.size()];
        for (int i = 0; i < c.length; i++) {
          long mask = m.hexMask(i);
          int worst = 0;
          for (Terrain t : Terrain.values()) {
            if ((mask & (1L << t.ordinal())) != 0) {
              int v = COST[t.ordinal()];
              worst = v < 0 || worst < 0 ? -1 : Math.max(worst, v);
            }
          }
          c[i] = mask == 0 ? COST[0] : worst;
        }
        return c;
      });
      ports = map.derived(Terrain.PORT, m -> {
        for (int i = 0; i < m.size(); i++) {
          if ((m.hexMask(i) & (1L << Terrain.PORT.ordinal())) != 0) {
            return Boolean.TRUE;
          }
        }
        return Boolean.FALSE;
      });
      allowance = Integer.MAX_VALUE;
      side = null;
      Position startPos = null;
      for (String id : query.units()) {
        Unit u = state.unit(id);
        allowance = Math.min(allowance, u.allowance().ticks(TICKS));
        side = u.side();
        startPos = query.start().orElse(u.position());
      }
      if (startPos instanceof BoxPosition) {
        start = map.size() * 4;
      } else {
        start = map.require(startPos.hexOrNull(), "start") * 4;
      }
      zoc.reset(map.size());
      enemy.reset(map.size());
      for (Unit u : state.units()) {
        Hex h = u.hexOrNull();
        if (h == null || u.side().equals(side)) {
          continue;
        }
        int i = map.index(h);
        enemy.add(i);
        for (int d = 0; d < 6; d++) {
          int n = map.neighbor(i, d);
          if (n >= 0) {
            zoc.add(n);
          }
        }
      }
    }

    @Override
    public HexMap map() {
      return map;
    }

    @Override
    public int states() {
      return 4;
    }

    @Override
    public int extraLocations() {
      return 1;
    }

    @Override
    public Position extraPosition(int k) {
      return Position.box(DEPOT);
    }

    @Override
    public int extraLocationOf(Position position) {
      return position.equals(Position.box(DEPOT)) ? 0 : -1;
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
      int loc = node >> 2;
      return loc == map.size() ? map.size() : 8;
    }

    @Override
    public int transition(int node, int spent, int slot, Transition out) {
      int loc = node >> 2;
      int state = node & 1;
      boolean moved = (node & 2) != 0;
      if (loc == map.size()) {
        // from the depot: to any port, spending nothing more
        if ((map.hexMask(slot) & (1L << Terrain.PORT.ordinal())) == 0) {
          return NONE;
        }
        out.to = slot << 2 | 2;
        out.cost = 0;
        out.flags = Transition.STOP;
        out.rule = R.TRANSPORT.ordinal();
        return LEGAL;
      }
      if (slot == SLOT_REST) {
        out.to = node;
        out.cost = 0;
        out.flags = Transition.EXPLICIT;
        return LEGAL;
      }
      if (slot == SLOT_TRANSPORT) {
        if ((map.hexMask(loc) & (1L << Terrain.PORT.ordinal())) == 0) {
          return NONE;
        }
        out.to = map.size() << 2 | 2;
        if (moved) {
          out.cost = 0;
          out.rule = R.TRANSPORT.ordinal();
          return ILLEGAL;
        }
        out.cost = allowance - spent;
        out.flags = Transition.SPEND_ALL;
        return LEGAL;
      }
      int to = map.neighbor(loc, slot);
      if (to < 0) {
        return NONE;
      }
      boolean road = (map.sideMask(loc, slot) & (1L << Side.ROAD.ordinal())) != 0;
      int terrain = cost[to];
      int c;
      int nextState;
      if (road) {
        c = ROAD;
        nextState = 1;
      } else {
        if (terrain < 0) {
          out.to = to << 2 | 2;
          out.rule = R.TERRAIN.ordinal();
          return ILLEGAL;
        }
        c = terrain;
        if ((map.sideMask(loc, slot) & (1L << Side.RIVER.ordinal())) != 0) {
          c += RIVER;
        }
        nextState = 0;
      }
      if (state == 1 && !road) {
        int here = cost[loc];
        if (here < 0) {
          out.to = to << 2 | 2 | nextState;
          out.cost = -1;
          out.rule = R.ROAD_EXIT.ordinal();
          return ILLEGAL;
        }
        c += here - ROAD;
      }
      out.to = to << 2 | 2 | nextState;
      out.cost = c;
      if (enemy.contains(to)) {
        out.rule = R.ENEMY.ordinal();
        return ILLEGAL;
      }
      if (spent + c > allowance) {
        if (!moved) {
          out.flags = Transition.STOP | Transition.EXCEEDS;
          out.rule = R.MINIMUM.ordinal();
          return LEGAL;
        }
        out.rule = R.ALLOWANCE.ordinal();
        out.argA = c;
        out.argB = allowance - spent;
        return ILLEGAL;
      }
      if (zoc.contains(to)) {
        out.flags = Transition.STOP;
        out.rule = R.ZOC.ordinal();
      }
      return LEGAL;
    }

    @Override
    public Violation explain(int code, Transition t, int fromNode, int spent) {
      R r = R.values()[code];
      switch (r) {
        case ALLOWANCE:
          return Violation.builder().rule(r.ref()).reason("not enough points left")
              .needed(Mp.ofTicks(t.argA, TICKS)).available(Mp.ofTicks(t.argB, TICKS)).build();
        case ZOC:
          return Violation.of(r, "entering an enemy zone of control ends the move");
        case MINIMUM:
          return Violation.of(r, "a move beyond the allowance must end after its first hex");
        case TRANSPORT:
          return Violation.of(r, "transport must be the whole move");
        default:
          return Violation.of(r, r.heading().toLowerCase(java.util.Locale.ROOT) + " forbids it");
      }
    }

    @Override
    public Violation unreachable(int fromNode, Position to) {
      return Violation.of(R.ADJACENT, "not adjacent");
    }

    @Override
    public boolean matches(int node, int slot, Step step) {
      if (step.action() != null) {
        return slot == SLOT_REST && "rest".equals(step.action());
      }
      return step.facing() == null;
    }

    @Override
    public String note(int fromNode, int slot, Transition t) {
      return (t.to & 1) == 1 ? "road" : "";
    }

    @Override
    public int minCostPerHex() {
      return ports ? 0 : ROAD;
    }

    @Override
    public String toString() {
      return "TestRules.Graph" + Arrays.toString(new int[] {start, allowance});
    }
  }

  /**
   * A blank test map of clear hexes.
   *
   * @param columns columns
   * @param rows rows
   * @return a builder
   */
  public static HexMap.Builder map(int columns, int rows) {
    return HexMap.builder(VOCABULARY, columns, rows);
  }

  /**
   * A state of the test rules on a map.
   *
   * @param map the map
   * @param units the units
   * @return the state
   */
  public static GameState state(HexMap map, Unit... units) {
    return GameState.builder().ruleSet("test").board(map).addUnits(units).build();
  }

  /**
   * A unit on a hex.
   *
   * @param id its id
   * @param side its side
   * @param map the map the label is read on
   * @param at the hex label
   * @param mp its allowance in whole points
   * @return the unit
   */
  public static Unit unit(String id, String side, HexMap map, String at, int mp) {
    return Unit.builder().id(id).side(side).kind("any").allowance(Mp.of(mp))
        .position(Position.hex(map.parse(at))).build();
  }

}
