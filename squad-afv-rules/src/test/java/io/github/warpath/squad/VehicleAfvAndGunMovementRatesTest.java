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
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import org.junit.jupiter.api.Test;

/**
 * Vehicle, AFV, and Gun Movement Rates: the counter's rate; a gun of one point moves one hex
 * whatever the terrain, and faces any way as part of its move.
 */
class VehicleAfvAndGunMovementRatesTest {

  @Test
  void anAfvMovesAtItsCountersRate() {
    GameState s = new Fixture(10, 12).vehicle("t", "afv", "0510", HexDirection.N, 5).state();
    Reach r = RULES.reach(s, MoveQuery.of("t"));
    assertEquals(mp("5"), r.allowance());
    assertEquals(mp("5"), r.cost(r.indexOf(at("0505"))));
    assertEquals(-1, r.indexOf(at("0504")));
    Verdict six = RULES.check(s, order("t", enter("0509"), enter("0508"), enter("0507"),
        enter("0506"), enter("0505"), enter("0504")));
    assertFalse(six.legal());
    assertEquals(SquadRule.MOVING_POINTS.ref(), six.violations().get(0).rule());
    assertEquals(6, six.violations().get(0).step().getAsInt());
  }

  @Test
  void aWheeledVehiclePaysTheWheeledColumn() {
    GameState s = new Fixture(10, 12).vehicle("truck", "vehicle", "0510", HexDirection.N, 4)
        .terrain("0409", SquadTerrain.WOODS).state();
    Verdict two = RULES.check(s, order("truck", enter("0509"), enter("0508")));
    assertTrue(two.legal());
    assertEquals(mp("4"), two.spent()); // clear is 2 for wheeled
    Verdict woods = RULES.check(s, order("truck", enter("0509"), enter("0409")));
    assertFalse(woods.legal());
    Violation x = woods.violations().get(0);
    assertEquals(SquadRule.TERRAIN_HEX.ref(), x.rule());
    assertEquals("woods is closed to wheeled movement", x.reason());
    assertEquals("0409", x.location().orElseThrow());
  }

  @Test
  void theMovementClassAttributeChoosesTheColumn() {
    Unit halftrack = Unit.builder().id("ht").side("allies").kind("vehicle").facing(HexDirection.N)
        .allowance(Mp.of(6)).position(at("0510")).putAttributes("movement-class", "tracked")
        .build();
    GameState s = new Fixture(10, 12).unit(halftrack).terrain("0509", SquadTerrain.WOODS).state();
    Verdict v = RULES.check(s, order("ht", enter("0509"), enter("0508")));
    assertTrue(v.legal(), v.toString());
    assertEquals(mp("4"), v.spent()); // woods 3 + clear 1 for tracked
  }

  @Test
  void aOnePointGunMovesOneHexWhateverTheTerrain() {
    GameState s = new Fixture(10, 12).gun("at", "0510", HexDirection.N, 1)
        .terrain("0509", SquadTerrain.MARSH).state();
    Verdict v = RULES.check(s, order("at", enter("0509")));
    assertTrue(v.legal(), v.toString());
    assertEquals(mp("1"), v.spent());
    assertEquals("one-point gun: one hex", v.steps().get(0).note());
    Reach r = RULES.reach(s, MoveQuery.of("at"));
    assertEquals(7, r.size()); // the start and its six neighbours
    assertEquals(mp("1"), r.cost(r.indexOf(at("0509"))));
  }

  @Test
  void aOnePointGunMovesNoSecondHex() {
    GameState s = new Fixture(10, 12).gun("at", "0510", HexDirection.N, 1).state();
    Verdict v = RULES.check(s, order("at", enter("0509"), enter("0508")));
    assertFalse(v.legal());
    Violation x = v.violations().get(0);
    assertEquals(SquadRule.GUN_ONE_HEX.ref(), x.rule());
    assertEquals(2, x.step().getAsInt());
  }

  @Test
  void aOnePointGunStillCannotEnterProhibitedTerrain() {
    GameState s = new Fixture(10, 12).gun("at", "0510", HexDirection.N, 1)
        .terrain("0509", SquadTerrain.WATER).side("0510", "0610", SquadHexside.CLIFF).state();
    Verdict water = RULES.check(s, order("at", enter("0509")));
    assertEquals(SquadRule.TERRAIN_HEX.ref(), water.violations().get(0).rule());
    Verdict cliff = RULES.check(s, order("at", enter("0610")));
    assertEquals(SquadRule.TERRAIN_HEXSIDE.ref(), cliff.violations().get(0).rule());
    assertEquals("a cliff hexside cannot be crossed by foot movement",
        cliff.violations().get(0).reason());
  }

  @Test
  void aGunFacesAnyWayAsPartOfItsMove() {
    GameState s = new Fixture(10, 12).gun("at", "0510", HexDirection.N, 1).state();
    MoveOutcome out = RULES.apply(s, order("at", enter("0509"), Step.turn(HexDirection.S)));
    assertTrue(out.verdict().legal(), out.verdict().toString());
    assertEquals(mp("1"), out.verdict().spent());
    Unit gun = out.state().orElseThrow().unit("at");
    assertEquals(at("0509"), gun.position());
    assertEquals(HexDirection.S, gun.facing().orElseThrow());
    // and as a move of its own, in place, for nothing
    MoveOutcome pivot = RULES.apply(s, order("at", Step.turn(HexDirection.SE)));
    assertTrue(pivot.verdict().legal());
    assertEquals(Mp.ZERO, pivot.verdict().spent());
    assertEquals(HexDirection.SE, pivot.state().orElseThrow().unit("at").facing().orElseThrow());
  }

  @Test
  void aFasterGunPaysTheChart() {
    GameState s = new Fixture(10, 12).gun("how", "0510", HexDirection.N, 2)
        .terrain("0508", SquadTerrain.WOODS).state();
    assertTrue(RULES.check(s, order("how", enter("0509"), enter("0409"))).legal());
    Verdict woods = RULES.check(s, order("how", enter("0509"), enter("0508")));
    assertFalse(woods.legal());
    assertEquals(mp("2"), woods.violations().get(0).needed().orElseThrow());
    assertEquals(mp("1"), woods.violations().get(0).available().orElseThrow());
  }

  @Test
  void aGunTurningInPlaceIsReportedWithItsNewFacing() {
    GameState s = new Fixture(10, 12).gun("at", "0510", HexDirection.N, 2).state();
    Verdict v = RULES.check(s, order("at", enter("0509"), Step.turn(HexDirection.SW)));
    assertTrue(v.legal(), v.toString());
    assertEquals("gun faces SW", v.steps().get(1).note());
    assertEquals(HexDirection.SW, v.steps().get(1).facing());
    assertEquals(mp("1"), v.spent());
  }

  @Test
  void aOnePointGunMovesOneHexEvenWhereEveryHexCostsMoreThanItsPoint() {
    // clear ground at 2 MP for everything on foot: the one-point gun still gets its hex
    GameState s = new Fixture(10, 12).gun("at", "0510", HexDirection.N, 1)
        .gun("how", "0310", HexDirection.N, 3).chart("hex.clear.foot", "2").state();
    Route one = RULES.path(s, MoveQuery.of("at"), at("0509")).orElseThrow();
    assertEquals(mp("1"), one.cost());
    assertEquals(1, one.steps().size());
    assertTrue(RULES.path(s, MoveQuery.of("at"), at("0508")).isEmpty());
    // a three-point gun pays the chart: one hex of 2, and not a second
    Route three = RULES.path(s, MoveQuery.of("how"), at("0309")).orElseThrow();
    assertEquals(mp("2"), three.cost());
    assertTrue(RULES.path(s, MoveQuery.of("how"), at("0308")).isEmpty());
  }

  @Test
  void aOnePointGunMayCloseAssaultItsNeighbourButNeverRangesIntoIt() {
    GameState s = new Fixture(10, 12).gun("at", "0510", HexDirection.N, 1).enemy("e", "0509")
        .state();
    Reach r = RULES.reach(s, MoveQuery.of("at"));
    assertEquals(6, r.size()); // the start and five free neighbours
    assertEquals(-1, r.indexOf(at("0509")));
    Verdict assault = RULES.check(s, order("at", enter("0509").withAction("close-assault")));
    assertTrue(assault.legal(), assault.toString());
    assertEquals(mp("1"), assault.spent());
    assertEquals("one-point gun: one hex, close assault; move ends here",
        assault.steps().get(0).note());
  }
}
