package io.github.warpath.efs.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.efs.EfsPhase;
import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.Map;

/**
 * The EFS rules composed for one query into the transition the search engine calls. One
 * instance lives in each {@code SearchBuffers} and is reset per query; nothing in {@link
 * #transition} allocates.
 *
 * <p>A query compiles into a {@link QueryProfile} (the stack, phase, mode and allowance, kept
 * here and reset per query), the {@link BoardMarks} of the state for the moving side, and the
 * {@link StepPricing} of the stack in the weather; the movement modes ({@link NormalMovement},
 * {@link Overrun}, {@link SingleStepMove}, {@link AirTransport}, {@link Retreat}, {@link
 * SuperHeavyMode}) judge the steps, each citing the rule heading that decides.
 *
 * <p><b>Nodes.</b> Locations are the map's hexes, then its off-map boxes. In normal and
 * strategic movement a location has eight search states (see {@link RoadExit}): bits 0-1 the
 * road class the unit entered the hex along (0 none, 1 minor road, 2 main road, 3 Motorway) and
 * bit 2 whether it entered along a railroad. A unit that goes on in a later order of the same
 * phase starts in the state its {@link io.github.warpath.state.PhaseMovement} facts give, so the
 * rule reaches across orders. One Hex Movement, infiltration, air transport and mode changes use
 * two states (not yet moved, done); a retreat uses one.
 *
 * <p><b>Slots.</b> 0-5 are the six directions; overruns follow (see {@link Overrun}). Air
 * transport has one slot per location.
 */
public final class EfsGraph implements MoveGraph {
  /** Engine units per MP. */
  public static final int TICKS = ChartValues.TICKS;

  private final BoardMarks marks = new BoardMarks();
  private final StepPricing pricing = new StepPricing(marks);
  private final NormalMovement normal = new NormalMovement(pricing, marks);
  private final Overrun overrun = new Overrun(pricing, marks);
  private final SingleStepMove single = new SingleStepMove(pricing, marks);
  private final AirTransport air = new AirTransport(marks);

  private final QueryProfile q = new QueryProfile();
  private MoveQuery query;
  /** The map of the last query; also what the caches below were built for. */
  private HexMap map;
  private int hexCount;
  private int mode;
  private int shift;
  private int start;
  private int allowance;
  private int overrunSlots;
  private int zocCost;
  private ChartValues chart;
  private HexWeather weather;
  private String[] boxNames = new String[0];

  // --- caches between queries (identity of the inputs) ---
  private Environment cEnv;
  private EfsPhase cPhase;
  private HexWeather.Key cWeatherKey;
  private Map<String, String> cCharts;
  private StepTables cTables;
  private int cProfile = -1;
  private long cRoadMask;

  /** Creates an empty graph; {@link #reset} fills it. */
  public EfsGraph() {}

  /**
   * Compiles a query.
   *
   * @param state the state
   * @param query the query
   * @param modeId the movement mode id (already checked)
   * @param vocabulary the terrain vocabulary maps must use
   * @return this graph
   * @throws InvalidInputException for malformed input
   */
  public EfsGraph reset(GameState state, MoveQuery query, String modeId,
      TerrainVocabulary vocabulary) {
    this.query = query;
    HexMap hm = state.hexMap();
    if (!hm.vocabulary().equals(vocabulary)) {
      throw new InvalidInputException("board", "the map does not use the efs terrain"
          + " (EfsTerrain and EfsHexside)");
    }
    if (hm != map) {
      map = hm;
      cEnv = null;
      cTables = null;
      boxNames = new ArrayList<>(hm.boxes().keySet()).toArray(new String[0]);
    }
    hexCount = hm.size();
    Environment env = state.environment();
    if (env != cEnv) {
      cPhase = EfsPhase.of(env.phase(), "environment.phase");
      String active = env.activeSide();
      if (!active.isEmpty() && !EfsVocabulary.SIDES.contains(active)) {
        throw new InvalidInputException("environment.activeSide", "unknown side '" + active
            + "'; known: " + String.join(", ", EfsVocabulary.SIDES));
      }
      HexWeather.Key wk = HexWeather.Key.of(env, hm);
      weather = hm.derived(wk, mm -> HexWeather.build(mm, wk));
      cWeatherKey = wk;
      cEnv = env;
      cTables = null;
    }
    Map<String, String> charts = state.charts();
    if (charts != cCharts) {
      chart = ChartValues.DEFAULT.with(charts);
      cCharts = charts;
      cTables = null;
    }
    mode = MovementModes.of(modeId);
    q.reset(state, query, mode, cPhase, chart, boxNames);
    shift = q.shift;
    allowance = q.allowance;
    marks.mark(state, q.side, weather.info);
    int prof = q.chartProfile & StepTables.MASK;
    // A change of map, weather or charts clears cTables above, so every reference the pricing
    // and the moves copy from the tables, the weather or the map is renewed here and only here:
    // a query on unchanged tables stores none (each store into these long-lived objects would
    // run G1's write barrier). After the marks, whose flag array grows only with a larger map.
    if (cTables == null || prof != cProfile || q.roadMask != cRoadMask) {
      StepTables.Key key = new StepTables.Key(chart, cWeatherKey, prof, q.roadMask);
      HexWeather hw = weather;
      cTables = hm.derived(key, mm -> StepTables.build(mm, key, hw));
      cProfile = prof;
      cRoadMask = q.roadMask;
      pricing.pointAt(hm, cTables, weather);
      normal.pointAt();
      overrun.pointAt();
      single.pointAt();
      air.pointAt(weather.info);
    }
    pricing.reset(chart.get(ChartValues.STRONGPOINT));
    zocCost = EnemyZoneOfControl.enterCost(chart, q.reaction);
    normal.reset(q, zocCost);
    overrun.reset(q, chart, hexCount + boxNames.length);
    single.reset(q);
    air.reset(hm, boxNames, q);
    overrunSlots = overrun.slots();
    start = q.startLoc << shift | (shift == 3 ? q.startBits : 0);
    return this;
  }

  // ------------------------------------------------------------------------------------------
  // What the neighbours read (eligibility, apply, explanations)

  /** @return the compiled query */
  QueryProfile profile() {
    return q;
  }

  /** @return the mode number ({@link MovementModes}) */
  int mode() {
    return mode;
  }

  /** @return the moving side */
  String side() {
    return q.side;
  }

  /** @return the query */
  MoveQuery query() {
    return query;
  }

  /** @return the step pricing of the query */
  StepPricing pricing() {
    return pricing;
  }

  /** @return the board marks of the query */
  BoardMarks marks() {
    return marks;
  }

  /** @return the chart after the scenario's changes */
  ChartValues chart() {
    return chart;
  }

  /** @return the weather key of the query's tables */
  HexWeather.Key weatherKey() {
    return cWeatherKey;
  }

  /**
   * The map's boxes, in location order.
   *
   * @return the names (not to be changed)
   */
  String[] boxNames() {
    return boxNames;
  }

  /**
   * The price of entering an enemy zone of control in this phase.
   *
   * @return engine units
   */
  int zocCost() {
    return zocCost;
  }

  /**
   * The first slot of an overrun outside normal movement (see {@link Overrun#slots}).
   *
   * @return the slot
   */
  int overrunSlots() {
    return overrunSlots;
  }

  /**
   * Whether a location can start or end an air transport for the moving side.
   *
   * @param loc a location
   * @return 0 if it can, else the reason code
   */
  int airTerminal(int loc) {
    return air.terminal(loc);
  }

  // ------------------------------------------------------------------------------------------
  // MoveGraph

  @Override
  public HexMap map() {
    return map;
  }

  @Override
  public int states() {
    return 1 << shift;
  }

  @Override
  public int extraLocations() {
    return boxNames.length;
  }

  @Override
  public Position extraPosition(int k) {
    return Position.box(boxNames[k]);
  }

  @Override
  public int extraLocationOf(Position position) {
    if (position instanceof BoxPosition) {
      String name = ((BoxPosition) position).box();
      for (int k = 0; k < boxNames.length; k++) {
        if (boxNames[k].equals(name)) {
          return k;
        }
      }
    }
    return -1;
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
    int loc = node >>> shift;
    if (shift == 3) {
      pricing.leaving(loc, node & 7); // road-exit surcharges, once for the node's steps
    }
    switch (mode) {
      case MovementModes.NORMAL:
        return loc >= hexCount ? 0 : (marks.hex.get(loc) & BoardMarks.ADJACENT) != 0 ? 18 : 6;
      case MovementModes.STRATEGIC:
      case MovementModes.RETREAT:
        return loc >= hexCount ? 0
            : (marks.hex.get(loc) & BoardMarks.ADJACENT) != 0 ? overrunSlots + 12 : 6;
      default:
        // one-step modes: from a hex, before and after the step, an overrun can be asked for
        return loc < hexCount ? overrunSlots + 12 : (node & 1) != 0 ? 0 : overrunSlots;
    }
  }

  @Override
  public int transition(int node, int spent, int slot, Transition out) {
    if (mode == MovementModes.NORMAL) {
      return slot < 6 ? normal.step(node, spent, slot, out)
          : overrun.overrun(node, spent, slot, out);
    }
    if (slot >= overrunSlots) {
      return overrun.outsideNormal(node, spent, slot - overrunSlots, out);
    }
    if (shift == 1 && (node & 1) != 0) {
      return NONE;
    }
    switch (mode) {
      case MovementModes.STRATEGIC:
        return normal.step(node, spent, slot, out);
      case MovementModes.ONE_HEX:
      case MovementModes.INFILTRATION:
        return single.step(node, spent, slot, out);
      case MovementModes.AIR:
        return air.fly(node, spent, slot, out);
      case MovementModes.RETREAT:
        return Retreat.step(pricing, marks, allowance, node, spent, slot, out);
      default:
        return SuperHeavyMode.change(q, node, slot, out);
    }
  }

  @Override
  public Violation explain(int code, Transition t, int fromNode, int spent) {
    return StepExplanation.explain(this, code, t, fromNode, spent);
  }

  @Override
  public Violation unreachable(int fromNode, Position to) {
    return StepExplanation.unreachable(this);
  }

  @Override
  public boolean matches(int node, int slot, Step step) {
    if (step.facing() != null) {
      return false;
    }
    String a = step.action();
    if (slot >= overrunSlots) {
      int k = slot - overrunSlots;
      if (k < 6) {
        return EfsVocabulary.OVERRUN_SUCCESS.equals(a);
      }
      return a != null && a.startsWith(EfsVocabulary.OVERRUN_FAILURE + "@")
          && Overrun.failureTarget(map, a) == map.neighbor(node >>> shift, k - 6);
    }
    if (mode == MovementModes.MODE_CHANGE) {
      return (slot == 0 ? EfsVocabulary.TO_FIRING : EfsVocabulary.TO_MOVE).equals(a);
    }
    return a == null;
  }

  @Override
  public String note(int fromNode, int slot, Transition t) {
    return StepExplanation.note(this, fromNode, slot, t);
  }

  @Override
  public int firstExplicitSlot() {
    return overrunSlots; // an overrun happens only when the order asks for it
  }

  @Override
  public int minCostPerHex() {
    switch (mode) {
      case MovementModes.NORMAL:
      case MovementModes.STRATEGIC:
        return pricing.tables.minStep;
      case MovementModes.RETREAT:
        return TICKS;
      default:
        return 0;
    }
  }
}
