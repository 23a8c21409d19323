package io.github.warpath.skirmish.fixed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TableRoute;
import io.github.warpath.state.GameState;
import org.junit.jupiter.api.Test;

/** Interpenetration of Friendly Units. */
class InterpenetrationOfFriendlyUnitsTest {

  private static GameState with(String moverKind, String otherSide, String otherKind) {
    return Fx.state(Fx.table(), Fx.unit("a", "blue", moverKind, 10, 10),
        Fx.unit("b", otherSide, otherKind, 14, 10));
  }

  private static Verdict through(GameState s) {
    // Straight through b at (14, 10) to (19, 10): 9" on a Run (12").
    return Fx.RULES.check(s, Fx.order("a", "run", Fx.at(19, 10)));
  }

  @Test
  void infantryPassThroughFriendlyInfantry() {
    Verdict v = through(with("infantry", "blue", "infantry"));
    assertTrue(v.legal(), v::toString);
  }

  @Test
  void infantryPassThroughFriendlyArtillery() {
    assertTrue(through(with("infantry", "blue", "artillery")).legal());
  }

  @Test
  void infantryDoNotPassThroughEnemies() {
    Verdict v = through(with("infantry", "red", "infantry"));
    assertEquals(FixedRule.INTERPENETRATION.ref(), v.violations().get(0).rule());
    assertEquals(1, v.violations().get(0).step().getAsInt());
  }

  @Test
  void nothingPassesThroughAFriendlyVehicle() {
    Verdict v = through(with("infantry", "blue", "tracked"));
    assertEquals(FixedRule.INTERPENETRATION.ref(), v.violations().get(0).rule());
    assertTrue(v.violations().get(0).reason().contains("vehicle"));
  }

  @Test
  void vehiclesDoNotPassThroughFriendlyInfantry() {
    Verdict v = Fx.RULES.check(Fx.state(Fx.table(), Fx.unit("a", "blue", "wheeled", 10, 10),
        Fx.unit("b", "blue", "infantry", 16, 10)), Fx.order("a", "advance", Fx.at(22, 10)));
    assertEquals(FixedRule.INTERPENETRATION.ref(), v.violations().get(0).rule());
  }

  @Test
  void artilleryDoesNotPassThroughFriends() {
    assertEquals(FixedRule.INTERPENETRATION.ref(), Fx.RULES.check(with("artillery", "blue",
        "infantry"), Fx.order("a", "advance", Fx.at(16, 10))).violations().get(0).rule());
  }

  @Test
  void aVehicleGoesRoundFriendsAndTheRouteQueryFindsTheWay() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "tracked", 10, 10),
        Fx.unit("b", "blue", "infantry", 16, 10));
    // The tank (3" base) keeps 2" from b's centre; the target keeps the spacing rule.
    TableRoute r = Fx.RULES.route(s, MoveQuery.of("a", "run"), 0, TablePoint.of(21, 10))
        .orElseThrow();
    assertTrue(r.length() > 11.0 && r.length() < 12.0, r::toString);
    assertTrue(r.points().size() > 2, "it bends round b");
    Verdict v = Fx.RULES.check(s, Fx.order(MoveQuery.of("a", "run"), r));
    assertTrue(v.legal(), v::toString);
  }

  @Test
  void theReasonSaysWhoMayNotPassWhom() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10),
        Fx.unit("w", "blue", "wheeled", 10, 20), Fx.unit("g", "blue", "artillery", 13, 10),
        Fx.unit("x", "red", "infantry", 10, 13), Fx.unit("v", "red", "tracked", 20, 20));
    assertEquals("no unit moves through a vehicle: 'w' is friendly wheeled",
        Fx.RULES.check(s, Fx.order("a", "run", Fx.at(10, 24))).violations().get(0).reason());
    assertEquals("infantry pass only through friendly infantry and artillery: 'x' is enemy"
        + " infantry", Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(10, 15.5)))
        .violations().get(0).reason());
    assertEquals("a vehicle goes round other units: it may not move through friendly infantry"
        + " 'a'", Fx.RULES.check(s, Fx.order("w", "advance", Fx.at(10, 6))).violations().get(0)
        .reason());
    assertEquals("a vehicle goes round other units: it may not move through enemy tracked 'v'",
        Fx.RULES.check(s, Fx.order("w", "advance", Fx.at(25, 20))).violations().get(0)
        .reason());
    assertEquals("only infantry move through other units: artillery may not pass 'a'",
        Fx.RULES.check(s, Fx.order("g", "advance", Fx.at(7, 10))).violations().get(0)
        .reason());
  }
}
