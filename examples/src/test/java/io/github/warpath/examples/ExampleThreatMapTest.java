package io.github.warpath.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import io.github.warpath.threat.ThreatHex;
import io.github.warpath.threat.ThreatMap;
import io.github.warpath.threat.ThreatMaps;
import io.github.warpath.threat.ThreatQuery;
import io.github.warpath.threat.UnitThreat;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Threat maps under the example rules: rule 1 (every hex costs 1 MP on a clear map), rule 2
 * (allowance) and rule 3 (zones of control stop the move and cover the six neighbours).
 */
class ExampleThreatMapTest {
  private static final ExampleRules RULES = new ExampleRules();
  private static final HexMap MAP = HexMap.builder(ExampleRules.TERRAIN, 6, 8).build();
  private static final Hex A = MAP.parse("0304");
  private static final Hex B = A.neighbor(HexDirection.S).neighbor(HexDirection.S)
      .neighbor(HexDirection.S);
  private static final Hex R = A.neighbor(HexDirection.N).neighbor(HexDirection.N);

  private static Unit unit(String id, String side, int allowance, Hex at) {
    return Unit.builder().id(id).side(side).kind("infantry").allowance(Mp.of(allowance))
        .position(Position.hex(at)).build();
  }

  private static final GameState STATE = GameState.builder().ruleSet(ExampleRules.ID)
      .board(MAP).units(List.of(unit("a", "blue", 3, A), unit("b", "blue", 1, B),
          unit("r", "red", 0, R))).build();

  @Test
  void ruleOneAndTwoAHexTwoUnitsCanReachListsBothWithTheirCostsInStateOrder() {
    ThreatMap t = ThreatMaps.of(RULES, STATE, ThreatQuery.of("blue"));
    Hex between = A.neighbor(HexDirection.S).neighbor(HexDirection.S);
    ThreatHex h = t.hex(between);
    assertEquals(List.of(new UnitThreat("a", Mp.of(2), false),
        new UnitThreat("b", Mp.of(1), false)), h.units());
    assertEquals(List.of(new UnitThreat("a", Mp.of(1), false)),
        t.hex(A.neighbor(HexDirection.S)).units());
    assertEquals(List.of("a", "b"), t.units());
    assertEquals(2, t.maxUnits());
  }

  @Test
  void ruleThreeTheHexNextToTheEnemyEndsTheMoveAndNothingBeyondIsReached() {
    ThreatMap t = ThreatMaps.of(RULES, STATE, ThreatQuery.of("blue"));
    Hex inZone = A.neighbor(HexDirection.N);
    assertEquals(List.of(new UnitThreat("a", Mp.of(1), true)), t.hex(inZone).units());
    assertTrue(t.hex(inZone).mustStopForAll());
    assertNull(t.hex(R), "the enemy's own hex is closed");
    assertFalse(t.zones());
  }

  @Test
  void ruleFiveAndThreeAUnitWithoutPointsReachesOneHexAndItsZoneCoversTheRingBeyond() {
    GameState s = STATE.withUnits(List.of(unit("r", "red", 0, A)));
    ThreatMap t = ThreatMaps.of(RULES, s, ThreatQuery.of("red").withZones(true));
    Set<Hex> ring = new TreeSet<>(Comparator.comparing(MAP::index));
    for (HexDirection d : HexDirection.values()) {
      for (HexDirection e : HexDirection.values()) {
        ring.add(A.neighbor(d).neighbor(e));
      }
    }
    assertEquals(19, ring.size());
    assertEquals(new ArrayList<>(ring), t.hexes().stream().map(ThreatHex::hex).toList());
    assertEquals(7, t.reachableCount());
    assertEquals(List.of(new UnitThreat("r", Mp.ZERO, false)), t.hex(A).units());
    for (HexDirection d : HexDirection.values()) {
      Hex n = A.neighbor(d);
      assertEquals(Mp.of(1), t.hex(n).unit("r").cost(), MAP.label(n));
      Hex beyond = n.neighbor(d);
      assertEquals(List.of(), t.hex(beyond).units(), MAP.label(beyond));
      assertEquals(List.of("r"), t.hex(beyond).zoneOfControl(), MAP.label(beyond));
    }
  }

  @Test
  void theAnswerIsTheSameOnOneAndOnFourThreads() {
    ThreatQuery q = ThreatQuery.of("blue").withZones(true);
    assertEquals(ThreatMaps.of(RULES, STATE, q), ThreatMaps.of(RULES, STATE, q.onThreads(4)));
  }

  @Test
  void anUnknownSideIsRefusedListingTheSides() {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> ThreatMaps.of(RULES, STATE, ThreatQuery.of("green")));
    assertEquals("side", e.field());
    assertTrue(e.getMessage().contains("sides: blue, red"), e.getMessage());
  }

  @Test
  void anUnknownModeIsRefusedListingTheModes() {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> ThreatMaps.of(RULES, STATE, ThreatQuery.of("blue").inMode("flying")));
    assertEquals("mode", e.field());
  }

  @Test
  void aPhaseIsRefusedSinceTheExampleRulesHaveNone() {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> ThreatMaps.of(RULES, STATE, ThreatQuery.of("blue").inPhase("movement")));
    assertEquals("phase", e.field());
    assertTrue(e.getMessage().contains("it has no phases"), e.getMessage());
  }
}
