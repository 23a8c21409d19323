package io.github.warpath.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.StepReport;
import io.github.warpath.search.HandGraph.R;
import io.github.warpath.state.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The longest legal prefix of an order, read from the walk of the whole order (or from the walk
 * that stops at its first refused step) rather than walked again: it must be exactly the walk of
 * those steps alone, since a check of the prefix would walk them so.
 */
class WalkPrefixTest {

  private static Step to(HandGraph g, String label) {
    return Step.to(Position.hex(g.map().parse(label)));
  }

  private static List<Step> steps(HandGraph g, String... labels) {
    return java.util.Arrays.stream(labels).map(l -> to(g, l)).toList();
  }

  /**
   * 0101 to 0105 in a column of two states: 0102 by a dear way into state 0 ({@code dear}) or a
   * cheap one into state 1 (1); 0103 from state 0 for 1, from state 1 for 5, so the cheapest way
   * to 0103 is not through the cheapest arrival at 0102 (when the dear way costs less than 5);
   * 0104 closed from 0103 (at a price, so the walk goes on), 0105 open from 0104.
   */
  private static final class Column {
    final HandGraph g = HandGraph.column(5, 2);
    final int a = g.node("0101", 0);
    final int b0 = g.node("0102", 0);
    final int b1 = g.node("0102", 1);
    final int c = g.node("0103", 0);
    final int d = g.node("0104", 0);
    final int e = g.node("0105", 0);

    Column() {
      this(3);
    }

    Column(int dear) {
      g.startAt(a).legal(a, b0, dear).legal(a, b1, 1).legal(b0, c, 1).legal(b1, c, 5)
          .illegal(c, d, 2, R.CLOSED, 4).legal(d, e, 1);
    }

    List<Step> order() {
      return steps(g, "0102", "0103", "0104", "0105");
    }

    /** The arrivals of the walk that stops at the first refused step, 0104. */
    WalkArrivals walkedToTheClosedStep() {
      WalkArrivals arrivals = new WalkArrivals();
      assertEquals(2, Walk.legalSteps(g, order(), arrivals));
      return arrivals;
    }
  }

  private static void assertSameWalk(Walk expected, Walk actual, String what) {
    assertEquals(expected.reports(), actual.reports(), what + ": reports");
    assertEquals(expected.nodes(), actual.nodes(), what + ": nodes");
    assertEquals(expected.slots(), actual.slots(), what + ": slots");
    assertEquals(expected.spentTicks(), actual.spentTicks(), what + ": spent");
    assertEquals(expected.endNode(), actual.endNode(), what + ": end");
    assertEquals(expected.endsWithStop(), actual.endsWithStop(), what + ": stop");
    assertEquals(expected.violations(), actual.violations(), what + ": violations");
    assertEquals(expected.complete(), actual.complete(), what + ": complete");
  }

  @Test
  void thePrefixBeforeTheFirstRefusedStepIsTheWalkOfThoseStepsAlone() {
    Column col = new Column();
    Walk whole = Walk.of(col.g, col.order());
    assertEquals(1, whole.violations().size(), "0104 is closed");
    assertEquals(3, whole.violations().get(0).step().getAsInt());
    assertTrue(whole.complete(), "the walk goes on past the closed step");
    assertEquals(List.of(col.b0, col.c, col.d, col.e), whole.nodes());

    Walk one = whole.prefix(1);
    assertEquals(col.b1, one.endNode(), "one step alone ends at the cheap arrival at 0102");
    assertEquals(1, one.spentTicks());
    assertSameWalk(Walk.of(col.g, col.order().subList(0, 1)), one, "one step");

    Walk two = whole.prefix(2);
    assertEquals(List.of(col.b0, col.c), two.nodes(), "0103 is cheapest by the dear way");
    assertEquals(4, two.spentTicks());
    assertTrue(two.violations().isEmpty());
    assertTrue(two.complete());
    assertSameWalk(Walk.of(col.g, col.order().subList(0, 2)), two, "two steps");
    assertSame(whole.reports().get(1), two.reports().get(1),
        "a prefix on the walk's way keeps the walk's reports");
    assertNotEquals(whole.reports().get(0), one.reports().get(0),
        "a prefix off the walk's way has reports of its own");

    Walk none = whole.prefix(0);
    assertTrue(none.reports().isEmpty());
    assertEquals(col.a, none.endNode());
    assertEquals(0, none.spentTicks());
  }

  @Test
  void theWalkThatStopsAtTheFirstRefusedStepLeavesTheLayersOfThePrefix() {
    Column col = new Column();
    WalkArrivals arrivals = col.walkedToTheClosedStep();
    Walk two = Walk.prefix(col.g, arrivals, 2, List.of());
    assertEquals(4, two.spentTicks());
    assertSameWalk(Walk.of(col.g, col.order().subList(0, 2)), two, "two steps");
    assertSameWalk(Walk.of(col.g, col.order().subList(0, 1)),
        Walk.prefix(col.g, arrivals, 1, List.of()), "one step");
  }

  @Test
  void aPrefixOnTheCheckersWayTakesItsReportsFromTheVerdict() {
    Column col = new Column();
    List<StepReport> reported = Walk.of(col.g, col.order()).reports();
    WalkArrivals arrivals = col.walkedToTheClosedStep();
    Walk two = Walk.prefix(col.g, arrivals, 2, reported);
    assertSameWalk(Walk.of(col.g, col.order().subList(0, 2)), two, "two steps");
    assertSame(reported.get(1), two.reports().get(1), "0103 at 4 is on the checker's way");
    Walk one = Walk.prefix(col.g, arrivals, 1, reported);
    assertSameWalk(Walk.of(col.g, col.order().subList(0, 1)), one, "one step");
    assertEquals(1, one.spentTicks(), "the cheap arrival at 0102 is not on the checker's way");
  }

  @Test
  void whereTwoArrivalsCostWhatTheVerdictSaysThePrefixBuildsItsOwnReports() {
    Column col = new Column(1);
    List<StepReport> reported = Walk.of(col.g, col.order()).reports();
    assertEquals(2, reported.get(1).spent().twelfths() / 12, "0103 by the way into state 0");
    Walk one = Walk.prefix(col.g, col.walkedToTheClosedStep(), 1, reported);
    assertSameWalk(Walk.of(col.g, col.order().subList(0, 1)), one, "one step");
    assertNotSame(reported.get(0), one.reports().get(0), "either arrival at 0102 may be meant");
    assertEquals(1, one.spentTicks());
  }

  @Test
  void noPrefixIsReadBeyondTheStepsTheWalkTook() {
    Column col = new Column();
    WalkArrivals arrivals = col.walkedToTheClosedStep();
    assertThrows(IllegalStateException.class, () -> Walk.prefix(col.g, arrivals, 3, List.of()));
    assertThrows(IllegalStateException.class, () -> Walk.prefix(col.g, arrivals, 4, List.of()));
  }

  @Test
  void aPrefixThatEndsWithAStopEndsTheMoveAsItsOwnWalkDoes() {
    HandGraph g = HandGraph.column(4, 1);
    int[] n = {g.node("0101", 0), g.node("0102", 0), g.node("0103", 0), g.node("0104", 0)};
    g.startAt(n[0]).legal(n[0], n[1], 2).stop(n[1], n[2], 1, R.STOPS, 7).legal(n[2], n[3], 1);
    List<Step> order = steps(g, "0102", "0103", "0104");
    Walk whole = Walk.of(g, order);
    assertEquals(3, whole.violations().get(0).step().getAsInt(), "going on past the stop");
    Walk two = whole.prefix(2);
    assertTrue(two.endsWithStop());
    assertEquals("move ends here", two.reports().get(1).note());
    assertSameWalk(Walk.of(g, order.subList(0, 2)), two, "two steps");
    assertFalse(whole.prefix(1).endsWithStop());
  }

  @Test
  void legalStepsCountsAWholeLegalOrderAndStopsBeforeARefusedLastStep() {
    Column col = new Column();
    WalkArrivals arrivals = new WalkArrivals();
    assertEquals(2, Walk.legalSteps(col.g, col.order().subList(0, 2), arrivals));
    assertEquals(2, Walk.legalSteps(col.g, col.order().subList(0, 3), arrivals), "0104 closed");
    assertEquals(0, Walk.legalSteps(col.g, List.of(), arrivals));
  }

  @Test
  void legalStepsForgetsTheArrivalsOfTheOrderCountedBefore() {
    Column col = new Column();
    WalkArrivals arrivals = col.walkedToTheClosedStep();
    assertEquals(0, Walk.legalSteps(col.g, steps(col.g, "0103"), arrivals),
        "0103 is two steps from the start, whatever the arrays held before");
  }

  @Test
  void legalStepsTurnsInPlaceOnTheHexTheUnitStandsOn() {
    HandGraph g = HandGraph.facingColumn(3);
    int north = g.node("0102", 0);
    g.startAt(north).legal(north, g.node("0102", 1), 1);
    assertEquals(1, Walk.legalSteps(g, List.of(Step.turn(HexDirection.of(1))),
        new WalkArrivals()));
    assertEquals(0, Walk.legalSteps(g, List.of(Step.turn(HexDirection.of(2))),
        new WalkArrivals()));
  }

  @Test
  void legalStepsNamesTheStepWhosePlaceTheMapDoesNotHave() {
    Column col = new Column();
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> Walk.legalSteps(col.g, List.of(to(col.g, "0102"), Step.to(Position.box("moon"))),
            new WalkArrivals()));
    assertEquals("steps[1]: no such place on this map: BoxPosition[box=moon]", e.getMessage());
  }

  @Test
  void aPrefixOfOneStepOnAGraphOfSeveralTicksPerPointTakesItsReportFromTheVerdict() {
    HandGraph g = HandGraph.column(3, 1).ticks(3);
    int a = g.node("0101", 0);
    g.startAt(a).legal(a, g.node("0102", 0), 2).legal(a, g.node("0102", 0), 5);
    WalkArrivals arrivals = new WalkArrivals();
    List<StepReport> reported = Walk.of(g, steps(g, "0102"), arrivals).reports();
    assertEquals(8, reported.get(0).spent().twelfths(), "2 ticks of a third");
    Walk one = Walk.prefix(g, arrivals, 1, reported);
    assertSame(reported.get(0), one.reports().get(0));
    assertEquals(2, one.spentTicks());
  }

  @Test
  void aPrefixBuildsItsReportsWhenAnotherLayerHasArrivalsOfTheSameCost() {
    HandGraph g = HandGraph.column(3, 1);
    int[] n = {g.node("0101", 0), g.node("0102", 0), g.node("0103", 0)};
    g.startAt(n[0]).legal(n[0], n[1], 0).legal(n[1], n[2], 0);
    WalkArrivals arrivals = new WalkArrivals();
    List<StepReport> reported = Walk.of(g, steps(g, "0102", "0103"), arrivals).reports();
    Walk one = Walk.prefix(g, arrivals, 1, reported);
    assertSame(reported.get(0), one.reports().get(0),
        "the start and 0103 cost nothing too, but are not in the layer of the first step");
    assertEquals(List.of(n[1]), one.nodes());
  }

  @Test
  void aPrefixOfAWalkTakesThatWalksReportsForEveryLengthItWalked() {
    HandGraph g = HandGraph.column(3, 1);
    int[] n = {g.node("0101", 0), g.node("0102", 0), g.node("0103", 0)};
    g.startAt(n[0]).legal(n[0], n[1], 2).legal(n[1], n[2], 1);
    Walk whole = Walk.of(g, steps(g, "0102", "0103"));
    List<StepReport> walked = whole.reports();
    assertSame(walked.get(1), whole.prefix(2).reports().get(1), "the whole walk");
    Walk one = whole.prefix(1);
    assertSame(walked.get(0), one.reports().get(0));
    assertEquals(2, one.spentTicks());
    assertEquals(List.of(), whole.prefix(0).reports());
  }

}
