package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TableAlternative;
import io.github.warpath.skirmish.table.TableAlternatives;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.List;
import org.junit.jupiter.api.Test;

/** 10.1.1 Rates of Movement (and the indicated point of 10.1). */
class RatesOfMovementTest {
  private static final GameState OPEN = Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10));

  @Test
  void aNormalMoveGoesTheTotalOfTwoDice() {
    Verdict v = Dx.RULES.check(OPEN, Dx.order(Dx.q("normal", "3,5", "t"), Dx.at(30, 10)));
    assertTrue(v.legal(), v::toString);
    assertEquals(Dx.at(18, 10), v.end().orElseThrow());
    assertEquals(Mp.of(8), v.spent());
    assertEquals(Mp.of(8), v.allowance());
  }

  @Test
  void aMoveThroughAnEnemyComesNearestItsDestinationAtExactlyTheRollOnTheStraightLine() {
    // units pass through friends only, so an order through an enemy is illegal; with 3 and 5
    // rolled the team may end anywhere within 8" of its start on open ground, and of that disc
    // the point nearest the destination, some 30" away, is 8" along the straight line to it
    TablePoint start = TablePoint.of(10, 10);
    for (TablePoint to : List.of(TablePoint.of(40, 10), TablePoint.of(28, 34),
        TablePoint.of(34.3, 27.5))) {
      TablePoint enemy = start.toward(to, 20);
      GameState s = Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10),
          Dx.team("e", "de", enemy.x(), enemy.y()));
      MoveOrder order = Dx.order(Dx.q("normal", "3,5", "t"), Dx.at(to.x(), to.y()));
      TableAlternatives alts = Dx.RULES.alternatives(s, order);
      assertEquals("units pass through friends only; 'e' is an enemy",
          alts.verdict().violations().get(0).reason());
      TableAlternative near = alts.nearest().orElseThrow();
      TablePoint exact = start.toward(to, 8);
      assertEquals(0, near.end().distanceTo(exact), Table.TOLERANCE, near::toString);
      assertEquals(start.distanceTo(to) - 8, near.distance(), Table.TOLERANCE, near::toString);
      Verdict v = Dx.RULES.check(s, near.order());
      assertTrue(v.legal(), v::toString);
      assertEquals(Mp.of(8), v.spent());
      assertEquals(Mp.of(8), near.cost());
    }
  }

  @Test
  void theFarthestStopAlongARouteBeyondTheRollIsWhereTheRollRunsOut() {
    // an order to a point beyond the roll is legal but halts where the roll runs out, so along a
    // route that runs into an enemy 20" away the farthest stop is 8" out (3 and 5 rolled), not
    // just short of the enemy
    TablePoint start = TablePoint.of(10, 10);
    TablePoint to = TablePoint.of(40, 10);
    GameState s = Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10), Dx.team("e", "de", 30, 10));
    MoveOrder order = Dx.order(Dx.q("normal", "3,5", "t"), Dx.at(to.x(), to.y()));
    TableAlternative far = Dx.RULES.alternatives(s, order).farthest().orElseThrow();
    assertEquals(0, far.end().distanceTo(start.toward(to, 8)), 0.01, far::toString);
    Verdict v = Dx.RULES.check(s, far.order());
    assertTrue(v.legal(), v::toString);
    assertEquals(0, far.end().distanceTo(((TablePosition) v.end().orElseThrow()).model(0)),
        Table.TOLERANCE, v::toString);
  }

  @Test
  void theFarthestStopNeverLiesBeyondTheRoll() {
    // the checker takes an order whose unit halts within the table's tolerance of its last
    // point as ending there, so a cut up to that tolerance beyond the roll passes; the stop
    // offered is never beyond the roll, and no more than that tolerance short of it
    TablePoint start = TablePoint.of(10, 10);
    GameState s = Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10), Dx.team("e", "de", 30, 10));
    for (String faces : List.of("3,5", "1,2", "6,6", "4,1")) {
      double roll = Integer.parseInt(faces.substring(0, 1))
          + Integer.parseInt(faces.substring(2));
      for (MoveOrder order : List.of(Dx.order(Dx.q("normal", faces, "t"), Dx.at(40, 10)),
          Dx.order(Dx.q("normal", faces, "t"), Dx.at(12, 14), Dx.at(30, 10),
              Dx.at(40, 10)))) {
        TableAlternative far = Dx.RULES.alternatives(s, order).farthest().orElseThrow();
        double walked = 0;
        for (int i = 1; i < far.points().size(); i++) {
          walked += far.points().get(i - 1).distanceTo(far.points().get(i));
        }
        assertEquals(start, far.points().get(0));
        assertTrue(walked <= roll + 1e-9, () -> far + " lies beyond the roll of " + roll);
        assertEquals(roll, walked, Table.TOLERANCE, far::toString);
        Verdict v = Dx.RULES.check(s, far.order());
        assertTrue(v.legal(), v::toString);
        assertEquals(0, far.end().distanceTo(((TablePosition) v.end().orElseThrow()).model(0)),
            1e-9, v::toString);
      }
    }
  }

  @Test
  void theUnitHaltsAtTheIndicatedPoint() {
    Verdict v = Dx.RULES.check(OPEN, Dx.order(Dx.q("normal", "6,6", "t"), Dx.at(15, 10)));
    assertEquals(Dx.at(15, 10), v.end().orElseThrow());
    assertEquals(Mp.of(5), v.spent());
  }

  @Test
  void aTacticalMoveRollsOneDieAndPlacesTheMarker() {
    MoveOutcome o = Dx.RULES.apply(OPEN, Dx.order(Dx.q("tactical", "4", "t"), Dx.at(30, 10)));
    assertEquals(Dx.at(14, 10), o.verdict().end().orElseThrow());
    assertTrue(o.state().orElseThrow().unit("t").hasFlag("tactical"));
  }

  @Test
  void atTheDoubleRollsThreeDiceAndAddsShockToEveryTeam() {
    GameState s = Dx.state(Dx.table(), Dx.with(Dx.team("a", "uk", 10, 10), "section", "s1"),
        Dx.with(Dx.team("b", "uk", 10, 14), "section", "s1"));
    MoveOutcome o = Dx.RULES.apply(s, Dx.order(Dx.q("double", "2,4,6", "a", "b"),
        Dx.at(40, 10, 40, 14)));
    assertEquals(Mp.of(12), o.verdict().allowance());
    assertEquals(Dx.at(22, 10), o.state().orElseThrow().unit("a").position());
    assertEquals(Dx.at(22, 14), o.state().orElseThrow().unit("b").position());
    assertEquals("1", o.state().orElseThrow().unit("a").attribute("shock", "0"));
    assertEquals("1", o.state().orElseThrow().unit("b").attribute("shock", "0"));
  }

  @Test
  void moveAndFireRollsOneDieAndMarksTheFire() {
    MoveOutcome o = Dx.RULES.apply(OPEN, Dx.order(Dx.q("move-and-fire", "5", "t"),
        Dx.at(30, 10)));
    assertEquals(Dx.at(15, 10), o.state().orElseThrow().unit("t").position());
    assertTrue(o.state().orElseThrow().unit("t").hasFlag("fired"));
  }

  @Test
  void aSectionRollsOnceAndEveryTeamMovesThatFar() {
    GameState s = Dx.state(Dx.table(), Dx.with(Dx.team("a", "uk", 10, 10, 11, 10), "section",
        "s1"), Dx.with(Dx.team("b", "uk", 10, 20), "section", "s1"));
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "1,2", "a", "b"),
        Dx.at(10, 0.6, 30, 10, 10, 30)));
    assertTrue(v.legal(), v::toString);
    assertEquals(Dx.at(10, 7, 14, 10, 10, 23), v.steps().get(0).position());
  }

  @Test
  void theEndOfASectionsMoveGivesEveryTeamsOwnEnd() {
    GameState s = Dx.state(Dx.table(), Dx.with(Dx.team("a", "uk", 10, 10, 11, 10), "section",
        "s1"), Dx.with(Dx.team("b", "uk", 10, 20), "section", "s1"));
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "1,2", "a", "b"),
        Dx.at(10, 0.6, 30, 10, 10, 30)));
    assertTrue(v.legal(), v::toString);
    assertEquals(List.of("a", "b"), List.copyOf(v.ends().keySet()));
    assertEquals(Dx.at(10, 7, 14, 10), v.ends().get("a"));
    assertEquals(Dx.at(10, 23), v.ends().get("b"));
    assertEquals(v.ends().get("a"), v.end().orElseThrow());
  }

  @Test
  void teamsOfTwoSectionsDoNotShareARoll() {
    GameState s = Dx.state(Dx.table(), Dx.with(Dx.team("a", "uk", 10, 10), "section", "s1"),
        Dx.with(Dx.team("b", "uk", 10, 20), "section", "s2"));
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,3", "a", "b"),
        Dx.at(20, 10, 20, 20)));
    assertEquals(DiceRule.RATES.ref(), v.violations().get(0).rule());
  }

  @Test
  void unitsPassThroughFriendsButNeverThroughAVehicle() {
    Unit friend = Dx.team("f", "uk", 14, 10);
    assertTrue(Dx.RULES.check(Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10), friend),
        Dx.order(Dx.q("normal", "6,6", "t"), Dx.at(18, 10))).legal());
    Unit truck = Dx.unit("v", "uk", "vehicle", Dx.at(14, 10));
    Verdict v = Dx.RULES.check(Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10), truck),
        Dx.order(Dx.q("normal", "6,6", "t"), Dx.at(19, 10)));
    assertEquals(DiceRule.RATES.ref(), v.violations().get(0).rule());
    assertTrue(v.violations().get(0).reason().contains("vehicle"));
    Verdict enemy = Dx.RULES.check(Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10),
        Dx.team("e", "de", 14, 10)), Dx.order(Dx.q("normal", "6,6", "t"), Dx.at(18, 10)));
    assertFalse(enemy.legal());
  }

  @Test
  void theDiceAreExplicitAndCounted() {
    InvalidInputException none = assertThrows(InvalidInputException.class,
        () -> Dx.RULES.check(OPEN, Dx.order(Dx.q("normal", null, "t"), Dx.at(20, 10))));
    assertEquals("options.dice", none.field());
    InvalidInputException three = assertThrows(InvalidInputException.class,
        () -> Dx.RULES.check(OPEN, Dx.order(Dx.q("normal", "1,2,3", "t"), Dx.at(20, 10))));
    assertTrue(three.getMessage().contains("2 dice"));
    assertThrows(InvalidInputException.class, () -> Dice.of(7));
  }

  @Test
  void aNormalMoveInTheOpenReachesNineInchesTenTimesInThirtySix() {
    Fraction p = Dx.RULES.probabilityToReach(OPEN, Dx.q("normal", null, "t"), 0,
        io.github.warpath.skirmish.table.TablePoint.of(19, 10));
    assertEquals(Fraction.of(10, 36), p);
    assertEquals("5/18", p.toString());
    int hits = 0;
    for (Dice d : Dice.all(2)) {
      Verdict v = Dx.RULES.check(OPEN, Dx.order(Dx.q("normal", d.values().get(0) + ","
          + d.values().get(1), "t"), Dx.at(19, 10)));
      hits += v.end().orElseThrow().equals(Dx.at(19, 10)) ? 1 : 0;
    }
    assertEquals(10, hits);
  }

  @Test
  void anEnemyBesideTheRouteIsNoObstacle() {
    GameState s = Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10), Dx.team("e", "de", 15, 12),
        Dx.unit("v", "de", "armoured-vehicle", Dx.at(30, 30)));
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,3", "t"), Dx.at(16, 10)));
    assertTrue(v.legal(), v::toString);
    Dx.assertEnds(v, 16, 10);
  }

  @Test
  void aVehicleInTheWayIsReportedAtTheLegThatMeetsIt() {
    GameState s = Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10),
        Dx.unit("v", "uk", "vehicle", Dx.at(14, 14)));
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "6,6", "t"), Dx.at(14, 10),
        Dx.at(14, 18)));
    assertEquals(DiceRule.RATES.ref(), v.violations().get(0).rule());
    assertEquals("no unit passes through a vehicle ('v')", v.violations().get(0).reason());
    assertEquals(2, v.violations().get(0).step().getAsInt());
    assertEquals("model 1 at (14, 18)", v.violations().get(0).location().orElseThrow());
    Verdict enemy = Dx.RULES.check(Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10),
        Dx.team("e", "de", 14, 10)), Dx.order(Dx.q("normal", "6,6", "t"), Dx.at(18, 10)));
    assertEquals("units pass through friends only; 'e' is an enemy",
        enemy.violations().get(0).reason());
  }

  @Test
  void theShortestRouteGoesThroughFriendsButRoundEnemiesAndVehicles() {
    // a team on a 1" base goes 10" east; another 1" base stands half way. A friend is passed
    // through; an enemy's base is gone round at a distance of both radii (1"): two tangents of
    // sqrt(24)" and an arc, about 10.2" in all; a vehicle's 3" base takes a wider way round,
    // about 10.8"
    Unit t = Dx.team("t", "uk", 10, 10);
    TablePoint to = TablePoint.of(20, 10);
    double friend = Dx.RULES.route(Dx.state(Dx.table(), t, Dx.team("f", "uk", 15, 10)),
        Dx.q("normal", "6,6", "t"), 0, to).orElseThrow().length();
    assertEquals(10, friend, 1e-6);
    double enemy = Dx.RULES.route(Dx.state(Dx.table(), t, Dx.team("e", "de", 15, 10)),
        Dx.q("normal", "6,6", "t"), 0, to).orElseThrow().length();
    double round = 2 * Math.sqrt(24) + (Math.PI - 2 * Math.acos(0.2));
    assertEquals(round, enemy, 0.05);
    double vehicle = Dx.RULES.route(Dx.state(Dx.table(), t, Dx.unit("v", "uk", "vehicle",
        Dx.at(15, 10))), Dx.q("normal", "6,6", "t"), 0, to).orElseThrow().length();
    double wide = 2 * Math.sqrt(21) + 2 * (Math.PI - 2 * Math.acos(0.4));
    assertEquals(wide, vehicle, 0.1);
  }
}
