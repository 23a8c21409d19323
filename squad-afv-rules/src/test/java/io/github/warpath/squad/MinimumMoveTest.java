package io.github.warpath.squad;

import static io.github.warpath.squad.Fixture.RULES;
import static io.github.warpath.squad.Fixture.at;
import static io.github.warpath.squad.Fixture.enter;
import static io.github.warpath.squad.Fixture.mp;
import static io.github.warpath.squad.Fixture.order;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Minimum Move: one hex whatever it costs, for a unit able to move into a hex it may enter. */
class MinimumMoveTest {

  private static final MoveQuery ASSAULT = MoveQuery.builder().addUnits("s")
      .mode(SquadAfvRules.MODE_ASSAULT).build();

  @Test
  void anAssaultingSquadMayStillEnterMarsh() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510")
        .terrain("0509", SquadTerrain.MARSH).state();
    Verdict v = RULES.check(s, MoveOrder.of(ASSAULT, List.of(enter("0509"))));
    assertTrue(v.legal(), v.toString());
    assertEquals(mp("3"), v.spent());
    assertEquals(mp("2"), v.allowance());
    assertEquals("minimum move; move ends here", v.steps().get(0).note());
    Reach r = RULES.reach(s, ASSAULT);
    assertTrue(r.mustStop(r.indexOf(at("0509"))));
    Route route = RULES.path(s, ASSAULT, at("0509")).orElseThrow();
    assertTrue(route.mustStop());
  }

  @Test
  void theMoveEndsAfterTheMinimumMove() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510")
        .terrain("0509", SquadTerrain.MARSH).state();
    Verdict v = RULES.check(s, MoveOrder.of(ASSAULT, List.of(enter("0509"), enter("0508"))));
    assertFalse(v.legal());
    assertEquals(SquadRule.MINIMUM_MOVE.ref(), v.violations().get(0).rule());
    assertEquals(2, v.violations().get(0).step().getAsInt());
  }

  @Test
  void onlyTheFirstHexMayCostTooMuch() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510")
        .terrain("0508", SquadTerrain.MARSH).terrain("0507", SquadTerrain.MARSH).state();
    assertTrue(RULES.check(s, order("s", enter("0509"), enter("0508"))).legal());
    Verdict v = RULES.check(s, order("s", enter("0509"), enter("0508"), enter("0507")));
    assertFalse(v.legal());
    assertEquals(SquadRule.MOVING_POINTS.ref(), v.violations().get(0).rule());
    assertEquals(mp("3"), v.violations().get(0).needed().orElseThrow());
    assertEquals(Mp.ZERO, v.violations().get(0).available().orElseThrow());
  }

  @Test
  void aSlowVehicleMayReverseIntoWoods() {
    GameState s = new Fixture(10, 12).vehicle("t", "afv", "0510", HexDirection.N, 2)
        .terrain("0511", SquadTerrain.WOODS).state();
    Verdict v = RULES.check(s, order("t", enter("0511").withAction("reverse")));
    assertTrue(v.legal(), v.toString());
    assertEquals(mp("9"), v.spent());
    assertEquals(HexDirection.N, v.steps().get(0).facing());
  }

  @Test
  void turningFirstStillLeavesTheMinimumMove() {
    GameState s = new Fixture(10, 12).vehicle("t", "afv", "0510", HexDirection.N, 2)
        .terrain("0511", SquadTerrain.WOODS).state();
    Verdict v = RULES.check(s, order("t", Step.turn(HexDirection.S), enter("0511")));
    assertTrue(v.legal(), v.toString());
    assertEquals(mp("5"), v.spent());
  }

  @Test
  void prohibitedTerrainStaysProhibited() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510")
        .terrain("0509", SquadTerrain.WATER).state();
    Verdict v = RULES.check(s, order("s", enter("0509")));
    assertFalse(v.legal());
    assertEquals(SquadRule.TERRAIN_HEX.ref(), v.violations().get(0).rule());
    assertEquals(-1, RULES.reach(s, MoveQuery.of("s")).indexOf(at("0509")));
  }

  @Test
  void aUnitUnableToMoveGetsNoMinimumMove() {
    GameState s = new Fixture(10, 12).infantry("p", "squad", "0510", "pinned")
        .unit(Unit.builder().id("z").side("allies").kind("team").position(at("0710")).build())
        .state();
    Verdict pinned = RULES.check(s, order("p", enter("0509")));
    assertFalse(pinned.legal());
    assertEquals(SquadRule.MOVING_UNABLE.ref(), pinned.violations().get(0).rule());
    assertEquals(0, pinned.violations().get(0).step().getAsInt());
    Verdict noPoints = RULES.check(s, order("z", enter("0709")));
    assertEquals(SquadRule.MOVING_UNABLE.ref(), noPoints.violations().get(0).rule());
    assertEquals(1, RULES.reach(s, MoveQuery.of("z")).size());
  }

  @Test
  void aLeaderPinnedBeforeMovingGetsNoMinimumMove() {
    // pinned in its start hex, the lone leader can no longer move: the step after is refused
    // both for the lost leader and for want of points (nothing left to spend, 1 MP needed)
    GameState s = new Fixture(10, 12).infantry("l", "leader", "0510").state();
    Verdict v = RULES.check(s, order("l", Step.action("leader-pinned"), enter("0509")));
    assertFalse(v.legal());
    assertEquals(List.of(SquadRule.LEADER_LOST.ref(), SquadRule.MOVING_POINTS.ref()),
        v.violations().stream().map(x -> x.rule()).toList());
    assertEquals(2, v.violations().get(1).step().getAsInt());
    assertEquals(mp("1"), v.violations().get(1).needed().orElseThrow());
    assertEquals(Mp.ZERO, v.violations().get(1).available().orElseThrow());
  }
}
