package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.hex;
import static io.github.warpath.efs.Fx.mp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementPhase;
import io.github.warpath.rules.PhaseLeg;
import io.github.warpath.rules.PhasedEntry;
import io.github.warpath.rules.PhasedReach;
import io.github.warpath.rules.PhasedRoute;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * EFS movement phases in sequence: the Axis moves Regular then Motorized, the Soviet player
 * Motorized then Regular; Soviet cavalry moves in both (half its allowance in the Soviet
 * Motorized phase); a unit that ends a phase on a road leaves it in the next without paying the
 * road back (the road-exit rule's wiggle room).
 */
class MovementOverSeveralPhasesTest {

  private static List<MovementPhase> turn(GameState s, String side) {
    return Fx.RULES.movementPhases(s, side);
  }

  private static Position at(String label) {
    return Position.hex(hex(label));
  }

  private static List<Mp> mps(double... points) {
    return java.util.Arrays.stream(points).mapToObj(Fx::mp).toList();
  }

  @Test
  void theAxisMovesRegularThenMotorizedAndTheSovietsTheOtherWayRound() {
    GameState s = Fx.clear().state();
    assertEquals(List.of("regular-movement", "motorized-movement"),
        turn(s, EfsVocabulary.AXIS).stream().map(MovementPhase::phase).toList());
    assertEquals(List.of("motorized-movement", "regular-movement"),
        turn(s, EfsVocabulary.SOVIET).stream().map(MovementPhase::phase).toList());
    assertFalse(turn(s, EfsVocabulary.AXIS).get(1).modes().contains(EfsVocabulary.INFILTRATION));
    assertTrue(turn(s, EfsVocabulary.SOVIET).get(0).modes().contains(EfsVocabulary.INFILTRATION));
  }

  @Test
  void anAxisMotorizedUnitMovesItsAllowanceInEachPhase() {
    GameState s = Fx.clear().unit(Fx.axis("pz", EfsVocabulary.ARMOR, MovementClass.RED, 4,
        "0105")).state();
    PhasedReach r = Fx.RULES.reach(s, MoveQuery.of("pz"), turn(s, EfsVocabulary.AXIS));
    assertEquals(mp(4), r.reports().get(0).allowance());
    assertEquals(mp(4), r.reports().get(1).allowance());
    // clear hexes at 1 MP: eight hexes away takes both phases, four each
    PhasedEntry far = r.entry(at("0905")).orElseThrow();
    assertEquals(8, hex("0105").distanceTo(hex("0905")));
    assertEquals(mps(4, 4), far.costs());
    assertEquals(1, far.firstPhase());
    // four hexes away is reached in the Regular phase; the unit stays put in the Motorized
    PhasedEntry near = r.entry(at("0505")).orElseThrow();
    assertEquals(mps(4, 0), near.costs());
    assertEquals(0, near.firstPhase());
    assertFalse(r.contains(at("1005")));
    PhasedRoute route = r.route(at("0905")).orElseThrow();
    assertEquals(List.of("regular-movement", "motorized-movement"),
        route.legs().stream().map(l -> l.phase().phase()).toList());
    assertEquals(4, route.legs().get(0).route().steps().size());
    assertEquals(4, route.legs().get(1).route().steps().size());
    assertEquals(at("0905"), route.end());
    assertEquals(mp(8), route.total());
  }

  @Test
  void axisInfantryMovesOnlyInTheRegularPhase() {
    GameState s = Fx.clear().unit(Fx.infantry("inf", "0105")).state();
    PhasedReach r = Fx.RULES.reach(s, MoveQuery.of("inf"), turn(s, EfsVocabulary.AXIS));
    assertTrue(r.reports().get(0).mayMove());
    assertFalse(r.reports().get(1).mayMove());
    assertEquals(EfsRuleHeading.MOVEMENT_PHASES.section(),
        r.reports().get(1).refusals().get(0).rule().section());
    assertEquals(r.entriesAfter(0).size(), r.size());
    assertEquals(mps(6, 0), r.entry(at("0705")).orElseThrow().costs());
    assertFalse(r.contains(at("0805")));
  }

  @Test
  void sovietCavalryMovesHalfInTheMotorizedPhaseThenAllOfItInTheRegular() {
    GameState s = Fx.clear().unit(Fx.soviet("cav", EfsVocabulary.CAVALRY, MovementClass.WHITE,
        6, "0105")).phase(EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.SOVIET).state();
    List<MovementPhase> phases = turn(s, EfsVocabulary.SOVIET);
    PhasedReach r = Fx.RULES.reach(s, MoveQuery.of("cav"), phases);
    assertEquals(mp(3), r.reports().get(0).allowance());
    assertEquals(mp(6), r.reports().get(1).allowance());
    PhasedEntry far = r.entry(at("1005")).orElseThrow();
    assertEquals(9, hex("0105").distanceTo(hex("1005")));
    assertEquals(mps(3, 6), far.costs());
    assertFalse(r.entriesAfter(0).stream().anyMatch(e -> e.position().equals(at("0505"))));
    PhasedRoute route = r.route(at("1005")).orElseThrow();
    assertEquals(3, route.legs().get(0).route().steps().size());
    assertEquals(6, route.legs().get(1).route().steps().size());
    assertEquals("motorized-movement", route.legs().get(0).phase().phase());
  }

  /**
   * Swamp everywhere but one clear hex beside the middle of a railroad: a panzer on the
   * railroad may not leave the swamp hex off the railroad in the phase it came in along it, but
   * in the next phase it may.
   */
  @Test
  void endingAPhaseOnTheRailroadLetsTheUnitLeaveItNextPhase() {
    // the hex beside 0305 that touches no other hex of the railroad
    String pocket = "0306";
    Fx fx = Fx.clear();
    io.github.warpath.map.HexMap board = Fx.clear().state().hexMap();
    for (int i = 0; i < board.size(); i++) {
      if (!board.label(i).equals(pocket)) {
        fx.terrain(EfsTerrain.SWAMP, board.label(i));
      }
    }
    fx.line(EfsHexside.RAILROAD, "0105", "0205", "0305",
        "0405", "0505");
    GameState s = fx.unit(Fx.panzer("pz", "0105")).state();
    assertTrue(hex(pocket).isAdjacentTo(hex("0305")));
    assertFalse(hex(pocket).isAdjacentTo(hex("0205")) || hex(pocket).isAdjacentTo(hex("0405")));
    MoveQuery q = MoveQuery.of("pz");
    assertEquals(-1, Fx.RULES.reach(s, q).indexOf(hex(pocket)));
    PhasedReach r = Fx.RULES.reach(s, q, turn(s, EfsVocabulary.AXIS));
    PhasedEntry e = r.entry(at(pocket)).orElseThrow();
    // two railroad hexes of swamp at 3 MP, then the clear hex at 1 MP in the next phase
    assertEquals(mps(6, 1), e.costs());
    assertEquals(1, e.firstPhase());
    PhasedRoute route = r.route(at(pocket)).orElseThrow();
    PhaseLeg second = route.legs().get(1);
    assertEquals(at("0305"), route.legs().get(0).route().end());
    assertEquals(List.of(at(pocket)), second.route().steps().stream().map(x -> x.position())
        .toList());
    // the same step in the phase the unit came in along the railroad cites the road-exit rule
    GameState after = Fx.RULES.apply(s, MoveOrder.of(q, route.legs().get(0).route().toSteps()))
        .state().orElseThrow();
    Verdict same = Fx.check(after, "pz", pocket);
    Fx.assertIllegal(same, EfsRuleHeading.ROAD_EXIT, 1);
  }

  @Test
  void aNewMovementPhaseForgetsThePointsAndStartWrittenAsAttributes() {
    // the older form of a unit's movement so far: points spent and where the phase began
    Unit legacy = Unit.builder().from(Fx.panzer("pz", "0303"))
        .putAttributes(EfsVocabulary.MP_SPENT, "3").putAttributes(EfsVocabulary.PHASE_START, "0101")
        .build();
    GameState s = Fx.clear().unit(legacy).unit(Fx.infantry("inf", "0505")).state();
    assertEquals(mp(7), Fx.check(s, "pz", "0304").allowance());
    GameState next = EfsTurn.enterPhase(s, EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.AXIS);
    assertEquals(java.util.Map.of(EfsVocabulary.MOVEMENT_CLASS, "red"),
        next.unit("pz").attributes());
    assertEquals(mp(10), Fx.check(next, "pz", "0304").allowance());
    // a unit without them is kept as it was
    assertEquals(s.unit("inf"), next.unit("inf"));
  }
}
