package io.github.warpath.skirmish.table.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.skirmish.fixed.FixedRule;
import io.github.warpath.skirmish.table.Aboard;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.DoublePredicate;
import java.util.function.Function;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * The farthest stop along an ordered route, against a checker whose limit is known exactly: it
 * takes an order when the distance the first model moves is one it accepts, and the move ends
 * where the order's last step on the table does.
 */
class FarthestAlongRouteTest {
  private static final TablePosition START = TablePosition.ofXy(0, 10);

  /** A checker that takes an order when the inches its first model moves pass {@code moved}. */
  private static Function<MoveOrder, Verdict> takes(DoublePredicate moved) {
    return takes(o -> true, moved);
  }

  /** As {@link #takes(DoublePredicate)}, refusing too every order {@code order} refuses. */
  private static Function<MoveOrder, Verdict> takes(Predicate<MoveOrder> order,
      DoublePredicate moved) {
    return o -> {
      TablePoint at = START.model(0);
      double d = 0;
      Optional<Position> end = Optional.of(START);
      for (Step s : o.steps()) {
        end = Optional.of(s.to());
        if (s.to() instanceof TablePosition p) {
          d += at.distanceTo(p.model(0));
          at = p.model(0);
        }
      }
      Verdict.Builder b = Verdict.builder().ruleSet("test").spent(Mp.ofTwelfths(
          (int) Math.round(d * Mp.SCALE))).allowance(Mp.of(6)).end(end);
      if (!order.test(o) || !moved.test(d)) {
        b.addViolations(Violation.of(FixedRule.RATE, "moves " + d + "\""));
      }
      return b.build();
    };
  }

  private static MoveOrder order(Position... steps) {
    List<Step> ss = new ArrayList<>();
    for (Position p : steps) {
      ss.add(Step.to(p));
    }
    return MoveOrder.of(MoveQuery.of("a", "advance"), ss);
  }

  private static TablePosition at(double x) {
    return TablePosition.ofXy(x, 10);
  }

  /** Inches the first model moves along a cut's steps on the table. */
  private static double moved(FarthestAlongRoute.Cut c) {
    TablePoint at = START.model(0);
    double d = 0;
    for (Step s : c.order().steps()) {
      if (s.to() instanceof TablePosition p) {
        d += at.distanceTo(p.model(0));
        at = p.model(0);
      }
    }
    return d;
  }

  @Test
  void theStopLiesTheToleranceBackFromTheFarthestPointTheCheckerTakes() {
    // the checker takes 6" and the table's tolerance beyond it; the stop is at most 6"
    MoveOrder o = order(at(10));
    FarthestAlongRoute.Cut c = new FarthestAlongRoute(o, START,
        takes(d -> d <= 6 + Table.TOLERANCE)).find();
    assertEquals(0, c.whole());
    assertEquals(6, moved(c), FarthestAlongRoute.PRECISION);
    assertTrue(moved(c) <= 6 + 1e-9, () -> "moves " + moved(c));
    assertEquals(1, c.order().steps().size());
  }

  @Test
  void aStopEarlyInALongStepIsMovedBackByInchesNotByAShareOfTheStep() {
    // 1.2" into a 40" step: the tolerance is a share of 1/40000 of the step, not 1/1000
    MoveOrder o = order(at(40));
    FarthestAlongRoute.Cut c = new FarthestAlongRoute(o, START,
        takes(d -> d <= 1.2 + Table.TOLERANCE)).find();
    assertTrue(moved(c) <= 1.2 + 1e-9, () -> "moves " + moved(c));
    assertEquals(1.2, moved(c), FarthestAlongRoute.PRECISION);
  }

  @Test
  void aStopWithinTheToleranceOfACornerIsMovedBackIntoTheStepBefore() {
    // 4" then 6": the checker takes 4" and half the tolerance, so the farthest point it takes
    // lies less than the tolerance into the second step; the stop goes back the rest of the
    // tolerance along the first step, to 4" less half the tolerance
    MoveOrder o = order(at(4), at(10));
    FarthestAlongRoute.Cut c = new FarthestAlongRoute(o, START,
        takes(d -> d <= 4 + Table.TOLERANCE / 2)).find();
    assertEquals(0, c.whole());
    assertEquals(1, c.order().steps().size());
    assertEquals(4 - Table.TOLERANCE / 2, moved(c), FarthestAlongRoute.PRECISION);
  }

  @Test
  void aStopAtACornerTheCheckerTakesAloneIsTheWholeFirstStep() {
    // only the corner itself is taken: the cut is the first step, unchanged and alone
    MoveOrder o = order(at(4), at(10));
    FarthestAlongRoute.Cut c = new FarthestAlongRoute(o, START,
        takes(d -> Math.abs(d - 4) < 1e-9)).find();
    assertEquals(1, c.whole());
    assertEquals(0, c.share());
    assertEquals(List.of(Step.to(at(4))), c.order().steps());
  }

  @Test
  void aStopPastTheLastSampleIsFoundByHalvingTowardsTheEnd() {
    // 10" in one step sampled every 0.25": the last sample, at 9.75", is taken, and the stop
    // goes on towards the end of the step to 9.9", where the checker's limit is
    MoveOrder o = order(at(10));
    FarthestAlongRoute.Cut c = new FarthestAlongRoute(o, START,
        takes(d -> d <= 9.9 + Table.TOLERANCE)).find();
    assertEquals(9.9, moved(c), FarthestAlongRoute.PRECISION);
    assertTrue(moved(c) <= 9.9 + 1e-9);
  }

  @Test
  void aStopBeforeTheFirstSampleIsFoundFromThatSample() {
    MoveOrder o = order(at(10));
    FarthestAlongRoute.Cut c = new FarthestAlongRoute(o, START,
        takes(d -> d > 0 && d <= 0.3 + Table.TOLERANCE)).find();
    assertNotNull(c);
    assertEquals(0.3, moved(c), FarthestAlongRoute.PRECISION);
  }

  @Test
  void noStopIsOfferedWhenTheCheckerTakesNoCut() {
    assertNull(new FarthestAlongRoute(order(at(10)), START, takes(d -> false)).find());
  }

  @Test
  void aStopAtTheEndOfAStepThatEndsTheSampledRouteIsTheWholeStep() {
    // a last step up a floor cannot be cut part way: the stop is the first step whole
    TablePosition upstairs = TablePosition.of(TablePoint.of(4, 12).atLevel(1));
    MoveOrder o = order(at(4), upstairs);
    FarthestAlongRoute.Cut c = new FarthestAlongRoute(o, START,
        takes(x -> x.steps().size() < 2, d -> d <= 6)).find();
    assertEquals(1, c.whole());
    assertEquals(0, c.share());
    assertEquals(List.of(Step.to(at(4))), c.order().steps());
  }

  @Test
  void aStepIntoAVehicleIsNotCutAndTheStepsBeforeItAreKept() {
    // boarding is one step with no place on the table: the stop before it is the whole move up
    // to the vehicle, not part of the way along a leg the boarding step does not have
    stopsAfterTheFirstStepWhenOnlyItIsTaken(order(at(4), new Aboard("truck")));
  }

  @Test
  void aStopBetweenTheLastSampleOfAStepAndItsEndIsFoundInThatStep() {
    // 4" then 6": the first step is sampled every 0.25" up to 3.75", and its end is refused;
    // the stop is pushed on from 3.75" to the 3.9" limit
    MoveOrder o = order(at(4), at(10));
    FarthestAlongRoute.Cut c = new FarthestAlongRoute(o, START,
        takes(d -> d <= 3.9 + Table.TOLERANCE)).find();
    assertEquals(0, c.whole());
    assertEquals(3.9, moved(c), FarthestAlongRoute.PRECISION);
  }

  @Test
  void aTurnOnTheSpotIsNotCutAndAStopBeforeItIsNotMovedBack() {
    // 4", a turn where the model stands, then 6": the checker refuses the turn, so the stop is
    // the whole first step, which no halving went past and which is not moved back
    stopsAfterTheFirstStepWhenOnlyItIsTaken(order(at(4), at(4).withFacing(90), at(10)));
  }

  /** The stop of an order whose first step, 4" long, is all the checker takes: that step. */
  private static void stopsAfterTheFirstStepWhenOnlyItIsTaken(MoveOrder o) {
    FarthestAlongRoute.Cut c = new FarthestAlongRoute(o, START,
        takes(x -> x.steps().size() < 2, d -> true)).find();
    assertEquals(1, c.whole());
    assertEquals(0, c.share());
    assertEquals(4, moved(c), 1e-12);
  }

  @Test
  void aMoveTheCheckerGivesNoEndForIsNoStop() {
    Function<MoveOrder, Verdict> noEnd = o -> Verdict.builder().from(takes(d -> true).apply(o))
        .end(Optional.empty()).build();
    assertNull(new FarthestAlongRoute(order(at(4), at(10)), START, noEnd).find());
  }

  @Test
  void aCutAfterBoardingIsTakenAsTheCheckerJudgesItWithNoPlaceToCompare() {
    // 4", aboard a vehicle, then 2" (the vehicle's own way, which the checker refuses here):
    // the cut after boarding ends aboard, where no point is compared with the checker's end
    MoveOrder o = order(at(4), new Aboard("truck"), at(6));
    FarthestAlongRoute.Cut c = new FarthestAlongRoute(o, START,
        takes(x -> x.steps().size() < 3, d -> true)).find();
    assertEquals(2, c.whole());
    assertEquals(0, c.share());
    assertEquals(new Aboard("truck"), c.verdict().end().orElseThrow());
  }

  @Test
  void samplesAreSpreadOverTheRouteSoThatNoMoreThanTheMostAreTaken() {
    // two legs of 30": 60" in 120 samples is a sample every half inch (at 40" and 40.5" here),
    // so a legal stretch from 40.1" to 40.4" is missed and the stop is the 5" limit before it
    MoveOrder o = order(at(30), at(60));
    FarthestAlongRoute.Cut c = new FarthestAlongRoute(o, START,
        takes(d -> d <= 5 + Table.TOLERANCE || d >= 40.1 && d <= 40.4)).find();
    assertEquals(0, c.whole());
    assertEquals(5, moved(c), FarthestAlongRoute.PRECISION);
  }

  @Test
  void aCutInsideAStepMovesEveryModelTheSameShareOfItsOwnLeg() {
    // two models, the second going twice as far (a wheel): half way along, each is half way;
    // the tolerance is taken back along the longer leg, so the first model's share of it is half
    TablePosition from = TablePosition.ofXy(0, 10, 0, 12);
    TablePosition to = TablePosition.ofXy(4, 10, 8, 12);
    MoveOrder o = order(to);
    FarthestAlongRoute.Cut c = new FarthestAlongRoute(o, from,
        takes(d -> d <= 2 + Table.TOLERANCE)).find();
    TablePosition end = (TablePosition) c.order().steps().get(0).to();
    assertEquals(2 + Table.TOLERANCE / 2, end.model(0).x(), FarthestAlongRoute.PRECISION);
    assertEquals(end.model(0).x() * 2, end.model(1).x(), 1e-9);
    assertEquals(12, end.model(1).y(), 1e-12);
  }
}
