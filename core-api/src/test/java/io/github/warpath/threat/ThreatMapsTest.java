package io.github.warpath.threat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.kit.KitRuleSet;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.batch.Batch;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Threat maps under a small kit: terrain costs (clear 1, rough 1 1/2), the allowance, zones of
 * control that end the move and cover the six neighbours, and a sequence of play whose second
 * phase moves wheels only.
 */
class ThreatMapsTest {
  private static final KitRuleSet RULES = ThreatFixture.rules(true);
  private static final HexMap.Builder BUILDER = ThreatFixture.map();
  private static final Hex A = BUILDER.hexAt(2, 2);
  private static final Hex A1 = A.neighbor(HexDirection.S);
  private static final Hex BETWEEN = A1.neighbor(HexDirection.S);
  private static final Hex B = BETWEEN.neighbor(HexDirection.S);
  private static final Hex R = A.neighbor(HexDirection.N).neighbor(HexDirection.N);
  private static final HexMap MAP = BUILDER
      .hex(A1, ThreatFixture.VOCABULARY.hexFeature("rough"))
      .box(OffMapBox.of("reserve", "reserve")).build();

  private static GameState state(String phase, String active, Unit... units) {
    return ThreatFixture.state(MAP, ThreatFixture.env(phase, active), units);
  }

  private static Unit blue(String id, int allowance, Hex at) {
    return ThreatFixture.unit(id, "blue", "infantry", Mp.of(allowance), at);
  }

  private static Unit red(String id, int allowance, Hex at) {
    return ThreatFixture.unit(id, "red", "infantry", Mp.of(allowance), at);
  }

  private static final GameState STATE = state("movement", "blue", blue("a", 3, A),
      blue("b", 1, B), red("r", 0, R));

  @Test
  void terrainCostsAHexTwoUnitsReachListsBothWithTheirCostsInStateOrder() {
    ThreatMap t = ThreatMaps.of(RULES, STATE, ThreatQuery.of("blue"));
    assertEquals(List.of(new UnitThreat("a", Mp.ofHalves(5), false),
        new UnitThreat("b", Mp.of(1), false)), t.hex(BETWEEN).units());
    assertEquals(List.of(new UnitThreat("a", Mp.ofHalves(3), false)), t.hex(A1).units());
    assertEquals(List.of(new UnitThreat("a", Mp.ZERO, false)), t.hex(A).units());
    assertEquals(List.of("a", "b"), t.units());
    assertEquals(2, t.maxUnits());
    assertEquals("blue", t.side());
    assertEquals("movement", t.phase());
    assertEquals("normal", t.mode());
    assertFalse(t.zones());
  }

  @Test
  void terrainCostsTheHexesAreInMapOrderAndCountedOnceEach() {
    ThreatMap t = ThreatMaps.of(RULES, STATE, ThreatQuery.of("blue"));
    List<Integer> indexes = new ArrayList<>();
    for (ThreatHex h : t.hexes()) {
      indexes.add(MAP.index(h.hex()));
      assertTrue(h.reachable(), MAP.label(h.hex()));
      assertEquals(List.of(), h.zoneOfControl());
    }
    List<Integer> sorted = new ArrayList<>(indexes);
    sorted.sort(null);
    assertEquals(sorted, indexes);
    assertEquals(indexes.size(), indexes.stream().distinct().count());
    assertEquals(t.hexes().size(), t.reachableCount());
  }

  @Test
  void zonesOfControlEnteringTheEnemysZoneEndsTheMoveAndItsHexIsClosed() {
    ThreatMap t = ThreatMaps.of(RULES, STATE, ThreatQuery.of("blue"));
    Hex inZone = A.neighbor(HexDirection.N);
    assertEquals(List.of(new UnitThreat("a", Mp.of(1), true)), t.hex(inZone).units());
    assertTrue(t.hex(inZone).mustStopForAll());
    assertFalse(t.hex(BETWEEN).mustStopForAll());
    assertNull(t.hex(R), "the enemy's own hex is closed");
    assertNull(t.hex(inZone).unit("b"));
    assertEquals(new UnitThreat("a", Mp.of(1), true), t.hex(inZone).unit("a"));
  }

  @Test
  void zonesOfControlUnitsWithoutPointsReachTheirHexAndTheirZonesCoverTheRing() {
    Hex r2 = A.neighbor(HexDirection.S).neighbor(HexDirection.S);
    GameState s = state("movement", "red", red("r", 0, A), red("q", 0, r2), blue("a", 3, R));
    ThreatMap t = ThreatMaps.of(RULES, s, ThreatQuery.of("red").withZones(true));
    assertTrue(t.zones());
    assertEquals(2, t.reachableCount());
    assertEquals(1, t.maxUnits());
    assertEquals(List.of(new UnitThreat("r", Mp.ZERO, false)), t.hex(A).units());
    assertEquals(List.of(), t.hex(A).zoneOfControl());
    ThreatHex shared = t.hex(A1);
    assertEquals(List.of(), shared.units());
    assertFalse(shared.reachable());
    assertFalse(shared.mustStopForAll());
    assertEquals(List.of("r", "q"), shared.zoneOfControl());
    int zoneOnly = 0;
    for (ThreatHex h : t.hexes()) {
      if (!h.reachable()) {
        zoneOnly++;
        assertFalse(h.zoneOfControl().isEmpty(), MAP.label(h.hex()));
      }
    }
    assertEquals(6 + 6 - 1, zoneOnly, "two rings of six sharing A1");
    assertEquals(zoneOnly + 2, t.hexes().size());
    for (HexDirection d : HexDirection.values()) {
      assertTrue(t.hex(A.neighbor(d)).zoneOfControl().contains("r"), d.toString());
      assertTrue(t.hex(r2.neighbor(d)).zoneOfControl().contains("q"), d.toString());
    }
  }

  @Test
  void zonesOfControlOnlyTheMovingSideIsMapped() {
    ThreatMap t = ThreatMaps.of(RULES, STATE, ThreatQuery.of("red").withZones(true));
    assertEquals(List.of("r"), t.units());
    assertEquals(List.of(new UnitThreat("r", Mp.ZERO, false)), t.hex(R).units());
    assertEquals(1, t.reachableCount());
    assertEquals("red", t.side());
  }

  @Test
  void theAnswerIsTheSameOnOneAndOnFourThreads() {
    ThreatQuery q = ThreatQuery.of("blue").withZones(true);
    ThreatMap one = ThreatMaps.of(RULES, STATE, q);
    assertEquals(one, ThreatMaps.of(RULES, STATE, q.onThreads(4)));
    assertEquals(one, ThreatMaps.of(RULES, STATE, q.onThreads(2)));
  }

  @Test
  void theMapEqualsTheSameValuesInPlainListsAndAnswersAlike() {
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
    assertEquals(copy.hex(BETWEEN), t.hex(BETWEEN));
    assertNull(copy.hex(MAP.hex(MAP.size() - 1)));
    assertEquals(t.reachableCount(), copy.reachableCount());
    assertTrue(copy.reachableCount() < copy.hexes().size(), "some hexes only a zone covers");
    assertEquals(2, copy.maxUnits());
    assertEquals(0, new ThreatMap("blue", "", "", false, List.of(), List.of()).maxUnits());
  }

  @Test
  void theMapsListsCannotBeChanged() {
    ThreatMap t = ThreatMaps.of(RULES, STATE, ThreatQuery.of("blue").withZones(true));
    ThreatHex h = t.hex(BETWEEN);
    assertThrows(UnsupportedOperationException.class, () -> t.hexes().remove(0));
    assertThrows(UnsupportedOperationException.class, () -> h.units().remove(0));
    assertThrows(IndexOutOfBoundsException.class, () -> h.units().get(2));
    assertThrows(IndexOutOfBoundsException.class, () -> h.units().get(-1));
    assertThrows(IndexOutOfBoundsException.class, () -> t.hexes().get(t.hexes().size()));
    assertSame(h.units(), new ThreatHex(h.hex(), h.units(), h.zoneOfControl()).units(),
        "a list of the map is kept as it is");
    List<UnitThreat> mine = new ArrayList<>(h.units());
    ThreatHex copied = new ThreatHex(h.hex(), mine, List.of());
    mine.clear();
    assertEquals(2, copied.units().size(), "any other list is copied");
  }

  @Test
  void aHexNoUnitReachesOrOffTheMapHasNoEntry() {
    ThreatMap t = ThreatMaps.of(RULES, STATE, ThreatQuery.of("blue"));
    assertNull(t.hex(MAP.hex(MAP.size() - 1)));
    assertNull(t.hex(new Hex(-40, 3)));
    assertEquals(A, t.hex(A).hex());
    assertEquals(MAP.hex(0), ThreatMaps.of(RULES, state("movement", "blue",
        blue("c", 0, MAP.hex(0))), ThreatQuery.of("blue")).hexes().get(0).hex());
  }

  @Test
  void theFirstHexOfTheMapIsFoundByItsHex() {
    Hex first = MAP.hex(0);
    ThreatMap t = ThreatMaps.of(RULES, state("movement", "blue", blue("c", 1, first)),
        ThreatQuery.of("blue"));
    assertEquals(List.of(new UnitThreat("c", Mp.ZERO, false)), t.hex(first).units());
    assertEquals(first, t.hex(first).hex());
  }

  @Test
  void zonesOfControlTheFirstHexOfTheMapListsTheUnitWhoseZoneCoversIt() {
    Hex first = MAP.hex(0);
    Hex next = first.neighbor(HexDirection.S);
    ThreatMap t = ThreatMaps.of(RULES, state("movement", "red", red("r", 0, R),
        red("q", 0, next), blue("a", 3, B)), ThreatQuery.of("red").withZones(true));
    assertEquals(List.of("q"), t.hex(first).zoneOfControl());
    assertEquals(List.of(), t.hex(first).units());
    assertEquals(List.of("q"), t.hex(next.neighbor(HexDirection.S)).zoneOfControl());
    assertEquals(List.of("r"), t.hex(R.neighbor(HexDirection.S)).zoneOfControl());
  }

  @Test
  void aUnitInABoxIsNotAskedAndASideWithOnlySuchUnitsIsRefused() {
    Unit boxed = blue("z", 3, A).withPosition(Position.box("reserve"));
    ThreatMap t = ThreatMaps.of(RULES, state("movement", "blue", blue("a", 1, A), boxed,
        red("r", 0, R)), ThreatQuery.of("blue"));
    assertEquals(List.of("a"), t.units());
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> ThreatMaps.of(RULES, state("movement", "blue", boxed, red("r", 0, R)),
            ThreatQuery.of("blue")));
    assertEquals("side", e.field());
    assertEquals("side: side 'blue' has no unit on the map", e.getMessage());
  }

  @Test
  void anUnknownSideIsRefusedListingTheSides() {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> ThreatMaps.of(RULES, STATE, ThreatQuery.of("green")));
    assertEquals("side", e.field());
    assertEquals("side: no unit of side 'green'; sides: blue, red", e.getMessage());
    InvalidInputException none = assertThrows(InvalidInputException.class,
        () -> ThreatMaps.of(RULES, state("movement", ""), ThreatQuery.of("green")));
    assertEquals("side: no unit of side 'green'; sides: none (no units)", none.getMessage());
  }

  @Test
  void aRuleSetNotPlayedOnHexesIsRefused() {
    try (Batch batch = Batch.of(new NotOnHexes(), 1)) {
      InvalidInputException e = assertThrows(InvalidInputException.class,
          () -> ThreatMaps.of(batch, STATE, ThreatQuery.of("blue")));
      assertEquals("ruleSet: rule set table is not played on hexes; threat maps need a hex map",
          e.getMessage());
    }
  }

  @Test
  void aBatchOfAHexRuleSetGivesTheMapOfItsThreads() {
    try (Batch batch = Batch.of(RULES, 3).withChunk(1)) {
      assertEquals(ThreatMaps.of(RULES, STATE, ThreatQuery.of("blue").withZones(true)),
          ThreatMaps.of(batch, STATE, ThreatQuery.of("blue").withZones(true)));
    }
  }

  /** A rule set whose pieces move on a table, not on hexes. */
  private static final class NotOnHexes implements RuleSet {
    @Override
    public String id() {
      return "table";
    }

    @Override
    public String name() {
      return "Table";
    }

    @Override
    public String version() {
      return "1";
    }

    @Override
    public String description() {
      return "";
    }

    @Override
    public List<MovementMode> modes() {
      return List.of(new MovementMode("normal", "on the table"));
    }

    @Override
    public List<Rule> rules() {
      return List.of();
    }

    @Override
    public Optional<TerrainVocabulary> terrain() {
      return Optional.empty();
    }

    @Override
    public Map<String, List<String>> vocabulary() {
      return Map.of();
    }

    @Override
    public void validate(GameState state) {
    }

    @Override
    public Verdict check(GameState state, MoveOrder order) {
      throw new UnsupportedOperationException();
    }

    @Override
    public MoveOutcome apply(GameState state, MoveOrder order) {
      throw new UnsupportedOperationException();
    }
  }

  @Test
  void anUnknownModeIsRefused() {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> ThreatMaps.of(RULES, STATE, ThreatQuery.of("blue").inMode("flying")));
    assertEquals("mode", e.field());
  }

  @Test
  void sequenceOfPlayAPhaseTheRulesDoNotHaveIsRefusedListingTheirPhases() {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> ThreatMaps.of(RULES, STATE, ThreatQuery.of("blue").inPhase("night")));
    assertEquals("phase", e.field());
    assertEquals("phase: rule set threat-test has no phase 'night'; phases: mech, movement",
        e.getMessage());
    KitRuleSet noPhases = ThreatFixture.rules(false);
    InvalidInputException none = assertThrows(InvalidInputException.class,
        () -> ThreatMaps.of(noPhases, STATE, ThreatQuery.of("blue").inPhase("movement")));
    assertEquals("phase: rule set threat-test has no phase 'movement'; it has no phases: leave the"
        + " phase out", none.getMessage());
  }

  @Test
  void sequenceOfPlayTheSideMovingNowKeepsTheStateAsItIs() {
    assertSame(STATE, ThreatMaps.situation(RULES, STATE, ThreatQuery.of("blue")));
    assertSame(STATE, ThreatMaps.situation(RULES, STATE,
        ThreatQuery.of("blue").inPhase("movement")));
    GameState mech = STATE.withEnvironment(ThreatFixture.env("mech", "blue"));
    assertSame(mech, ThreatMaps.situation(RULES, mech, ThreatQuery.of("blue")));
  }

  @Test
  void sequenceOfPlayASideNotMovingNowIsAskedInTheFirstPhaseOfItsTurnAfresh() {
    GameState moved = RULES.apply(STATE, MoveOrder.path("a", A1)).state().orElseThrow();
    assertTrue(moved.unit("a").phaseMovement().isPresent());
    GameState redMoving = moved.withEnvironment(ThreatFixture.env("mech", "red"));
    GameState s = ThreatMaps.situation(RULES, redMoving, ThreatQuery.of("blue"));
    assertEquals("movement", s.environment().phase());
    assertEquals("blue", s.environment().activeSide());
    assertFalse(s.unit("a").phaseMovement().isPresent());
    GameState otherSide = ThreatMaps.situation(RULES, moved.withEnvironment(
        ThreatFixture.env("movement", "red")), ThreatQuery.of("blue"));
    assertEquals("movement", otherSide.environment().phase());
    assertFalse(otherSide.unit("a").phaseMovement().isPresent());
  }

  @Test
  void sequenceOfPlayNoPhaseYetMeansTheFirstPhaseOfTheTurn() {
    GameState s = ThreatMaps.situation(RULES, STATE.withEnvironment(ThreatFixture.env("", "")),
        ThreatQuery.of("blue"));
    assertEquals("movement", s.environment().phase());
    assertEquals("blue", s.environment().activeSide());
    GameState later = ThreatMaps.situation(RULES, STATE.withEnvironment(
        ThreatFixture.env("mech", "")), ThreatQuery.of("blue"));
    assertEquals("mech", later.environment().phase(), "no side named: everyone moves now");
  }

  @Test
  void sequenceOfPlayTheSamePhaseWithNoSideNamedKeepsTheMovementSoFar() {
    GameState moved = RULES.apply(STATE, MoveOrder.path("a", A1)).state().orElseThrow()
        .withEnvironment(ThreatFixture.env("movement", ""));
    GameState s = ThreatMaps.situation(RULES, moved, ThreatQuery.of("blue").inPhase("movement"));
    assertEquals("blue", s.environment().activeSide());
    assertTrue(s.unit("a").phaseMovement().isPresent());
    assertEquals(Mp.ofHalves(3), s.unit("a").phaseMovement().orElseThrow().spent());
    ThreatMap t = ThreatMaps.of(RULES, moved, ThreatQuery.of("blue").inPhase("movement"));
    assertEquals(new UnitThreat("a", Mp.ZERO, false), t.hex(A1).unit("a"),
        "costs count from where the unit stands");
    assertEquals(new UnitThreat("a", Mp.of(1), false), t.hex(BETWEEN).unit("a"));
    assertNull(t.hex(B).unit("a"), "1 1/2 of 3 points spent: two more hexes cost 2");
  }

  @Test
  void sequenceOfPlayAnotherPhaseStartsAfresh() {
    GameState moved = RULES.apply(STATE, MoveOrder.path("a", A1)).state().orElseThrow();
    GameState s = ThreatMaps.situation(RULES, moved, ThreatQuery.of("blue").inPhase("mech"));
    assertEquals("mech", s.environment().phase());
    assertFalse(s.unit("a").phaseMovement().isPresent());
  }

  @Test
  void withoutASequenceOfPlayTheCurrentPhaseIsKept() {
    KitRuleSet noPhases = ThreatFixture.rules(false);
    GameState s = STATE.withEnvironment(ThreatFixture.env("", "red"));
    GameState asked = ThreatMaps.situation(noPhases, s, ThreatQuery.of("blue"));
    assertEquals("", asked.environment().phase());
    assertEquals("blue", asked.environment().activeSide());
  }
}
