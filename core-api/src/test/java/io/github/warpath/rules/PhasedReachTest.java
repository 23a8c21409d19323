package io.github.warpath.rules;

import static io.github.warpath.testrules.TestRules.state;
import static io.github.warpath.testrules.TestRules.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.testrules.PlainRules;
import io.github.warpath.testrules.TestRules;
import io.github.warpath.testrules.TestRules.Side;
import io.github.warpath.testrules.TestRules.Terrain;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Ranges and routes over a sequence of movement phases on the test rules: each phase gives the
 * whole allowance again (clear hexes cost 1), and a hex next to an enemy ends the move.
 */
class PhasedReachTest {
  private static final TestRules RULES = new TestRules();
  private static final HexMap MAP = TestRules.map(10, 10).build();
  private static final MovementPhase FIRST = MovementPhase.of("first", "blue", "first move");
  private static final MovementPhase SECOND = MovementPhase.of("second", "blue", "second move");
  private static final GameState STATE = state(MAP, unit("a", "blue", MAP, "0505", 2),
      unit("e", "red", MAP, "0509", 1));

  private static Position at(String label) {
    return Position.hex(MAP.parse(label));
  }

  @Test
  void allowanceEachPhaseGivesTheWholeAllowanceAgainAndTheLaterPhaseIsSpentLeast() {
    PhasedReach r = RULES.reach(STATE, MoveQuery.of("a"), List.of(FIRST, SECOND));
    assertEquals(at("0505"), r.start());
    assertEquals(List.of(FIRST, SECOND), r.phases());
    PhasedEntry three = r.entry(at("0502")).orElseThrow();
    assertEquals(List.of(Mp.of(2), Mp.of(1)), three.costs());
    assertEquals(Mp.of(3), three.total());
    assertEquals(1, three.firstPhase());
    assertFalse(three.mustStop());
    PhasedEntry one = r.entry(at("0504")).orElseThrow();
    assertEquals(0, one.firstPhase());
    assertEquals(List.of(Mp.of(1), Mp.ZERO), one.costs());
    assertEquals(List.of(Mp.ZERO, Mp.ZERO), r.entry(at("0505")).orElseThrow().costs());
    assertTrue(r.contains(at("0501")));
    assertFalse(r.contains(at("1005")));
    assertEquals(-1, r.firstPhase(at("1005")));
    assertEquals(1, r.firstPhase(at("0501")));
    assertTrue(r.entry(at("1005")).isEmpty());
    assertEquals(r.size(), r.entries().size());
    assertTrue(r.entriesAfter(0).size() < r.size());
    assertEquals("PhasedReach{" + r.size() + " positions after 2 phases}", r.toString());
  }

  @Test
  void allowanceTheEntriesAreSortedByTotalCost() {
    PhasedReach r = RULES.reach(STATE, MoveQuery.of("a"), List.of(FIRST, SECOND));
    List<Mp> totals = new ArrayList<>();
    for (PhasedEntry e : r.entries()) {
      totals.add(e.total());
    }
    List<Mp> sorted = new ArrayList<>(totals);
    Collections.sort(sorted);
    assertEquals(sorted, totals);
    assertEquals(Mp.ZERO, totals.get(0));
    assertEquals(Mp.of(4), totals.get(totals.size() - 1));
  }

  @Test
  void eachPhaseReportsItsAllowanceAndWhetherTheUnitsMayMove() {
    PhasedReach r = RULES.reach(STATE, MoveQuery.of("a"), List.of(FIRST, SECOND));
    assertEquals(2, r.reports().size());
    assertEquals(Mp.of(2), r.reports().get(1).allowance());
    assertTrue(r.reports().get(0).mayMove());
    assertEquals(SECOND, r.reports().get(1).phase());
    MovementPhase red = MovementPhase.of("red move", "red", "the other side");
    PhasedReach refused = RULES.reach(STATE, MoveQuery.of("a"), List.of(FIRST, red));
    assertFalse(refused.reports().get(1).mayMove());
    assertEquals("9", refused.reports().get(1).refusals().get(0).rule().section());
  }

  @Test
  void aRouteHasOneLegPerPhaseThatTheCheckerAcceptsInItsPhase() {
    PhasedReach r = RULES.reach(STATE, MoveQuery.of("a"), List.of(FIRST, SECOND));
    PhasedRoute route = r.route(at("0502")).orElseThrow();
    assertEquals(2, route.legs().size());
    assertEquals(at("0505"), route.start());
    assertEquals(at("0502"), route.end());
    assertEquals(Mp.of(3), route.total());
    assertEquals(3, route.stepCount());
    assertEquals(FIRST, route.legs().get(0).phase());
    assertEquals(at("0503"), route.legs().get(0).route().end());
    assertEquals(Mp.of(1), route.legs().get(1).route().cost());
    assertTrue(route.toString().startsWith("route over 2 phases, 3 MP\n first: 2 MP\n  "),
        route.toString());
    assertEquals(route, RULES.path(STATE, MoveQuery.of("a"), List.of(FIRST, SECOND),
        at("0502")).orElseThrow());
    assertTrue(r.route(at("1005")).isEmpty());
    PhasedRoute early = r.route(0, at("0504")).orElseThrow();
    assertEquals(1, early.legs().size());
    assertEquals(at("0504"), early.end());
  }

  @Test
  void aRouteThatStaysPutInTheLastPhaseEndsWhereTheFirstLegEnded() {
    PhasedReach r = RULES.reach(STATE, MoveQuery.of("a"), List.of(FIRST, SECOND));
    PhasedRoute near = r.route(at("0504")).orElseThrow();
    assertEquals(at("0504"), near.end());
    assertEquals(1, near.stepCount());
    assertEquals(Mp.of(1), near.total());
    PhasedRoute still = r.route(at("0505")).orElseThrow();
    assertEquals(at("0505"), still.end());
    assertEquals(0, still.stepCount());
  }

  @Test
  void zonesOfControlAHexNextToTheEnemyEndsTheMoveInTheLastPhase() {
    PhasedReach r = RULES.reach(STATE, MoveQuery.of("a"), List.of(FIRST, SECOND));
    PhasedEntry e = r.entry(at("0508")).orElseThrow();
    assertTrue(e.mustStop());
    assertEquals(Mp.of(3), e.total());
    assertFalse(r.contains(at("0509")), "the enemy's hex");
  }

  @Test
  void aHypotheticalStartPutsTheUnitsThereBeforeTheFirstPhase() {
    MoveQuery q = MoveQuery.builder().from(MoveQuery.of("a")).start(at("0202")).build();
    PhasedReach r = RULES.reach(STATE, q, List.of(FIRST));
    assertEquals(at("0202"), r.start());
    assertEquals(List.of(Mp.ZERO), r.entry(at("0202")).orElseThrow().costs());
    assertFalse(r.contains(at("0505")));
  }

  @Test
  void noPhaseOrMoreThanTwelveAreRefused() {
    InvalidInputException none = assertThrows(InvalidInputException.class,
        () -> RULES.reach(STATE, MoveQuery.of("a"), List.of()));
    assertEquals("phases", none.field());
    List<MovementPhase> many = Collections.nCopies(13, FIRST);
    InvalidInputException tooMany = assertThrows(InvalidInputException.class,
        () -> RULES.reach(STATE, MoveQuery.of("a"), many));
    assertEquals("phases: at most 12 phases, got 13", tooMany.getMessage());
    assertEquals(12, RULES.reach(STATE, MoveQuery.of("a"), Collections.nCopies(12, FIRST))
        .reports().size());
  }

  @Test
  void aPhaseNeedsANameAndASideAndNamesItselfEvenWhenUnnamed() {
    assertEquals("phase", assertThrows(InvalidInputException.class,
        () -> MovementPhase.of(null, "blue", "")).field());
    assertEquals("side", assertThrows(InvalidInputException.class,
        () -> MovementPhase.of("first", null, "")).field());
    assertEquals("phase", MovementPhase.of("", "blue", "").name());
    assertEquals("first", FIRST.name());
  }

  @Test
  void aPhaseWhoseStateTheRuleSetRejectsIsRefusedNamingThePhase() {
    PlainRules noNight = new PlainRules() {
      @Override
      public void validate(GameState state) {
        super.validate(state);
        if (state.environment().phase().equals("night")) {
          throw new InvalidInputException("environment.phase", "no movement at night");
        }
      }
    };
    MovementPhase night = MovementPhase.of("night", "blue", "dark");
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> noNight.reach(STATE, MoveQuery.of("a"), List.of(FIRST, night)));
    assertEquals("phases[1]", e.field());
    assertEquals("phases[1]: phase 'night': environment.phase: no movement at night",
        e.getMessage());
    assertEquals(2, noNight.reach(STATE, MoveQuery.of("a"), List.of(FIRST, SECOND)).phases()
        .size());
  }

  @Test
  void aRuleSetWithoutAPathToAHexOfItsOwnRangeIsReportedAsInconsistent() {
    PlainRules noPaths = new PlainRules() {
      @Override
      public Optional<Route> path(GameState state, MoveQuery query, Position target,
          SearchBuffers buffers) {
        return Optional.empty();
      }
    };
    PhasedReach r = noPaths.reach(STATE, MoveQuery.of("a"), List.of(FIRST));
    assertTrue(r.contains(at("0504")));
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> r.route(at("0504")));
    assertEquals("rule set test has no path to 0504, which its range holds", e.getMessage());
  }

  @Test
  void minimumMoveAHexEnteredBeyondTheAllowanceIsListedAfterCheaperHexesFoundLater() {
    // woods cost 2 and a unit of 1 point may still enter them as its first step of a phase
    HexMap.Builder b = TestRules.map(4, 3);
    HexMap plain = b.build();
    Hex river = plain.parse("0202");
    HexMap m = b.hex(plain.parse("0203"), Terrain.WOODS)
        .side(river, river.neighbor(HexDirection.NW), Side.RIVER).build();
    GameState s = state(m, unit("a", "blue", m, "0404", 1));
    PhasedReach r = RULES.reach(s, MoveQuery.of("a"), List.of(FIRST, SECOND));
    List<Mp> totals = r.entries().stream().map(PhasedEntry::total).toList();
    assertEquals(List.of(Mp.ZERO, Mp.of(1), Mp.of(1), Mp.of(2), Mp.of(2), Mp.of(2), Mp.of(3)),
        totals);
    PhasedEntry woods = r.entries().get(6);
    assertEquals(Position.hex(m.parse("0203")), woods.position());
    assertEquals(List.of(Mp.of(1), Mp.of(2)), woods.costs());
    assertTrue(woods.mustStop());
  }

  @Test
  void amongEqualTotalsTheRouteSpendingFewerInTheLaterPhasesIsKeptOverThreePhases() {
    // woods (2 points) at 0102 and 0103; the unit has 2 points a phase
    HexMap.Builder b = TestRules.map(3, 5);
    HexMap plain = b.build();
    HexMap m = b.hex(plain.parse("0102"), Terrain.WOODS).hex(plain.parse("0103"), Terrain.WOODS)
        .build();
    GameState s = state(m, unit("a", "blue", m, "0105", 2));
    MovementPhase third = MovementPhase.of("third", "blue", "third move");
    PhasedReach r = RULES.reach(s, MoveQuery.of("a"), List.of(FIRST, SECOND, third));
    Position woods = Position.hex(m.parse("0102"));
    assertEquals(List.of(Mp.of(2), Mp.of(1), Mp.of(2)), r.entry(woods).orElseThrow().costs(),
        "not 1, 2, 2 through the other woods");
    PhasedRoute route = r.route(woods).orElseThrow();
    assertEquals(Position.hex(m.parse("0204")), route.legs().get(0).route().end());
    assertEquals(Position.hex(m.parse("0203")), route.legs().get(1).route().end());
    assertEquals(Mp.of(5), route.total());
  }
}
