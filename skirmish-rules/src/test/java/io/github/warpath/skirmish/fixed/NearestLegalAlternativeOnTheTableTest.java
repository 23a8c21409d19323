package io.github.warpath.skirmish.fixed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TableAlternative;
import io.github.warpath.skirmish.table.TableAlternative.Kind;
import io.github.warpath.skirmish.table.TableAlternatives;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The alternatives to an illegal order on a miniatures-fixed table: the farthest legal stop
 * along the ordered route and the reachable point nearest the destination.
 */
class NearestLegalAlternativeOnTheTableTest {

  @Test
  void anAdvanceTooLongStopsAtItsRateAlongTheRouteAndNoNearer() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10));
    MoveOrder order = Fx.order("a", "advance", Fx.at(14, 10), Fx.at(20, 10));
    TableAlternatives alts = Fx.RULES.alternatives(s, order);
    assertFalse(alts.verdict().legal());
    assertEquals(TablePoint.of(20, 10), alts.destination().orElseThrow());

    TableAlternative far = alts.farthest().orElseThrow();
    assertEquals(Kind.FARTHEST_ALONG_ROUTE, far.kind());
    // 4" of the first step, then 2" of the 6" second step: the 6" advance ends at (16, 10),
    // found to within the spacing of the samples halved eight times and the checker's tolerance
    assertEquals(16, far.end().x(), 0.01);
    assertEquals(10, far.end().y(), 1e-9);
    assertEquals(2, far.order().steps().size());
    assertTrue(far.summary().startsWith("stop 2") && far.summary().contains("\" into step 2 of"
        + " 2, at (16"), far.summary());
    assertTrue(far.summary().endsWith(" of 6\""), far.summary());
    assertEquals(4, far.distance(), 0.01);

    // open ground: the nearest reachable point is the same, by a straight line
    TableAlternative near = alts.nearest().orElseThrow();
    assertEquals(Kind.NEAREST_POINT, near.kind());
    assertEquals(2, near.points().size());
    assertEquals(16, near.end().x(), Table.TOLERANCE);
    assertEquals(4, near.distance(), Table.TOLERANCE);
    assertTrue(near.summary().startsWith("no legal way to (20, 10); nearest reachable: "),
        near.summary());
    for (TableAlternative a : alts.all()) {
      Verdict v = Fx.RULES.check(s, a.order());
      assertTrue(v.legal(), v::toString);
      assertEquals(a.cost(), v.spent());
    }
  }

  @Test
  void anAdvanceOutOfReachInOpenGroundComesNearestAtExactlyItsRateOnTheStraightLine() {
    // Advance and Run Moves: infantry advances 6", so on open ground it may end anywhere in the
    // disc of radius 6" round its start; of that disc, the point nearest a destination farther
    // away is 6" from the start on the straight line to it, whatever the direction
    TablePoint start = TablePoint.of(20, 20);
    for (TablePoint to : List.of(TablePoint.of(30, 20), TablePoint.of(27.2, 29.6),
        TablePoint.of(11, 14), TablePoint.of(20.5, 7))) {
      GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 20, 20));
      TableAlternative near = Fx.RULES.alternatives(s, Fx.order("a", "advance",
          Fx.at(to.x(), to.y()))).nearest().orElseThrow();
      TablePoint exact = start.toward(to, 6);
      assertEquals(0, near.end().distanceTo(exact), Table.TOLERANCE, near::toString);
      assertEquals(start.distanceTo(to) - 6, near.distance(), Table.TOLERANCE, near::toString);
      assertEquals(List.of(start, near.end()), near.points());
      Verdict v = Fx.RULES.check(s, near.order());
      assertTrue(v.legal(), v::toString);
      assertEquals(Mp.of(6), v.spent());
      assertEquals(Mp.of(6), near.cost());
      assertTrue(near.summary().endsWith(": 6\" of 6\""), near.summary());
    }
  }

  @Test
  void anOrderIntoImpassableTerrainComesNearestWhereTheBaseTouchesTheEdgeStraightAcross() {
    // no unit enters impassable terrain: a 1" base stops with its centre 0.5" short of the
    // crag's edge at x = 13, and the point of that line nearest a destination inside the crag
    // is straight across from it
    Feature crag = Feature.rectangle("crag", "impassable", 13, 5, 20, 20);
    GameState s = Fx.state(Fx.table(crag), Fx.unit("a", "blue", "infantry", 10, 10));
    for (TablePoint to : List.of(TablePoint.of(16, 12), TablePoint.of(14.2, 7.7))) {
      TableAlternatives alts = Fx.RULES.alternatives(s, Fx.order("a", "advance",
          Fx.at(to.x(), to.y())));
      assertEquals(FixedRule.IMPASSABLE.ref(), alts.verdict().violations().get(0).rule());
      TableAlternative near = alts.nearest().orElseThrow();
      TablePoint exact = TablePoint.of(12.5, to.y());
      assertEquals(0, near.end().distanceTo(exact), Table.TOLERANCE, near::toString);
      assertEquals(to.x() - 12.5, near.distance(), Table.TOLERANCE, near::toString);
      Verdict v = Fx.RULES.check(s, near.order());
      assertTrue(v.legal(), v::toString);
      assertEquals(near.cost(), v.spent());
    }
  }

  @Test
  void aRunIntoRoughGroundStopsAtItsEdgeAndGoesRoundToTheDestination() {
    Feature copse = Feature.rectangle("copse", "rough", 14, 8, 16, 12);
    GameState s = Fx.state(Fx.table(copse), Fx.unit("a", "blue", "infantry", 11, 10));
    MoveOrder order = Fx.order("a", "run", Fx.at(19, 10));
    TableAlternatives alts = Fx.RULES.alternatives(s, order);
    assertFalse(alts.verdict().legal());
    // the 1" base touches the copse when its centre is 0.5" short of the edge at x = 14
    TableAlternative far = alts.farthest().orElseThrow();
    assertEquals(13.5, far.end().x(), 0.01);
    assertEquals(Mp.ofTwelfths((int) Math.round((far.end().x() - 11) * 12)), far.cost());
    // a 12" run goes round the copse to the destination itself
    TableAlternative near = alts.nearest().orElseThrow();
    assertEquals(TablePoint.of(19, 10), near.end());
    assertEquals(0, near.distance(), 1e-9);
    assertTrue(near.points().size() > 2, near.points()::toString);
    assertTrue(near.summary().startsWith("go by "), near.summary());
    assertTrue(Fx.RULES.check(s, near.order()).legal());
  }

  @Test
  void theFarthestStopNeverLiesBeyondTheAllowance() {
    // Advance and Run Moves: the checker takes a route up to the table's tolerance longer than
    // the rate, but the stop offered along the route is never longer than the rate itself, and
    // no more than that tolerance short of it: in one step, in the second of two, across a
    // table (samples farther apart), and where the first step ends exactly at the rate
    List<List<Object>> orders = List.of(
        List.of("advance", 6.0, List.of(TablePoint.of(20, 10))),
        List.of("advance", 6.0, List.of(TablePoint.of(14, 10), TablePoint.of(20, 10))),
        List.of("advance", 6.0, List.of(TablePoint.of(17.2, 19.6))),
        List.of("run", 12.0, List.of(TablePoint.of(45, 45))),
        List.of("run", 12.0, List.of(TablePoint.of(13, 14), TablePoint.of(40, 14))),
        List.of("advance", 6.0, List.of(TablePoint.of(16, 10), TablePoint.of(20, 10))));
    for (List<Object> o : orders) {
      String mode = (String) o.get(0);
      double rate = (Double) o.get(1);
      @SuppressWarnings("unchecked")
      List<TablePoint> route = (List<TablePoint>) o.get(2);
      GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10));
      TablePosition[] steps = route.stream().map(p -> Fx.at(p.x(), p.y()))
          .toArray(TablePosition[]::new);
      TableAlternatives alts = Fx.RULES.alternatives(s, Fx.order("a", mode, steps));
      assertEquals(FixedRule.RATE.ref(), alts.verdict().violations().get(0).rule());
      TableAlternative far = alts.farthest().orElseThrow();
      double moved = 0;
      for (int i = 1; i < far.points().size(); i++) {
        moved += far.points().get(i - 1).distanceTo(far.points().get(i));
      }
      assertTrue(moved <= rate + 1e-9, () -> far + " moves beyond " + rate + "\"");
      assertEquals(rate, moved, Table.TOLERANCE, far::toString);
      Verdict v = Fx.RULES.check(s, far.order());
      assertTrue(v.legal(), v::toString);
      assertEquals(0, far.end().distanceTo(((TablePosition) v.end().orElseThrow()).model(0)),
          1e-9, v::toString);
      assertEquals(Mp.of((int) rate), far.cost(), far::toString);
    }
  }

  @Test
  void theAlternativesAreOfferedFarthestStopFirstAndNamedByKind() {
    // Advance and Run Moves: one 10" step for a 6" advance; both alternatives end 6" along it
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10));
    TableAlternatives alts = Fx.RULES.alternatives(s, Fx.order("a", "advance", Fx.at(20, 10)));
    TableAlternative far = alts.farthest().orElseThrow();
    TableAlternative near = alts.nearest().orElseThrow();
    assertEquals(List.of(far, near), alts.all());
    assertEquals("farthest-point: stop 6\" into step 1 of 1, at (16, 10): 6\" of 6\"",
        far.toString());
    assertEquals("nearest-point: no legal way to (20, 10); nearest reachable: (16, 10), 4\""
        + " short, by (16, 10): 6\" of 6\"", near.toString());
    assertEquals("farthest-point", Kind.FARTHEST_ALONG_ROUTE.id());
    assertEquals("nearest-point", Kind.NEAREST_POINT.id());
  }

  @Test
  void theNearestPointNeverLiesBeyondTheRate() {
    // Advance and Run Moves: the checker takes a move up to the table's tolerance longer than
    // the 6" rate, but the nearest point offered is never farther than 6" from the start, and
    // it lies within a sixteenth of that tolerance of the rate
    TablePoint start = TablePoint.of(20, 20);
    for (TablePoint to : List.of(TablePoint.of(30, 20), TablePoint.of(27.2, 29.6),
        TablePoint.of(11, 14))) {
      GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 20, 20));
      TableAlternative near = Fx.RULES.alternatives(s, Fx.order("a", "advance",
          Fx.at(to.x(), to.y()))).nearest().orElseThrow();
      double moved = start.distanceTo(near.end());
      assertTrue(moved <= 6 + 1e-9, () -> near + " moves " + moved + "\"");
      assertEquals(6, moved, Table.TOLERANCE / 16, near::toString);
    }
  }

  @Test
  void aFormationWhoseOtherModelWouldEnterImpassableGroundStopsWhereThatModelTouchesIt() {
    // Impassable: the route query finds the first model a clear way to (15, 10), but the
    // second model, 2" beside it, would end inside the crag; moving together, the second
    // model's 1" base touches the crag at x = 14 when both have gone 3.5"
    Feature crag = Feature.rectangle("crag", "impassable", 14, 11.6, 20, 20);
    GameState s = Fx.state(Fx.table(crag), Fx.unit("a", "blue", "infantry", 10, 10, 10, 12));
    TableAlternatives alts = Fx.RULES.alternatives(s, Fx.order("a", "advance",
        Fx.at(15, 10, 15, 12)));
    assertEquals(FixedRule.IMPASSABLE.ref(), alts.verdict().violations().get(0).rule());
    TableAlternative near = alts.nearest().orElseThrow();
    assertEquals(0, near.end().distanceTo(TablePoint.of(13.5, 10)), Table.TOLERANCE,
        near::toString);
    assertEquals(1.5, near.distance(), Table.TOLERANCE);
    assertEquals("no legal way to (15, 10); nearest reachable: (13.5, 10), 1.5\" short, by"
        + " (13.5, 10): 3.5\" of 6\"", near.summary());
    TablePosition end = (TablePosition) near.order().steps().get(0).to();
    assertEquals(2, end.model(1).y() - end.model(0).y(), 1e-9, "the formation is kept");
  }

  @Test
  void aRunRoundTwoWallsListsItsFirstFourPointsAndCountsTheRest() {
    // Impassable: two walls stagger the way from (10, 10) to (18, 10); the 12" run winds round
    // the end of each, by more points than the summary lists
    Feature w1 = Feature.rectangle("w1", "impassable", 12, 0, 13, 11);
    Feature w2 = Feature.rectangle("w2", "impassable", 15, 9, 16, 48);
    GameState s = Fx.state(Fx.table(w1, w2), Fx.unit("a", "blue", "infantry", 10, 10));
    TableAlternative near = Fx.RULES.alternatives(s, Fx.order("a", "run", Fx.at(18, 10)))
        .nearest().orElseThrow();
    List<TablePoint> by = near.points().subList(1, near.points().size());
    assertTrue(by.size() > 5, by::toString);
    assertEquals(TablePoint.of(18, 10), near.end());
    String listed = by.get(0) + ", " + by.get(1) + ", " + by.get(2) + ", " + by.get(3);
    assertEquals("go by " + listed + " and " + (by.size() - 4) + " more: "
        + TablePoint.inches(near.cost().twelfths() / 12.0) + "\" of 12\"", near.summary());
    assertTrue(Fx.RULES.check(s, near.order()).legal());
  }

  @Test
  void aLegalOrderHasNoAlternatives() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10));
    TableAlternatives alts = Fx.RULES.alternatives(s, Fx.order("a", "advance", Fx.at(12, 10)));
    assertTrue(alts.verdict().legal());
    assertTrue(alts.all().isEmpty());
  }

  @Test
  void aFormationKeepsItsShapeWhenItsOrderIsCutShort() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10, 11, 10));
    MoveOrder order = MoveOrder.of(MoveQuery.of("a", "advance"),
        java.util.List.of(io.github.warpath.rules.Step.to(TablePosition.ofXy(20, 10, 21, 10))));
    TableAlternative far = Fx.RULES.alternatives(s, order).farthest().orElseThrow();
    TablePosition end = (TablePosition) far.order().steps().get(0).to();
    assertEquals(1, end.model(1).x() - end.model(0).x(), 1e-9);
    assertEquals(16, end.model(0).x(), 0.01);
  }
}
