package io.github.warpath.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.HandGraph.R;
import io.github.warpath.state.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How a check follows an order through what a rule set answers: hidden choices resolve to the
 * cheapest legal way, a stop is reported when the order goes on past it, and failures are
 * explained from the cheapest place the unit could have been.
 */
class WalkTest {

  private static Step to(HandGraph g, String label) {
    return Step.to(Position.hex(g.map().parse(label)));
  }

  /** The walk of an order of plain steps to hexes, by label. */
  private static Walk walk(HandGraph g, String... labels) {
    return Walk.of(g, java.util.Arrays.stream(labels).map(l -> to(g, l)).toList());
  }

  private static List<String> reasons(Walk w) {
    return w.violations().stream().map(Violation::toString).toList();
  }

  /** Two ways from 0101 into 0102 (states 0 and 1), and what follows to 0103. */
  private static final class Fork {
    final HandGraph g = HandGraph.column(4, 2);
    final int a = g.node("0101", 0);
    final int b0 = g.node("0102", 0);
    final int b1 = g.node("0102", 1);
    final int c = g.node("0103", 0);

    Fork() {
      g.startAt(a);
    }

    Walk walk(String... labels) {
      return Walk.of(g, java.util.Arrays.stream(labels).map(l -> to(g, l)).toList());
    }
  }

  @Test
  void ofTwoWaysIntoAHexTheCheapestIsTakenWhicheverComesFirst() {
    Fork dear = new Fork();
    dear.g.legal(dear.a, dear.b0, 3).legal(dear.a, dear.b1, 1);
    Walk dearFirst = dear.walk("0102");
    assertTrue(dearFirst.violations().isEmpty());
    assertEquals(1, dearFirst.spentTicks());
    assertEquals(dear.b1, dearFirst.endNode());
    assertEquals(List.of(1), dearFirst.slots());

    Fork cheap = new Fork();
    cheap.g.legal(cheap.a, cheap.b1, 1).legal(cheap.a, cheap.b0, 3);
    Walk cheapFirst = cheap.walk("0102");
    assertEquals(1, cheapFirst.spentTicks());
    assertEquals(cheap.b1, cheapFirst.endNode());
    assertEquals(List.of(0), cheapFirst.slots());
    assertEquals(List.of(cheap.b1), cheapFirst.nodes());
  }

  @Test
  void twoWaysIntoTheSameNodeKeepTheCheaper() {
    HandGraph g = HandGraph.column(3, 1);
    int a = g.node("0101", 0);
    int b = g.node("0102", 0);
    g.startAt(a).legal(a, b, 4).legal(a, b, 2).legal(a, b, 3);
    Walk w = Walk.of(g, List.of(to(g, "0102")));
    assertEquals(2, w.spentTicks());
    assertEquals(List.of(1), w.slots(), "the second slot is the cheap one");
    assertEquals(2, w.reports().get(0).cost().twelfths() / 12);
  }

  @Test
  void atEqualCostAWayThatNeedNotStopIsPreferredToOneThatStops() {
    for (boolean stopFirst : new boolean[] {true, false}) {
      Fork f = new Fork();
      if (stopFirst) {
        f.g.stop(f.a, f.b0, 2, R.STOPS, 0).legal(f.a, f.b1, 2);
      } else {
        f.g.legal(f.a, f.b1, 2).stop(f.a, f.b0, 2, R.STOPS, 0);
      }
      Walk w = f.walk("0102");
      assertFalse(w.endsWithStop(), "stop first: " + stopFirst);
      assertEquals(f.b1, w.endNode());
      assertEquals("", w.reports().get(0).note());
    }
  }

  @Test
  void aMoveThatMustStopEndsWithAStopAndSaysSo() {
    HandGraph g = HandGraph.column(3, 1);
    int a = g.node("0101", 0);
    int b = g.node("0102", 0);
    g.startAt(a).stop(a, b, 1, R.STOPS, 0);
    Walk w = Walk.of(g, List.of(to(g, "0102")));
    assertTrue(w.violations().isEmpty());
    assertTrue(w.endsWithStop());
    assertEquals("move ends here", w.reports().get(0).note());
    assertEquals(g.map().parse("0102"), w.endHex());
  }

  /** 0101 to 0104 in a column; arriving at 0103 ends the move (STOPS, argument 7). */
  private static Walk pastAStop(HandGraph g) {
    int a = g.node("0101", 0);
    int b = g.node("0102", 0);
    int c = g.node("0103", 0);
    g.startAt(a).legal(a, b, 2).stop(b, c, 1, R.STOPS, 7).legal(c, g.node("0104", 0), 1);
    return Walk.of(g, List.of(to(g, "0102"), to(g, "0103"), to(g, "0104")));
  }

  @Test
  void goingOnAfterAStopCitesTheStopWithTheContextOfTheStoppingStep() {
    HandGraph g = HandGraph.column(4, 1);
    Walk w = pastAStop(g);
    int b = g.node("0102", 0);
    int c = g.node("0103", 0);
    assertEquals(List.of("hand h2 Stops - step 3, 0104: stops from 0102 after 2, argument 7"),
        reasons(w));
    assertEquals("0103/0104", w.violations().get(0).hexside().orElseThrow());
    assertTrue(w.complete(), "the check goes on past the stop");
    assertEquals(4, w.spentTicks());
    assertEquals(g.map().parse("0104"), w.endHex());
    assertEquals(3, w.reports().size());
    assertEquals("move ends here", w.reports().get(1).note());
    assertEquals(List.of(b, c, g.node("0104", 0)), w.nodes());
  }

  @Test
  void theListsOfAWalkCannotBeChangedByItsReaders() {
    HandGraph g = HandGraph.column(4, 1);
    Walk w = pastAStop(g);
    assertEquals(1, w.violations().size());
    assertThrows(UnsupportedOperationException.class, () -> w.violations().clear());
    assertThrows(UnsupportedOperationException.class,
        () -> w.reports().set(0, w.reports().get(1)));
    assertThrows(UnsupportedOperationException.class, () -> w.slots().set(0, 5));
    assertThrows(UnsupportedOperationException.class, () -> w.nodes().set(0, 5));
    assertEquals(List.of(g.node("0102", 0), g.node("0103", 0), g.node("0104", 0)), w.nodes());
  }

  /**
   * 0102 reached by two ways that both end the move (STOPS argument 5 into state 0 at {@code
   * stopsCost}, CLOSED argument 6 into state 1 at {@code closedCost}), listed in either order,
   * and the order going on to 0103.
   */
  private static Walk twoStops(boolean stopsListedFirst, int stopsCost, int closedCost) {
    Fork f = new Fork();
    if (stopsListedFirst) {
      f.g.stop(f.a, f.b0, stopsCost, R.STOPS, 5).stop(f.a, f.b1, closedCost, R.CLOSED, 6);
    } else {
      f.g.stop(f.a, f.b1, closedCost, R.CLOSED, 6).stop(f.a, f.b0, stopsCost, R.STOPS, 5);
    }
    f.g.legal(f.b0, f.c, 1).legal(f.b1, f.c, 1);
    return f.walk("0102", "0103");
  }

  @Test
  void ofSeveralStopsTheCheapestIsCited() {
    for (boolean cheapFirst : new boolean[] {true, false}) {
      Walk w = twoStops(cheapFirst, 1, 2);
      assertEquals(List.of("hand h2 Stops - step 2, 0103: stops from 0101 after 0, argument 5"),
          reasons(w), "cheap first: " + cheapFirst);
      assertEquals(2, w.spentTicks());
    }
  }

  /**
   * 0102 is reached by a way that ends the move or by one that does not; from the free arrival
   * the next step is closed, from the stopped one it would be legal.
   */
  private static Walk stoppedOrFree(int stopCost, int freeCost) {
    Fork f = new Fork();
    f.g.stop(f.a, f.b0, stopCost, R.STOPS, 7).legal(f.a, f.b1, freeCost)
        .legal(f.b0, f.c, 1).illegal(f.b1, f.c, 1, R.CLOSED, 3);
    return f.walk("0102", "0103");
  }

  @Test
  void aStepAfterAPlaceReachedBothStoppingAndFreeIsExplainedFromTheCheaperArrival() {
    Walk w = stoppedOrFree(1, 2);
    // the cheapest place the unit could have been is the stopped arrival: its stop is the rule
    assertEquals(List.of("hand h2 Stops - step 2, 0103: stops from 0101 after 0, argument 7"),
        reasons(w));
    assertEquals(2, w.spentTicks());
    assertEquals(new Fork().c, w.endNode());
    Walk free = stoppedOrFree(2, 1);
    assertEquals(List.of("hand h3 Closed - step 2, 0103: closed from 0102 after 1, argument 3"),
        reasons(free));
    assertEquals(2, free.spentTicks());
  }

  @Test
  void everyDistinctFailureFromTheCheapestPlaceIsReportedOnce() {
    HandGraph g = HandGraph.column(3, 3);
    int a = g.node("0101", 0);
    g.startAt(a)
        .illegal(a, g.node("0102", 0), 2, R.BLOCKED, 1)
        .illegal(a, g.node("0102", 1), 1, R.CLOSED, 1)
        .illegal(a, g.node("0102", 2), 3, R.BLOCKED, 1);
    Walk w = Walk.of(g, List.of(to(g, "0102")));
    assertEquals(List.of("hand h1 Blocked - step 1, 0102: blocked from 0101 after 0, argument 1",
        "hand h3 Closed - step 1, 0102: closed from 0101 after 0, argument 1"), reasons(w));
    assertTrue(w.complete());
    assertEquals(1, w.spentTicks(), "the check goes on from the cheapest forced way");
  }

  @Test
  void failuresAreExplainedFromTheCheapestArrivalThatHasThem() {
    for (boolean cheapFirst : new boolean[] {true, false}) {
      Fork f = new Fork();
      if (cheapFirst) {
        f.g.legal(f.a, f.b0, 1).legal(f.a, f.b1, 2);
      } else {
        f.g.legal(f.a, f.b1, 2).legal(f.a, f.b0, 1);
      }
      f.g.illegal(f.b0, f.c, 1, R.BLOCKED, 0).illegal(f.b1, f.c, 1, R.CLOSED, 0);
      Walk w = f.walk("0102", "0103");
      // the end of the first step is the cheaper one, so the failure is explained from there
      assertEquals(List.of("hand h1 Blocked - step 2, 0103: blocked from 0102 after 1, argument 0"),
          reasons(w), "cheap first: " + cheapFirst);
    }
  }

  @Test
  void aFailureWhoseCostIsUnknownEndsTheCheck() {
    HandGraph g = HandGraph.column(3, 1);
    int a = g.node("0101", 0);
    g.startAt(a).illegal(a, g.node("0102", 0), -1, R.BLOCKED, 0)
        .legal(g.node("0102", 0), g.node("0103", 0), 1);
    Walk w = Walk.of(g, List.of(to(g, "0102"), to(g, "0103")));
    assertEquals(1, w.violations().size());
    assertFalse(w.complete());
    assertEquals(a, w.endNode());
    assertTrue(w.reports().isEmpty());
  }

  @Test
  void aFreeFailureGoesOnAtItsCost() {
    HandGraph g = HandGraph.column(3, 1);
    int a = g.node("0101", 0);
    int b = g.node("0102", 0);
    g.startAt(a).illegal(a, b, 0, R.BLOCKED, 0).legal(b, g.node("0103", 0), 2);
    Walk w = Walk.of(g, List.of(to(g, "0102"), to(g, "0103")));
    assertEquals(1, w.violations().size());
    assertTrue(w.complete());
    assertEquals(2, w.spentTicks());
    assertEquals(0, w.reports().get(0).cost().twelfths());
  }

  @Test
  void aFailureIntoTheFirstNodeOfTheMapIsStillAFailure() {
    HandGraph g = HandGraph.column(3, 1);
    int b = g.node("0102", 0);
    g.startAt(b).illegal(b, g.node("0101", 0), 1, R.CLOSED, 0);
    Walk w = Walk.of(g, List.of(to(g, "0101")));
    assertEquals(List.of("hand h3 Closed - step 1, 0101: closed from 0102 after 0, argument 0"),
        reasons(w));
    HandGraph h = HandGraph.column(3, 1);
    h.startAt(b).legal(b, h.node("0101", 0), 1);
    Walk ok = Walk.of(h, List.of(to(h, "0101")));
    assertTrue(ok.violations().isEmpty());
    assertEquals(0, ok.endNode());
  }

  @Test
  void aStepNothingLeadsToIsUnreachableFromWhereTheUnitIs() {
    HandGraph g = HandGraph.column(4, 1);
    int a = g.node("0101", 0);
    int b = g.node("0102", 0);
    g.startAt(a).legal(a, b, 1).none(b).legal(b, g.node("0104", 0), 1);
    Walk w = Walk.of(g, List.of(to(g, "0102"), to(g, "0103"), to(g, "0104")));
    assertEquals(List.of("hand h4 Nowhere - step 2, 0103: no way from 0102 to 0103"),
        reasons(w));
    assertEquals("0102/0103", w.violations().get(0).hexside().orElseThrow());
    assertFalse(w.complete());
    assertEquals(b, w.endNode(), "the check ends where it could not go on");
    assertEquals(1, w.reports().size());
  }

  @Test
  void anInPlaceStepNothingServesIsUnreachableWhereTheUnitStands() {
    HandGraph g = HandGraph.column(3, 1);
    int a = g.node("0101", 0);
    g.startAt(a).legal(a, g.node("0102", 0), 1);
    Walk w = Walk.of(g, List.of(Step.action("dig")));
    assertEquals(List.of("hand h4 Nowhere - step 1, 0101: no way from 0101 to 0101"),
        reasons(w));
    assertTrue(w.violations().get(0).hexside().isEmpty(), "no hexside for a step in place");
  }

  @Test
  void aStepFromABoxToAHexIsNotGivenAHexside() {
    HandGraph g = HandGraph.column(3, 1);
    int box = g.box("reserve");
    int a = g.node("0101", 0);
    g.startAt(a).legal(a, g.boxNode(box, 0), 1);
    Walk w = Walk.of(g, List.of(Step.to(Position.box("reserve")), to(g, "0101")));
    assertEquals(List.of("hand h4 Nowhere - step 2, 0101: no way from reserve to 0101"),
        reasons(w));
    assertTrue(w.violations().get(0).hexside().isEmpty());
    assertEquals("reserve", w.reports().get(0).label());
    assertNull(w.endHex(), "the walk ended in the box");
    assertEquals(Position.box("reserve"), w.endPosition());
  }

  @Test
  void aPlaceTheGraphDoesNotHaveIsBadInput() {
    HandGraph g = HandGraph.column(3, 1);
    g.startAt(0).legal(0, 1, 1);
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> Walk.of(g, List.of(to(g, "0102"), Step.to(Position.box("moon")))));
    assertEquals("steps[1]: no such place on this map: BoxPosition[box=moon]", e.getMessage());
  }

  @Test
  void aStepThatAsksForAFacingIsExplainedByTheWaysThatGiveIt() {
    HandGraph g = HandGraph.facingColumn(3);
    int a = g.node("0101", 3);
    int north = g.node("0102", HexDirection.N.index());
    int ne = g.node("0102", HexDirection.NE.index());
    int se = g.node("0102", HexDirection.SE.index());
    g.startAt(a).illegal(a, north, 1, R.BLOCKED, 1).illegal(a, ne, 2, R.CLOSED, 2)
        .illegal(a, se, 3, R.BLOCKED, 3);
    Walk w = Walk.of(g, List.of(to(g, "0102").facing(HexDirection.NE)));
    assertEquals(List.of("hand h3 Closed - step 1, 0102: closed from 0101 after 0, argument 2"),
        reasons(w));
    assertEquals(ne, w.endNode());
    assertEquals(List.of(1), w.slots(), "the check goes on along the way that was asked for");
    assertEquals(HexDirection.NE, w.reports().get(0).facing());
    Walk any = Walk.of(g, List.of(to(g, "0102")));
    assertEquals(3, any.violations().size(), "without a request every way explains the step");
  }

  @Test
  void aLegalWayWithTheWrongFacingDoesNotServeAStepThatAsksForAnother() {
    HandGraph g = HandGraph.facingColumn(3);
    int a = g.node("0101", 3);
    g.startAt(a).legal(a, g.node("0102", HexDirection.N.index()), 1)
        .illegal(a, g.node("0102", HexDirection.S.index()), 1, R.CLOSED, 4);
    Walk w = Walk.of(g, List.of(to(g, "0102").facing(HexDirection.S)));
    assertEquals(List.of("hand h3 Closed - step 1, 0102: closed from 0101 after 0, argument 4"),
        reasons(w));
    // no way gives the facing asked for: the failures of the other ways explain the step, but a
    // legal way with another facing is no failure
    Walk sw = Walk.of(g, List.of(to(g, "0102").facing(HexDirection.SW)));
    assertEquals(List.of("hand h3 Closed - step 1, 0102: closed from 0101 after 0, argument 4"),
        reasons(sw));
  }

  @Test
  void waysTakenOnlyOnRequestServeOnlyStepsThatAskForSomething() {
    HandGraph g = HandGraph.facingColumn(3);
    int a = g.node("0101", 0);
    int turned = g.node("0101", HexDirection.SE.index());
    g.startAt(a).explicit(a, turned, 1).explicitIllegal(a, g.node("0102", 0), R.CLOSED);
    Walk turn = Walk.of(g, List.of(Step.turn(HexDirection.SE)));
    assertTrue(turn.violations().isEmpty(), reasons(turn)::toString);
    assertEquals(turned, turn.endNode());
    assertEquals(1, turn.spentTicks());
    // a plain step may not use the explicit way in, so nothing leads there
    Walk plain = Walk.of(g, List.of(to(g, "0102")));
    assertEquals(List.of("hand h4 Nowhere - step 1, 0102: no way from 0101 to 0102"),
        reasons(plain));
    Walk asked = Walk.of(g, List.of(to(g, "0102").facing(HexDirection.N)));
    assertEquals(List.of("hand h3 Closed - step 1, 0102: closed from 0101 after 0, argument 0"),
        reasons(asked));
  }

  @Test
  void aGraphWithoutFacingsServesOnlyPlainSteps() {
    HandGraph g = HandGraph.column(3, 1);
    int a = g.node("0101", 0);
    g.startAt(a).legal(a, g.node("0102", 0), 1).explicit(a, a, 0);
    assertTrue(Walk.of(g, List.of(to(g, "0102"))).violations().isEmpty());
    assertNull(Walk.of(g, List.of(to(g, "0102"))).reports().get(0).facing());
    assertEquals(1, Walk.of(g, List.of(to(g, "0102").facing(HexDirection.N))).violations()
        .size());
    assertEquals(1, Walk.of(g, List.of(Step.action("rest"))).violations().size());
    assertEquals(1, Walk.of(g, List.of(Step.turn(HexDirection.S))).violations().size());
  }

  @Test
  void anEmptyOrderEndsAtTheStart() {
    HandGraph g = HandGraph.column(3, 2);
    int b = g.node("0102", 1);
    g.startAt(b);
    Walk w = Walk.of(g, List.of());
    assertTrue(w.complete());
    assertEquals(b, w.endNode());
    assertEquals(0, w.spentTicks());
    assertFalse(w.endsWithStop());
    assertEquals(List.of(), w.slots());
    assertEquals(List.of(), w.nodes());
    assertEquals(g.map().parse("0102"), w.endHex());
  }

  @Test
  void failuresThatGiveTheFacingAskedForAreExplainedFromTheArrivalThatHasThem() {
    // the cheap arrival at 0102 can only go on facing SE, the dear one facing NE as asked
    HandGraph g = HandGraph.facingColumn(3);
    int a = g.node("0101", 0);
    int cheap = g.node("0102", 0);
    int dear = g.node("0102", 3);
    g.startAt(a).legal(a, cheap, 1).legal(a, dear, 2)
        .illegal(cheap, g.node("0103", HexDirection.SE.index()), 1, R.BLOCKED, 1)
        .illegal(dear, g.node("0103", HexDirection.NE.index()), 1, R.CLOSED, 2);
    Walk w = Walk.of(g, List.of(to(g, "0102"), to(g, "0103").facing(HexDirection.NE)));
    assertEquals(List.of("hand h3 Closed - step 2, 0103: closed from 0102 after 2, argument 2"),
        reasons(w));
    assertEquals(3, w.spentTicks());
  }

  @Test
  void aStoppedArrivalWhoseLegalWayGivesTheFacingIsExplainedByItsStop() {
    // 0102 is reached stopping (cheap) or free (dear, with nowhere to go); from the stopped
    // arrival a way facing SE is closed and a way facing NE, as asked, is legal
    HandGraph g = HandGraph.facingColumn(3);
    int a = g.node("0101", 0);
    int stopped = g.node("0102", 0);
    g.startAt(a).stop(a, stopped, 1, R.STOPS, 9).legal(a, g.node("0102", 3), 2)
        .illegal(stopped, g.node("0103", HexDirection.SE.index()), 1, R.BLOCKED, 1)
        .legal(stopped, g.node("0103", HexDirection.NE.index()), 1);
    Walk w = Walk.of(g, List.of(to(g, "0102"), to(g, "0103").facing(HexDirection.NE)));
    assertEquals(List.of("hand h2 Stops - step 2, 0103: stops from 0101 after 0, argument 9"),
        reasons(w));
    assertEquals(HexDirection.NE, w.reports().get(1).facing());
  }

  @Test
  void aCheckOfARouteTakesTheSameOfTwoEquallyCheapWays() {
    HandGraph g = HandGraph.column(3, 1).withNotes();
    int a = g.node("0101", 0);
    int b = g.node("0102", 0);
    g.startAt(a).legal(a, b, 1).legal(a, b, 1).legal(b, g.node("0103", 0), 2)
        .legal(b, g.node("0103", 0), 2);
    io.github.warpath.rules.Route r = SearchEngine.path(g, new SearchBuffers(),
        Position.hex(g.map().parse("0103"))).orElseThrow();
    assertEquals(List.of("way 0", "way 0"), r.steps().stream().map(x -> x.note()).toList());
    Walk w = Walk.of(g, r.toSteps());
    assertEquals(List.of("way 0", "way 0"), w.reports().stream().map(x -> x.note()).toList());
    assertEquals(List.of(0, 0), w.slots());
  }

  @Test
  void ofEquallyCheapStopsTheFirstTheRulesListIsCited() {
    for (boolean stopsFirst : new boolean[] {true, false}) {
      Walk w = twoStops(stopsFirst, 1, 1);
      String cited = stopsFirst ? "hand h2 Stops - step 2, 0103: stops from 0101 after 0, argument 5"
          : "hand h3 Closed - step 2, 0103: closed from 0101 after 0, argument 6";
      assertEquals(List.of(cited), reasons(w), "stops first: " + stopsFirst);
      assertEquals(2, w.spentTicks());
    }
  }

  @Test
  void failuresFromEquallyCheapPlacesAreExplainedFromTheFirstTheRulesList() {
    for (boolean blockedFirst : new boolean[] {true, false}) {
      Fork f = new Fork();
      if (blockedFirst) {
        f.g.legal(f.a, f.b0, 1).legal(f.a, f.b1, 1);
      } else {
        f.g.legal(f.a, f.b1, 1).legal(f.a, f.b0, 1);
      }
      f.g.illegal(f.b0, f.c, 1, R.BLOCKED, 0).illegal(f.b1, f.c, 2, R.CLOSED, 0);
      Walk w = f.walk("0102", "0103");
      String cited = blockedFirst
          ? "hand h1 Blocked - step 2, 0103: blocked from 0102 after 1, argument 0"
          : "hand h3 Closed - step 2, 0103: closed from 0102 after 1, argument 0";
      assertEquals(List.of(cited), reasons(w), "blocked first: " + blockedFirst);
      assertEquals(blockedFirst ? 2 : 3, w.spentTicks(), "the check goes on from that place");
    }
  }

  @Test
  void goingOnAfterAStopOnTheFirstStepCitesTheStopFromTheStart() {
    HandGraph g = HandGraph.column(3, 1);
    int a = g.node("0101", 0);
    int b = g.node("0102", 0);
    g.startAt(a).stop(a, b, 2, R.STOPS, 5).legal(b, g.node("0103", 0), 1);
    Walk w = walk(g, "0102", "0103");
    assertEquals(List.of("hand h2 Stops - step 2, 0103: stops from 0101 after 0, argument 5"),
        reasons(w));
    assertEquals(3, w.spentTicks());
  }

  @Test
  void theCheapestWayToAHexMayGoThroughTheDearerOfTwoArrivalsBefore() {
    Fork f = new Fork();
    f.g.legal(f.a, f.b0, 3).legal(f.a, f.b1, 1).legal(f.b0, f.c, 1).legal(f.b1, f.c, 5);
    Walk w = f.walk("0102", "0103");
    assertTrue(w.violations().isEmpty());
    assertEquals(4, w.spentTicks());
    assertEquals(List.of(f.b0, f.c), w.nodes());
  }

  @Test
  void aNodeReachedBothStoppingAndFreeGoesOnFromTheFreeArrival() {
    HandGraph g = HandGraph.column(3, 1);
    int a = g.node("0101", 0);
    int b = g.node("0102", 0);
    g.startAt(a).stop(a, b, 1, R.STOPS, 2).legal(a, b, 2).legal(b, g.node("0103", 0), 1);
    Walk w = walk(g, "0102", "0103");
    assertEquals(List.of(), reasons(w));
    assertEquals(3, w.spentTicks());
    assertEquals(List.of(1, 0), w.slots());
  }

  @Test
  void eachStepReportIsNotedFromTheTransitionTakenIntoIt() {
    HandGraph g = HandGraph.column(4, 1).withTransitionNotes();
    int[] n = {g.node("0101", 0), g.node("0102", 0), g.node("0103", 0), g.node("0104", 0)};
    g.startAt(n[0]).legal(n[0], n[1], 3).stop(n[1], n[2], 2, R.STOPS, 7)
        .legal(n[2], n[3], 4);
    Walk w = walk(g, "0102", "0103", "0104");
    assertEquals(List.of("to 0102 for 3, flags 0, rule 0, argument 0/0",
        "to 0103 for 2, flags 1, rule 1, argument 7/0; move ends here",
        "to 0104 for 4, flags 0, rule 0, argument 0/0"),
        w.reports().stream().map(io.github.warpath.rules.StepReport::note).toList());
    assertEquals(List.of("hand h2 Stops - step 3, 0104: stops from 0102 after 3, argument 7"),
        reasons(w));
  }

  @Test
  void aWalkOfManyStepsKeepsEveryArrival() {
    HandGraph g = HandGraph.column(40, 1);
    List<Step> order = new java.util.ArrayList<>();
    for (int row = 1; row < 40; row++) {
      int from = g.node(String.format("01%02d", row), 0);
      g.legal(from, g.node(String.format("01%02d", row + 1), 0), row);
      order.add(to(g, String.format("01%02d", row + 1)));
    }
    g.startAt(g.node("0101", 0));
    Walk w = Walk.of(g, order);
    assertTrue(w.violations().isEmpty());
    assertEquals(39 * 40 / 2, w.spentTicks());
    assertEquals(39, w.reports().size());
    assertEquals(g.node("0140", 0), w.endNode());
    assertEquals(g.node("0120", 0), (int) w.nodes().get(18));
  }

  @Test
  void everyDifferentRefusalOfAStepIsReportedHoweverManyThereAre() {
    HandGraph g = HandGraph.column(3, 1);
    int a = g.node("0101", 0);
    int b = g.node("0102", 0);
    g.startAt(a);
    for (int arg = 0; arg < 10; arg++) {
      g.illegal(a, b, 1, R.CLOSED, arg);
    }
    Walk w = walk(g, "0102");
    assertEquals(10, w.violations().size());
    assertEquals("hand h3 Closed - step 1, 0102: closed from 0101 after 0, argument 9",
        w.violations().get(9).toString());
  }
}
