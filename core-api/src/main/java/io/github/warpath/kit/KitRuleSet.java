package io.github.warpath.kit;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.HexRuleSetSupport;
import io.github.warpath.search.PhaseMovements;
import io.github.warpath.search.Walk;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A hex rule set made of rule pieces: range, path, check, cost and apply all run on the one
 * engine over the pieces compiled for each query, a {@link KitGraph}. Immutable and thread-safe.
 */
public class KitRuleSet extends HexRuleSetSupport<KitGraph> {
  private final RuleKit kit;

  /**
   * A rule set running a kit.
   *
   * @param kit the pieces
   */
  public KitRuleSet(RuleKit kit) {
    this.kit = kit;
  }

  /**
   * The pieces.
   *
   * @return the kit
   */
  public RuleKit kit() {
    return kit;
  }

  @Override
  public String id() {
    return kit.id();
  }

  @Override
  public String name() {
    return kit.name();
  }

  @Override
  public String version() {
    return kit.version();
  }

  @Override
  public String description() {
    return kit.description();
  }

  @Override
  public List<MovementMode> modes() {
    List<MovementMode> out = new ArrayList<>();
    for (ModeRule m : kit.modes()) {
      out.add(new MovementMode(m.id(), m.description()));
    }
    return out;
  }

  @Override
  public List<Rule> rules() {
    return kit.rules();
  }

  @Override
  public Optional<TerrainVocabulary> terrain() {
    return Optional.of(kit.vocabulary());
  }

  @Override
  public Map<String, List<String>> vocabulary() {
    Map<String, List<String>> out = new LinkedHashMap<>();
    out.put("unit-kinds", List.copyOf(new java.util.TreeSet<>(kit.unitKinds().keySet())));
    out.put("weather", kit.weather());
    if (kit.phases() != null) {
      out.put("phases", List.copyOf(new java.util.TreeSet<>(kit.phases().phases().keySet())));
    }
    Set<String> flags = new LinkedHashSet<>();
    for (AllowanceModifier m : kit.modifiers()) {
      flags.add(m.flag());
    }
    out.put("unit-flags", List.copyOf(flags));
    return out;
  }

  /**
   * {@inheritDoc}
   *
   * <p>The phases of the kit's phase rule in the order they were given (a rule book's order),
   * each with the classes that move in it; without a phase rule, the default single phase.
   */
  @Override
  public List<io.github.warpath.rules.MovementPhase> movementPhases(GameState state,
      String side) {
    if (kit.phases() == null) {
      return super.movementPhases(state, side);
    }
    List<io.github.warpath.rules.MovementPhase> out = new ArrayList<>();
    for (Map.Entry<String, PhaseRule.Phase> e : kit.phases().phases().entrySet()) {
      List<String> moving = new ArrayList<>();
      for (int c = 0; c < kit.classes().size(); c++) {
        if ((e.getValue().classes() & (1L << c)) != 0) {
          moving.add(kit.classes().get(c));
        }
      }
      out.add(io.github.warpath.rules.MovementPhase.of(e.getKey(), side, e.getKey() + ": "
          + String.join(", ", moving) + " units move"));
    }
    return List.copyOf(out);
  }

  @Override
  public void validate(GameState state) {
    HexMap map = state.hexMap();
    if (!map.vocabulary().equals(kit.vocabulary())) {
      throw new InvalidInputException("map", "the map does not use the terrain of rule set "
          + kit.id());
    }
    weatherOf(kit, state);
    for (Map.Entry<String, String> e : state.environment().regionWeather().entrySet()) {
      if (!kit.weather().contains(e.getValue())) {
        throw new InvalidInputException("environment.regionWeather." + e.getKey(), "rule set "
            + kit.id() + " has no weather '" + e.getValue() + "'; weather: "
            + String.join(", ", kit.weather()));
      }
    }
    for (Unit u : state.units()) {
      classOf(kit, u);
      Points.allowanceTicks(u.allowance(), kit.denominator(), u.id());
      Points.spentTicks(u, kit.denominator());
      java.util.Collection<String> facts = u.phaseMovement().isPresent()
          ? u.phaseMovement().get().facts()
          : List.of();
      List<String> known = new ArrayList<>();
      if (kit.facing() != null) {
        known.add(FacingRule.TURNED_FACT);
      }
      if (kit.lines().when() == LineRule.When.LEAVING_ALONG_LINE) {
        known.addAll(LineExit.ENTRY_FACTS);
      }
      if (!known.containsAll(facts)) {
        throw new InvalidInputException("phaseMovement.facts", "unit '" + u.id()
            + "' has movement facts " + facts + "; rule set " + kit.id() + " remembers "
            + (known.isEmpty() ? "none" : "only " + known));
      }
    }
  }

  /**
   * Zones of control as the kit's zone rule has them: a unit of a projecting class covers each
   * neighbour its zone extends into across the hexside and into the terrain; with friendly units
   * cancelling zones, a hex holding a unit of another side is left out.
   *
   * @param state the state
   * @param unitId the unit
   * @param at the hex it would stand on
   * @return the hexes of its zone, in direction order
   */
  @Override
  public List<Hex> zoneOfControl(GameState state, String unitId, Hex at) {
    Unit u = state.unit(unitId);
    HexMap map = state.hexMap();
    int i = map.require(at, "at");
    ZoneOfControlRule z = kit.zones();
    if (z == null || !z.projects(classOf(kit, u))) {
      return List.of();
    }
    List<Hex> out = new ArrayList<>(6);
    for (int d = 0; d < 6; d++) {
      int j = HexMarks.zoneNeighbour(kit, map, i, d);
      if (j >= 0 && !(z.negatedByFriendly() && holdsOtherSide(state, j, u.side()))) {
        out.add(map.hex(j));
      }
    }
    return out;
  }

  private static boolean holdsOtherSide(GameState state, int hex, String side) {
    for (int k = state.firstUnitIndexAt(hex); k >= 0; k = state.nextUnitIndexOnSameHex(k)) {
      if (!state.units().get(k).side().equals(side)) {
        return true;
      }
    }
    return false;
  }

  @Override
  protected KitGraph compile(GameState state, MoveQuery query, SearchBuffers buffers) {
    KitGraph g = PlainKitGraph.fits(kit) ? buffers.scratch(PlainKitGraph.class,
        PlainKitGraph::new) : buffers.scratch(KitGraph.class, KitGraph::new);
    g.reset(kit, state, query);
    return g;
  }

  @Override
  protected List<Violation> eligibility(GameState state, MoveQuery query, KitGraph graph) {
    // a move ended earlier in the phase left a phase movement; without one, no unit is looked up
    List<Violation> ended = graph.moversMoved() ? PhaseMovements.ended(state, query) : List.of();
    // the movers' class, mode and phase were looked up when the graph was compiled
    return graph.classMayMove() ? ended : classRefused(state, query, ended);
  }

  /** The mode and phase rules that keep the movers' class from moving. */
  private List<Violation> classRefused(GameState state, MoveQuery query, List<Violation> ended) {
    ModeRule mode = mode(kit, query.mode());
    List<Violation> out = new ArrayList<>(ended);
    for (String id : query.units()) {
      Unit u = state.unit(id);
      int c = classOf(kit, u);
      if ((mode.classes() & (1L << c)) == 0) {
        out.add(Violation.of(mode.rule(), kit.classes().get(c) + " units cannot move in "
            + mode.id() + " mode"));
      }
      if (kit.phases() != null) {
        PhaseRule.Phase p = kit.phases().phase(state.environment().phase());
        if (p != null && (p.classes() & (1L << c)) == 0) {
          out.add(Violation.of(kit.phases().rule(), kit.classes().get(c)
              + " units do not move in the " + state.environment().phase() + " phase"));
        }
      }
    }
    return out;
  }

  /**
   * The state after a legal order: the units moved, each carrying its movement so far in the
   * phase (points spent, mode, and the rule that ended the move, if one did), so that a later
   * order in the same phase goes on from there.
   */
  @Override
  protected GameState applyLegal(GameState state, MoveOrder order, KitGraph graph, Walk walk) {
    GameState after = super.applyLegal(state, order, graph, walk);
    if (order.steps().isEmpty()) {
      return after;
    }
    String mode = mode(kit, order.query().mode()).id();
    List<String> facts = graph.factsOf(walk.endNode());
    for (String id : order.query().units()) {
      after = after.withUnit(after.unit(id).withPhaseMovement(PhaseMovements.after(
          state.unit(id), order.query(), graph, walk, mode, facts)));
    }
    return after;
  }

  /** Over-stacking that is not illegal: the warnings the stacking rule gives a legal move. */
  @Override
  protected List<Violation> finish(GameState state, MoveOrder order, KitGraph graph, Walk walk,
      List<Violation> warnings) {
    StackingRule s = kit.stacking();
    Position end = walk.endPosition();
    if (s == null || s.illegal() || end.hexOrNull() == null || !walk.violations().isEmpty()
        || order.steps().isEmpty()) {
      return List.of();
    }
    List<io.github.warpath.hex.Hex> passed = new ArrayList<>();
    List<io.github.warpath.rules.StepReport> steps = walk.reports();
    for (int i = 0; i + 1 < steps.size(); i++) {
      io.github.warpath.hex.Hex h = steps.get(i).position().hexOrNull();
      if (h != null && !h.equals(steps.get(i + 1).position().hexOrNull())
          && (passed.isEmpty() || !h.equals(passed.get(passed.size() - 1)))) {
        passed.add(h);
      }
    }
    warnings.addAll(s.consequences(kit, state, order.query().units(), passed, end.hexOrNull()));
    return List.of();
  }

  static ModeRule mode(RuleKit kit, String id) {
    if (id == null || id.isEmpty()) {
      return kit.modes().get(0);
    }
    for (ModeRule m : kit.modes()) {
      if (m.id().equals(id)) {
        return m;
      }
    }
    List<String> ids = new ArrayList<>();
    for (ModeRule m : kit.modes()) {
      ids.add(m.id());
    }
    throw new InvalidInputException("mode", "rule set " + kit.id() + " has no mode '" + id
        + "'; modes: " + String.join(", ", ids));
  }

  static int classOf(RuleKit kit, Unit u) {
    Integer c = kit.unitKinds().get(u.kind());
    if (c == null) {
      throw new InvalidInputException("kind", "unit '" + u.id() + "' is of kind '" + u.kind()
          + "', which rule set " + kit.id() + " does not know; kinds: "
          + String.join(", ", new java.util.TreeSet<>(kit.unitKinds().keySet())));
    }
    return c;
  }

  static int weatherOf(RuleKit kit, GameState state) {
    String w = state.environment().weather();
    if (w.isEmpty()) {
      return 0;
    }
    int i = kit.weather().indexOf(w);
    if (i < 0) {
      throw new InvalidInputException("weather", "rule set " + kit.id() + " has no weather '"
          + w + "'; weather: " + String.join(", ", kit.weather()));
    }
    return i;
  }

  static int allowanceOf(RuleKit kit, Unit u, GameState state, ModeRule mode) {
    int d = kit.denominator();
    int a = Points.allowanceTicks(u.allowance(), d, u.id());
    for (AllowanceModifier m : kit.modifiers()) {
      if (u.hasFlag(m.flag())) {
        a = m.apply(a, d);
      }
    }
    if (kit.phases() != null) {
      PhaseRule.Phase p = kit.phases().phase(state.environment().phase());
      if (p != null) {
        a = p.allowance().apply(a, d);
      }
    }
    return mode.allowance().apply(a, d);
  }
}
