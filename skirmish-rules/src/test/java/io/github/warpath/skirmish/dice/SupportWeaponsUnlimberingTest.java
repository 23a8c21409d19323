package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.skirmish.table.Aboard;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import org.junit.jupiter.api.Test;
import io.github.warpath.rules.Verdict;

/** 10.3.1 Support Weapons Unlimbering. */
class SupportWeaponsUnlimberingTest {
  private static final Unit TOW = Dx.unit("tow", "de", "vehicle", Dx.at(20, 20));
  private static final Unit GUN = Unit.builder().id("pak").side("de").kind("team")
      .position(new Aboard("tow")).putAttributes("weapon", "medium-gun")
      .putAttributes("crew", "4").build();

  @Test
  void aGunUnlimbersUpToOneDieFromAStationaryVehicle() {
    MoveOutcome o = Dx.RULES.apply(Dx.state(Dx.table(), TOW, GUN),
        Dx.order(Dx.q("unlimber", "4", "pak"), Dx.at(30, 20)));
    assertTrue(o.verdict().legal(), o.verdict()::toString);
    assertEquals(Dx.at(24, 20), o.state().orElseThrow().unit("pak").position());
    assertTrue(o.state().orElseThrow().unit("pak").hasFlag("moved"));
  }

  @Test
  void notFromAMovingVehicleUnlessByAssaultDeployment() {
    GameState s = Dx.state(Dx.table(), TOW.withFlag("moved"), GUN);
    assertEquals(DiceRule.UNLIMBERING.ref(), Dx.RULES.check(s, Dx.order(Dx.q("unlimber", "4",
        "pak"), Dx.at(30, 20))).violations().get(0).rule());
    MoveQuery q = MoveQuery.builder().addUnits("pak").mode("unlimber").putOptions("dice", "4")
        .putOptions("assault-deployment", "true").build();
    assertTrue(Dx.RULES.check(s, Dx.order(q, Dx.at(30, 20))).legal());
  }

  @Test
  void anUnlimberingGunNeitherFiresNorGoesTactical() {
    MoveQuery q = MoveQuery.builder().addUnits("pak").mode("unlimber").putOptions("dice", "4")
        .putOptions("tactical", "true").build();
    assertEquals(DiceRule.UNLIMBERING.ref(), Dx.RULES.check(Dx.state(Dx.table(), TOW, GUN),
        Dx.order(q, Dx.at(30, 20))).violations().get(0).rule());
  }

  @Test
  void anUnlimberingGunKeepsToOpenGround() {
    GameState s = Dx.state(Dx.table(Feature.rectangle("r", "rough", 23, 0, 25, 48)), TOW, GUN);
    assertEquals(DiceRule.LIMITED_WEAPONS.ref(), Dx.RULES.check(s, Dx.order(Dx.q("unlimber",
        "6", "pak"), Dx.at(30, 20))).violations().get(0).rule());
  }

  @Test
  void aCautiousVehicleIsStillMovingForAnUnlimberingGun() {
    GameState s = Dx.state(Dx.table(), TOW.withFlag("moved").withFlag("moved-cautiously"), GUN);
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("unlimber", "4", "pak"), Dx.at(30, 20)));
    assertEquals(DiceRule.UNLIMBERING.ref(), v.violations().get(0).rule());
    assertEquals("a support weapon unlimbers only from a stationary vehicle (or by an Assault"
        + " Deployment)", v.violations().get(0).reason());
  }

  @Test
  void aGunAboardCountsThreeCrewUnlessTold() {
    Unit bare = Unit.builder().id("pak").side("de").kind("team").position(new Aboard("tow"))
        .putAttributes("weapon", "light-gun").build();
    MoveOutcome o = Dx.RULES.apply(Dx.state(Dx.table(), TOW, bare),
        Dx.order(Dx.q("unlimber", "4", "pak"), Dx.at(30, 20)));
    assertTrue(o.verdict().legal(), o.verdict()::toString);
    Dx.assertEnds(o.verdict(), 24, 20);
  }

  @Test
  void anUnlimberingWeaponCrossesNoObstacle() {
    Unit mmg = Unit.builder().id("mg").side("de").kind("team").position(new Aboard("tow"))
        .putAttributes("weapon", "mmg").putAttributes("crew", "3").build();
    GameState s = Dx.state(Dx.table(Feature.line("hedge", "minor-obstacle", 0, 22, 0, 22, 48)),
        TOW, mmg);
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("unlimber", "6", "mg"), Dx.at(25, 20)));
    assertEquals(DiceRule.LIMITED_WEAPONS.ref(), v.violations().get(0).rule());
    assertEquals("guns never cross obstacles", v.violations().get(0).reason());
  }
}
