package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.hex;
import static io.github.warpath.efs.Fx.rifles;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * EFS air transport: airborne units, MSUs and Soviet HQs fly between friendly towns, cities,
 * major cities and Air Ready boxes, spending air transport points (environment attribute
 * {@code air-transport-points.<side>}, or the query option). Towns 0202, 0606, 0808; an Axis
 * airborne unit at 0202; Axis infantry holds 0808.
 */
class AirTransportTest {
  private static final MoveQuery AIR = MoveQuery.of("fj", EfsVocabulary.AIR_TRANSPORT);

  private static Fx airfields() {
    Fx f = Fx.clear().terrain(EfsTerrain.TOWN, "0202", "0606", "0808")
        .unit(Fx.axis("fj", EfsVocabulary.AIRBORNE, MovementClass.WHITE, 4, "0202"))
        .unit(Fx.infantry("inf", "0808"));
    f.env(Environment.builder().from(f.env).putAttributes("air-transport-points.axis", "2")
        .build());
    return f;
  }

  @Test
  void anAirborneUnitFliesToAFriendlyTownSpendingItsMoveAndTransportPoints() {
    GameState s = airfields().state();
    assertLegal(check(s, AIR, "0808"), 4.0);
    GameState after = Fx.RULES.apply(s, Fx.order(AIR, "0808")).state().orElseThrow();
    assertEquals(Position.hex(hex("0808")), after.unit("fj").position());
    assertEquals("1", after.environment().attributes().get("air-transport-points.axis"));
    assertIllegal(check(s, AIR, "0808", "0809"), EfsRuleHeading.AIR_TRANSPORT, 2);
    Reach r = Fx.reach(s, AIR);
    assertEquals(2, r.size());
    assertTrue(r.contains(hex("0808")));
  }

  @Test
  void theDestinationIsAFriendlyTownCityOrMajorCity() {
    GameState s = airfields().terrain(EfsTerrain.CITY, "0707").state();
    assertIllegal(check(s, AIR, "0505"), EfsRuleHeading.AIR_TRANSPORT, 1);
    assertTrue(check(s, AIR, "0606").violations().get(0).reason().contains("friendly"));
    assertTrue(check(s, AIR, "0707").violations().get(0).reason().contains("friendly"));
    GameState marked = airfields().marker(Marker.builder().kind(EfsVocabulary.CONTROL)
        .side(EfsVocabulary.AXIS).position(Position.hex(hex("0606"))).build()).state();
    assertLegal(check(marked, AIR, "0606"), 4.0);
    GameState region = airfields().region("held", EfsVocabulary.CONTROL_REGION,
        Map.of("side", EfsVocabulary.AXIS), "0606").state();
    assertLegal(check(region, AIR, "0606"), 4.0);
  }

  @Test
  void notNextToEnemyUnitsNorInAnEnemyZoneOfInterdiction() {
    GameState adjacent = airfields().unit(rifles("r", "0809")).state();
    assertTrue(assertIllegal(check(adjacent, AIR, "0808"), EfsRuleHeading.AIR_TRANSPORT, 1).reason()
        .contains("next to"));
    GameState startAdjacent = airfields().unit(rifles("r", "0203")).state();
    assertIllegal(check(startAdjacent, AIR, "0808"), EfsRuleHeading.AIR_TRANSPORT, 0);
    GameState interdicted = airfields().marker(Marker.builder().kind(EfsVocabulary.INTERDICTION)
        .side(EfsVocabulary.SOVIET).position(Position.hex(hex("0808"))).build()).state();
    assertTrue(assertIllegal(check(interdicted, AIR, "0808"), EfsRuleHeading.AIR_TRANSPORT, 1)
        .reason().contains("interdiction"));
    GameState own = airfields().marker(Marker.builder().kind(EfsVocabulary.INTERDICTION)
        .side(EfsVocabulary.AXIS).position(Position.hex(hex("0808"))).build()).state();
    assertLegal(check(own, AIR, "0808"), 4.0);
  }

  @Test
  void inMudATownServesOnlyWithAnEngineerButCitiesAlways() {
    GameState mud = airfields().terrain(EfsTerrain.CITY, "0707").unit(Fx.infantry("i2", "0707"))
        .weather(EfsWeather.MUD).state();
    assertIllegal(check(mud, AIR, "0808"), EfsRuleHeading.AIR_TRANSPORT, 0);
    GameState engineers = airfields().terrain(EfsTerrain.CITY, "0707")
        .unit(Fx.infantry("i2", "0707")).unit(Fx.axis("e1", EfsVocabulary.ENGINEER,
            MovementClass.WHITE, 4, "0202"))
        .unit(Fx.axis("e2", EfsVocabulary.ENGINEER, MovementClass.WHITE, 4, "0808"))
        .weather(EfsWeather.MUD).state();
    assertLegal(check(engineers, AIR, "0808"), 4.0);
    assertLegal(check(engineers, AIR, "0707"), 4.0);
    GameState noEngineerThere = airfields().unit(Fx.axis("e1", EfsVocabulary.ENGINEER,
        MovementClass.WHITE, 4, "0202")).weather(EfsWeather.MUD).state();
    assertTrue(assertIllegal(check(noEngineerThere, AIR, "0808"), EfsRuleHeading.AIR_TRANSPORT, 1)
        .reason().contains("engineer"));
  }

  @Test
  void theAirReadyBoxIsAStartAndAnEnd() {
    Fx f = airfields().box(new OffMapBox("air-ready-axis", EfsVocabulary.AIR_READY, Set.of(),
        Map.of("side", EfsVocabulary.AXIS))).box(new OffMapBox("air-ready-soviet",
            EfsVocabulary.AIR_READY, Set.of(), Map.of("side", EfsVocabulary.SOVIET)));
    GameState s = f.state();
    MoveOrder toBox = MoveOrder.of(AIR, List.of(Step.to(Position.box("air-ready-axis"))));
    assertLegal(Fx.RULES.check(s, toBox), 4.0);
    MoveOrder toSoviet = MoveOrder.of(AIR, List.of(Step.to(Position.box("air-ready-soviet"))));
    assertIllegal(Fx.RULES.check(s, toSoviet), EfsRuleHeading.AIR_TRANSPORT, 1);
    GameState inBox = Fx.RULES.apply(s, toBox).state().orElseThrow();
    assertIllegal(check(inBox, AIR, "0808"), EfsRuleHeading.AIR_TRANSPORT, 0);
    // a later phase: the points spent are forgotten and the unit flies out of the box
    inBox = EfsTurn.enterPhase(inBox, EfsPhase.REGULAR_MOVEMENT, EfsVocabulary.AXIS);
    assertLegal(check(inBox, AIR, "0808"), 4.0);
    assertIllegal(check(inBox, "fj", "0808"), EfsRuleHeading.HEX_TO_HEX, 0);
  }

  @Test
  void onlyAirborneUnitsMobileSupplyUnitsAndSovietHqsFly() {
    GameState s = airfields().unit(Fx.infantry("i2", "0202")).state();
    assertIllegal(check(s, MoveQuery.of("i2", EfsVocabulary.AIR_TRANSPORT), "0808"),
        EfsRuleHeading.AIR_TRANSPORT, 0);
    GameState msu = airfields().unit(Fx.axis("m", EfsVocabulary.MSU, MovementClass.RED, 6,
        "0202")).state();
    assertLegal(check(msu, MoveQuery.of("m", EfsVocabulary.AIR_TRANSPORT), "0808"), 6.0);
    Fx soviet = Fx.clear().terrain(EfsTerrain.CITY, "0202", "0808")
        .unit(io.github.warpath.state.Unit.builder().from(Fx.soviet("hq", EfsVocabulary.HQ,
            MovementClass.WHITE, 3, "0202")).putAttributes(EfsVocabulary.HQ_RANGE, "3").build())
        .unit(rifles("r", "0808")).phase(EfsPhase.REGULAR_MOVEMENT, EfsVocabulary.SOVIET);
    soviet.env(Environment.builder().from(soviet.env)
        .putAttributes("air-transport-points.soviet", "1").build());
    assertLegal(check(soviet.state(), MoveQuery.of("hq", EfsVocabulary.AIR_TRANSPORT), "0808"),
        3.0);
  }

  @Test
  void theMoveNeedsEnoughAirTransportPoints() {
    Fx none = airfields();
    none.env(Environment.builder().from(none.env).putAttributes("air-transport-points.axis",
        "0").build());
    assertTrue(assertIllegal(check(none.state(), AIR, "0808"), EfsRuleHeading.AIR_TRANSPORT, 0)
        .reason().contains("needs 1 air transport point"));
    MoveQuery withOption = MoveQuery.builder().from(AIR)
        .putOptions(EfsVocabulary.OPTION_AIR_TRANSPORT_POINTS, "1").build();
    GameState s = none.state();
    assertLegal(check(s, withOption, "0808"), 4.0);
    GameState after = Fx.RULES.apply(s, Fx.order(withOption, "0808")).state().orElseThrow();
    assertEquals("0", after.environment().attributes().get("air-transport-points.axis"));
    GameState heavy = airfields().state();
    heavy = heavy.withUnit(io.github.warpath.state.Unit.builder().from(heavy.unit("fj"))
        .putAttributes(EfsVocabulary.AIR_TRANSPORT_COST, "3").build());
    assertIllegal(check(heavy, AIR, "0808"), EfsRuleHeading.AIR_TRANSPORT, 0);
  }

  @Test
  void aClearHexIsNoAirfieldEvenWhenFriendlyUnitsHoldIt() {
    GameState s = airfields().unit(Fx.infantry("i2", "0505")).state();
    assertEquals("air transport ends on a town, city or major city, or in an Air Ready box",
        assertIllegal(check(s, AIR, "0505"), EfsRuleHeading.AIR_TRANSPORT, 1).reason());
    // nor does a flight start from one
    GameState field = airfields().state();
    field = field.withUnit(field.unit("fj").withPosition(Position.hex(hex("0303"))));
    assertEquals("at the start: air transport ends on a town, city or major city, or in an Air"
        + " Ready box", assertIllegal(check(field, AIR, "0808"), EfsRuleHeading.AIR_TRANSPORT, 0)
        .reason());
  }

  @Test
  void aFlightGoesSomewhereElse() {
    GameState s = airfields().state();
    assertEquals("air transport ends on a town, city or major city, or in an Air Ready box",
        assertIllegal(check(s, AIR, "0202"), EfsRuleHeading.AIR_TRANSPORT, 1).reason());
    Verdict v = check(s, AIR, "0808");
    assertEquals("air transport; move ends here", v.steps().get(0).note());
  }

  @Test
  void onlyAirReadyBoxesServeAirTransportAndTheRangeListsThem() {
    GameState s = airfields().box(new OffMapBox("reinforcements", "holding", Set.of(), Map.of()))
        .box(new OffMapBox("air-ready", EfsVocabulary.AIR_READY, Set.of(), Map.of())).state();
    assertIllegal(Fx.RULES.check(s, MoveOrder.of(AIR, List.of(Step.to(
        Position.box("reinforcements"))))), EfsRuleHeading.AIR_TRANSPORT, 1);
    // a box without an owner serves both sides
    assertLegal(Fx.RULES.check(s, MoveOrder.of(AIR, List.of(Step.to(Position.box("air-ready"))))),
        4.0);
    Reach r = Fx.reach(s, AIR);
    assertTrue(r.indexOf(Position.box("air-ready")) >= 0);
    assertEquals(-1, r.indexOf(Position.box("reinforcements")));
    assertEquals(3, r.size());
  }

  @Test
  void aUnitFliesOutOfTheSecondOfTwoAirReadyBoxes() {
    GameState s = airfields().box(new OffMapBox("air-ready-a", EfsVocabulary.AIR_READY, Set.of(),
        Map.of())).box(new OffMapBox("air-ready-b", EfsVocabulary.AIR_READY, Set.of(), Map.of()))
        .state();
    s = s.withUnit(s.unit("fj").withPosition(Position.box("air-ready-b")));
    Verdict v = check(s, AIR, "0808");
    assertLegal(v, 4.0);
    assertEquals(Position.box("air-ready-b"), Fx.reach(s, AIR).start());
  }

  @Test
  void aQueryFromABoxTheMapDoesNotHaveIsRejected() {
    GameState s = airfields().state();
    MoveQuery nowhere = MoveQuery.builder().from(AIR).start(Position.box("hangar")).build();
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> check(s, nowhere, "0808"));
    assertEquals("start", e.field());
    InvalidInputException target = assertThrows(InvalidInputException.class,
        () -> Fx.RULES.path(s, AIR, Position.box("hangar")));
    assertEquals("target", target.field());
  }

  @Test
  void theMoveNeedsAsManyPointsAsItsUnitsCount() {
    GameState s = airfields().state();
    s = s.withUnit(io.github.warpath.state.Unit.builder().from(s.unit("fj"))
        .putAttributes(EfsVocabulary.AIR_TRANSPORT_COST, "3").build());
    assertEquals("the move needs 3 air transport points, the axis side has 2",
        assertIllegal(check(s, AIR, "0808"), EfsRuleHeading.AIR_TRANSPORT, 0).reason());
  }

  @Test
  void aUnitThatCountsNoPointsFliesWhenTheSideHasNone() {
    GameState s = airfields().env(Environment.builder().build()).state();
    s = s.withUnit(io.github.warpath.state.Unit.builder().from(s.unit("fj"))
        .putAttributes(EfsVocabulary.AIR_TRANSPORT_COST, "0").build());
    MoveOutcome out = Fx.RULES.apply(s, Fx.order(AIR, "0808"));
    assertLegal(out.verdict(), 4.0);
    GameState after = out.state().orElseThrow();
    assertEquals(Map.of(), after.environment().attributes());
    assertEquals(Position.hex(hex("0808")), after.unit("fj").position());
  }

  @Test
  void theAirReadyBoxIsReachedFromAMapOfAnySize() {
    // 64 hexes: the box is the first place after them
    Fx f = new Fx(8, 8).terrain(EfsTerrain.TOWN, "0202")
        .box(new OffMapBox("air-ready", EfsVocabulary.AIR_READY, Set.of(), Map.of()))
        .unit(Fx.axis("fj", EfsVocabulary.AIRBORNE, MovementClass.WHITE, 4, "0202"));
    f.env(Environment.builder().from(f.env).putAttributes("air-transport-points.axis", "1")
        .build());
    GameState s = f.state();
    assertLegal(Fx.RULES.check(s, MoveOrder.of(AIR, List.of(Step.to(Position.box("air-ready"))))),
        4.0);
    Reach r = Fx.reach(s, AIR);
    assertEquals(2, r.size());
    assertTrue(r.indexOf(Position.box("air-ready")) >= 0);
  }
}
