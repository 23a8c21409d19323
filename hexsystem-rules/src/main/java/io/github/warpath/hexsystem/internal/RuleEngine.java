package io.github.warpath.hexsystem.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.PhaseMovements;
import io.github.warpath.search.SearchBuffers;
import io.github.warpath.search.Walk;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The hexsystem rules behind {@link io.github.warpath.hexsystem.HexsystemRules}: compiling a
 * query, the whole-move rules, the end-of-move checks and the new state after a legal move.
 */
public final class RuleEngine {
  private RuleEngine() {}

  /**
   * Compiles a query into the reusable graph kept in the buffers.
   *
   * @param state the state
   * @param query the query
   * @param buffers the buffers
   * @param mode the mode id (any, hex-to-hex, port-to-port, box-to-box)
   * @return the graph
   */
  public static MoveGraph compile(GameState state, MoveQuery query, SearchBuffers buffers,
      String mode) {
    Graph g = buffers.scratch(Graph.class, Graph::new);
    g.reset(state, query, modeMask(mode));
    g.modeId = mode;
    return g;
  }

  private static int modeMask(String mode) {
    switch (mode) {
      case HexsystemVocabulary.MODE_HEX_TO_HEX:
        return Graph.MODE_HEX;
      case HexsystemVocabulary.MODE_PORT_TO_PORT:
        return Graph.MODE_PORT;
      case HexsystemVocabulary.MODE_BOX_TO_BOX:
        return Graph.MODE_BOX;
      default:
        return Graph.MODE_HEX | Graph.MODE_PORT | Graph.MODE_BOX;
    }
  }

  /**
   * Checks a state: map regions and boxes, environment, chart overrides, units and markers.
   *
   * @param state the state
   * @throws InvalidInputException naming the first problem
   */
  public static void validate(GameState state) {
    new Prepared(state);
    MovementFacts.validate(state.units());
  }

  /**
   * Every chart key a scenario may override.
   *
   * @return the keys
   */
  public static List<String> chartKeys() {
    return Chart.keys();
  }

  /**
   * The shipped chart values.
   *
   * @return key to value
   */
  public static java.util.Map<String, String> chartDefaults() {
    return Chart.defaults();
  }

  /**
   * The condition forms the rules read.
   *
   * @return the forms
   */
  public static List<String> conditionForms() {
    return EnvPolitics.CONDITION_FORMS;
  }

  /**
   * The environment attribute forms the rules read.
   *
   * @return the forms
   */
  public static List<String> attributeForms() {
    return EnvPolitics.ATTRIBUTE_FORMS;
  }

  /**
   * Rules that forbid the whole move (section 3 and 3.1).
   *
   * @param state the state
   * @param query the query
   * @param graph the compiled graph
   * @return violations, empty if the unit may move
   */
  public static List<Violation> eligibility(GameState state, MoveQuery query, MoveGraph graph) {
    Graph g = (Graph) graph;
    Unit u = g.unit;
    int start = g.startLocation;
    int active = g.prepared.activeSide;
    boolean inBox = start >= g.hexCount;
    boolean inEasternEurope = inBox && start - g.hexCount == g.mt.easternEurope;
    String boxKind = inBox ? g.mt.boxes[start - g.hexCount].kind() : "";
    boolean inPlay = !inBox || boxKind.equals(HexsystemVocabulary.BOX_OFF_MAP)
        || boxKind.equals(HexsystemVocabulary.BOX_EASTERN_EUROPE);
    // a unit whose move goes on (its phase movement recorded, no rule ended it) has not
    // completed it
    boolean moved = u.hasFlag(HexsystemVocabulary.FLAG_MOVED) && u.phaseMovement().isEmpty();
    List<Violation> ended = PhaseMovements.ended(state, query);
    boolean unsupplied = u.hasFlag(HexsystemVocabulary.FLAG_OUT_OF_SUPPLY) && !inEasternEurope;
    boolean air = g.sd.air[g.unitIndex];
    boolean phasing = active < 0 || active == g.side;
    boolean noAllowance = u.allowance().isZero();
    if (query.units().size() == 1 && !air && phasing && !noAllowance && inPlay && !moved
        && !unsupplied && ended.isEmpty()) {
      return List.of(); // the common case allocates nothing
    }
    List<Violation> out = new ArrayList<>(ended);
    if (query.units().size() > 1) {
      out.add(Violation.of(HexsystemRule.ONE_UNIT_AT_A_TIME, "units move singly, each"
          + " finishing before the next; give each unit its own move"));
    }
    if (air) {
      out.add(Violation.of(HexsystemRule.PHASING_GROUND_UNITS, "Air units are not ground units"));
    }
    if (!phasing) {
      out.add(Violation.of(HexsystemRule.PHASING_GROUND_UNITS, "only the phasing side ("
          + Codes.sideName(active) + ") moves now; " + u.id() + " is " + u.side()));
    }
    if (noAllowance) {
      out.add(Violation.of(HexsystemRule.PHASING_GROUND_UNITS, "a unit with a movement"
          + " allowance of 0 cannot move"));
    }
    if (!inPlay) {
      out.add(Violation.of(HexsystemRule.PHASING_GROUND_UNITS, "a unit in the "
          + g.mt.boxes[start - g.hexCount].name() + " box (" + boxKind + ") is not in play;"
          + " units move from the map or an off-map box"));
    }
    if (moved) {
      out.add(Violation.of(HexsystemRule.ONE_UNIT_AT_A_TIME, u.id() + " has already completed"
          + " its move this phase"));
    }
    if (unsupplied) {
      out.add(Violation.of(HexsystemRule.SUPPLIED_AT_START, u.id() + " is out of supply at the"
          + " start of its move"));
    }
    return out;
  }

  /** What a walk did besides moving: overruns, convoy crossings, leaving Eastern Europe. */
  private static final class Moves {
    final List<Integer> overrun = new ArrayList<>();
    final List<Integer> overrunStep = new ArrayList<>();
    final List<Integer> legZone = new ArrayList<>();
    final List<Integer> legStep = new ArrayList<>();
    boolean leftEasternEurope;
  }

  private static Moves classify(Graph g, Walk walk) {
    Moves m = new Moves();
    List<Integer> nodes = walk.nodes();
    List<Integer> slots = walk.slots();
    int prev = g.start();
    for (int k = 0; k < slots.size(); k++) {
      int loc = prev / g.states;
      int s = prev - loc * g.states;
      int slot = slots.get(k);
      if (loc < g.hexCount) {
        if (slot < 6 && Explanations.isOverrun(g, loc, s, slot)) {
          m.overrun.add(g.enemyUnit.get(g.map.neighbor(loc, slot), -1));
          m.overrunStep.add(k + 1);
        } else if (slot >= Graph.FIRST_LEG) {
          g.legTarget(loc, slot - Graph.FIRST_LEG);
          m.legZone.add(g.legZone);
          m.legStep.add(k + 1);
        }
      } else {
        int b = loc - g.hexCount;
        int adj = g.mt.boxAdjacent[b].length;
        int edges = b == g.mt.easternEurope ? g.mt.edgeLand.length : 0;
        if (slot >= adj && slot < adj + edges) {
          m.leftEasternEurope = true;
        } else if (slot >= adj + edges) {
          g.legTarget(loc, slot - adj - edges);
          m.legZone.add(g.legZone);
          m.legStep.add(k + 1);
        }
      }
      prev = nodes.get(k);
    }
    return m;
  }

  /**
   * End-of-move checks: one convoy per crossing of a naval zone. Adds the consequences of the
   * move (overrun units eliminated, convoys used) as warnings.
   *
   * @param state the state
   * @param order the order
   * @param graph the graph
   * @param walk the walk
   * @param warnings where consequences go
   * @return violations
   */
  public static List<Violation> finish(GameState state, MoveOrder order, MoveGraph graph,
      Walk walk, List<Violation> warnings) {
    Graph g = (Graph) graph;
    Moves m = classify(g, walk);
    List<Violation> out = new ArrayList<>();
    int[] crossings = new int[g.mt.zoneNames.length];
    for (int i = 0; i < m.legZone.size(); i++) {
      int z = m.legZone.get(i);
      crossings[z]++;
      if (crossings[z] > g.usableCount[z]) {
        out.add(Violation.of(HexsystemRule.TRANSPORT_CAPACITY, "crossing " + g.mt.zoneNames[z]
            + " again needs another Troop Convoy; the " + g.mt.zoneNames[z] + " Convoys box has "
            + g.usableCount[z] + " that can carry this unit").withStep(m.legStep.get(i)));
      }
    }
    if (!walk.violations().isEmpty()) {
      return out;
    }
    for (int i = 0; i < m.overrun.size(); i++) {
      Unit victim = state.units().get(m.overrun.get(i));
      OffMapBox box = eliminationBox(g, victim);
      String where = box == null ? "its " + (victim.hasFlag(HexsystemVocabulary.FLAG_DELAY_STRIPE)
          ? "Delay box" : "Force Pool") + " (the map has no such box yet)"
          : "the " + box.name() + " box (" + (box.kind().equals(HexsystemVocabulary.BOX_DELAY)
              ? "Delay stripe" : "Force Pool") + ")";
      warnings.add(Violation.of(HexsystemRule.OVERRUN_ELIMINATION, "the overrun eliminates "
          + victim.id() + ": it goes to " + where).withStep(m.overrunStep.get(i)));
    }
    if (out.isEmpty()) {
      List<Integer> used = chooseConvoys(g, m);
      for (int i = 0; i < used.size(); i++) {
        Marker c = state.markers().get(g.sd.convoyMarker[used.get(i)]);
        int z = m.legZone.get(i);
        warnings.add(Violation.of(HexsystemRule.USED_CONVOYS, "the "
            + c.attribute(HexsystemVocabulary.CONVOY_TYPE, "") + " Troop Convoy"
            + (c.id().isEmpty() ? "" : " " + c.id()) + " moves to the "
            + g.mt.boxes[g.mt.usedBoxOfZone[z]].name() + " box").withStep(m.legStep.get(i)));
      }
    }
    return out;
  }

  /** The convoy (index into the state data's convoys) used for each crossing, in order. */
  private static List<Integer> chooseConvoys(Graph g, Moves m) {
    List<Integer> chosen = new ArrayList<>();
    boolean[] taken = new boolean[g.sd.convoyMarker.length];
    String nat = g.unit.nationality();
    String holding = g.unit.attributes().get(HexsystemVocabulary.ATTR_HOLDING_NATIONALITY);
    for (int z : m.legZone) {
      int pick = -1;
      for (int k = 0; k < g.sd.convoyMarker.length; k++) {
        if (taken[k] || g.sd.convoyZone[k] != z || g.sd.convoySide[k] != g.side
            || !g.convoyFits(k) || !g.convoyServes(k, nat, holding)) {
          continue;
        }
        if (pick < 0 || g.sd.convoyFleetTrain[pick] && !g.sd.convoyFleetTrain[k]) {
          pick = k;
        }
      }
      if (pick < 0) {
        throw new IllegalStateException("no convoy left for a checked crossing of "
            + g.mt.zoneNames[z]);
      }
      taken[pick] = true;
      chosen.add(pick);
    }
    return chosen;
  }

  /** The Delay box or Force Pool an overrun unit goes to, or null if the map has none. */
  private static OffMapBox eliminationBox(Graph g, Unit victim) {
    boolean delay = victim.hasFlag(HexsystemVocabulary.FLAG_DELAY_STRIPE);
    String kind = delay ? HexsystemVocabulary.BOX_DELAY : HexsystemVocabulary.BOX_FORCE_POOL;
    OffMapBox best = null;
    int bestScore = -1;
    for (OffMapBox box : g.mt.boxes) {
      if (!box.kind().equals(kind)) {
        continue;
      }
      String side = box.attribute("side");
      String nat = box.attribute("nationality");
      if (side != null && !side.equals(victim.side())
          || nat != null && !nat.equals(victim.nationality())) {
        continue;
      }
      int score = (nat != null ? 2 : 0) + (side != null ? 1 : 0);
      if (score > bestScore) {
        best = box;
        bestScore = score;
      }
    }
    return best;
  }

  /**
   * The state after a legal move: the unit at its end, marked as moved; overrun units in the
   * Delay box or their Force Pool; used convoys in their zones' Used boxes.
   *
   * @param state the state before
   * @param order the order
   * @param graph the graph
   * @param walk the legal walk
   * @return the state after
   */
  public static GameState apply(GameState state, MoveOrder order, MoveGraph graph, Walk walk) {
    Graph g = (Graph) graph;
    Moves m = classify(g, walk);
    List<Unit> units = new ArrayList<>(state.units());
    Unit mover = g.unit.withPosition(walk.endPosition()).withFlag(HexsystemVocabulary.FLAG_MOVED);
    if (m.leftEasternEurope) {
      mover = mover.withoutFlag(HexsystemVocabulary.FLAG_OUT_OF_SUPPLY);
    }
    mover = mover.withPhaseMovement(PhaseMovements.after(g.unit, order.query(), g, walk,
        g.modeId, MovementFacts.of(g, walk.endNode() % g.states)));
    units.set(g.unitIndex, mover);
    // one unit at a time: this move begun, every other unit's move is over
    for (int i = 0; i < units.size(); i++) {
      Unit other = units.get(i);
      if (i != g.unitIndex && other.phaseMovement().isPresent()
          && other.phaseMovement().get().stoppedBy().isEmpty()) {
        units.set(i, other.withPhaseMovement(other.phaseMovement().get().withStoppedBy(
            Optional.of(HexsystemRule.ONE_UNIT_AT_A_TIME.ref()))));
      }
    }
    for (int u : m.overrun) {
      Unit victim = units.get(u);
      OffMapBox box = eliminationBox(g, victim);
      if (box == null) {
        String kind = victim.hasFlag(HexsystemVocabulary.FLAG_DELAY_STRIPE)
            ? HexsystemVocabulary.BOX_DELAY : HexsystemVocabulary.BOX_FORCE_POOL;
        throw new InvalidInputException("map.boxes", "the overrun eliminates " + victim.id()
            + ", but the map has no " + kind + " box for " + victim.side() + " units; add a"
            + " box of kind " + kind + " (with side or nationality to tell several apart)");
      }
      units.set(u, victim.withPosition(Position.box(box.name())));
    }
    List<Marker> markers = new ArrayList<>(state.markers());
    List<Integer> used = chooseConvoys(g, m);
    for (int i = 0; i < used.size(); i++) {
      int k = g.sd.convoyMarker[used.get(i)];
      String usedBox = g.mt.boxes[g.mt.usedBoxOfZone[m.legZone.get(i)]].name();
      markers.set(k, markers.get(k).withPosition(Position.box(usedBox)));
    }
    return state.withUnits(units).withMarkers(markers);
  }
}
