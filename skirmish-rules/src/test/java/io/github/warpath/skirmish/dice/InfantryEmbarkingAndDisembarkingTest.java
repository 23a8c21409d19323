package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Aboard;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import org.junit.jupiter.api.Test;
import io.github.warpath.InvalidInputException;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** 10.1.5 Infantry Embarking and Disembarking. */
class InfantryEmbarkingAndDisembarkingTest {
  private static final Unit TRUCK = Dx.unit("lorry", "uk", "vehicle", Dx.at(20, 20));

  @Test
  void aUnitBesideTheVehicleEmbarksAndHoldsItStill() {
    // Truck base 3" (radius 1.5): a team at x = 17 has a 1" gap.
    GameState s = Dx.state(Dx.table(), TRUCK, Dx.team("t", "uk", 17, 20));
    MoveOutcome o = Dx.RULES.apply(s, Dx.order(Dx.q("embark", null, "t"), new Aboard("lorry")));
    assertTrue(o.verdict().legal(), o.verdict()::toString);
    assertEquals(new Aboard("lorry"), o.state().orElseThrow().unit("t").position());
    assertTrue(o.state().orElseThrow().unit("lorry").hasFlag("embarking"));
  }

  @Test
  void aUnitFartherAwayOrAMovedVehicleCannot() {
    GameState far = Dx.state(Dx.table(), TRUCK, Dx.team("t", "uk", 16.9, 20));
    assertEquals(DiceRule.EMBARKING.ref(), Dx.RULES.check(far, Dx.order(Dx.q("embark", null,
        "t"), new Aboard("lorry"))).violations().get(0).rule());
    GameState moved = Dx.state(Dx.table(), TRUCK.withFlag("moved"), Dx.team("t", "uk", 17, 20));
    assertEquals(DiceRule.EMBARKING.ref(), Dx.RULES.check(moved, Dx.order(Dx.q("embark", null,
        "t"), new Aboard("lorry"))).violations().get(0).rule());
  }

  @Test
  void disembarkingMovesUpToOneDieFromTheVehiclesCentreIgnoringTerrain() {
    GameState s = Dx.state(Dx.table(Feature.rectangle("mud", "heavy-going", 0, 0, 48, 48),
        Feature.line("hedge", "medium-obstacle", 0, 22, 0, 22, 48)), TRUCK,
        Dx.unit("t", "uk", "team", new Aboard("lorry")));
    MoveQuery q = MoveQuery.builder().addUnits("t").mode("disembark").putOptions("dice", "5")
        .putOptions("tactical", "true").build();
    MoveOutcome o = Dx.RULES.apply(s, Dx.order(q, Dx.at(30, 20, 20, 30)));
    assertTrue(o.verdict().legal(), o.verdict()::toString);
    assertEquals(Dx.at(25, 20, 20, 25), o.state().orElseThrow().unit("t").position());
    assertTrue(o.state().orElseThrow().unit("t").hasFlag("tactical"));
  }

  @Test
  void disembarkingNeedsAStillOrCautiousVehicle() {
    Unit moving = TRUCK.withFlag("moved");
    GameState s = Dx.state(Dx.table(), moving, Dx.unit("t", "uk", "team", new Aboard("lorry")));
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("disembark", "3", "t"), Dx.at(25, 20)));
    assertEquals(DiceRule.EMBARKING.ref(), v.violations().get(0).rule());
    GameState cautious = Dx.state(Dx.table(), moving.withFlag("moved-cautiously"),
        Dx.unit("t", "uk", "team", new Aboard("lorry")));
    assertTrue(Dx.RULES.check(cautious, Dx.order(Dx.q("disembark", "3", "t"), Dx.at(25, 20)))
        .legal());
    MoveQuery assault = MoveQuery.builder().addUnits("t").mode("disembark")
        .putOptions("dice", "3").putOptions("assault-deployment", "true").build();
    assertTrue(Dx.RULES.check(s, Dx.order(assault, Dx.at(25, 20))).legal());
  }

  @Test
  void disembarkingFiguresDoNotCrossMajorObstacles() {
    GameState s = Dx.state(Dx.table(Feature.line("wall", "major-obstacle", 0, 23, 0, 23, 48)),
        TRUCK, Dx.unit("t", "uk", "team", new Aboard("lorry")));
    assertEquals(DiceRule.EMBARKING.ref(), Dx.RULES.check(s, Dx.order(Dx.q("disembark", "6",
        "t"), Dx.at(25, 20))).violations().get(0).rule());
  }

  @Test
  void aUnitEmbarksOnlyOnAFriendlyVehicleOnTheTableWithoutHavingActed() {
    GameState enemy = Dx.state(Dx.table(), Dx.unit("lorry", "de", "vehicle", Dx.at(20, 20)),
        Dx.team("t", "uk", 17, 20));
    assertEquals("'lorry' is an enemy vehicle", Dx.RULES.check(enemy, Dx.order(Dx.q("embark",
        null, "t"), new Aboard("lorry"))).violations().get(0).reason());
    GameState gone = Dx.state(Dx.table(), Dx.unit("lorry", "uk", "vehicle",
        io.github.warpath.state.Position.box("lost")), Dx.team("t", "uk", 17, 20));
    assertEquals("'lorry' is not on the table", Dx.RULES.check(gone, Dx.order(Dx.q("embark",
        null, "t"), new Aboard("lorry"))).violations().get(0).reason());
    GameState acted = Dx.state(Dx.table(), TRUCK, Dx.flag(Dx.team("t", "uk", 17, 20), "fired"));
    Verdict v = Dx.RULES.check(acted, Dx.order(Dx.q("embark", null, "t"), new Aboard("lorry")));
    assertEquals("embarking takes the whole phase; 't' has already acted",
        v.violations().get(0).reason());
    GameState far = Dx.state(Dx.table(), TRUCK, Dx.team("t", "uk", 17, 20, 16, 20));
    Verdict twoFigures = Dx.RULES.check(far, Dx.order(Dx.q("embark", null, "t"),
        new Aboard("lorry")));
    assertEquals("a unit embarks only if it starts the phase adjacent to the vehicle: this"
        + " figure is 2\" away", twoFigures.violations().get(0).reason());
    assertEquals("model 2 at (16, 20)", twoFigures.violations().get(0).location().orElseThrow());
  }

  @Test
  void embarkingIsOneStepAboardAVehicle() {
    GameState s = Dx.state(Dx.table(), TRUCK, Dx.team("t", "uk", 17, 20),
        Dx.team("u", "uk", 23, 20));
    assertEquals("steps", assertThrows(InvalidInputException.class, () -> Dx.RULES.check(s,
        Dx.order(Dx.q("embark", null, "t"), Dx.at(18, 20)))).field());
    assertEquals("steps", assertThrows(InvalidInputException.class, () -> Dx.RULES.check(s,
        Dx.order(Dx.q("embark", null, "t"), new Aboard("lorry"), new Aboard("lorry")))).field());
    assertEquals("steps[0].to", assertThrows(InvalidInputException.class, () -> Dx.RULES.check(s,
        Dx.order(Dx.q("embark", null, "t"), new Aboard("u")))).field());
  }

  @Test
  void afterDisembarkingAUnitMayFireAtHalfOrGoTacticalButNotBoth() {
    GameState s = Dx.state(Dx.table(), TRUCK, Dx.unit("t", "uk", "team", new Aboard("lorry")));
    MoveQuery fire = MoveQuery.builder().addUnits("t").mode("disembark").putOptions("dice", "3")
        .putOptions("fire", "true").build();
    MoveOutcome o = Dx.RULES.apply(s, Dx.order(fire, Dx.at(25, 20)));
    assertTrue(o.verdict().legal(), o.verdict()::toString);
    assertTrue(o.state().orElseThrow().unit("t").hasFlag("fired"));
    assertFalse(o.state().orElseThrow().unit("t").hasFlag("tactical"));
    Dx.assertEnds(o.verdict(), 23, 20);
    MoveQuery both = MoveQuery.builder().addUnits("t").mode("disembark").putOptions("dice", "3")
        .putOptions("fire", "true").putOptions("tactical", "true").build();
    assertEquals("after disembarking a unit fires at half or goes Tactical, not both",
        Dx.RULES.check(s, Dx.order(both, Dx.at(25, 20))).violations().get(0).reason());
  }

  @Test
  void onlyAUnitAboardAVehicleDisembarks() {
    GameState s = Dx.state(Dx.table(), TRUCK, Unit.builder().id("t").side("uk").kind("team")
        .position(Dx.at(10, 10).withFacing(0)).putAttributes("weapon", "mmg")
        .putAttributes("crew", "3").build());
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("disembark", "3", "t"), Dx.at(12, 10)
        .withFacing(90)));
    assertEquals(1, v.violations().size(), v::toString);
    assertEquals(DiceRule.EMBARKING.ref(), v.violations().get(0).rule());
    assertEquals("'t' is not aboard a vehicle", v.violations().get(0).reason());
    Verdict u = Dx.RULES.check(s, Dx.order(Dx.q("unlimber", "3", "t"), Dx.at(12, 10)
        .withFacing(90)));
    assertEquals(1, u.violations().size(), u::toString);
    assertEquals(DiceRule.UNLIMBERING.ref(), u.violations().get(0).rule());
  }
}
