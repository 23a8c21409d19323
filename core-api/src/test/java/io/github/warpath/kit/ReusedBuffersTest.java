package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * One set of search buffers serves one query after another: whatever the previous query
 * compiled (the step table of a class, weather, mode and regional weather; the marks of the
 * units around) is never reused for a query it does not fit. Each pair of queries below differs
 * in one thing and is answered differently; through shared buffers each answer is the one fresh
 * buffers give.
 */
class ReusedBuffersTest {
  private static final HexMap.Builder B = KitFixture.map();
  private static final Hex A = B.hexAt(1, 1);
  private static final Hex EAST = A.neighbor(HexDirection.S);
  private static final Hex FAR = EAST.neighbor(HexDirection.S);
  private static final Hex NEXT = A.neighbor(HexDirection.SE);
  private static final Hex AWAY = NEXT.neighbor(HexDirection.NE);
  private static final RuleRef STRATEGIC_RULE = KitFixture.rule("10", "Strategic Movement");
  private static final ModeRule STRATEGIC = new ModeRule(STRATEGIC_RULE, "strategic",
      "road march", -1L, AllowanceModifier.none(STRATEGIC_RULE), 1L << KitFixture.ROAD, false,
      true);
  private static final ZoneOfControlRule ZONES = new ZoneOfControlRule(
      KitFixture.rule("7", "Zones of Control"), -1L, 1L << 1, 0, 0,
      ZoneOfControlRule.Enter.STOP, 0, ZoneOfControlRule.Leave.NOTHING, 0,
      ZoneOfControlRule.ZoneToZone.ALLOWED, false);
  private static final StackingRule STACKING = new StackingRule(KitFixture.rule("9",
      "Stacking"), 2, new int[] {1, 1}, true);
  private static final KitRuleSet RULES = new KitRuleSet(KitFixture.kit(ZONES,
      MinimumMoveRule.Kind.NONE, STACKING, null, List.of(KitFixture.normal(), STRATEGIC),
      List.of()));
  private static final KitRuleSet ROOMY = new KitRuleSet(KitFixture.kit(ZONES,
      MinimumMoveRule.Kind.NONE, new StackingRule(KitFixture.rule("9", "Stacking"), 3,
          new int[] {1, 1}, true), null, List.of(KitFixture.normal(), STRATEGIC), List.of()));
  private static final KitRuleSet DEAR_FOREST = new KitRuleSet(dearForest());

  /** The plain kit with forest at 3 points for foot. */
  static RuleKit dearForest() {
    RuleKit k = KitFixture.plain();
    int[][][] cost = {
        {{2, 2}, {2, 2}},
        {{6, 6}, {6, KitFixture.P}},
        {{2, 2}, {2, 2}},
        {{KitFixture.P, KitFixture.P}, {KitFixture.P, KitFixture.P}}};
    TerrainRule terrain = new TerrainRule(k.terrain().rule(), KitFixture.KINDS,
        KitFixture.CLEAR, TerrainRule.Combine.MAX, cost, new long[] {0, 0, 1L << 1, 0});
    return new RuleKit(k.id(), k.name(), k.version(), k.description(), k.denominator(),
        k.classes(), k.weather(), k.unitKinds(), k.vocabulary(), terrain, k.hexsides(),
        k.lines(), null, k.minimumMove(), k.enemy(), null, null, k.modes(), k.modifiers(),
        k.allowance(), k.adjacent());
  }

  private record Case(KitRuleSet rules, GameState state, MoveOrder order) {
    Verdict check(SearchBuffers buffers) {
      return rules.check(state, order, buffers);
    }
  }

  private static HexMap map() {
    HexMap.Builder b = KitFixture.map();
    b.hex(EAST, KitFixture.VOCABULARY.hexFeature("forest"));
    b.region("lowlands", "area", List.of(EAST));
    return b.build();
  }

  private static final HexMap MAP = map();

  /** Blue foot u and wheels t at A, friends f and g on NEXT, a red unit beside FAR. */
  private static GameState state(Environment env) {
    List<Unit> units = List.of(KitFixture.unit("u", "blue", "infantry", 8, A),
        KitFixture.unit("t", "blue", "truck", 8, A),
        KitFixture.unit("f", "blue", "infantry", 8, NEXT),
        KitFixture.unit("g", "blue", "infantry", 8, NEXT),
        KitFixture.unit("r", "red", "infantry", 8, FAR.neighbor(HexDirection.S)));
    return GameState.builder().ruleSet(KitFixture.ID).board(MAP).units(units)
        .environment(env).build();
  }

  private static final GameState DRY = state(Environment.builder().weather("dry").build());

  private static MoveOrder order(String unit, String mode, Hex... path) {
    List<Step> steps = new ArrayList<>();
    for (Hex h : path) {
      steps.add(Step.enter(h));
    }
    return MoveOrder.of(MoveQuery.of(unit, mode), steps);
  }

  private static List<Case> cases() {
    GameState mud = DRY.withEnvironment(Environment.builder().weather("mud").build());
    GameState lowMud = DRY.withEnvironment(Environment.builder().weather("dry")
        .regionWeather(Map.of("lowlands", "mud")).build());
    GameState redGone = DRY.withUnits(DRY.units().subList(0, 4));
    return List.of(
        new Case(RULES, DRY, order("u", "", EAST, FAR)),
        // the class: wheels pay 3 for the forest and ignore zones
        new Case(RULES, DRY, order("t", "", EAST, FAR, FAR.neighbor(HexDirection.SE))),
        // the weather: mud closes the forest to wheels
        new Case(RULES, mud, order("t", "", EAST, FAR, FAR.neighbor(HexDirection.SE))),
        // back to dry
        new Case(RULES, DRY, order("t", "", EAST, FAR, FAR.neighbor(HexDirection.SE))),
        // the region's weather
        new Case(RULES, lowMud, order("t", "", EAST, FAR, FAR.neighbor(HexDirection.SE))),
        new Case(RULES, DRY, order("u", "", EAST, FAR)),
        // the mode: a road march keeps to roads and ignores zones
        new Case(RULES, DRY, order("u", "strategic", EAST, FAR)),
        new Case(RULES, DRY, order("u", "", EAST, FAR)),
        // another kit on the same state and map: forest dearer, no zones
        new Case(DEAR_FOREST, DRY, order("u", "", EAST, FAR)),
        new Case(RULES, DRY, order("u", "", NEXT)),
        // another kit that differs in the stacking limit only
        new Case(ROOMY, DRY, order("u", "", NEXT)),
        new Case(RULES, DRY, order("u", "", NEXT)),
        // the movers: f leaving NEXT and coming back does not over-stack it
        new Case(RULES, DRY, order("f", "", AWAY, NEXT)),
        new Case(RULES, DRY, order("u", "", NEXT)),
        // the state: without the red unit there is no zone
        new Case(RULES, redGone, order("u", "", EAST, FAR)),
        new Case(RULES, DRY, order("u", "", EAST, FAR)),
        // the side: the red unit, of the same class, sees no zone of its own
        new Case(RULES, DRY, order("r", "", FAR)));
  }

  @Test
  void eachPairOfQueriesDiffersInItsAnswer() {
    List<Case> cases = cases();
    List<Verdict> fresh = new ArrayList<>();
    for (Case c : cases) {
      fresh.add(c.check(new SearchBuffers()));
    }
    for (int i = 1; i < fresh.size(); i++) {
      assertNotEquals(fresh.get(i - 1), fresh.get(i), "case " + i);
    }
  }

  @Test
  void sharedBuffersAnswerEachQueryAsFreshOnes() {
    List<Case> cases = cases();
    SearchBuffers shared = new SearchBuffers();
    for (int round = 0; round < 2; round++) {
      for (int i = 0; i < cases.size(); i++) {
        Case c = cases.get(i);
        assertEquals(c.check(new SearchBuffers()), c.check(shared), "case " + i);
      }
    }
  }

  @Test
  void sharedBuffersGiveTheRangesFreshOnesGive() {
    List<Case> cases = cases();
    SearchBuffers shared = new SearchBuffers();
    for (int i = 0; i < cases.size(); i++) {
      Case c = cases.get(i);
      MoveQuery q = c.order().query();
      assertEquals(Ranges.of(c.rules().reach(c.state(), q, new SearchBuffers())),
          Ranges.of(c.rules().reach(c.state(), q, shared)), "case " + i);
    }
  }

  /** A range as a plain map of position to cost. */
  private static final class Ranges {
    static Map<String, String> of(io.github.warpath.rules.Reach r) {
      Map<String, String> out = new java.util.TreeMap<>();
      for (int i = 0; i < r.size(); i++) {
        out.put(r.position(i).toString(), r.cost(i) + (r.mustStop(i) ? " stop" : ""));
      }
      return out;
    }
  }
}
