package io.github.warpath.skirmish.dice;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.dice.DiceContext.Cross;
import io.github.warpath.skirmish.table.Aboard;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.ReachRegion;
import io.github.warpath.skirmish.table.Shape;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TableMovementRules;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.TableRoute;
import io.github.warpath.skirmish.table.TableSvg;
import io.github.warpath.skirmish.table.internal.Geo;
import io.github.warpath.skirmish.table.internal.Geodesic;
import io.github.warpath.skirmish.table.internal.Sweep;
import io.github.warpath.skirmish.table.internal.TableRules;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import org.locationtech.jts.geom.Coordinate;
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
public final class MiniaturesDice implements TableMovementRules {

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

  static final MiniaturesDice INSTANCE = new MiniaturesDice();
  static final List<String> OPTIONS = List.of(DICE, FORCED, ASSAULT_DEPLOYMENT, TACTICAL, FIRE);
  private static final List<String> KINDS = List.of(TEAM, JUNIOR, SENIOR, VEHICLE, ARMOURED);
  private static final List<String> WEAPONS = List.of("none", "tripod-mg", "mmg", "hmg",
      "flamethrower", "light-gun", "medium-gun", "heavy-gun", "static-gun");
  private static final List<String> UNIT_ATTRIBUTES = List.of("section", "shock", "weapon",
      "crew", "turntable", "attached-to", "base");
  private static final List<String> FLAGS = List.of(TACTICAL, OVERWATCH, FIRED, MOVED,
      MOVED_CAUTIOUSLY, EMBARKING);
  private static final List<String> FEATURE_KINDS = List.of("open", "broken", "rough",
      "heavy-going", "minor-obstacle", "medium-obstacle", "major-obstacle", "stream", "building",
      "opening", "impassable");
  private static final List<String> ROLLED = List.of(NORMAL, TACTICAL_MODE, DOUBLE,
      MOVE_AND_FIRE);

  /** Creates the rule set (stateless; share one instance). */
  public MiniaturesDice() {}

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
    checkState(state);
  }

  static void checkState(GameState state) {
    Table table = TableRules.table(state, ID);
    DiceChart chart = DiceChart.withOverrides(state.charts());
    for (int i = 0; i < table.features().size(); i++) {
      checkFeature(table, table.features().get(i), "board.features[" + i + "]");
    }
    for (int i = 0; i < state.units().size(); i++) {
      Unit u = state.units().get(i);
      String field = "units[" + i + "]";
      if (!KINDS.contains(u.kind())) {
        throw new InvalidInputException(field + ".kind", "unknown unit kind '" + u.kind()
            + "'; known: " + String.join(", ", KINDS));
      }
      for (Map.Entry<String, String> a : u.attributes().entrySet()) {
        String af = field + ".attributes." + a.getKey();
        if (!UNIT_ATTRIBUTES.contains(a.getKey())) {
          throw new InvalidInputException(af, "unknown attribute; known: "
              + String.join(", ", UNIT_ATTRIBUTES));
        }
        if ((a.getKey().equals("shock") || a.getKey().equals("crew"))
            && !a.getValue().matches("\\d{1,3}")) {
          throw new InvalidInputException(af, "expected a whole number 0 or more, got '"
              + a.getValue() + "'");
        }
        if (a.getKey().equals("attached-to") && !unitOrSection(state, a.getValue())) {
          throw new InvalidInputException(af, "no unit or section '" + a.getValue()
              + "' in the scenario to attach to");
        }
        if (a.getKey().equals("weapon") && !WEAPONS.contains(a.getValue())) {
          throw new InvalidInputException(af, "unknown weapon '" + a.getValue() + "'; known: "
              + String.join(", ", WEAPONS));
        }
      }
      for (String f : u.flags()) {
        if (!FLAGS.contains(f)) {
          throw new InvalidInputException(field + ".flags", "unknown flag '" + f + "'; known: "
              + String.join(", ", FLAGS));
        }
      }
      base(u, chart);
      checkPosition(state, table, u.position(), field + ".position");
    }
    for (int i = 0; i < state.markers().size(); i++) {
      Marker m = state.markers().get(i);
      if (!m.kind().equals(JUMP_OFF_POINT)) {
        throw new InvalidInputException("markers[" + i + "].kind", "unknown marker '" + m.kind()
            + "'; known: " + JUMP_OFF_POINT);
      }
      checkPosition(state, table, m.position(), "markers[" + i + "].position");
    }
  }

  private static void checkFeature(Table table, Feature f, String field) {
    if (!FEATURE_KINDS.contains(f.kind())) {
      throw new InvalidInputException(field + ".kind", "unknown feature kind '" + f.kind()
          + "'; known: " + String.join(", ", FEATURE_KINDS));
    }
    if (f.kind().equals("stream") && !DiceContext.narrow(f)
        && !List.of("knee", "waist", "chest").contains(f.attribute("depth", ""))) {
      throw new InvalidInputException(field + ".attributes.depth", "a stream wider than 1\""
          + " needs its depth: knee, waist or chest");
    }
    if (f.kind().equals("building")) {
      if (!(f.shape() instanceof Shape.Area)) {
        throw new InvalidInputException(field, "a building is an area");
      }
      if (!f.attribute("floors", "1").matches("[1-9]\\d?")) {
        throw new InvalidInputException(field + ".attributes.floors", "expected 1 or more, got '"
            + f.attribute("floors", "") + "'");
      }
    }
    if (f.kind().equals("opening")) {
      String t = f.attribute("type", "");
      if (!List.of("large-door", "small-door", "large-window").contains(t)) {
        throw new InvalidInputException(field + ".attributes.type", "an opening is a large-door,"
            + " small-door or large-window, got '" + t + "'");
      }
      String b = f.attribute("building", "");
      if (!table.hasFeature(b) || !table.feature(b).kind().equals("building")) {
        throw new InvalidInputException(field + ".attributes.building", "an opening names its"
            + " building; '" + b + "' is not a building of the table");
      }
      Geometry ring = Geo.polygon((Shape.Area) table.feature(b).shape()).getExteriorRing();
      for (TablePoint p : f.shape().points()) {
        if (ring.distance(Geo.F.createPoint(Geo.c(p))) > 0.05) {
          throw new InvalidInputException(field, "opening point " + p + " is not on the outline"
              + " of building '" + b + "'");
        }
      }
    }
  }

  static void checkPosition(GameState state, Table table, Position p, String field) {
    if (p instanceof TablePosition) {
      TableRules.onTable(table, (TablePosition) p, field, true, ID);
    } else if (p instanceof Aboard) {
      String v = ((Aboard) p).vehicle();
      if (!state.hasUnit(v) || !DiceContext.vehicle(state.unit(v))) {
        throw new InvalidInputException(field, "aboard '" + v + "', which is not a vehicle of"
            + " the state");
      }
      if (!(state.unit(v).position() instanceof TablePosition)) {
        throw new InvalidInputException(field, "aboard '" + v + "', which does not stand on the"
            + " table (a vehicle carries passengers only there, not aboard another vehicle or"
            + " itself)");
      }
    } else if (!(p instanceof BoxPosition && ((BoxPosition) p).box().equals(LOST))) {
      throw new InvalidInputException(field, "a unit stands on the table (TablePosition), is"
          + " aboard a vehicle (Aboard) or is in the box " + LOST + ", got " + p);
    }
  }

  /** Whether a name is a unit of the state or the section of one of its Teams. */
  private static boolean unitOrSection(GameState state, String name) {
    if (state.hasUnit(name)) {
      return true;
    }
    for (Unit u : state.units()) {
      if (u.kind().equals(TEAM) && u.attribute("section", u.id()).equals(name)) {
        return true;
      }
    }
    return false;
  }

  static double base(Unit u, DiceChart chart) {
    return TableRules.diameter(u, chart.base(u.kind()));
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
    return base(unit, DiceChart.withOverrides(state.charts()));
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
    return distributionOf(n, terrain, crossLower || crossHigher, crossLower, crossHigher,
        ctx.gunWeight(), ctx.shock());
  }

  private static SortedMap<Integer, Fraction> distributionOf(int n, TerrainClass terrain,
      boolean crossing, boolean lower, boolean higher, DiceRoll.Weight gun, int shock) {
    Map<Integer, Integer> counts = new TreeMap<>();
    List<Dice> all = Dice.all(n);
    for (Dice d : all) {
      RolledDistance r = DiceRoll.compute(d, terrain, lower, higher, gun, shock);
      counts.merge(crossing ? r.crossing() : r.full(), 1, Integer::sum);
    }
    SortedMap<Integer, Fraction> out = new TreeMap<>();
    for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
      out.put(e.getKey(), Fraction.of(e.getValue(), all.size()));
    }
    return out;
  }

  private static Fraction atLeast(SortedMap<Integer, Fraction> dist, double length) {
    Fraction p = Fraction.ZERO;
    for (Map.Entry<Integer, Fraction> e : dist.entrySet()) {
      if (e.getKey() + Table.TOLERANCE >= length) {
        p = p.plus(e.getValue());
      }
    }
    return p;
  }

  // ---- table queries ------------------------------------------------------------------------

  /** One way of moving: the slowest ground allowed and the crossings allowed. */
  private record Signature(TerrainClass worst, Set<Cross> crossings, boolean lower,
      boolean higher) {}

  /** The figure a query asks about, and what it may do. */
  private final class Mover {
    final DiceContext ctx;
    final Unit unit;
    final TablePoint start;
    final double r;
    final int dice;
    final boolean gun;
    final Feature upper;

    Mover(GameState state, MoveQuery query, int model) {
      ctx = new DiceContext(state, query);
      if (!ROLLED.contains(ctx.mode)) {
        throw new InvalidInputException("mode", "reach, routes and chances are for rolled"
            + " moves: " + String.join(", ", ROLLED));
      }
      unit = ctx.movers.get(0);
      if (!(unit.position() instanceof TablePosition)) {
        throw new InvalidInputException("units", "'" + unit.id() + "' is not on the table");
      }
      TablePosition tp = (TablePosition) unit.position();
      if (model < 0 || model >= tp.size()) {
        throw new InvalidInputException("model", "unit '" + unit.id() + "' has " + tp.size()
            + " figures (0 to " + (tp.size() - 1) + "), got " + model);
      }
      start = tp.model(model);
      r = ctx.radius(unit);
      dice = DiceContext.diceFor(ctx.mode);
      gun = ctx.anyGun();
      upper = start.level() > 0 ? ctx.buildingAt(start) : null;
    }

    /** Whether the activation may move at all in this mode. */
    boolean mayMove() {
      for (Unit u : ctx.movers) {
        if (DiceContext.vehicle(u) || !WeaponsWithLimitedMovement.of(ctx, u).isEmpty()) {
          return false;
        }
      }
      return true;
    }

    List<Signature> signatures() {
      List<Signature> out = new ArrayList<>();
      List<TerrainClass> classes = new ArrayList<>();
      if (upper != null) {
        classes.add(TerrainClass.BROKEN);
      } else {
        for (TerrainClass c : TerrainClass.values()) {
          boolean allowed = ctx.mode.equals(DOUBLE) || gun ? c == TerrainClass.OPEN
              : !ctx.mode.equals(NORMAL) ? c != TerrainClass.HEAVY_GOING : true;
          if (allowed && (c == TerrainClass.OPEN || present(c))) {
            classes.add(c);
          }
        }
      }
      // Guns cross nothing but the openings they may pass (their search space closes the rest),
      // and those openings discard dice for them as for anyone.
      boolean mayCross = ctx.mode.equals(NORMAL) && upper == null;
      boolean hasLower = present(Cross.LOWER);
      boolean hasHigher = present(Cross.HIGHER);
      for (TerrainClass c : classes) {
        for (int mask = 0; mask < 4; mask++) {
          boolean lo = (mask & 1) != 0;
          boolean hi = (mask & 2) != 0;
          if ((lo || hi) && !mayCross || lo && !hasLower || hi && !hasHigher) {
            continue;
          }
          Set<Cross> cs = EnumSet.of(Cross.NONE);
          if (lo) {
            cs.add(Cross.LOWER);
          }
          if (hi) {
            cs.add(Cross.HIGHER);
          }
          out.add(new Signature(c, cs, lo, hi));
        }
      }
      return out;
    }

    private boolean present(TerrainClass c) {
      for (Feature f : ctx.table.features()) {
        TerrainClass tc = f.kind().equals("building") ? TerrainClass.BROKEN : ctx.areaClass(f);
        if (tc == c) {
          return true;
        }
      }
      return false;
    }

    private boolean present(Cross c) {
      for (Feature f : ctx.table.features()) {
        if (ctx.crossing(f) == c) {
          return true;
        }
      }
      return false;
    }

    Geodesic space(Signature s) {
      return space(s, true);
    }

    /** The search space; {@code near} keeps only what a move of 18" or less can meet. */
    Geodesic space(Signature s, boolean near) {
      Geometry obs = upper != null ? ctx.upperObstacles(r, upper, start.level())
          : ctx.obstacles(r, s.worst(), s.crossings(), gun, null, near
              ? Geo.around(start, 3 * 6 + 1) : null);
      return ctx.space(obs, r);
    }

    SortedMap<Integer, Fraction> distribution(Signature s) {
      return distributionOf(dice, s.worst(), s.lower() || s.higher(), s.lower(), s.higher(),
          ctx.gunWeight(), ctx.shock());
    }

    int rolled(Signature s, Dice d) {
      RolledDistance rd = DiceRoll.compute(d, s.worst(), s.lower(), s.higher(), ctx.gunWeight(),
          ctx.shock());
      return s.lower() || s.higher() ? rd.crossing() : rd.full();
    }

    /** Whether a figure may stop at a point (not on an obstacle or a wall, not at the edge). */
    boolean mayEndAt(TablePoint p) {
      if (ctx.table.edgeGap(p, r) <= Table.TOLERANCE && !ctx.forced) {
        return false;
      }
      if (upper != null) {
        return true;
      }
      for (Feature f : ctx.table.features()) {
        if (ctx.crossing(f) != null && Sweep.gap(ctx.table, f, p, p, r) < -Table.TOLERANCE) {
          return false;
        }
      }
      return true;
    }

    /** Where a figure may not stop: obstacles and openings, grown by the base. */
    Geometry noEnd() {
      List<Geometry> gs = new ArrayList<>();
      if (upper == null) {
        for (Feature f : ctx.table.features()) {
          if (ctx.crossing(f) != null) {
            Sweep.Body b = Sweep.body(ctx.table, f);
            gs.add(Geo.grow(b.core(), b.halfWidth() + r));
          }
        }
      }
      return Geo.union(gs);
    }
  }

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
    Mover m = new Mover(state, query, model);
    checkTarget(m.ctx, target);
    if (otherFloor(m, target)) {
      return Fraction.ZERO;
    }
    if (target.distanceTo(m.start) <= Table.TOLERANCE) {
      return Fraction.ONE;
    }
    if (!m.mayMove() || !m.mayEndAt(target)) {
      return Fraction.ZERO;
    }
    Fraction best = Fraction.ZERO;
    for (Signature s : m.signatures()) {
      List<Coordinate> route = m.space(s).route(Geo.c(m.start), Geo.c(target), 18);
      if (route.isEmpty()) {
        continue;
      }
      double len = length(route);
      Fraction p = atLeast(m.distribution(s), len);
      if (p.compareTo(best) > 0) {
        best = p;
      }
    }
    return best;
  }

  /**
   * Whether a target names an upper floor other than the figure's: a rolled move stays on its
   * floor (changing floor is a phase of its own). A target without a floor (0) means the
   * figure's own floor.
   */
  private static boolean otherFloor(Mover m, TablePoint target) {
    return target.level() > 0 && target.level() != m.start.level();
  }

  /** A target must be on the table, and above the ground only on a floor of a building. */
  private static void checkTarget(DiceContext ctx, TablePoint target) {
    if (!ctx.table.contains(target)) {
      throw new InvalidInputException("target", target + " is off the " + ctx.table.describe());
    }
    if (target.level() > 0) {
      Feature b = ctx.buildingAt(target);
      int floors = b == null ? 0 : Integer.parseInt(b.attribute("floors", "1"));
      if (target.level() >= floors) {
        throw new InvalidInputException("target", target + " is on floor " + target.level()
            + (b == null ? ", but no building stands there (the ground is floor 0)"
                : ", but building '" + b.id() + "' has floors 0 to " + (floors - 1)));
      }
    }
  }

  private static double length(List<Coordinate> cs) {
    double s = 0;
    for (int i = 0; i + 1 < cs.size(); i++) {
      s += cs.get(i).distance(cs.get(i + 1));
    }
    return s;
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
    Mover m = new Mover(state, query, model);
    Dice d = m.ctx.dice(m.dice);
    if (!m.mayMove()) {
      return new ReachRegion(m.start, 0, Geo.F.createPolygon(), "may not move in this mode");
    }
    List<Geometry> pieces = new ArrayList<>();
    int most = 0;
    for (Signature s : m.signatures()) {
      int dist = m.rolled(s, d);
      most = Math.max(most, dist);
      pieces.add(m.space(s).region(Geo.c(m.start), dist));
    }
    Geometry g = Geo.minus(Geo.union(pieces), m.noEnd());
    return new ReachRegion(m.start, most, g, m.ctx.mode + " " + d);
  }

  @Override
  public Optional<TableRoute> route(GameState state, MoveQuery query, int model,
      TablePoint target) {
    return bestRoute(state, query, model, target, false);
  }

  @Override
  public Optional<TableRoute> shortestRoute(GameState state, MoveQuery query, int model,
      TablePoint target) {
    return bestRoute(state, query, model, target, true);
  }

  private Optional<TableRoute> bestRoute(GameState state, MoveQuery query, int model,
      TablePoint target, boolean anyLength) {
    Mover m = new Mover(state, query, model);
    checkTarget(m.ctx, target);
    Dice d = anyLength ? null : m.ctx.dice(m.dice);
    if (otherFloor(m, target) || !m.mayMove() || !m.mayEndAt(target)) {
      return Optional.empty();
    }
    TableRoute best = null;
    for (Signature s : m.signatures()) {
      double limit = anyLength ? Double.POSITIVE_INFINITY : m.rolled(s, d);
      List<Coordinate> cs = m.space(s, !anyLength).route(Geo.c(m.start), Geo.c(target),
          limit);
      if (cs.isEmpty()) {
        continue;
      }
      List<TablePoint> pts = new ArrayList<>();
      for (Coordinate c : cs) {
        pts.add(TablePoint.of(c.x, c.y).atLevel(m.start.level()));
      }
      pts.set(0, m.start);
      pts.set(pts.size() - 1, target.atLevel(m.start.level()));
      double len = Sweep.length(pts);
      if (best == null || len < best.length() - 1e-9) {
        best = new TableRoute(pts, len, s.worst().id() + " ground"
            + (s.lower() || s.higher() ? ", crossing" : ""));
      }
    }
    return Optional.ofNullable(best);
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
    Mover m = new Mover(state, query, model);
    SortedMap<Fraction, Geometry> out = new TreeMap<>();
    if (!m.mayMove()) {
      return out;
    }
    List<Signature> sigs = m.signatures();
    List<SortedMap<Integer, Fraction>> dists = new ArrayList<>();
    TreeSet<Fraction> levels = new TreeSet<>();
    for (Signature s : sigs) {
      SortedMap<Integer, Fraction> dist = m.distribution(s);
      dists.add(dist);
      for (int k = 1; k <= dist.lastKey(); k++) {
        Fraction p = atLeast(dist, k);
        if (p.compareTo(Fraction.ZERO) > 0) {
          levels.add(p);
        }
      }
    }
    Map<Fraction, List<Geometry>> parts = new LinkedHashMap<>();
    for (int i = 0; i < sigs.size(); i++) {
      SortedMap<Integer, Fraction> dist = dists.get(i);
      List<Fraction> lv = new ArrayList<>(levels);
      double[] limits = new double[lv.size()];
      for (int j = 0; j < lv.size(); j++) {
        int k = 0;
        for (int kk = 1; kk <= dist.lastKey(); kk++) {
          if (atLeast(dist, kk).compareTo(lv.get(j)) >= 0) {
            k = kk;
          }
        }
        limits[j] = k;
      }
      List<Geometry> regions = m.space(sigs.get(i)).regions(Geo.c(m.start), limits);
      for (int j = 0; j < lv.size(); j++) {
        parts.computeIfAbsent(lv.get(j), x -> new ArrayList<>()).add(regions.get(j));
      }
    }
    Geometry noEnd = m.noEnd();
    for (Map.Entry<Fraction, List<Geometry>> e : parts.entrySet()) {
      Geometry g = Geo.minus(Geo.union(e.getValue()), noEnd);
      if (!g.isEmpty()) {
        out.put(e.getKey(), g);
      }
    }
    return out;
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
    SortedMap<Fraction, Geometry> bands = probabilityRegions(state, query, model);
    Table table = (Table) state.board();
    Mover m = new Mover(state, query, model);
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

  // ---- jump-off points ----------------------------------------------------------------------

  /**
   * The units that block an enemy jump-off point: units on foot or armoured vehicles of the other
   * side with a figure within 4" of it.
   *
   * @param state the state
   * @param markerId the jump-off point's marker id
   * @return the blocking unit ids, in state order
   */
  public List<String> blockers(GameState state, String markerId) {
    checkState(state);
    Marker jop = null;
    for (Marker m : state.markers()) {
      if (m.id().equals(markerId) && m.kind().equals(JUMP_OFF_POINT)) {
        jop = m;
      }
    }
    if (jop == null || !(jop.position() instanceof TablePosition)) {
      throw new InvalidInputException("marker", "no jump-off point '" + markerId
          + "' on the table");
    }
    TablePoint j = ((TablePosition) jop.position()).model(0);
    DiceChart chart = DiceChart.withOverrides(state.charts());
    List<String> out = new ArrayList<>();
    for (Unit u : state.units()) {
      if (u.side().equals(jop.side()) || u.kind().equals(VEHICLE)
          || !(u.position() instanceof TablePosition)) {
        continue;
      }
      for (TablePoint p : ((TablePosition) u.position()).models()) {
        if (p.distanceTo(j) - base(u, chart) / 2 <= DiceContext.BLOCK + Table.TOLERANCE) {
          out.add(u.id());
          break;
        }
      }
    }
    return out;
  }

  /**
   * The end of the turn for jump-off points: every point still captured is removed.
   *
   * @param state the state
   * @return the state without the captured jump-off points
   */
  public GameState endOfTurn(GameState state) {
    checkState(state);
    List<Marker> keep = new ArrayList<>();
    for (Marker m : state.markers()) {
      if (!(m.kind().equals(JUMP_OFF_POINT) && m.attributes().containsKey("captured-by"))) {
        keep.add(m);
      }
    }
    return state.withMarkers(keep);
  }
}
