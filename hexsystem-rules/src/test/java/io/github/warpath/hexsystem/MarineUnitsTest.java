package io.github.warpath.hexsystem;

import static io.github.warpath.hexsystem.Fixtures.assertLegal;
import static io.github.warpath.hexsystem.Fixtures.assertViolation;
import static io.github.warpath.hexsystem.Fixtures.attrs;
import static io.github.warpath.hexsystem.Fixtures.check;
import static io.github.warpath.hexsystem.Fixtures.reach;
import static io.github.warpath.hexsystem.Fixtures.state;
import static io.github.warpath.hexsystem.Fixtures.unit;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AXIS;
import static io.github.warpath.hexsystem.HexsystemVocabulary.MARINE;
import static io.github.warpath.hexsystem.HexsystemVocabulary.WESTERN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.warpath.Mp;
import io.github.warpath.hexsystem.Fixtures.TestMap;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import org.junit.jupiter.api.Test;

/**
 * 3.1.1 Hex-to-Hex Procedure, Marine Units: a marine that has not moved may cross an all-sea
 * hexside into the adjacent land hex, spending its whole allowance. The map has an all-sea
 * hexside between w2010 and w2110 (a strait without a connection).
 */
class MarineUnitsTest {
  private static final HexMap MAP = new TestMap("w", 2, "w2010", "w2110")
      .fill(HexTerrain.CLEAR).hex("w2110", HexTerrain.JUNGLE)
      .side("w2010", "w2110", SideFeature.ALL_SEA)
      .region("solomons", HexsystemVocabulary.REGION_COUNTRY,
          attrs("nationality", "solomon", "faction", "neutral", "minor", "true"), "w2110")
      .build();

  @Test
  void aMarineThatHasNotMovedLandsAcrossAnAllSeaHexside() {
    GameState s = state(MAP).add(unit("usmc", WESTERN).nat("us").kind(MARINE).ma(2)
        .at(MAP, "w2010")).attribute("faction.solomons", WESTERN).build();
    Verdict v = check(s, "usmc", "w2110");
    assertLegal(v);
    assertEquals(Mp.of(2), v.spent());
    assertEquals("marine landing; move ends here", v.steps().get(0).note());
    // by land (clear, then the jungle for 3) the hex is out of reach
    assertEquals("2!", reach(s, "usmc").get("w2110"));
  }

  @Test
  void otherUnitsCannotCrossAnAllSeaHexside() {
    GameState s = state(MAP).add(unit("inf", WESTERN).ma(4).at(MAP, "w2010"))
        .attribute("faction.solomons", WESTERN).build();
    assertViolation(check(s, "inf", "w2110"), HexsystemRule.TERRAIN_COSTS, 1);
    assertFalse(reach(s, "inf").get("w2110").endsWith("!"));
  }

  @Test
  void aMarineThatHasMovedCannotLand() {
    GameState s = state(MAP).add(unit("usmc", WESTERN).kind(MARINE).ma(4).at(MAP, "w2011"))
        .attribute("faction.solomons", WESTERN).build();
    assertViolation(check(s, "usmc", "w2010", "w2110"), HexsystemRule.MARINE_UNITS, 2);
  }

  @Test
  void aMarineCannotLandOnAnEnemyUnit() {
    GameState s = state(MAP).add(unit("usmc", WESTERN).kind(MARINE).ma(4).at(MAP, "w2010"),
        unit("snlf", AXIS).at(MAP, "w2110")).attribute("faction.solomons", WESTERN).build();
    assertViolation(check(s, "usmc", "w2110"), HexsystemRule.ENEMY_UNITS, 1);
  }

  @Test
  void aLandingIsStillSubjectToThePoliticalRestrictions() {
    GameState s = state(MAP).add(unit("usmc", WESTERN).kind(MARINE).ma(4).at(MAP, "w2010"))
        .build();
    assertViolation(check(s, "usmc", "w2110"), HexsystemRule.NEUTRAL_MINOR_COUNTRIES, 1);
  }

  @Test
  void theViolationsSayWhyAnAllSeaHexsideWasNotCrossed() {
    GameState s = state(MAP).add(unit("usmc", WESTERN).kind(MARINE).ma(4).at(MAP, "w2011"),
        unit("inf", WESTERN).ma(4).at(MAP, "w2010"), unit("raiders", WESTERN).kind(MARINE).ma(4)
            .at(MAP, "w2010")).attribute("faction.solomons", WESTERN).build();
    assertEquals("ground units cannot cross an all-sea hexside (only a marine landing can)",
        assertViolation(check(s, "inf", "w2110"), HexsystemRule.TERRAIN_COSTS, 1).reason());
    assertEquals("a marine crosses an all-sea hexside only before it has moved this phase",
        assertViolation(check(s, "usmc", "w2010", "w2110"), HexsystemRule.MARINE_UNITS, 2)
            .reason());
    assertEquals("a marine landing across an all-sea hexside spends the whole allowance and ends"
        + " the move", assertViolation(check(s, "raiders", "w2110", "w2111"),
            HexsystemRule.MARINE_UNITS, 2).reason());
  }

  @Test
  void aMarineWithLessThanAnyStepCostsStillLandsAndThePathFindsIt() {
    // a sixth of a point is less than the cheapest road step (a quarter)
    GameState s = state(MAP).add(unit("usmc", WESTERN).kind(MARINE).ma(Mp.ofTwelfths(2))
        .at(MAP, "w2010")).attribute("faction.solomons", WESTERN).build();
    Route r = Fixtures.RULES.path(s, MoveQuery.of("usmc"), Position.hex(MAP.parse("w2110")))
        .orElseThrow();
    assertEquals(Mp.ofTwelfths(2), r.cost());
    assertEquals(1, r.steps().size());
  }
}
