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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
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

  // ---- our own cases on an open clear map: w2020 in the middle, five hexes of margin

  private static HexMap open() {
    return new TestMap("w", 5, "w2020").fill(HexTerrain.CLEAR)
        .box("force-pool", HexsystemVocabulary.BOX_FORCE_POOL, Map.of()).build();
  }

  private static U army(HexMap map, String at) {
    return unit("army", SOVIET).nat("russian").kind(CAV_MECH).steps(2).ma(10).at(map, at);
  }

  private static U lone(HexMap map, String at) {
    return unit("lone", AXIS).nat(JAPANESE).steps(1).ma(1).at(map, at);
  }

  @Test
  void anOverrunWorksAlikeInEveryDirectionAndTheDeadUnitsZoneIsGone() {
    // the army enters the zone of a lone unit two hexes away, overruns it, then walks round the
    // hex the unit stood in: every hex of that ring was in its zone, none stops the army now
    HexMap map = open();
    for (String weather : new String[] {HexsystemVocabulary.FAIR, HexsystemVocabulary.SNOW}) {
      for (int d = 0; d < 6; d++) {
        String zone = Fixtures.next(map, "w2020", d);
        String target = Fixtures.next(map, zone, d);
        GameState s = state(map).weather(weather).add(army(map, "w2020"), lone(map, target))
            .build();
        String[] walk = new String[9];
        walk[0] = zone;
        walk[1] = target;
        for (int k = 0; k < 7; k++) {
          walk[2 + k] = Fixtures.next(map, target, (d + k) % 6);
        }
        Verdict v = check(s, "army", walk);
        String where = weather + " " + d;
        assertLegal(v);
        assertEquals(Mp.of(9), v.spent(), where);
        assertEquals("overrun (lone)", v.steps().get(1).note(), where);
        assertEquals("", v.steps().get(2).note(), where);
        assertEquals(1, v.warnings().size(), where);
        assertEquals(2, v.warnings().get(0).step().orElse(-1), where);
        // from the zone hex only straight on into the unit: any other hex is refused
        Violation aside = assertViolation(check(s, "army", zone, Fixtures.next(map, zone,
            (d + 1) % 6)), HexsystemRule.OVERRUN_ZONES_OF_CONTROL, 2);
        assertTrue(aside.reason().contains(target), aside::toString);
        assertEquals("1", reach(s, "army").get(zone), where);
      }
    }
  }

  @Test
  void inSnowASecondOverrunRightAfterTheFirstIgnoresTheDeadUnitsZoneWhicheverWayTheyLie() {
    // the army overruns "a" in w2020 heading one way, steps on into the zone of "b" (no longer
    // next to w2020), overruns it too and moves on: leaving a Snow hex in a zone ends a move,
    // but the only zone left on that hex is the one of the unit overrun next, since "a" is gone
    HexMap map = open();
    for (int d = 0; d < 6; d++) {
      for (int turn = -1; turn <= 1; turn++) {
        int q = Math.floorMod(d + turn, 6);
        String zone = Fixtures.next(map, "w2020", (d + 3) % 6);
        String start = Fixtures.next(map, zone, (d + 3) % 6);
        String between = Fixtures.next(map, "w2020", d);
        String second = Fixtures.next(map, between, q);
        String beyond = Fixtures.next(map, second, q);
        GameState s = state(map).weather(HexsystemVocabulary.SNOW)
            .add(army(map, start), lone(map, "w2020").id("a"), lone(map, second).id("b"))
            .build();
        String where = "heading " + d + " then " + q;
        Verdict v = check(s, "army", zone, "w2020", between, second, beyond);
        assertLegal(v);
        assertEquals(5, v.steps().size(), where);
        assertEquals("overrun (a)", v.steps().get(1).note(), where);
        assertEquals("", v.steps().get(2).note(), where);
        assertEquals("overrun (b)", v.steps().get(3).note(), where);
        assertEquals("", v.steps().get(4).note(), where);
        assertEquals(2, v.warnings().size(), where);
        // with "a" still there to be overrun later, its zone on the hex between ends the move
        GameState notYet = state(map).weather(HexsystemVocabulary.SNOW)
            .add(army(map, between), lone(map, "w2020").id("a"), lone(map, second).id("b"))
            .build();
        assertViolation(check(notYet, "army", second, beyond), HexsystemRule.STORMS_AND_SNOW,
            2);
      }
    }
  }

  @Test
  void theOverrunMustBeAffordableFromTheZoneHex() {
    HexMap map = open();
    String zone = Fixtures.next(map, "w2020", 2);
    String target = Fixtures.next(map, zone, 2);
    // two points: one into the zone, one into the unit's hex
    GameState exact = state(map).add(army(map, "w2020").ma(2), lone(map, target)).build();
    Verdict v = check(exact, "army", zone, target);
    assertLegal(v);
    assertEquals(Mp.of(2), v.spent());
    assertEquals(Mp.ZERO, v.remaining());
    // one point: the zone hex ends the move like any enemy zone
    GameState short1 = state(map).add(army(map, "w2020").ma(1), lone(map, target)).build();
    assertViolation(check(short1, "army", zone, target), HexsystemRule.ENEMY_ZONE_OF_CONTROL, 2);
    assertEquals("1!", reach(short1, "army").get(zone));
    // and a dearer target hex needs more: rough without a column shift costs 2
    HexMap rough = new TestMap("w", 4, "w2020").fill(HexTerrain.CLEAR)
        .hex(target, HexTerrain.ROUGH).box("force-pool", HexsystemVocabulary.BOX_FORCE_POOL,
            Map.of()).build();
    GameState dear = state(rough).chart("shift.rough", "0")
        .add(army(rough, "w2020").ma(2), lone(rough, target)).build();
    assertEquals("1!", reach(dear, "army").get(zone));
    GameState rich = state(rough).chart("shift.rough", "0")
        .add(army(rough, "w2020").ma(3), lone(rough, target)).build();
    assertEquals(Mp.of(3), check(rich, "army", zone, target).spent());
  }

  @Test
  void movingBackThroughTheHexOfAUnitJustOverrunIsNoSecondOverrun() {
    HexMap map = open();
    String target = Fixtures.next(map, "w2020", 3);
    String beyond = Fixtures.next(map, target, 3);
    GameState s = state(map).add(army(map, "w2020"), lone(map, target)).build();
    Verdict v = check(s, "army", target, beyond, target, "w2020");
    assertLegal(v);
    assertEquals(Mp.of(4), v.spent());
    assertEquals("overrun (lone)", v.steps().get(0).note());
    assertEquals("", v.steps().get(2).note());
    assertEquals(1, v.warnings().size());
    assertEquals(1, v.warnings().get(0).step().orElse(-1));
    GameState after = apply(s, "army", target, beyond, target, "w2020").state().orElseThrow();
    assertEquals(Position.box("force-pool"), after.unit("lone").position());
    assertEquals(Position.hex(map.parse("w2020")), after.unit("army").position());
  }

  @Test
  void leavingASnowHexInTheZoneOfAnotherEnemyEndsTheMoveEvenAfterAnOverrun() {
    // the army starts next to the lone unit (north-east) and to a two-step unit (south-west)
    HexMap map = open();
    String target = Fixtures.next(map, "w2020", 1);
    String other = Fixtures.next(map, "w2020", 4);
    String beyond = Fixtures.next(map, target, 1);
    for (String weather : new String[] {HexsystemVocabulary.SNOW, HexsystemVocabulary.STORMS}) {
      GameState s = state(map).weather(weather).add(army(map, "w2020"), lone(map, target),
          unit("guards", AXIS).steps(2).at(map, other)).build();
      Verdict stop = check(s, "army", target);
      assertLegal(stop);
      assertEquals("overrun (lone); move ends here", stop.steps().get(0).note());
      assertViolation(check(s, "army", target, beyond), HexsystemRule.STORMS_AND_SNOW, 2);
    }
    // in fair weather the zone it starts in does not hold it
    GameState fair = state(map).add(army(map, "w2020"), lone(map, target),
        unit("guards", AXIS).steps(2).at(map, other)).build();
    assertEquals(Mp.of(2), check(fair, "army", target, beyond).spent());
    // with only the lone unit's zone on its start hex, the army goes on in snow
    GameState alone = state(map).weather(HexsystemVocabulary.SNOW)
        .add(army(map, "w2020"), lone(map, target)).build();
    assertEquals(Mp.of(2), check(alone, "army", target, beyond).spent());
  }

  @Test
  void anEnemyAirUnitAloneInAHexCannotBeOverrun() {
    HexMap map = open();
    GameState s = state(map).add(army(map, "w2020"),
        unit("zero", AXIS).kind(AIR).at(map, "w2021")).build();
    Violation v = assertViolation(check(s, "army", "w2021"), HexsystemRule.OVERRUN_ELIGIBILITY,
        1);
    assertTrue(v.reason().contains("holds an enemy Air unit"), v::toString);
    assertTrue(v.reason().contains("w2021"), v::toString);
    // an air unit projects no zone: w2120, next to both, is open
    assertEquals("1", reach(s, "army").get("w2120"));
  }

  @Test
  void aRiverHexsideGivesTheDefenderAColumnShiftUnlessTheChartSaysOtherwise() {
    HexMap map = new TestMap("w", 4, "w2020").fill(HexTerrain.CLEAR)
        .side("w2020", "w2021", SideFeature.RIVER)
        .side("w2020", "w2120", SideFeature.MAJOR_RIVER)
        .box("force-pool", HexsystemVocabulary.BOX_FORCE_POOL, Map.of()).build();
    GameState river = state(map).add(army(map, "w2020"), lone(map, "w2021")).build();
    Violation v = assertViolation(check(river, "army", "w2021"),
        HexsystemRule.OVERRUN_COLUMN_SHIFT, 1);
    assertEquals("the move crosses a river hexside, which would give the defender a column"
        + " shift", v.reason());
    GameState major = state(map).add(army(map, "w2020"), lone(map, "w2120")).build();
    assertTrue(assertViolation(check(major, "army", "w2120"),
        HexsystemRule.OVERRUN_COLUMN_SHIFT, 1).reason().contains("major-river"));
    // a chart without the river shift lets the army across, paying the river's extra point
    GameState noShift = state(map).chart("shift.side.river", "0")
        .add(army(map, "w2020"), lone(map, "w2021")).build();
    Verdict ok = check(noShift, "army", "w2021");
    assertLegal(ok);
    assertEquals(Mp.of(2), ok.spent());
    // the same crossing from the other bank, where no river runs, needs no chart change
    GameState dry = state(map).add(army(map, "w2022"), lone(map, "w2021")).build();
    assertEquals(Mp.of(1), check(dry, "army", "w2021").spent());
  }

  @Test
  void theViolationSaysWhetherAnHqOrAnAirUnitSupportsTheDefender() {
    HexMap map = open();
    GameState hq = state(map).add(army(map, "w2020"), lone(map, "w2021"),
        unit("hq", AXIS).kind(HQ).steps(2).at(map, "w2023")).build();
    Violation h = assertViolation(check(hq, "army", "w2021"), HexsystemRule.OVERRUN_COLUMN_SHIFT,
        1);
    assertEquals("the supplied enemy HQ hq in w2023 can support the defender in w2021 (range 3),"
        + " which would give the defender a column shift", h.reason());
    GameState air = state(map).add(army(map, "w2020"), lone(map, "w2021"),
        unit("zero", AXIS).kind(AIR).at(map, "w2024")).build();
    Violation a = assertViolation(check(air, "army", "w2021"),
        HexsystemRule.OVERRUN_COLUMN_SHIFT, 1);
    assertEquals("the enemy Air unit zero in w2024 can support the defender in w2021 (range 3),"
        + " which would give the defender a column shift", a.reason());
    // four hexes away is out of the default range of 3
    GameState far = state(map).add(army(map, "w2020"), lone(map, "w2021"),
        unit("zero", AXIS).kind(AIR).at(map, "w2025")).build();
    assertLegal(check(far, "army", "w2021"));
  }

  @Test
  void unitsThatAreNeitherHqNorAirGiveNoSupport() {
    // the defender is listed first and other enemy ground units stand close by
    HexMap map = open();
    GameState s = state(map).add(lone(map, "w2021"), army(map, "w2020"),
        unit("infantry", AXIS).steps(2).at(map, "w2023"),
        unit("tanks", AXIS).kind(ARMOR).steps(3).at(map, "w2223")).build();
    Verdict v = check(s, "army", "w2021");
    assertLegal(v);
    assertEquals(Mp.of(1), v.spent());
  }

  @Test
  void everySuppliedHqOrAirUnitOfTheDefenderCountsHoweverMany() {
    // nine enemy air units far away and one HQ in range: the HQ still stops the overrun
    HexMap map = new TestMap("w", 4, "w2020", "w3020").fill(HexTerrain.CLEAR).build();
    S s = state(map).add(army(map, "w2020"), lone(map, "w2021"));
    for (int k = 0; k < 9; k++) {
      s.add(unit("air" + k, AXIS).kind(AIR).at(map, "w30" + (16 + k)));
    }
    GameState clear = s.build();
    assertLegal(check(clear, "army", "w2021"));
    GameState covered = s.add(unit("hq", AXIS).kind(HQ).steps(2).at(map, "w2024")).build();
    Violation v = assertViolation(check(covered, "army", "w2021"),
        HexsystemRule.OVERRUN_COLUMN_SHIFT, 1);
    assertTrue(v.reason().contains("HQ hq"), v::toString);
    // an HQ of a third side, an enemy of the army too, does not help the defender
    GameState third = state(map).add(army(map, "w2020"), lone(map, "w2021"),
        unit("western-hq", HexsystemVocabulary.WESTERN).kind(HQ).steps(2).at(map, "w2023"))
        .build();
    assertLegal(check(third, "army", "w2021"));
  }

  @Test
  void anOverrunUnitGoesToThePoolOfItsSideRatherThanAPoolForAnySide() {
    HexMap map = new TestMap("w", 4, "w2020").fill(HexTerrain.CLEAR)
        .box("any-pool", HexsystemVocabulary.BOX_FORCE_POOL, Map.of())
        .box("axis-pool", HexsystemVocabulary.BOX_FORCE_POOL, attrs("side", AXIS))
        .box("soviet-pool", HexsystemVocabulary.BOX_FORCE_POOL, attrs("side", SOVIET))
        .box("axis-delay", HexsystemVocabulary.BOX_DELAY, attrs("side", AXIS))
        .build();
    GameState s = state(map).add(army(map, "w2020"), lone(map, "w2021")).build();
    GameState after = apply(s, "army", "w2021").state().orElseThrow();
    assertEquals(Position.box("axis-pool"), after.unit("lone").position());
    Verdict v = check(s, "army", "w2021");
    assertEquals("the overrun eliminates lone: it goes to the axis-pool box (Force Pool)",
        v.warnings().get(0).reason());
    GameState striped = state(map).add(army(map, "w2020"),
        lone(map, "w2021").flag(HexsystemVocabulary.FLAG_DELAY_STRIPE)).build();
    assertEquals("the overrun eliminates lone: it goes to the axis-delay box (Delay stripe)",
        check(striped, "army", "w2021").warnings().get(0).reason());
    // a unit of a side without its own pool goes to the pool for any side
    GameState western = state(map).add(army(map, "w2020"),
        unit("tommy", HexsystemVocabulary.WESTERN).at(map, "w2021")).build();
    assertEquals(Position.box("any-pool"),
        apply(western, "army", "w2021").state().orElseThrow().unit("tommy").position());
  }

  @Test
  void aMapWithoutTheBoxTheOverrunUnitBelongsInIsNamedAsTheProblem() {
    HexMap map = new TestMap("w", 4, "w2020").fill(HexTerrain.CLEAR).build();
    GameState s = state(map).add(army(map, "w2020"), lone(map, "w2021")).build();
    // the check says where the unit would go
    Verdict v = check(s, "army", "w2021");
    assertLegal(v);
    assertEquals("the overrun eliminates lone: it goes to its Force Pool (the map has no such"
        + " box yet)", v.warnings().get(0).reason());
    GameState striped = state(map).add(army(map, "w2020"),
        lone(map, "w2021").flag(HexsystemVocabulary.FLAG_DELAY_STRIPE)).build();
    assertTrue(check(striped, "army", "w2021").warnings().get(0).reason()
        .contains("its Delay box"));
    // applying it needs the box
    InvalidInputException pool = assertThrows(InvalidInputException.class,
        () -> apply(s, "army", "w2021"));
    assertEquals("map.boxes", pool.field());
    assertTrue(pool.getMessage().contains("no force-pool box for axis units"), pool::getMessage);
    InvalidInputException delay = assertThrows(InvalidInputException.class,
        () -> apply(striped, "army", "w2021"));
    assertTrue(delay.getMessage().contains("no delay box"), delay::getMessage);
  }

  @Test
  void hqAndAirUnitsEachHaveTheirOwnChartRange() {
    // HQs reach one hex, Air units three: an HQ two hexes off does not protect, an Air unit does
    HexMap map = open();
    GameState hq = state(map).chart("hq.support-range", "1").chart("air.support-range", "3")
        .add(army(map, "w2020"), lone(map, "w2021"),
            unit("hq", AXIS).kind(HQ).steps(2).at(map, "w2023")).build();
    assertLegal(check(hq, "army", "w2021"));
    GameState air = state(map).chart("hq.support-range", "1").chart("air.support-range", "3")
        .add(army(map, "w2020"), lone(map, "w2021"),
            unit("zero", AXIS).kind(AIR).at(map, "w2023")).build();
    assertViolation(check(air, "army", "w2021"), HexsystemRule.OVERRUN_COLUMN_SHIFT, 1);
    // and the other way round
    GameState hqFar = state(map).chart("hq.support-range", "3").chart("air.support-range", "1")
        .add(army(map, "w2020"), lone(map, "w2021"),
            unit("hq", AXIS).kind(HQ).steps(2).at(map, "w2023")).build();
    assertViolation(check(hqFar, "army", "w2021"), HexsystemRule.OVERRUN_COLUMN_SHIFT, 1);
    GameState airNear = state(map).chart("hq.support-range", "3").chart("air.support-range", "1")
        .add(army(map, "w2020"), lone(map, "w2021"),
            unit("zero", AXIS).kind(AIR).at(map, "w2023")).build();
    assertLegal(check(airNear, "army", "w2021"));
  }

  @Test
  void aUnitInTheMapsFirstHexIsOverrunLikeAnyOther() {
    // w0908 is the corner of this small map, next to w0909 and w1009; the army comes from w1010
    HexMap map = new TestMap("w", 1, "w1010").fill(HexTerrain.CLEAR)
        .box("force-pool", HexsystemVocabulary.BOX_FORCE_POOL, Map.of()).build();
    assertEquals("w0908", map.label(0));
    for (String weather : new String[] {HexsystemVocabulary.FAIR, HexsystemVocabulary.SNOW}) {
      GameState s = state(map).weather(weather).add(army(map, "w1010"), lone(map, "w0908"))
          .build();
      Verdict v = check(s, "army", "w0909", "w0908", "w1009", "w1108");
      assertLegal(v);
      assertEquals(Mp.of(4), v.spent());
      assertEquals("overrun (lone)", v.steps().get(1).note());
      assertEquals("1", reach(s, "army").get("w0909"));
      assertViolation(check(s, "army", "w0909", "w1010"),
          HexsystemRule.OVERRUN_ZONES_OF_CONTROL, 2);
    }
  }

  @Test
  void everyShiftingFeatureOfAHexsideCounts() {
    // a river without a shift of its own beside a major river that has one
    HexMap map = new TestMap("w", 4, "w2020").fill(HexTerrain.CLEAR)
        .side("w2020", "w2021", SideFeature.RIVER, SideFeature.MAJOR_RIVER).build();
    GameState s = state(map).chart("shift.side.river", "0")
        .add(army(map, "w2020"), lone(map, "w2021")).build();
    Violation v = assertViolation(check(s, "army", "w2021"), HexsystemRule.OVERRUN_COLUMN_SHIFT,
        1);
    assertTrue(v.reason().contains("major-river hexside"), v::toString);
    GameState none = state(map).chart("shift.side.river", "0")
        .chart("shift.side.major-river", "0").add(army(map, "w2020"), lone(map, "w2021"))
        .build();
    // both rivers add their cost: 1 + 1 + 2
    assertEquals(Mp.of(4), check(none, "army", "w2021").spent());
  }
}
