package io.github.warpath.hexsystem;

import static io.github.warpath.hexsystem.Fixtures.apply;
import static io.github.warpath.hexsystem.Fixtures.assertLegal;
import static io.github.warpath.hexsystem.Fixtures.assertViolation;
import static io.github.warpath.hexsystem.Fixtures.attrs;
import static io.github.warpath.hexsystem.Fixtures.check;
import static io.github.warpath.hexsystem.Fixtures.marker;
import static io.github.warpath.hexsystem.Fixtures.reach;
import static io.github.warpath.hexsystem.Fixtures.state;
import static io.github.warpath.hexsystem.Fixtures.unit;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AIR;
import static io.github.warpath.hexsystem.HexsystemVocabulary.ARMOR;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AXIS;
import static io.github.warpath.hexsystem.HexsystemVocabulary.CAV_MECH;
import static io.github.warpath.hexsystem.HexsystemVocabulary.HQ;
import static io.github.warpath.hexsystem.HexsystemVocabulary.JAPANESE;
import static io.github.warpath.hexsystem.HexsystemVocabulary.KWANTUNG;
import static io.github.warpath.hexsystem.HexsystemVocabulary.SOVIET;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hexsystem.Fixtures.S;
import io.github.warpath.hexsystem.Fixtures.TestMap;
import io.github.warpath.hexsystem.Fixtures.U;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * 3.2 Overruns, with the text's Kwantung example: the Soviet Plv cav-mech army (and a 3-3-1
 * infantry army) in w5525; the 2-1-1 Kwantung infantry in Hailar (w5625, rough); the 4th
 * Kwantung Army; the Japanese 1-1-1 infantry in w5426; Harbin (w5427) for the HQ.
 *
 * <p>The text places the 4th Kwantung Army "in w5525", the Soviet army's own hex. The example
 * needs it next to both w5525 (the Plv army may not overrun it) and w5425 (its zone of control
 * stops the Plv army there), so it stands in w5524, the one other hex next to both.
 *
 * <p>With this map's numbering w5426 also touches w5525, which would let the Plv army overrun it
 * directly; the text's route through w5425 implies that crossing is no use, so a river runs
 * along w5525/w5426 (a river gives the defender a column shift).
 */
class OverrunsTest {
  private static final HexMap MAP = new TestMap("w", 2, "w5525", "w5625", "w5425", "w5426",
      "w5427", "w5524")
      .fill(HexTerrain.CLEAR)
      .hex("w5625", HexTerrain.ROUGH).hex("w5427", HexTerrain.CITY)
      .hex("w5327", HexTerrain.FORTRESS)
      .side("w5525", "w5426", SideFeature.RIVER)
      .region("w5426-only", HexsystemVocabulary.REGION_WEATHER_ZONE, Map.of(), "w5426")
      .box("axis-force-pool", HexsystemVocabulary.BOX_FORCE_POOL, attrs("side", AXIS))
      .box("japanese-force-pool", HexsystemVocabulary.BOX_FORCE_POOL,
          attrs("side", AXIS, "nationality", JAPANESE))
      .box("delay", HexsystemVocabulary.BOX_DELAY, Map.of())
      .build();

  private static U plv() {
    return unit("plv", SOVIET).nat("russian").kind(CAV_MECH).steps(2).ma(3).at(MAP, "w5525");
  }

  private static U rifles() {
    return unit("3-3-1", SOVIET).nat("russian").steps(2).ma(1).at(MAP, "w5525");
  }

  private static U japanese111() {
    return unit("1-1-1", AXIS).nat(JAPANESE).steps(1).ma(1).at(MAP, "w5426");
  }

  private static S example() {
    return example("w5525");
  }

  private static S example(String riflesAt) {
    return state(MAP).add(plv(), rifles().at(MAP, riflesAt), japanese111(),
        unit("2-1-1", AXIS).nat(KWANTUNG).steps(1).ma(1).at(MAP, "w5625"),
        unit("4th-kwantung-army", AXIS).nat(KWANTUNG).steps(3).ma(1).at(MAP, "w5524"));
  }

  @Test
  void textExampleHailarIsRoughSoNoOverrun() {
    Violation v = assertViolation(check(example().build(), "plv", "w5625"),
        HexsystemRule.OVERRUN_COLUMN_SHIFT, 1);
    assertTrue(v.reason().contains("rough"), v::toString);
  }

  @Test
  void textExampleTheFourthKwantungArmyIsMultiStep() {
    Violation v = assertViolation(check(example().build(), "plv", "w5524"),
        HexsystemRule.OVERRUN_ELIGIBILITY, 1);
    assertTrue(v.reason().contains("4th-kwantung-army"), v::toString);
  }

  @Test
  void textExampleAloneThePlvArmyMustStopInW5425() {
    GameState s = example().build();
    assertLegal(check(s, "plv", "w5425"));
    Violation v = assertViolation(check(s, "plv", "w5425", "w5426"),
        HexsystemRule.ENEMY_ZONE_OF_CONTROL, 2);
    assertTrue(v.reason().contains("w5425"), v::toString);
    assertEquals("1!", reach(s, "plv").get("w5425"));
  }

  @Test
  void textExampleTheInfantryGoesFirstAndThePlvArmyOverruns() {
    GameState s = example().build();
    MoveOutcome first = apply(s, "3-3-1", "w5425");
    assertTrue(first.verdict().steps().get(0).note().contains("move ends here"));
    GameState s2 = first.state().orElseThrow();
    Verdict v = check(s2, "plv", "w5425", "w5426");
    assertLegal(v);
    assertEquals(Mp.of(2), v.spent());
    assertEquals("overrun (1-1-1)", v.steps().get(1).note());
    assertEquals(HexsystemRule.OVERRUN_ELIMINATION.heading(),
        v.warnings().get(0).rule().heading());
    GameState s3 = apply(s2, "plv", "w5425", "w5426").state().orElseThrow();
    assertEquals(Position.hex(MAP.parse("w5426")), s3.unit("plv").position());
    assertEquals(Position.box("japanese-force-pool"), s3.unit("1-1-1").position());
  }

  @Test
  void textExampleASuppliedHqInHarbinWouldHavePreventedIt() {
    GameState s = example("w5425").add(
        unit("harbin-hq", AXIS).nat(JAPANESE).kind(HQ).steps(2).at(MAP, "w5427")).build();
    Violation v = assertViolation(check(s, "plv", "w5425", "w5426"),
        HexsystemRule.OVERRUN_COLUMN_SHIFT, 2);
    assertTrue(v.reason().contains("harbin-hq"), v::toString);
    // the same HQ covers Hailar too (3 hexes away)
    GameState clearHailar = state(MAP).add(plv(),
        unit("2-1-1", AXIS).nat(KWANTUNG).at(MAP, "w5625"),
        unit("harbin-hq", AXIS).nat(JAPANESE).kind(HQ).steps(2).at(MAP, "w5427"))
        .chart("shift.rough", "0").build();
    Violation h = assertViolation(check(clearHailar, "plv", "w5625"),
        HexsystemRule.OVERRUN_COLUMN_SHIFT, 1);
    assertTrue(h.reason().contains("harbin-hq"), h::toString);
  }

  private static S lone111() {
    // the Plv army with only the 1-1-1 near it
    return state(MAP).add(plv(), japanese111());
  }

  @Test
  void theZoneOfTheOverrunUnitIsIgnoredOnlyStraightIntoItsHex() {
    GameState s = lone111().build();
    Verdict v = check(s, "plv", "w5425", "w5426");
    assertLegal(v);
    assertEquals(Mp.of(2), v.spent());
    Violation elsewhere = assertViolation(check(s, "plv", "w5425", "w5424"),
        HexsystemRule.OVERRUN_ZONES_OF_CONTROL, 2);
    assertTrue(elsewhere.reason().contains("w5426"), elsewhere::toString);
    // stopping in the zone is still allowed
    assertLegal(check(s, "plv", "w5425"));
  }

  @Test
  void theOverrunCostsNoExtraPointsAndTheMoveGoesOn() {
    // after the overrun the 1-1-1's zone is gone: w5526 is free and the army walks on
    GameState s = state(MAP).add(plv().ma(4), japanese111()).build();
    Verdict v = check(s, "plv", "w5425", "w5426", "w5526", "w5527");
    assertLegal(v);
    assertEquals(Mp.of(4), v.spent());
    assertEquals(Mp.of(1), v.steps().get(1).cost());
  }

  @Test
  void severalOverrunsInOnePhase() {
    GameState s = state(MAP).add(plv(), rifles().at(MAP, "w5425"), japanese111(),
        unit("second", AXIS).nat(JAPANESE).at(MAP, "w5326")).build();
    Verdict v = check(s, "plv", "w5425", "w5426", "w5326");
    assertLegal(v);
    assertEquals(2, v.warnings().stream()
        .filter(w -> w.rule().heading().equals(HexsystemRule.OVERRUN_ELIMINATION.heading()))
        .count());
    GameState after = apply(s, "plv", "w5425", "w5426", "w5326").state().orElseThrow();
    assertEquals(Position.box("japanese-force-pool"), after.unit("1-1-1").position());
    assertEquals(Position.box("japanese-force-pool"), after.unit("second").position());
    assertEquals(Position.hex(MAP.parse("w5326")), after.unit("plv").position());
  }

  @Test
  void aUnitWithADelayStripeGoesToTheDelayBox() {
    GameState s = state(MAP).add(plv(), japanese111().flag(HexsystemVocabulary.FLAG_DELAY_STRIPE))
        .build();
    GameState after = apply(s, "plv", "w5425", "w5426").state().orElseThrow();
    assertEquals(Position.box("delay"), after.unit("1-1-1").position());
  }

  @Test
  void aUnitWithoutItsOwnForcePoolGoesToItsSidesPool() {
    GameState s = state(MAP).add(plv(), japanese111().nat("manchukuoan")).build();
    GameState after = apply(s, "plv", "w5425", "w5426").state().orElseThrow();
    assertEquals(Position.box("axis-force-pool"), after.unit("1-1-1").position());
  }

  @Test
  void onlyMultiStepArmorTypeUnitsOverrun() {
    GameState oneStep = state(MAP).add(plv().steps(1), japanese111()).build();
    assertViolation(check(oneStep, "plv", "w5425", "w5426"), HexsystemRule.ENEMY_ZONE_OF_CONTROL,
        2);
    GameState infantry = state(MAP).add(rifles().ma(3).at(MAP, "w5526"), japanese111())
        .build();
    assertViolation(check(infantry, "3-3-1", "w5426"), HexsystemRule.ENEMY_UNITS, 1);
    GameState armor = state(MAP).add(unit("tanks", SOVIET).kind(ARMOR).steps(3).ma(3)
        .at(MAP, "w5526"), japanese111()).build();
    assertLegal(check(armor, "tanks", "w5426"));
  }

  @Test
  void onlyAHexWithASingleOneStepEnemyGroundUnit() {
    GameState two = state(MAP).add(plv().at(MAP, "w5526"), japanese111(),
        unit("another", AXIS).at(MAP, "w5426")).build();
    Violation v = assertViolation(check(two, "plv", "w5426"), HexsystemRule.OVERRUN_ELIGIBILITY,
        1);
    assertTrue(v.reason().contains("2 enemy units"), v::toString);
    GameState withAir = state(MAP).add(plv().at(MAP, "w5526"), japanese111(),
        unit("zero", AXIS).kind(AIR).at(MAP, "w5426")).build();
    assertViolation(check(withAir, "plv", "w5426"), HexsystemRule.OVERRUN_ELIGIBILITY, 1);
    // markers change nothing
    GameState marked = state(MAP).add(plv().at(MAP, "w5526"), japanese111())
        .add(marker(HexsystemVocabulary.DETACHMENT, AXIS, MAP, "w5426")).build();
    assertLegal(check(marked, "plv", "w5426"));
  }

  @Test
  void noOverrunsInTheReservePhaseOrDuringExploitation() {
    for (String phase : new String[] {HexsystemVocabulary.RESERVE_MOVEMENT,
        HexsystemVocabulary.EXPLOITATION}) {
      GameState s = state(MAP).phase(phase).add(plv().at(MAP, "w5526"), japanese111()).build();
      Violation v = assertViolation(check(s, "plv", "w5426"), HexsystemRule.OVERRUN_PHASE, 1);
      assertTrue(v.reason().contains(phase.equals(HexsystemVocabulary.EXPLOITATION)
          ? "Exploitation" : "Reserve"), v::toString);
    }
  }

  @Test
  void noOverrunWhereTheDefenderGetsAShiftForMudFortressOrAir() {
    GameState mud = state(MAP).regionWeather("w5426-only", HexsystemVocabulary.MUD)
        .add(plv().at(MAP, "w5526"), japanese111()).build();
    assertTrue(assertViolation(check(mud, "plv", "w5426"), HexsystemRule.OVERRUN_COLUMN_SHIFT, 1)
        .reason().contains("mud"));
    GameState fortress = state(MAP).add(plv().at(MAP, "w5326"),
        japanese111().at(MAP, "w5327")).build();
    assertTrue(assertViolation(check(fortress, "plv", "w5327"),
        HexsystemRule.OVERRUN_COLUMN_SHIFT, 1).reason().contains("fortress"));
    GameState air = state(MAP).add(plv().at(MAP, "w5526"), japanese111(),
        unit("zero", AXIS).kind(AIR).at(MAP, "w5424")).build();
    assertTrue(assertViolation(check(air, "plv", "w5426"), HexsystemRule.OVERRUN_COLUMN_SHIFT, 1)
        .reason().contains("zero"));
  }

  @Test
  void anHqOutOfSupplyOrOutOfRangeDoesNotStopTheOverrun() {
    GameState unsupplied = state(MAP).add(plv().at(MAP, "w5526"), japanese111(),
        unit("hq", AXIS).kind(HQ).steps(2).at(MAP, "w5424")
            .flag(HexsystemVocabulary.FLAG_OUT_OF_SUPPLY)).build();
    assertLegal(check(unsupplied, "plv", "w5426"));
    GameState shortRange = state(MAP).add(plv().at(MAP, "w5526"), japanese111(),
        unit("hq", AXIS).kind(HQ).steps(2).at(MAP, "w5424")
            .attr(HexsystemVocabulary.ATTR_SUPPORT_RANGE, "1")).build();
    assertLegal(check(shortRange, "plv", "w5426"));
    GameState inRange = state(MAP).add(plv().at(MAP, "w5526"), japanese111(),
        unit("hq", AXIS).kind(HQ).steps(2).at(MAP, "w5424")
            .attr(HexsystemVocabulary.ATTR_SUPPORT_RANGE, "2")).build();
    assertViolation(check(inRange, "plv", "w5426"), HexsystemRule.OVERRUN_COLUMN_SHIFT, 1);
  }

  @Test
  void overrunsAreAllowedInSnowAndTheOverrunUnitsZoneIsIgnoredThere() {
    // w5525 and w5425 are both in the 1-1-1's zone only: leaving a Snow hex in a zone would end
    // the move, but that zone belongs to the unit being overrun, so the army goes on
    GameState s = state(MAP).weather(HexsystemVocabulary.SNOW).add(plv(), japanese111())
        .build();
    Verdict v = check(s, "plv", "w5425", "w5426");
    assertLegal(v);
    assertEquals(Mp.of(2), v.spent());
    // but not other units' zones, even with a friendly unit there
    GameState crowded = example("w5425").weather(HexsystemVocabulary.SNOW).build();
    assertViolation(check(crowded, "plv", "w5425", "w5426"), HexsystemRule.STORMS_AND_SNOW, 2);
  }
}
