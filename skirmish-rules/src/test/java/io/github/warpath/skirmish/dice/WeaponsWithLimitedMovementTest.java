package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import org.junit.jupiter.api.Test;
import io.github.warpath.rules.Verdict;

/** 10.3 Weapons with Limited Movement. */
class WeaponsWithLimitedMovementTest {

  private static Unit weapon(String w, int crew, double facing) {
    return Unit.builder().id("w").side("de").kind("team").position(TablePosition.ofXy(10, 10)
        .withFacing(facing)).putAttributes("weapon", w).putAttributes("crew",
        Integer.toString(crew)).build();
  }

  private static GameState open(Unit u) {
    return Dx.state(Dx.table(), u);
  }

  @Test
  void aTripodWeaponThatFiredDoesNotMove() {
    assertEquals(DiceRule.LIMITED_WEAPONS.ref(), Dx.RULES.check(open(weapon("mmg", 3, 0)
        .withFlag("fired")), Dx.order(Dx.q("normal", "3,3", "w"), Dx.at(15, 10)))
        .violations().get(0).rule());
    assertEquals(DiceRule.LIMITED_WEAPONS.ref(), Dx.RULES.check(open(weapon("tripod-mg", 3, 0)),
        Dx.order(Dx.q("move-and-fire", "3", "w"), Dx.at(15, 10))).violations().get(0).rule());
    MoveOutcome o = Dx.RULES.apply(open(weapon("mmg", 3, 0)), Dx.order(Dx.q("normal", "3,3",
        "w"), Dx.at(15, 10)));
    assertTrue(o.state().orElseThrow().unit("w").hasFlag("moved"), "and having moved, it"
        + " cannot fire");
  }

  @Test
  void turningWithinTheArcIsFreeBeyondItTakesANormalMove() {
    assertTrue(Dx.RULES.check(open(weapon("mmg", 3, 0)), Dx.order(Dx.q("face", null, "w"),
        TablePosition.ofXy(10, 10).withFacing(45))).legal());
    assertEquals(DiceRule.LIMITED_WEAPONS.ref(), Dx.RULES.check(open(weapon("mmg", 3, 0)),
        Dx.order(Dx.q("face", null, "w"), TablePosition.ofXy(10, 10).withFacing(50)))
        .violations().get(0).rule());
    MoveOutcome turn = Dx.RULES.apply(open(weapon("mmg", 3, 0)), Dx.order(Dx.q("normal", null,
        "w"), TablePosition.ofXy(10, 10).withFacing(120)));
    assertTrue(turn.verdict().legal(), turn.verdict()::toString);
    assertTrue(turn.state().orElseThrow().unit("w").hasFlag("moved"));
    Unit turntable = Unit.builder().from(weapon("hmg", 3, 0)).putAttributes("turntable",
        "true").build();
    assertTrue(Dx.RULES.check(open(turntable), Dx.order(Dx.q("face", null, "w"),
        TablePosition.ofXy(10, 10).withFacing(270))).legal(), "90 degrees either way");
  }

  @Test
  void machineGunsWithTwoCrewOnlyTurn() {
    assertEquals(DiceRule.LIMITED_WEAPONS.ref(), Dx.RULES.check(open(weapon("hmg", 2, 0)),
        Dx.order(Dx.q("normal", "3,3", "w"), Dx.at(15, 10))).violations().get(0).rule());
    assertTrue(Dx.RULES.check(open(weapon("hmg", 2, 0)), Dx.order(Dx.q("normal", null, "w"),
        TablePosition.ofXy(10, 10).withFacing(180))).legal());
  }

  @Test
  void flamethrowersNeverGoAtTheDouble() {
    assertEquals(DiceRule.LIMITED_WEAPONS.ref(), Dx.RULES.check(open(weapon("flamethrower", 2,
        0)), Dx.order(Dx.q("double", "3,3,3", "w"), Dx.at(15, 10))).violations().get(0).rule());
    assertTrue(Dx.RULES.check(open(weapon("flamethrower", 2, 0)), Dx.order(Dx.q("normal", "3,3",
        "w"), Dx.at(15, 10))).legal());
  }

  @Test
  void gunsRollTwoDiceByWeight() {
    assertEquals(Dx.at(18, 10).withFacing(0), Dx.RULES.check(open(weapon("light-gun", 3, 0)),
        Dx.order(Dx.q("normal", "3,5", "w"), Dx.at(30, 10))).end().orElseThrow());
    assertEquals(Dx.at(15, 10).withFacing(0), Dx.RULES.check(open(weapon("medium-gun", 3, 0)),
        Dx.order(Dx.q("normal", "3,5", "w"), Dx.at(30, 10))).end().orElseThrow());
    assertEquals(Dx.at(13, 10).withFacing(0), Dx.RULES.check(open(weapon("heavy-gun", 3, 0)),
        Dx.order(Dx.q("normal", "3,5", "w"), Dx.at(30, 10))).end().orElseThrow());
    assertEquals(Dx.at(14, 10).withFacing(0), Dx.RULES.check(open(weapon("light-gun", 3, 0)),
        Dx.order(Dx.q("normal", "4,4", "w"), Dx.at(30, 10))).end().orElseThrow(),
        "a double: one die discarded");
    assertEquals(Fraction.of(11, 36), Dx.RULES.probabilityToReach(open(weapon("medium-gun", 3,
        0)), MoveQuery.of("w", "normal"), 0, TablePoint.of(16, 10)), "higher die 6");
  }

  @Test
  void gunsStayInTheOpenNeverTacticalAndStaticGunsNeverMove() {
    GameState broken = Dx.state(Dx.table(Feature.rectangle("b", "broken", 12, 0, 14, 48)),
        weapon("light-gun", 3, 0));
    assertFalse(Dx.RULES.check(broken, Dx.order(Dx.q("normal", "6,6", "w"), Dx.at(20, 10)))
        .legal());
    assertEquals(DiceRule.LIMITED_WEAPONS.ref(), Dx.RULES.check(open(weapon("light-gun", 3, 0)),
        Dx.order(Dx.q("tactical", "3", "w"), Dx.at(12, 10))).violations().get(0).rule());
    assertEquals(DiceRule.LIMITED_WEAPONS.ref(), Dx.RULES.check(open(weapon("static-gun", 6, 0)),
        Dx.order(Dx.q("normal", "3,3", "w"), Dx.at(12, 10))).violations().get(0).rule());
    assertEquals(DiceRule.LIMITED_WEAPONS.ref(), Dx.RULES.check(open(weapon("light-gun", 2,
        0)), Dx.order(Dx.q("normal", null, "w"), TablePosition.ofXy(10, 10).withFacing(90)))
        .violations().get(0).rule(), "two crew: only within the arc");
  }

  @Test
  void theArcIsMeasuredFromTheWayTheWeaponFaces() {
    assertTrue(Dx.RULES.check(open(weapon("mmg", 3, 90)), Dx.order(Dx.q("face", null, "w"),
        TablePosition.ofXy(10, 10).withFacing(130))).legal(), "40 degrees from 90");
    assertTrue(Dx.RULES.check(open(weapon("mmg", 3, 350)), Dx.order(Dx.q("face", null, "w"),
        TablePosition.ofXy(10, 10).withFacing(30))).legal(), "40 degrees across north");
    Verdict wide = Dx.RULES.check(open(weapon("mmg", 3, 90)), Dx.order(Dx.q("face", null, "w"),
        TablePosition.ofXy(10, 10).withFacing(140)));
    assertEquals("'w' turns 50 degrees, beyond its 90-degree arc: that takes a full phase of"
        + " Normal movement (mode normal, no other move)", wide.violations().get(0).reason());
    Unit turntable = Unit.builder().from(weapon("hmg", 3, 0)).putAttributes("turntable",
        "true").build();
    assertEquals("'w' turns 100 degrees, beyond its 180-degree arc: that takes a full phase of"
        + " Normal movement (mode normal, no other move)", Dx.RULES.check(open(turntable),
        Dx.order(Dx.q("face", null, "w"), TablePosition.ofXy(10, 10).withFacing(100)))
        .violations().get(0).reason());
  }

  @Test
  void aGunWithTwoCrewTurnsOnlyWithinItsArcAndNeverMoves() {
    assertEquals("a gun with two crew or fewer turns only within its arc (90 degrees); this turn"
        + " is 90 degrees", Dx.RULES.check(open(weapon("light-gun", 2, 0)), Dx.order(Dx.q(
        "normal", null, "w"), TablePosition.ofXy(10, 10).withFacing(90))).violations().get(0)
        .reason());
    Verdict move = Dx.RULES.check(open(weapon("light-gun", 2, 0)), Dx.order(Dx.q("normal",
        "3,3", "w"), Dx.at(13, 10)));
    assertEquals("'w' (light-gun, 2 crew) may only change its facing, not move",
        move.violations().get(0).reason());
    Unit twoFigures = Unit.builder().id("w").side("de").kind("team").position(
        TablePosition.ofXy(10, 10, 11, 10)).putAttributes("weapon", "medium-gun").build();
    assertEquals(DiceRule.LIMITED_WEAPONS.ref(), Dx.RULES.check(open(twoFigures), Dx.order(
        Dx.q("normal", "3,3", "w"), Dx.at(13, 10, 14, 10))).violations().get(0).rule(),
        "without a crew count, the figures on the table are the crew");
    assertEquals(Fraction.ZERO, Dx.RULES.probabilityToReach(open(twoFigures),
        MoveQuery.of("w", "normal"), 0, TablePoint.of(12, 10)));
  }

  @Test
  void turningBeyondTheArcTakesTheWholeNormalMove() {
    Verdict tactical = Dx.RULES.check(open(weapon("mmg", 3, 0)), Dx.order(Dx.q("tactical",
        "3", "w"), Dx.at(11, 10).withFacing(90)));
    assertEquals(DiceRule.LIMITED_WEAPONS.ref(), tactical.violations().get(0).rule());
    Verdict normalAndMove = Dx.RULES.check(open(weapon("mmg", 3, 0)), Dx.order(Dx.q("normal",
        "3,3", "w"), Dx.at(12, 10).withFacing(90)));
    assertEquals(DiceRule.LIMITED_WEAPONS.ref(), normalAndMove.violations().get(0).rule(),
        "a turn beyond the arc is the whole move, not a move as well");
    MoveOutcome stays = Dx.RULES.apply(open(weapon("mmg", 3, 0).withFlag("tactical")),
        Dx.order(Dx.q("normal", null, "w"), Dx.at(10, 10)));
    assertTrue(stays.verdict().legal(), stays.verdict()::toString);
    assertFalse(stays.state().orElseThrow().unit("w").hasFlag("moved"));
    assertTrue(stays.state().orElseThrow().unit("w").hasFlag("tactical"),
        "a Normal order that neither moves nor turns changes nothing");
  }

  @Test
  void gunsMovingTogetherGoAtThePaceOfTheHeaviest() {
    Unit light = Unit.builder().id("a").side("de").kind("team").position(Dx.at(10, 10))
        .putAttributes("weapon", "light-gun").putAttributes("crew", "3")
        .putAttributes("section", "guns").build();
    Unit heavy = Unit.builder().id("b").side("de").kind("team").position(Dx.at(10, 20))
        .putAttributes("weapon", "heavy-gun").putAttributes("crew", "3")
        .putAttributes("section", "guns").build();
    Unit medium = Unit.builder().from(heavy).id("c").position(Dx.at(10, 30))
        .putAttributes("weapon", "medium-gun").build();
    GameState s = Dx.state(Dx.table(), light, heavy, medium);
    Dx.assertEnds(Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,5", "a", "b", "c"),
        Dx.at(30, 10, 30, 20, 30, 30))), 13, 10, 13, 20, 13, 30);
    Dx.assertEnds(Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,5", "a", "c"),
        Dx.at(30, 10, 30, 30))), 15, 10, 15, 30);
  }

  @Test
  void aWeaponThatMayNotMoveHasNoReachNoRouteAndNoChanceEither() {
    // weapon, crew, flag (or none), mode, dice: each forbids the move under 10.3
    Object[][] limited = {{"mmg", 3, "fired", "normal", "3,3"},
        {"tripod-mg", 3, null, "move-and-fire", "3"}, {"hmg", 2, null, "normal", "3,3"},
        {"flamethrower", 2, null, "double", "3,3,3"}, {"light-gun", 3, null, "tactical", "3"}};
    TablePoint there = TablePoint.of(13, 10);
    for (Object[] c : limited) {
      Unit u = weapon((String) c[0], (Integer) c[1], 0);
      GameState s = open(c[2] == null ? u : u.withFlag((String) c[2]));
      String mode = (String) c[3];
      Verdict v = Dx.RULES.check(s, Dx.order(Dx.q(mode, (String) c[4], "w"), Dx.at(13, 10)));
      assertEquals(DiceRule.LIMITED_WEAPONS.ref(), v.violations().get(0).rule(), v::toString);
      assertEquals(Fraction.ZERO, Dx.RULES.probabilityToReach(s, MoveQuery.of("w", mode), 0,
          there), () -> mode + " " + c[0]);
      assertTrue(Dx.RULES.route(s, Dx.q(mode, (String) c[4], "w"), 0, there).isEmpty());
    }
    // the same mmg with its three crew, not having fired: it moves, and may get there
    GameState free = open(weapon("mmg", 3, 0));
    assertTrue(Dx.RULES.check(free, Dx.order(Dx.q("normal", "3,3", "w"), Dx.at(13, 10)))
        .legal());
    assertTrue(Dx.RULES.probabilityToReach(free, MoveQuery.of("w", "normal"), 0, there)
        .compareTo(Fraction.ZERO) > 0);
    assertFalse(Dx.RULES.route(free, Dx.q("normal", "3,3", "w"), 0, there).isEmpty());
  }

  @Test
  void aHeavierGunCrossesNoObstacle() {
    // a light gun of three crew may move in the open, but a minor hedge is still an obstacle
    GameState s = Dx.state(Dx.table(Feature.line("hedge", "minor-obstacle", 0, 12, 0, 12, 48)),
        weapon("light-gun", 3, 90));
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,3", "w"), Dx.at(14, 10)));
    assertFalse(v.legal(), v::toString);
    assertEquals(DiceRule.LIMITED_WEAPONS.ref(), v.violations().get(0).rule());
    assertEquals("guns never cross obstacles (minor-obstacle 'hedge')",
        v.violations().get(0).reason());
    assertTrue(Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,3", "w"), Dx.at(10, 14))).legal(),
        "along the hedge, in the open");
  }
}
