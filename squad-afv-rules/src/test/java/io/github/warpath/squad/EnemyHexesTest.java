package io.github.warpath.squad;

import static io.github.warpath.squad.Fixture.RULES;
import static io.github.warpath.squad.Fixture.at;
import static io.github.warpath.squad.Fixture.enter;
import static io.github.warpath.squad.Fixture.mp;
import static io.github.warpath.squad.Fixture.order;
import static io.github.warpath.squad.Fixture.stack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Enemy Hexes: closed to movement; only a close assault enters one, and it ends there. */
class EnemyHexesTest {

  private static GameState squadFacingEnemy() {
    return new Fixture(10, 12).infantry("s", "squad", "0510").infantry("l", "leader", "0510")
        .enemy("e", "0508").state();
  }

  @Test
  void anEnemyHexCannotBeEntered() {
    Verdict v = RULES.check(squadFacingEnemy(), order("s", enter("0509"), enter("0508")));
    assertFalse(v.legal());
    Violation x = v.violations().get(0);
    assertEquals(SquadRule.ENEMY_HEXES.ref(), x.rule());
    assertEquals(2, x.step().getAsInt());
    assertEquals("0508", x.location().orElseThrow());
  }

  @Test
  void aStepIntoAnEnemyHexIsReportedAndTheCheckGoesOnPastIt() {
    // the squad has 4 MP: 0509 (1) + 0508 (1, enemy) + 0507 + 0506 + 0505 (5 MP) is also too far
    Verdict v = RULES.check(squadFacingEnemy(), order("s", enter("0509"), enter("0508"),
        enter("0507"), enter("0506"), enter("0505")));
    assertFalse(v.legal());
    assertEquals(SquadRule.ENEMY_HEXES.ref(), v.violations().get(0).rule());
    assertEquals(2, v.violations().get(0).step().getAsInt());
    Violation later = v.violations().get(v.violations().size() - 1);
    assertEquals(5, later.step().getAsInt());
    assertEquals(mp("1"), later.needed().orElseThrow());
    assertEquals(mp("0"), later.available().orElseThrow());
  }

  @Test
  void anEnemyHexCannotBePassedThrough() {
    GameState s = squadFacingEnemy();
    Reach r = RULES.reach(s, MoveQuery.of("s"));
    assertEquals(-1, r.indexOf(at("0508")));
    // the hex beyond is reached around the enemy: 0509, 0609, 0608, 0507
    assertEquals(mp("4"), r.cost(r.indexOf(at("0507"))));
  }

  @Test
  void aCloseAssaultEntersTheEnemyHexAndEndsTheMove() {
    GameState s = squadFacingEnemy();
    MoveOutcome out = RULES.apply(s, MoveOrder.of(stack("s", "l"), List.of(enter("0509"),
        enter("0508").withAction("close-assault"))));
    assertTrue(out.verdict().legal(), out.verdict().toString());
    assertEquals(mp("2"), out.verdict().spent());
    assertEquals("close assault; move ends here", out.verdict().steps().get(1).note());
    GameState after = out.state().orElseThrow();
    for (String id : List.of("s", "l")) {
      assertEquals(at("0508"), after.unit(id).position());
      assertTrue(after.unit(id).hasFlag("close-assault"));
    }
    assertEquals(at("0508"), after.unit("e").position());
    Verdict further = RULES.check(s, MoveOrder.of(stack("s", "l"), List.of(enter("0509"),
        enter("0508").withAction("close-assault"), enter("0507"))));
    assertFalse(further.legal());
    assertEquals(SquadRule.CLOSE_ASSAULT.ref(), further.violations().get(0).rule());
    assertEquals(3, further.violations().get(0).step().getAsInt());
  }

  @Test
  void aCloseAssaultNeedsAnEnemyHex() {
    Verdict v = RULES.check(squadFacingEnemy(), order("s", enter("0509")
        .withAction("close-assault")));
    assertFalse(v.legal());
    assertEquals(SquadRule.MOVING.ref(), v.violations().get(0).rule());
    assertTrue(v.violations().get(0).reason().contains("enemy-held"));
  }

  @Test
  void aCloseAssaultPaysTheHexAndTheTurnAndNeedsThePoints() {
    GameState s = new Fixture(10, 12).vehicle("t", "afv", "0510", HexDirection.N, 6)
        .terrain("0610", SquadTerrain.WOODS).enemy("e", "0610").state();
    Verdict v = RULES.check(s, order("t", enter("0610").withAction("close-assault")));
    assertTrue(v.legal(), v.toString());
    assertEquals(mp("3"), v.spent()); // woods 3, one hexside free
    GameState slow = new Fixture(10, 12).infantry("s", "squad", "0510").enemy("e", "0507")
        .terrain("0507", SquadTerrain.MARSH).state();
    Verdict late = RULES.check(slow, order("s", enter("0509"), enter("0508"),
        enter("0507").withAction("close-assault")));
    assertFalse(late.legal());
    assertEquals(1, late.violations().size(), late.toString());
    assertEquals(SquadRule.MOVING_POINTS.ref(), late.violations().get(0).rule());
    assertEquals(mp("3"), late.violations().get(0).needed().orElseThrow());
  }

  @Test
  void friendlyUnitsInTheAssaultedHexCountForStackingEnemiesDoNot() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510")
        .enemy("e1", "0509").enemy("e2", "0509").enemy("e3", "0509").enemy("e4", "0509")
        .state();
    MoveOutcome out = RULES.apply(s, order("s", enter("0509").withAction("close-assault")));
    assertTrue(out.verdict().legal());
    assertTrue(out.verdict().warnings().isEmpty());
    assertEquals(5, out.state().orElseThrow().unitsAt(at("0509")).size());
  }

  @Test
  void onlyAMoveEndingInACloseAssaultMarksTheUnitsForIt() {
    GameState s = squadFacingEnemy();
    MoveOutcome straightIn = RULES.apply(s.withUnit(s.unit("s").withPosition(at("0509"))),
        order("s", enter("0508").withAction("close-assault")));
    assertTrue(straightIn.verdict().legal(), straightIn.verdict().toString());
    assertTrue(straightIn.state().orElseThrow().unit("s").hasFlag("close-assault"));
    MoveOutcome plain = RULES.apply(s, order("s", enter("0509"), enter("0609")));
    assertTrue(plain.verdict().legal(), plain.verdict().toString());
    assertFalse(plain.state().orElseThrow().unit("s").hasFlag("close-assault"));
    assertTrue(plain.state().orElseThrow().unit("s").hasFlag("moved"));
  }
}
