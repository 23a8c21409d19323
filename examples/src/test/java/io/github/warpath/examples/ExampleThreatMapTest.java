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
  void ruleOneToThreeTheMapEqualsTheSameValuesInPlainListsWithTheSameHashAndText() {
    ThreatMap t = ThreatMaps.of(RULES, STATE, ThreatQuery.of("blue").withZones(true));
    List<ThreatHex> plain = new ArrayList<>();
    for (ThreatHex h : t.hexes()) {
      plain.add(new ThreatHex(h.hex(), new ArrayList<>(h.units()),
          new ArrayList<>(h.zoneOfControl())));
    }
    ThreatMap copy = new ThreatMap(t.side(), t.phase(), t.mode(), t.zones(), t.units(), plain);
    assertEquals(copy, t);
    assertEquals(t, copy);
    assertEquals(copy.hashCode(), t.hashCode());
    assertEquals(copy.toString(), t.toString());
    Hex between = A.neighbor(HexDirection.S).neighbor(HexDirection.S);
    assertEquals(plain.get(plain.indexOf(t.hex(between))), t.hex(between));
    assertEquals("[UnitThreat[unit=a, cost=2 MP, mustStop=false], "
        + "UnitThreat[unit=b, cost=1 MP, mustStop=false]]", t.hex(between).units().toString());
    assertEquals(List.of("a", "b"), t.hex(between).zoneOfControl());
    assertEquals(copy.reachableCount(), t.reachableCount());
    assertEquals(copy.maxUnits(), t.maxUnits());
  }

  @Test
  void ruleOneTheMapsListsCannotBeChanged() {
    ThreatMap t = ThreatMaps.of(RULES, STATE, ThreatQuery.of("blue").withZones(true));
    ThreatHex h = t.hex(A.neighbor(HexDirection.S).neighbor(HexDirection.S));
    assertThrows(UnsupportedOperationException.class, () -> t.hexes().remove(0));
    assertThrows(UnsupportedOperationException.class, () -> t.hexes().set(0, h));
    assertThrows(UnsupportedOperationException.class, () -> h.units().remove(0));
    assertThrows(UnsupportedOperationException.class, () -> h.units().add(h.units().get(0)));
    assertThrows(UnsupportedOperationException.class, () -> h.zoneOfControl().clear());
    assertThrows(IndexOutOfBoundsException.class, () -> h.units().get(2));
    assertThrows(IndexOutOfBoundsException.class, () -> t.hexes().get(t.hexes().size()));
    assertEquals(2, h.units().size());
  }

  @Test
  void ruleTwoAHexNoUnitReachesOrOffTheMapHasNoEntry() {
    ThreatMap t = ThreatMaps.of(RULES, STATE, ThreatQuery.of("blue"));
    Hex corner = MAP.hex(MAP.size() - 1);
    assertTrue(A.distanceTo(corner) > 3 && B.distanceTo(corner) > 1, MAP.label(corner));
    assertNull(t.hex(corner));
    assertNull(t.hex(new Hex(-40, 3)));
    assertEquals(A, t.hex(A).hex());
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
