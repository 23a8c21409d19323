package io.github.warpath.hexsystem;

import static io.github.warpath.hexsystem.Fixtures.beachhead;
import static io.github.warpath.hexsystem.Fixtures.state;
import static io.github.warpath.hexsystem.Fixtures.unit;
import static io.github.warpath.hexsystem.HexsystemVocabulary.ARMOR;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AXIS;
import static io.github.warpath.hexsystem.HexsystemVocabulary.JAPANESE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hexsystem.Fixtures.TestMap;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementPhase;
import io.github.warpath.rules.PhasedEntry;
import io.github.warpath.rules.PhasedReach;
import io.github.warpath.rules.PhasedRoute;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Operational Movement Phase, then the Reserve Movement Phase: a unit moves in each, the
 * Reserve phase at its own road/rail rates, and a move that had to stop (on a beachhead) goes on
 * in the next phase.
 */
class OperationalThenReserveMovementTest {
  /** The road and rail map of the Road or Rail tests. */
  private static final HexMap ROAD_MAP = RoadAndRailTest.MAP;

  private static Position at(HexMap map, String label) {
    return Position.hex(map.parse(label));
  }

  @Test
  void everySideMovesOperationalThenReserve() {
    GameState s = state(ROAD_MAP).build();
    assertEquals(List.of(HexsystemVocabulary.OPERATIONAL_MOVEMENT,
        HexsystemVocabulary.RESERVE_MOVEMENT), Fixtures.RULES.movementPhases(s, AXIS).stream()
        .map(MovementPhase::phase).toList());
  }

  @Test
  void theReservePhaseGoesOnFromWhereTheOperationalEndedAtTheReserveRoadRate() {
    GameState s = state(ROAD_MAP).add(unit("u", AXIS).kind(ARMOR).steps(1).ma(1)
        .at(ROAD_MAP, "w1010")).build();
    PhasedReach r = Fixtures.RULES.reach(s, MoveQuery.of("u"),
        Fixtures.RULES.movementPhases(s, AXIS));
    // Operational: a road hexside at 1/2 MP; Reserve: road, rail and the strait at 1/4 MP
    // each. Going on to w1210 in the Operational phase (1 MP) would cost 1 3/4 MP in all.
    PhasedEntry strait = r.entry(at(ROAD_MAP, "w1510")).orElseThrow();
    assertEquals(List.of(Mp.ofHalves(1), Mp.of(1)), strait.costs());
    assertEquals(1, strait.firstPhase());
    PhasedRoute route = r.route(at(ROAD_MAP, "w1510")).orElseThrow();
    assertEquals(List.of(at(ROAD_MAP, "w1110")), route.legs().get(0).route().steps().stream()
        .map(x -> x.position()).toList());
    assertEquals(List.of(at(ROAD_MAP, "w1210"), at(ROAD_MAP, "w1310"), at(ROAD_MAP, "w1410"),
        at(ROAD_MAP, "w1510")), route.legs().get(1).route().steps().stream()
        .map(x -> x.position()).toList());
    assertEquals(Mp.ofHalves(3), route.total());
    // w1410 is cheaper reached in the Reserve phase alone (four hexsides at 1/4) than by going
    // on from w1210 (1 + 1/2): the fewest points over both phases win
    assertEquals(List.of(Mp.ZERO, Mp.of(1)), r.entry(at(ROAD_MAP, "w1410")).orElseThrow()
        .costs());
    assertFalse(r.contains(at(ROAD_MAP, "w1610")));
  }

  /** The text's beachhead example, over both phases: onto the beachhead, then off to Hanoi. */
  @Test
  void aUnitStoppedOnABeachheadMovesOffItInTheReservePhase() {
    // sea all round, so that the beachhead is the only way from Haikou to Hanoi
    TestMap section = new TestMap("w", 2, "w4119", "w4219", "w4120");
    HexMap blank = section.build();
    for (int i = 0; i < blank.size(); i++) {
      String label = blank.label(i);
      section.hex(label, label.equals("w4120") ? HexTerrain.PORT : label.equals("w4219")
          ? HexTerrain.CITY : HexTerrain.ALL_SEA);
    }
    HexMap map = section.build();
    GameState s = state(map).add(unit("15th-army", AXIS).nat(JAPANESE).steps(2).ma(1)
        .at(map, "w4120")).add(beachhead(AXIS, map, "w4119", "w4219")).build();
    PhasedReach r = Fixtures.RULES.reach(s, MoveQuery.of("15th-army"),
        Fixtures.RULES.movementPhases(s, AXIS));
    PhasedEntry onto = r.entriesAfter(0).stream().filter(e -> e.position().equals(
        at(map, "w4119"))).findFirst().orElseThrow();
    assertTrue(onto.mustStop());
    assertFalse(r.entriesAfter(0).stream().anyMatch(e -> e.position().equals(
        at(map, "w4219"))));
    PhasedEntry hanoi = r.entry(at(map, "w4219")).orElseThrow();
    // each move onto and off the beachhead spends the whole allowance of 1
    assertEquals(List.of(Mp.of(1), Mp.of(1)), hanoi.costs());
    assertEquals(1, hanoi.firstPhase());
    PhasedRoute route = r.route(at(map, "w4219")).orElseThrow();
    assertEquals(at(map, "w4119"), route.legs().get(0).route().end());
    assertTrue(route.legs().get(0).route().mustStop());
    assertEquals(List.of(at(map, "w4219")), route.legs().get(1).route().steps().stream()
        .map(x -> x.position()).toList());
    assertEquals(HexsystemVocabulary.RESERVE_MOVEMENT, route.legs().get(1).phase().phase());
  }
}
