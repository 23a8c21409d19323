package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The road whose rate holds only for a unit that leaves along it (5.3 with {@code
 * LEAVING_ALONG_LINE}), in a kit whose nodes carry more state below the entry hexside: a
 * first-hex minimum move (6.4), trucks that face a hexside (8 Facing, the first hexside free)
 * and an overrun of enemy hexes (6.6, 1 MP more, the move ends there). The road runs south from
 * a clear hex through two forest hexes, with a third forest hex off it; along it a hex costs 1/2,
 * forest costs foot 2 and wheels 3.
 */
class LineExitWithStateBitsTest {
  private static final EnemyHexRule.Action OVERRUN = new EnemyHexRule.Action("overrun",
      KitFixture.rule("6.6", "Overrun"), 1L << 1, 2, true);
  private static final FacingRule FACING = new FacingRule(KitFixture.rule("8", "Facing"),
      new FacingRule.Turning[] {null, new FacingRule.Turning(2, 1, 2, true)});
  private static final KitRuleSet RULES = new KitRuleSet(kit());
  private static final Hex A = RoadThroughForest.START;
  private static final Hex F1 = RoadThroughForest.FOREST_1;
  private static final Hex F2 = RoadThroughForest.FOREST_2;
  private static final Hex OFF = F1.neighbor(HexDirection.SE);
  private static final Hex LAKE = A.neighbor(HexDirection.SE);

  private static RuleKit kit() {
    RuleKit k = RoadThroughForest.book(KitFixture.plain(), LineRule.When.LEAVING_ALONG_LINE);
    return new RuleKit(k.id(), k.name(), k.version(), k.description(), k.denominator(),
        k.classes(), k.weather(), k.unitKinds(), k.vocabulary(), k.terrain(), k.hexsides(),
        k.lines(), k.zones(), new MinimumMoveRule(KitFixture.rule("6.4", "Minimum Move"),
            MinimumMoveRule.Kind.FIRST_HEX),
        new EnemyHexRule(k.enemy().rule(), true, List.of(OVERRUN)), k.stacking(), k.phases(),
        k.modes(), k.modifiers(), k.allowance(), k.adjacent(), FACING);
  }

  private static GameState state(io.github.warpath.state.Unit... others) {
    io.github.warpath.state.Unit[] all = new io.github.warpath.state.Unit[others.length + 2];
    all[0] = KitFixture.unit("u", "blue", "infantry", 8, A);
    all[1] = KitFixture.unit("t", "blue", "truck", 8, A).withFacing(HexDirection.S);
    System.arraycopy(others, 0, all, 2, others.length);
    return KitFixture.state(RoadThroughForest.map()
        .hex(OFF, KitFixture.VOCABULARY.hexFeature("forest"))
        .hex(LAKE, KitFixture.VOCABULARY.hexFeature("lake"))
        .path(KitFixture.VOCABULARY.hexsideFeature("road"), List.of(A, LAKE)).build(), "dry",
        "", all);
  }

  private static Verdict check(GameState s, String id, Step... steps) {
    return RULES.check(s, MoveOrder.of(MoveQuery.of(id), List.of(steps)));
  }

  @Test
  void footLeavingTheRoadPaysTheForestAfterAllAndTheNoteSaysSo() {
    Verdict v = check(state(), "u", Step.enter(F1), Step.enter(OFF));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.ofHalves(1), v.steps().get(0).cost());
    assertEquals(Mp.ofHalves(3 + 4), v.steps().get(1).cost());
    assertEquals("road", v.steps().get(0).note());
    assertEquals("left the road in " + v.steps().get(0).label() + ": +1½ MP",
        v.steps().get(1).note());
    Verdict along = check(state(), "u", Step.enter(F1), Step.enter(F2));
    assertEquals(Mp.ofHalves(1 + 1), along.spent());
    assertEquals("road", along.steps().get(1).note(), "nothing paid back along the road");
  }

  @Test
  void aUnitThatEndsOnTheRoadCarriesTheHexsideItCameAcross() {
    GameState after = RULES.apply(state(), MoveOrder.of(MoveQuery.of("u"),
        List.of(Step.enter(F1)))).state().orElseThrow();
    assertEquals(List.of("on-line-from-N"),
        List.copyOf(after.unit("u").phaseMovement().orElseThrow().facts()));
    Verdict v = check(after, "u", Step.enter(OFF));
    assertEquals(Mp.ofHalves(3 + 4), v.steps().get(0).cost(), v.toString());
  }

  @Test
  void aHexClosedOffTheRoadCannotBeLeftOffItNamingTheRoad() {
    Verdict off = check(state(), "u", Step.enter(LAKE), Step.enter(LAKE.neighbor(
        HexDirection.S)));
    assertFalse(off.legal());
    assertEquals("5.3", off.violations().get(0).rule().section());
    assertTrue(off.violations().get(0).reason().contains("along the road"),
        off.violations().get(0).reason());
  }

  @Test
  void aTruckTurningOffTheRoadPaysTheForestAfterAll() {
    // 1/2 along the road, then F1's forest for wheels after all (+5/2) and OFF's forest (3);
    // turning one hexside is free
    Verdict v = check(state(), "t", Step.enter(F1), Step.enter(OFF));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.ofHalves(5 + 6), v.steps().get(1).cost());
    assertEquals(Mp.ofHalves(1 + 5 + 6), v.spent());
  }

  @Test
  void aTurnInPlaceOnTheRoadKeepsTheHexsideTheTruckCameAcross() {
    Verdict v = check(state(), "t", Step.enter(F1), Step.turn(HexDirection.SE),
        Step.enter(OFF));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.ofHalves(5 + 6), v.steps().get(2).cost());
  }

  @Test
  void anOverrunOffTheRoadPaysTheForestLeftAfterAll() {
    // F1's forest after all (+5/2), OFF's forest (3) and the overrun (1)
    Verdict v = check(state(KitFixture.unit("e", "red", "infantry", 4, OFF)), "t",
        Step.enter(F1), Step.enter(OFF).withAction("overrun"));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.ofHalves(5 + 6 + 2), v.steps().get(1).cost());
  }

  @Test
  void anOverrunOffTheCausewayIsRefusedNamingTheRoad() {
    Hex beyond = LAKE.neighbor(HexDirection.S);
    Verdict v = check(state(KitFixture.unit("e", "red", "infantry", 4, beyond)), "t",
        Step.enter(LAKE), Step.enter(beyond).withAction("overrun"));
    assertFalse(v.legal());
    assertEquals("5.3", v.violations().get(0).rule().section(), v.toString());
    assertEquals(2, v.violations().get(0).step().getAsInt());
    // the refused step is counted at the forest hex's own cost for wheels
    assertEquals(Mp.ofHalves(1 + 6), v.spent());
  }
}
