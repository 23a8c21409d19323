package io.github.warpath.skirmish.dice;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Aboard;
import io.github.warpath.skirmish.table.ReachRegion;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TableMovementRules;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.TableRoute;
import io.github.warpath.skirmish.table.TableSvg;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import org.locationtech.jts.geom.Geometry;

/**
 * The {@code miniatures-dice} rule set: moves of a rolled number of inches on a {@link Table}.
 *
 * <p><b>Vocabulary.</b> Unit kinds: {@value #TEAM} (an infantry or support weapon Team), {@value
 * #JUNIOR}, {@value #SENIOR}, {@value #VEHICLE} and {@value #ARMOURED} (vehicles do not move
 * under these rules; they block, carry and capture). Unit attributes: {@code section} (Teams of
 * one Section share it), {@code shock} (points of Shock), {@code weapon} ({@code tripod-mg},
 * {@code mmg}, {@code hmg}, {@code flamethrower}, {@code light-gun}, {@code medium-gun}, {@code
 * heavy-gun}, {@code static-gun}), {@code crew} (crew figures; default the figures on the table),
 * {@code turntable=true}, {@code attached-to} (a leader's Team or Section) and {@code base}
 * (diameter in inches). Unit flags: {@value #TACTICAL}, {@value #OVERWATCH}, {@value #FIRED},
 * {@value #MOVED}, {@value #MOVED_CAUTIOUSLY} (a vehicle moving cautiously), {@value #EMBARKING}
 * (a vehicle that may not move this phase). Positions: a {@link TablePosition} (points may be on
 * upper floors of buildings), {@link Aboard} a vehicle, or the box {@value #LOST}. Markers: {@value
 * #JUMP_OFF_POINT} at a one-point table position, with attributes {@code captured-by}, {@code
 * captured-turn}, {@code morale-test=pending} once captured.
 *
 * <p>Feature kinds: {@code open}, {@code broken}, {@code rough}, {@code heavy-going} (areas),
 * {@code minor-obstacle}, {@code medium-obstacle}, {@code major-obstacle}, {@code stream} (a line;
 * up to 1" wide it is jumped as a minor obstacle, wider it is ground by its {@code depth}: {@code
 * knee}, {@code waist}, {@code chest}), {@code building} (an area; {@code floors}, {@code
 * damaged=true}), {@code opening} (a line on a building's outline; {@code type} = {@code
 * large-door}, {@code small-door} or {@code large-window}; {@code building} = the building's id)
 * and {@code impassable}.
 *
 * <p><b>Orders.</b> Modes: {@value #NORMAL} (2D6, the default), {@value #TACTICAL_MODE} (1D6),
 * {@value #DOUBLE} (3D6), {@value #MOVE_AND_FIRE} (1D6), {@value #CROSS_OBSTACLE} (a major
 * obstacle, whole phase), {@value #CHANGE_FLOOR}, {@value #EMBARK}, {@value #DISEMBARK} (1D6),
 * {@value #UNLIMBER} (1D6), {@value #STANCE} (take a Tactical stance) and {@value #FACE} (turn on
 * the spot). The dice are explicit: option {@value #DICE} gives the faces rolled ({@code
 * dice=3,5}). An order moves one Team, or the Teams of one Section on one roll, with attached
 * leaders; its steps place every figure of every unit in order (the indicated point is the last
 * step; earlier steps are the route). Each figure walks its route and halts where the distance
 * rolled runs out, or at an obstacle it cannot cross. Options: {@value #FORCED}{@code =true} (a
 * forced move: leaving the table loses the unit), {@value #ASSAULT_DEPLOYMENT}{@code =true}
 * (disembark or unlimber from a moving vehicle), {@value #TACTICAL}{@code =true} or {@value
 * #FIRE}{@code =true} after disembarking.
 *
 * <p><b>Our readings where the text is silent</b>: the slowest ground the figures actually enter
 * sets the rate, not ground the declared route reaches after they halt; where that is circular
 * (the faster rate would take them in, the slower would not) they keep the faster rate and halt
 * where their bases meet the slower ground (the project's documentation, "Movement in varying
 * terrain", sets out how); a figure is in terrain when its base overlaps it; obstacles are judged
 * per figure; a figure may not end on an obstacle; crossing discards of one
 * kind are not repeated (heavy going and a minor obstacle discard one low die), while a lower and
 * a higher discard both apply; units pass through friends but not through enemies; guns inside a
 * barn or damaged building count as in the open.
 *
 * <p>Stateless and thread-safe; share one instance.
 */
public final class MiniaturesDiceRules implements TableMovementRules {

  /** The rule set id. */
  public static final String ID = "miniatures-dice";
  /** Normal movement, 2D6. */
  public static final String NORMAL = "normal";
  /** Tactical movement, 1D6. */
  public static final String TACTICAL_MODE = "tactical";
  /** At the Double, 3D6. */
  public static final String DOUBLE = "double";
  /** Move and fire, 1D6. */
  public static final String MOVE_AND_FIRE = "move-and-fire";
  /** Crossing a major obstacle. */
  public static final String CROSS_OBSTACLE = "cross-obstacle";
  /** Changing floor in a building. */
  public static final String CHANGE_FLOOR = "change-floor";
  /** Embarking on a vehicle. */
  public static final String EMBARK = "embark";
  /** Disembarking, 1D6 from the vehicle's centre. */
  public static final String DISEMBARK = "disembark";
  /** Unlimbering a support weapon, 1D6 from the vehicle's centre. */
  public static final String UNLIMBER = "unlimber";
  /** Taking a Tactical stance. */
  public static final String STANCE = "stance";
  /** Changing facing on the spot. */
  public static final String FACE = "face";
  /** The option with the dice rolled. */
  public static final String DICE = "dice";
  /** The option of a forced move. */
  public static final String FORCED = "forced";
  /** The option of an Assault Deployment. */
  public static final String ASSAULT_DEPLOYMENT = "assault-deployment";
  /** The Tactical flag, and the option to go Tactical after disembarking. */
  public static final String TACTICAL = "tactical";
  /** The option to fire after disembarking. */
  public static final String FIRE = "fire";
  /** A Team. */
  public static final String TEAM = "team";
  /** A Junior Leader. */
  public static final String JUNIOR = "junior-leader";
  /** A Senior Leader. */
  public static final String SENIOR = "senior-leader";
  /** A soft-skinned vehicle. */
  public static final String VEHICLE = "vehicle";
  /** An armoured vehicle. */
  public static final String ARMOURED = "armoured-vehicle";
  /** The Overwatch flag. */
  public static final String OVERWATCH = "overwatch";
  /** The flag of a unit that fired this phase. */
  public static final String FIRED = "fired";
  /** The flag of a unit that moved this phase. */
  public static final String MOVED = "moved";
  /** The flag of a vehicle moving cautiously. */
  public static final String MOVED_CAUTIOUSLY = "moved-cautiously";
  /** The flag of a vehicle held by embarking infantry. */
  public static final String EMBARKING = "embarking";
  /** The box of lost units. */
  public static final String LOST = "lost";
  /** The marker kind of a jump-off point. */
  public static final String JUMP_OFF_POINT = "jump-off-point";

  static final MiniaturesDiceRules INSTANCE = new MiniaturesDiceRules();
  static final List<String> OPTIONS = List.of(DICE, FORCED, ASSAULT_DEPLOYMENT, TACTICAL, FIRE);
  static final List<String> KINDS = List.of(TEAM, JUNIOR, SENIOR, VEHICLE, ARMOURED);
  static final List<String> WEAPONS = List.of("none", "tripod-mg", "mmg", "hmg",
      "flamethrower", "light-gun", "medium-gun", "heavy-gun", "static-gun");
  static final List<String> UNIT_ATTRIBUTES = List.of("section", "shock", "weapon",
      "crew", "turntable", "attached-to", "base");
  static final List<String> FLAGS = List.of(TACTICAL, OVERWATCH, FIRED, MOVED,
      MOVED_CAUTIOUSLY, EMBARKING);
  static final List<String> FEATURE_KINDS = List.of("open", "broken", "rough",
      "heavy-going", "minor-obstacle", "medium-obstacle", "major-obstacle", "stream", "building",
      "opening", "impassable");
  static final List<String> ROLLED = List.of(NORMAL, TACTICAL_MODE, DOUBLE,
      MOVE_AND_FIRE);

  /** Creates the rule set (stateless; share one instance). */
  public MiniaturesDiceRules() {}

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "Miniatures, dice-rolled rates";
  }

  @Override
  public String version() {
    return "1.0";
  }

  @Override
  public String description() {
    return "Inch-based miniatures movement with rolled distances: Normal, Tactical, At the"
        + " Double and move-and-fire rates, terrain classes, obstacles, buildings, Shock,"
        + " leaders, support weapons, vehicles, jump-off points and table edges, with exact"
        + " probabilities.";
  }

  @Override
  public List<MovementMode> modes() {
    return List.of(new MovementMode(NORMAL, "Normal movement, 2D6"),
        new MovementMode(TACTICAL_MODE, "Tactical movement, 1D6, Tactical marker placed"),
        new MovementMode(DOUBLE, "At the Double, 3D6, one Shock per Team"),
        new MovementMode(MOVE_AND_FIRE, "move 1D6 and fire at half"),
        new MovementMode(CROSS_OBSTACLE, "cross a major obstacle, the whole phase"),
        new MovementMode(CHANGE_FLOOR, "change floor and move up to 6 inches on it"),
        new MovementMode(EMBARK, "board a vehicle, the whole phase"),
        new MovementMode(DISEMBARK, "leave a vehicle, 1D6 from its centre"),
        new MovementMode(UNLIMBER, "unlimber a support weapon, 1D6 from the vehicle"),
        new MovementMode(STANCE, "take a Tactical stance"),
        new MovementMode(FACE, "change facing on the spot"));
  }

  @Override
  public List<Rule> rules() {
    return List.of(DiceRule.values());
  }

  @Override
  public Map<String, List<String>> vocabulary() {
    Map<String, List<String>> m = new LinkedHashMap<>();
    m.put("unit-kinds", KINDS);
    m.put("unit-attributes", UNIT_ATTRIBUTES);
    m.put("weapons", WEAPONS);
    m.put("unit-flags", FLAGS);
    m.put("markers", List.of(JUMP_OFF_POINT));
    m.put("feature-kinds", FEATURE_KINDS);
    m.put("feature-attributes", List.of("depth", "floors", "damaged", "type", "building"));
    m.put("boxes", List.of(LOST));
    m.put("options", OPTIONS);
    m.put("chart-keys", DiceChart.keys());
    return m;
  }

  @Override
  public void validate(GameState state) {
    DiceStateCheck.check(state);
  }

  @Override
  public Verdict check(GameState state, MoveOrder order) {
    return new DiceCheck(new DiceContext(state, order.query()), order.steps()).run().verdict();
  }

  @Override
  public MoveOutcome apply(GameState state, MoveOrder order) {
    DiceCheck.Result r = new DiceCheck(new DiceContext(state, order.query()), order.steps()).run();
    return new MoveOutcome(r.verdict(), Optional.ofNullable(r.next()));
  }

  @Override
  public double baseDiameter(GameState state, Unit unit) {
    return DiceStateCheck.base(unit, DiceChart.withOverrides(state.charts()));
  }

  // ---- dice ---------------------------------------------------------------------------------

  /**
   * How far a roll takes the units of a query over ground of a class, crossing obstacles that
   * discard the lower and/or the higher die, with their Shock and gun weight.
   *
   * @param state the state
   * @param query who moves and how (the mode sets the number of dice)
   * @param dice the dice rolled
   * @param terrain the slowest ground of the move
   * @param crossLower whether an obstacle, door or stream that discards the lower die is crossed
   * @param crossHigher whether one that discards the higher die is crossed
   * @return the distances
   * @throws InvalidInputException if the number of dice does not fit the mode
   */
  public RolledDistance distance(GameState state, MoveQuery query, Dice dice,
      TerrainClass terrain, boolean crossLower, boolean crossHigher) {
    DiceContext ctx = new DiceContext(state, query);
    int n = DiceContext.diceFor(ctx.mode);
    if (n == 0 || dice.count() != n) {
      throw new InvalidInputException("dice", ctx.mode + " movement rolls " + n + " dice, got "
          + dice.count());
    }
    return DiceRoll.compute(dice, terrain, crossLower, crossHigher, ctx.gunWeight(),
        ctx.shock());
  }

  /**
   * The exact distribution of the distance, over every roll of the mode's dice.
   *
   * @param state the state
   * @param query who moves and how
   * @param terrain the slowest ground of the move
   * @param crossLower whether a lower-discarding obstacle is crossed
   * @param crossHigher whether a higher-discarding obstacle is crossed
   * @return inches to probability, summing to one
   */
  public SortedMap<Integer, Fraction> distribution(GameState state, MoveQuery query,
      TerrainClass terrain, boolean crossLower, boolean crossHigher) {
    DiceContext ctx = new DiceContext(state, query);
    int n = DiceContext.diceFor(ctx.mode);
    if (n == 0) {
      throw new InvalidInputException("mode", ctx.mode + " rolls no dice");
    }
    return DiceQueries.distributionOf(n, terrain, crossLower || crossHigher, crossLower,
        crossHigher, ctx.gunWeight(), ctx.shock());
  }

  // ---- table queries ------------------------------------------------------------------------

  /**
   * The exact chance that a figure can end its move at a point this activation, with the
   * query's mode: the best, over the ways it could be routed there, of the chance that the roll
   * covers that way's length. Zero if it cannot get there at all, one for its own position.
   *
   * @param state the state
   * @param query who moves and how (a rolled mode; no dice option needed)
   * @param model the figure's index in the first unit of the query
   * @param target the point
   * @return the probability, exact
   */
  public Fraction probabilityToReach(GameState state, MoveQuery query, int model,
      TablePoint target) {
    return DiceQueries.probabilityToReach(state, query, model, target);
  }

  /**
   * Where a figure can end with the dice rolled ({@code dice} option of the query).
   *
   * @param state the state
   * @param query who moves and how, with the dice
   * @param model the figure's index in the first unit
   * @return the region
   */
  @Override
  public ReachRegion reach(GameState state, MoveQuery query, int model) {
    return DiceQueries.reach(state, query, model);
  }

  @Override
  public Optional<TableRoute> route(GameState state, MoveQuery query, int model,
      TablePoint target) {
    return DiceQueries.bestRoute(state, query, model, target, false);
  }

  @Override
  public Optional<TableRoute> shortestRoute(GameState state, MoveQuery query, int model,
      TablePoint target) {
    return DiceQueries.bestRoute(state, query, model, target, true);
  }

  /**
   * The chance of reaching each point this activation, as nested regions: each entry is the
   * region where the chance is at least its key, from the smallest chance to the largest.
   *
   * @param state the state
   * @param query who moves and how (a rolled mode)
   * @param model the figure's index in the first unit
   * @return chance to region, in increasing order of chance
   */
  public SortedMap<Fraction, Geometry> probabilityRegions(GameState state, MoveQuery query,
      int model) {
    return DiceQueries.probabilityRegions(state, query, model);
  }

  /**
   * An SVG picture of the table shaded by the chance that a figure reaches each point this
   * activation: one region per chance, darker for likelier.
   *
   * @param state the state
   * @param query who moves and how (a rolled mode)
   * @param model the figure's index in the first unit
   * @return the SVG text
   */
  public String probabilitySvg(GameState state, MoveQuery query, int model) {
    SortedMap<Fraction, Geometry> bands = DiceQueries.probabilityRegions(state, query, model);
    Table table = (Table) state.board();
    QueryFigure m = new QueryFigure(state, query, model);
    TableSvg svg = TableSvg.of(table).title(m.unit.id() + " figure " + (model + 1) + ": chance"
        + " to reach, " + m.ctx.mode + " move");
    for (Map.Entry<Fraction, Geometry> e : bands.entrySet()) {
      svg.region(e.getValue(), "chance", "#1565c0", 0.08 + 0.5 * e.getKey().approximate(),
          "chance at least " + e.getKey());
    }
    svg.pieces(state, this);
    svg.mark(m.start, "start");
    return svg.render();
  }

  // ---- jump-off points (10.4) --------------------------------------------------------------

  /**
   * The units that block an enemy jump-off point: units on foot or armoured vehicles of the other
   * side with a figure within 4" of it.
   *
   * @param state the state
   * @param markerId the jump-off point's marker id
   * @return the blocking unit ids, in state order
   */
  public List<String> blockers(GameState state, String markerId) {
    return CapturingAJumpOffPoint.blockers(state, markerId);
  }

  /**
   * The end of the turn for jump-off points: every point still captured is removed.
   *
   * @param state the state
   * @return the state without the captured jump-off points
   */
  public GameState endOfTurn(GameState state) {
    return CapturingAJumpOffPoint.endOfTurn(state);
  }
}
