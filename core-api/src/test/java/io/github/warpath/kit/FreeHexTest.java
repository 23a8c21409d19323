package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A hex whose terrain costs nothing (5 Terrain Effects of a kit in which a town costs 0 to every
 * class): a step into it is free and legal for every kind of step the kit prices on its own path,
 * the faced truck's step (8 Facing), a declared overrun (6.6, which adds only its own cost) and a
 * step off a road whose rate holds only for a unit that leaves along it (5.3).
 */
class FreeHexTest {
  private static final int P = Points.PROHIBITED;
  private static final EnemyHexRule.Action OVERRUN = new EnemyHexRule.Action("overrun",
      KitFixture.rule("6.6", "Overrun"), 1L << 1, 2, true);
  private static final FacingRule FACING = new FacingRule(KitFixture.rule("8", "Facing"),
      new FacingRule.Turning[] {null, new FacingRule.Turning(2, 1, 2, false)});
  private static final HexMap.Builder GRID = KitFixture.map();
  private static final Hex A = GRID.hexAt(2, 2);
  private static final Hex TOWN = A.neighbor(HexDirection.S);

  /** The plain kit with a free town, the lines {@code lines}, overruns and facing if asked. */
  private static KitRuleSet rules(LineRule lines, EnemyHexRule enemy, FacingRule facing) {
    RuleKit p = KitFixture.plain();
    int[][][] cost = {
        {{2, 2}, {2, 2}},
        {{4, 4}, {6, P}},
        {{0, 0}, {0, 0}},
        {{P, P}, {P, P}}};
    TerrainRule terrain = new TerrainRule(KitFixture.rule("5", "Terrain Effects"),
        KitFixture.KINDS, KitFixture.CLEAR, TerrainRule.Combine.MAX, cost,
        new long[] {0, 0, 1L << KitFixture.FOREST, 0});
    return new KitRuleSet(new RuleKit(p.id(), p.name(), p.version(), p.description(),
        p.denominator(), p.classes(), p.weather(), p.unitKinds(), p.vocabulary(), terrain,
        p.hexsides(), lines, p.zones(), p.minimumMove(), enemy, p.stacking(), p.phases(),
        p.modes(), p.modifiers(), p.allowance(), p.adjacent(), facing));
  }

  /** A fresh map with the town south of A, for each state. */
  private static GameState state(io.github.warpath.state.Unit... units) {
    HexMap map = KitFixture.map().hex(TOWN, KitFixture.VOCABULARY.hexFeature("town")).build();
    return KitFixture.state(map, "dry", "", units);
  }

  private static Verdict check(KitRuleSet rules, GameState s, String id, Step... steps) {
    return rules.check(s, MoveOrder.of(MoveQuery.of(id), List.of(steps)));
  }

  @Test
  void aFacedTruckEntersAFreeHexAheadForNothing() {
    KitRuleSet rules = rules(KitFixture.lines(), KitFixture.plain().enemy(), FACING);
    Verdict v = check(rules, state(KitFixture.unit("t", "blue", "truck", 2, A)
        .withFacing(HexDirection.S)), "t", Step.enter(TOWN));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.ZERO, v.spent());
    assertEquals(HexDirection.S, v.steps().get(0).facing());
  }

  @Test
  void anOverrunIntoAFreeHexCostsTheOverrunAlone() {
    KitRuleSet rules = rules(KitFixture.lines(), new EnemyHexRule(
        KitFixture.plain().enemy().rule(), true, List.of(OVERRUN)), null);
    Verdict v = check(rules, state(KitFixture.unit("t", "blue", "truck", 2, A),
        KitFixture.unit("e", "red", "infantry", 4, TOWN)), "t",
        Step.enter(TOWN).withAction("overrun"));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.of(1), v.spent());
    assertEquals("overrun; move ends here", v.steps().get(0).note());
  }

  @Test
  void aFreeHexOffARoadThatHoldsItsRateOnlyAlongItIsStillFree() {
    KitRuleSet rules = new KitRuleSet(RoadThroughForest.book(rules(KitFixture.lines(),
        KitFixture.plain().enemy(), null).kit(), LineRule.When.LEAVING_ALONG_LINE));
    Verdict v = check(rules, state(KitFixture.unit("u", "blue", "infantry", 2, A)), "u",
        Step.enter(TOWN), Step.enter(TOWN.neighbor(HexDirection.S)));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.ZERO, v.steps().get(0).cost());
    assertEquals(Mp.of(1), v.spent());
  }
}
