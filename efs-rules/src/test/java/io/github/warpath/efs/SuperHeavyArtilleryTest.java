package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.mp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * EFS super-heavy artillery (green factor): 1 MP per hex along connected main roads and the
 * Motorway in all weather, along minor roads only in dry weather without lingering mud, nowhere
 * else; move and firing modes; retreats.
 */
class SuperHeavyArtilleryTest {

  private static Unit gun(String at, String... flags) {
    return Fx.axis("gun", EfsVocabulary.SUPER_HEAVY_ARTILLERY, MovementClass.GREEN, 4, at,
        flags);
  }

  private static Unit firing(Unit u) {
    return Unit.builder().from(u).putAttributes(EfsVocabulary.MODE, EfsVocabulary.MODE_FIRING)
        .build();
  }

  private static Fx mainRoad() {
    return Fx.clear().terrain(EfsTerrain.WOODS, "0305")
        .line(EfsHexside.MAIN_ROAD, "0105", "0205", "0305", "0405", "0505", "0605")
        .unit(gun("0105"));
  }

  @Test
  void alongAMainRoadOnePointPerHexInAnyWeather() {
    for (EfsWeather w : EfsWeather.values()) {
      GameState s = mainRoad().weather(w).state();
      assertLegal(check(s, "gun", "0205", "0305", "0405", "0505"), 4.0);
      assertIllegal(check(s, "gun", "0205", "0305", "0405", "0505", "0605"),
          EfsRuleHeading.ALLOWANCE,
          5);
    }
  }

  @Test
  void offTheRoadsItCannotMoveAtAll() {
    GameState s = mainRoad().state();
    assertIllegal(check(s, "gun", "0106"), EfsRuleHeading.SUPER_HEAVY, 1);
    assertEquals(5, Fx.reach(s, MoveQuery.of("gun")).size());
  }

  @Test
  void alongMinorRoadsOnlyInDryWeatherWithoutLingeringMud() {
    Fx minor = Fx.clear().line(EfsHexside.MINOR_ROAD, "0105", "0205", "0305").unit(gun("0105"));
    assertLegal(check(minor.state(), "gun", "0205", "0305"), 2.0);
    assertIllegal(check(Fx.clear().line(EfsHexside.MINOR_ROAD, "0105", "0205", "0305")
        .unit(gun("0105")).weather(EfsWeather.DRY, "lingering-mud").state(), "gun", "0205"),
        EfsRuleHeading.SUPER_HEAVY, 1);
    assertIllegal(check(Fx.clear().line(EfsHexside.MINOR_ROAD, "0105", "0205", "0305")
        .unit(gun("0105")).weather(EfsWeather.FROST).state(), "gun", "0205"),
        EfsRuleHeading.SUPER_HEAVY, 1);
  }

  @Test
  void onAMinorRoadWhenMudComesItIsStuck() {
    Fx f = Fx.clear().line(EfsHexside.MINOR_ROAD, "0105", "0205", "0305")
        .region("marsh", "weather-zone", Map.of(), "0105").unit(gun("0105"));
    f.env(io.github.warpath.state.Environment.builder().from(f.env)
        .putRegionWeather("marsh", "mud").build());
    GameState s = f.state();
    // 0205 is dry, but the gun stands in mud on the minor road
    assertIllegal(check(s, "gun", "0205"), EfsRuleHeading.SUPER_HEAVY, 1);
    GameState dryStart = s.withUnit(gun("0205"));
    assertLegal(check(dryStart, "gun", "0305"), 1.0);
  }

  @Test
  void theMotorwayCarriesItAtOneHexPerPoint() {
    GameState s = Fx.clear().line(EfsHexside.MOTORWAY, "0105", "0205", "0305")
        .unit(gun("0105")).state();
    assertLegal(check(s, "gun", "0205", "0305"), 2.0);
  }

  @Test
  void onItsFiringSideItDoesNotMoveAndItMovesOnlyInTheRegularPhase() {
    GameState s = mainRoad().state();
    GameState fire = s.withUnit(firing(s.unit("gun")));
    assertIllegal(check(fire, "gun", "0205"), EfsRuleHeading.SUPER_HEAVY, 0);
    GameState motorized = mainRoad().phase(EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.AXIS)
        .state();
    assertIllegal(check(motorized, "gun", "0205"), EfsRuleHeading.MOVEMENT_PHASES, 0);
  }

  @Test
  void outOfSupplyItMayNotMoveAtAll() {
    GameState s = Fx.clear().line(EfsHexside.MAIN_ROAD, "0105", "0205")
        .unit(Fx.axis("gun", EfsVocabulary.SUPER_HEAVY_ARTILLERY, MovementClass.GREEN, 2, "0105",
            EfsVocabulary.OUT_OF_SUPPLY)).state();
    Verdict v = check(s, "gun", "0205");
    assertEquals(mp(0), v.allowance());
    assertIllegal(v, EfsRuleHeading.ALLOWANCE, 1);
  }

  private static MoveOrder flip(String action) {
    return MoveOrder.of(MoveQuery.of("gun", EfsVocabulary.MODE_CHANGE),
        List.of(Step.action(action)));
  }

  @Test
  void itChangesModeOnlyInTheEngineeringPhaseAndFiresOnlyIfItDidNotMove() {
    GameState eng = mainRoad().phase(EfsPhase.ENGINEERING, EfsVocabulary.AXIS).state();
    MoveOutcome out = Fx.RULES.apply(eng, flip(EfsVocabulary.TO_FIRING));
    assertTrue(out.verdict().legal(), out.verdict().toString());
    assertEquals(EfsVocabulary.MODE_FIRING, out.state().orElseThrow().unit("gun")
        .attribute(EfsVocabulary.MODE, ""));
    assertIllegal(Fx.RULES.check(eng, flip(EfsVocabulary.TO_MOVE)),
        EfsRuleHeading.SUPER_HEAVY_MODE, 1);
    GameState moved = eng.withUnit(eng.unit("gun").withFlag(EfsVocabulary.MOVED));
    assertTrue(assertIllegal(Fx.RULES.check(moved, flip(EfsVocabulary.TO_FIRING)),
        EfsRuleHeading.SUPER_HEAVY_MODE, 1).reason().contains("did not move"));
    GameState regular = mainRoad().state();
    assertIllegal(Fx.RULES.check(regular, flip(EfsVocabulary.TO_FIRING)),
        EfsRuleHeading.SUPER_HEAVY_MODE, 1);
    GameState fired = eng.withUnit(firing(eng.unit("gun")));
    assertTrue(Fx.RULES.check(fired, flip(EfsVocabulary.TO_MOVE)).legal());
    GameState infantry = Fx.clear().unit(Fx.infantry("gun", "0101"))
        .phase(EfsPhase.ENGINEERING, EfsVocabulary.AXIS).state();
    assertIllegal(Fx.RULES.check(infantry, flip(EfsVocabulary.TO_FIRING)),
        EfsRuleHeading.SUPER_HEAVY_MODE, 0);
  }

  @Test
  void aMovedGunIsMarkedSoItCannotTurnToFiringThisTurn() {
    GameState s = mainRoad().state();
    GameState after = Fx.RULES.apply(s, Fx.order("gun", "0205")).state().orElseThrow();
    assertTrue(after.unit("gun").hasFlag(EfsVocabulary.MOVED));
    GameState eng = EfsTurn.enterPhase(after, EfsPhase.ENGINEERING, EfsVocabulary.AXIS);
    assertIllegal(Fx.RULES.check(eng, flip(EfsVocabulary.TO_FIRING)),
        EfsRuleHeading.SUPER_HEAVY_MODE,
        1);
  }

  @Test
  void itRetreatsOnlyOnItsMobileSideAndAlongRoads() {
    MoveQuery retreat = MoveQuery.builder().addUnits("gun").mode(EfsVocabulary.RETREAT)
        .putOptions(EfsVocabulary.OPTION_HEXES, "2").build();
    GameState s = mainRoad().phase(EfsPhase.COMBAT, EfsVocabulary.SOVIET).state();
    assertLegal(check(s, retreat, "0205", "0305"), 2.0);
    assertIllegal(check(s, retreat, "0106"), EfsRuleHeading.SUPER_HEAVY_RETREAT, 1);
    GameState fire = s.withUnit(firing(s.unit("gun")));
    assertTrue(assertIllegal(check(fire, retreat, "0205"), EfsRuleHeading.SUPER_HEAVY_RETREAT, 0)
        .reason().contains("destroyed"));
    Fx minor = Fx.clear().line(EfsHexside.MINOR_ROAD, "0105", "0205", "0305").unit(gun("0105"))
        .phase(EfsPhase.COMBAT, EfsVocabulary.SOVIET);
    assertLegal(check(minor.state(), retreat, "0205", "0305"), 2.0);
    assertIllegal(check(minor.weather(EfsWeather.DRY, "lingering-mud").state(), retreat,
        "0205"), EfsRuleHeading.SUPER_HEAVY_RETREAT, 1);
  }

  @Test
  void aModeChangeTurnsTheGunToTheOtherSideOnly() {
    GameState eng = mainRoad().phase(EfsPhase.ENGINEERING, EfsVocabulary.AXIS).state();
    assertEquals("the unit is already in that mode", assertIllegal(Fx.RULES.check(eng,
        flip(EfsVocabulary.TO_MOVE)), EfsRuleHeading.SUPER_HEAVY_MODE, 1).reason());
    GameState fired = eng.withUnit(firing(eng.unit("gun")));
    assertEquals("the unit is already in that mode", assertIllegal(Fx.RULES.check(fired,
        flip(EfsVocabulary.TO_FIRING)), EfsRuleHeading.SUPER_HEAVY_MODE, 1).reason());
    Verdict toFiring = Fx.RULES.check(eng, flip(EfsVocabulary.TO_FIRING));
    assertEquals("to firing side; move ends here", toFiring.steps().get(0).note());
    Verdict toMove = Fx.RULES.check(fired, flip(EfsVocabulary.TO_MOVE));
    assertEquals("to mobile side; move ends here", toMove.steps().get(0).note());
    assertEquals(EfsVocabulary.MODE_MOVE, Fx.RULES.apply(fired, flip(EfsVocabulary.TO_MOVE))
        .state().orElseThrow().unit("gun").attribute(EfsVocabulary.MODE, ""));
  }

  @Test
  void onlyTheActiveSideTurnsItsGuns() {
    GameState s = Fx.clear().line(EfsHexside.MAIN_ROAD, "0105", "0205")
        .unit(Fx.soviet("gun", EfsVocabulary.SUPER_HEAVY_ARTILLERY, MovementClass.GREEN, 4,
            "0105")).phase(EfsPhase.ENGINEERING, EfsVocabulary.AXIS).state();
    assertEquals("only the active side (axis) acts in its own phases", assertIllegal(
        Fx.RULES.check(s, flip(EfsVocabulary.TO_FIRING)), EfsRuleHeading.MOVEMENT_PHASES,
            0).reason());
    GameState own = Fx.clear().line(EfsHexside.MAIN_ROAD, "0105", "0205")
        .unit(Fx.soviet("gun", EfsVocabulary.SUPER_HEAVY_ARTILLERY, MovementClass.GREEN, 4,
            "0105")).phase(EfsPhase.ENGINEERING, EfsVocabulary.SOVIET).state();
    assertTrue(Fx.RULES.check(own, flip(EfsVocabulary.TO_FIRING)).legal());
  }

  @Test
  void modeChangeActionsAreStepsInPlaceAndOnlyThatModeTakesThem() {
    GameState eng = mainRoad().phase(EfsPhase.ENGINEERING, EfsVocabulary.AXIS).state();
    MoveOrder away = MoveOrder.of(MoveQuery.of("gun", EfsVocabulary.MODE_CHANGE),
        List.of(Step.enter(Fx.hex("0205")).withAction(EfsVocabulary.TO_FIRING)));
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> Fx.RULES.check(eng, away));
    assertEquals("steps[0].action", e.field());
    assertEquals("steps[0].action: a mode change happens in place", e.getMessage());
    MoveOrder unknown = MoveOrder.of(MoveQuery.of("gun", EfsVocabulary.MODE_CHANGE),
        List.of(Step.action("dig-in")));
    assertEquals("steps[0].action: unknown action 'dig-in' in mode mode-change; known:"
        + " mode:firing, mode:move", assertThrows(InvalidInputException.class,
            () -> Fx.RULES.check(eng, unknown)).getMessage());
    MoveOrder retreating = MoveOrder.of(MoveQuery.of("gun", EfsVocabulary.RETREAT),
        List.of(Step.action(EfsVocabulary.TO_FIRING)));
    assertEquals("steps[0].action: unknown action 'mode:firing' in mode retreat; this mode takes"
        + " no actions", assertThrows(InvalidInputException.class,
            () -> Fx.RULES.check(eng, retreating)).getMessage());
  }

  @Test
  void alongTheRoadItStillPaysAFortifiedLine() {
    GameState s = mainRoad().side("0205", "0305", EfsHexside.SOVIET_FORTIFIED_LINE).state();
    // 1 per hex, +1 for the line between 0205 and 0305
    assertLegal(check(s, "gun", "0205", "0305"), 3.0);
    assertLegal(check(s, "gun", "0205", "0305", "0405"), 4.0);
    assertIllegal(check(s, "gun", "0205", "0305", "0405", "0505"), EfsRuleHeading.ALLOWANCE, 4);
  }
}
