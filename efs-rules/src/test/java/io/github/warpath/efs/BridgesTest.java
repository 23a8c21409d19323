package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.hex.Hexside;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import org.junit.jupiter.api.Test;

/**
 * EFS bridges: an operating bridge unit lets its side cross a river or major river without the
 * crossing cost; placed under construction in the supply phase, it operates from the owner's
 * Regular Movement phase (river) or Engineering phase (major river); an enemy entering its hex
 * removes it; road and railroad crossings are permanent bridges for both sides.
 */
class BridgesTest {

  private static Fx river(EfsHexside kind) {
    return Fx.clear().side("0303", "0403", kind).unit(Fx.infantry("inf", "0303"));
  }

  @Test
  void anOperatingBridgeUnitCancelsTheCrossingCostForItsSide() {
    assertLegal(check(river(EfsHexside.RIVER).state(), "inf", "0403"), 2.0);
    assertLegal(check(river(EfsHexside.RIVER).bridge(EfsVocabulary.AXIS, "0303", "0403",
        EfsVocabulary.OPERATING).state(), "inf", "0403"), 1.0);
    assertLegal(check(river(EfsHexside.MAJOR_RIVER).state(), "inf", "0403"), 3.0);
    assertLegal(check(river(EfsHexside.MAJOR_RIVER).bridge(EfsVocabulary.AXIS, "0403", "0303",
        EfsVocabulary.OPERATING).state(), "inf", "0403"), 1.0);
  }

  @Test
  void aBridgeUnderConstructionOrOfTheEnemyDoesNotHelp() {
    assertLegal(check(river(EfsHexside.RIVER).bridge(EfsVocabulary.AXIS, "0303", "0403",
        EfsVocabulary.UNDER_CONSTRUCTION).state(), "inf", "0403"), 2.0);
    assertLegal(check(river(EfsHexside.RIVER).bridge(EfsVocabulary.SOVIET, "0303", "0403",
        EfsVocabulary.OPERATING).state(), "inf", "0403"), 2.0);
  }

  @Test
  void roadAndRailroadCrossingsArePermanentBridgesForBothSides() {
    GameState s = river(EfsHexside.MAJOR_RIVER).line(EfsHexside.MINOR_ROAD, "0303", "0403")
        .state();
    assertLegal(check(s, "inf", "0403"), 0.5);
    GameState soviet = river(EfsHexside.MAJOR_RIVER).line(EfsHexside.RAILROAD, "0303", "0403")
        .unit(Fx.rifles("r", "0403")).phase(EfsPhase.REGULAR_MOVEMENT, EfsVocabulary.SOVIET)
        .state();
    soviet = soviet.withUnit(soviet.unit("inf").withPosition(
        io.github.warpath.state.Position.hex(hex("0101"))));
    assertLegal(check(soviet, "r", "0303"), 1.0);
  }

  @Test
  void anEnemyUnitEnteringTheBridgeHexRemovesIt() {
    GameState s = river(EfsHexside.RIVER).bridge(EfsVocabulary.SOVIET, "0403", "0303",
        EfsVocabulary.OPERATING).bridge(EfsVocabulary.AXIS, "0303", "0304",
        EfsVocabulary.OPERATING).side("0303", "0304", EfsHexside.RIVER).state();
    MoveOutcome out = Fx.RULES.apply(s, Fx.order("inf", "0403", "0404"));
    GameState after = out.state().orElseThrow(() -> new AssertionError(out.verdict()));
    assertEquals(1, after.markers().size());
    assertEquals(EfsVocabulary.AXIS, after.markers().get(0).side());
  }

  @Test
  void bridgesArePlacedUnderConstructionInTheSupplyPhase() {
    GameState s = river(EfsHexside.RIVER).phase(EfsPhase.SUPPLY, EfsVocabulary.AXIS).state();
    Hexside side = Hexside.between(hex("0303"), hex("0403"));
    MoveOutcome placed = EfsTurn.placeBridge(s, "b1", EfsVocabulary.AXIS, side);
    assertTrue(placed.verdict().legal(), placed.verdict().toString());
    Marker m = placed.state().orElseThrow().markers().get(0);
    assertEquals(EfsVocabulary.UNDER_CONSTRUCTION, m.attribute(EfsVocabulary.STATE, ""));
    assertEquals("b1", m.id());
    GameState combat = river(EfsHexside.RIVER).phase(EfsPhase.COMBAT, EfsVocabulary.AXIS)
        .state();
    MoveOutcome late = EfsTurn.placeBridge(combat, "b1", EfsVocabulary.AXIS, side);
    assertFalse(late.verdict().legal());
    assertEquals(EfsRuleHeading.BRIDGES.section(),
        late.verdict().violations().get(0).rule().section());
    MoveOutcome dry = EfsTurn.placeBridge(s, "b2", EfsVocabulary.AXIS,
        Hexside.between(hex("0303"), hex("0304")));
    assertFalse(dry.verdict().legal());
  }

  @Test
  void riverBridgesOperateFromTheRegularPhaseAndMajorRiverBridgesFromTheEngineeringPhase() {
    Fx f = Fx.clear().side("0303", "0403", EfsHexside.RIVER)
        .side("0505", "0605", EfsHexside.MAJOR_RIVER)
        .bridge(EfsVocabulary.AXIS, "0303", "0403", EfsVocabulary.UNDER_CONSTRUCTION)
        .bridge(EfsVocabulary.AXIS, "0505", "0605", EfsVocabulary.UNDER_CONSTRUCTION)
        .bridge(EfsVocabulary.SOVIET, "0403", "0303", EfsVocabulary.UNDER_CONSTRUCTION)
        .unit(Fx.infantry("inf", "0303")).phase(EfsPhase.SUPPLY, EfsVocabulary.AXIS);
    GameState s = f.state();
    GameState regular = EfsTurn.enterPhase(s, EfsPhase.REGULAR_MOVEMENT, EfsVocabulary.AXIS);
    assertEquals(EfsVocabulary.OPERATING, regular.markers().get(0).attribute("state", ""));
    assertEquals(EfsVocabulary.UNDER_CONSTRUCTION, regular.markers().get(1).attribute("state",
        ""));
    assertEquals(EfsVocabulary.UNDER_CONSTRUCTION, regular.markers().get(2).attribute("state",
        ""));
    assertLegal(check(regular, "inf", "0403"), 1.0);
    GameState motorized = EfsTurn.enterPhase(s, EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.AXIS);
    assertEquals(EfsVocabulary.UNDER_CONSTRUCTION, motorized.markers().get(0)
        .attribute("state", ""));
    GameState engineering = EfsTurn.enterPhase(regular, EfsPhase.ENGINEERING,
        EfsVocabulary.AXIS);
    assertEquals(EfsVocabulary.OPERATING, engineering.markers().get(1).attribute("state", ""));
  }

  @Test
  void enteringAMovementPhaseForgetsThePointsSpent() {
    GameState s = river(EfsHexside.RIVER).state();
    GameState moved = Fx.RULES.apply(s, Fx.order("inf", "0304")).state().orElseThrow();
    Unit u = moved.unit("inf");
    assertEquals("1", u.phaseMovement().orElseThrow().spent().toFraction());
    GameState next = EfsTurn.enterPhase(moved, EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.AXIS);
    assertFalse(next.unit("inf").attributes().containsKey(EfsVocabulary.MP_SPENT));
    assertTrue(next.unit("inf").phaseMovement().isEmpty());
    assertTrue(next.unit("inf").hasFlag(EfsVocabulary.MOVED));
    assertIllegal(check(next, "inf", "0305"), EfsRuleHeading.MOVEMENT_PHASES, 0);
  }

  /** Rivers on the south (0102) and south-east (0202) sides of the corner hex 0101. */
  private static Fx cornerRivers() {
    return Fx.clear().side("0101", "0202", EfsHexside.RIVER).side("0101", "0102",
        EfsHexside.RIVER).unit(Fx.infantry("inf", "0101")).unit(Fx.infantry("other", "0202"));
  }

  @Test
  void bridgeUnitsWorkOnEverySideOfTheCornerHex() {
    GameState s = cornerRivers()
        .bridge(EfsVocabulary.AXIS, "0101", "0202", EfsVocabulary.OPERATING)
        .bridge(EfsVocabulary.AXIS, "0101", "0102", EfsVocabulary.OPERATING).state();
    GameState unbridged = cornerRivers().state();
    for (String[] move : new String[][] {{"inf", "0202"}, {"inf", "0102"}, {"other", "0101"}}) {
      assertLegal(check(s, move[0], move[1]), 1.0);
      assertLegal(check(unbridged, move[0], move[1]), 2.0);
    }
  }

  @Test
  void aBridgeSpansTheRiverButNotAFortifiedLineOnTheSameHexside() {
    Fx both = river(EfsHexside.RIVER).side("0303", "0403", EfsHexside.SOVIET_FORTIFIED_LINE);
    // river +1 and fortified line +1 for non-motorized units
    assertLegal(check(both.state(), "inf", "0403"), 3.0);
    assertLegal(check(river(EfsHexside.RIVER).side("0303", "0403",
        EfsHexside.SOVIET_FORTIFIED_LINE).bridge(EfsVocabulary.AXIS, "0303", "0403",
        EfsVocabulary.OPERATING).state(), "inf", "0403"), 2.0);
    // a destroyed stretch of line leaves the river to pay
    assertLegal(check(river(EfsHexside.RIVER).side("0303", "0403",
        EfsHexside.SOVIET_FORTIFIED_LINE).marker(Marker.builder()
        .kind(EfsVocabulary.FORTIFIED_LINE_DESTROYED).position(Position.hex(hex("0303")))
        .hexside(Hexside.between(hex("0303"), hex("0403"))).build()).state(), "inf", "0403"),
        2.0);
  }

  @Test
  void aBridgeIsPlacedOnlyInItsOwnSidesSupplyPhase() {
    Hexside side = Hexside.between(hex("0303"), hex("0403"));
    GameState axisSupply = river(EfsHexside.RIVER).phase(EfsPhase.SUPPLY, EfsVocabulary.AXIS)
        .state();
    Verdict v = EfsTurn.placeBridge(axisSupply, "b1", EfsVocabulary.SOVIET, side).verdict();
    assertFalse(v.legal());
    assertEquals("bridge units are placed in their side's supply determination phase",
        v.violations().get(0).reason());
    assertEquals("0303", v.violations().get(0).location().orElseThrow());
    GameState anySide = river(EfsHexside.RIVER).env(Environment.builder()
        .phase(EfsPhase.SUPPLY.id()).build()).state();
    assertTrue(EfsTurn.placeBridge(anySide, "b1", EfsVocabulary.SOVIET, side).verdict()
        .legal());
    assertEquals("side", assertThrows(InvalidInputException.class,
        () -> EfsTurn.placeBridge(axisSupply, "b1", "finland", side)).field());
  }

  @Test
  void aBridgeReturnedToItsOwnerIsPlacedAgainUnderTheSameId() {
    GameState s = river(EfsHexside.RIVER).side("0505", "0605", EfsHexside.MAJOR_RIVER)
        .marker(Marker.builder().id("b7").kind(EfsVocabulary.BRIDGE).side(EfsVocabulary.AXIS)
            .position(Position.hex(hex("0303"))).hexside(Hexside.between(hex("0303"),
                hex("0403"))).putAttributes(EfsVocabulary.STATE, EfsVocabulary.OPERATING)
            .build())
        .marker(Marker.builder().id("b1").kind(EfsVocabulary.STRONGPOINT)
            .side(EfsVocabulary.AXIS).position(Position.hex(hex("0707"))).build())
        .phase(EfsPhase.SUPPLY, EfsVocabulary.AXIS).state();
    GameState once = EfsTurn.placeBridge(s, "b7", EfsVocabulary.AXIS,
        Hexside.between(hex("0505"), hex("0605"))).state().orElseThrow();
    assertEquals(2, once.markers().size());
    Marker moved = once.markers().get(1);
    assertEquals("b7", moved.id());
    assertEquals(Position.hex(hex("0505")), moved.position());
    assertEquals(EfsVocabulary.UNDER_CONSTRUCTION, moved.attribute(EfsVocabulary.STATE, ""));
    // a marker of another kind that happens to share the id is left alone
    GameState twice = EfsTurn.placeBridge(once, "b1", EfsVocabulary.AXIS,
        Hexside.between(hex("0303"), hex("0403"))).state().orElseThrow();
    assertEquals(3, twice.markers().size());
    assertEquals(EfsVocabulary.STRONGPOINT, twice.markers().get(0).kind());
    assertEquals("b1", twice.markers().get(2).id());
  }

  @Test
  void aBridgeOnTheMapEdgeStandsOnTheHexThatIsOnTheMap() {
    GameState s = Fx.clear().phase(EfsPhase.SUPPLY, EfsVocabulary.AXIS).state();
    // the north and the north-west sides of 0101 face hexes off the map
    for (HexDirection d : new HexDirection[] {HexDirection.N, HexDirection.NW}) {
      Verdict v = EfsTurn.placeBridge(s, "b", EfsVocabulary.AXIS, new Hexside(hex("0101"), d))
          .verdict();
      assertEquals(Position.hex(hex("0101")), v.end().orElseThrow(), d.toString());
      assertEquals("a bridge unit spans a river or major river", v.violations().get(0).reason());
      assertEquals("0101", v.violations().get(0).location().orElseThrow(), d.toString());
    }
    Hex outside = hex("0101").neighbor(HexDirection.N);
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> EfsTurn.placeBridge(s, "b", EfsVocabulary.AXIS,
            new Hexside(outside, HexDirection.N)));
    assertEquals("hexside", e.field());
  }

  @Test
  void aBridgeUnitOnAFortifiedRiverWhoseLineIsDestroyedLeavesOnlyTheHexToPay() {
    // a river and a Soviet fortified line on one hexside, an operating Axis bridge unit over it
    // and the line destroyed there: both markers count, from either side (river +1, line +1)
    for (String[] way : new String[][] {{"0303", "0403"}, {"0403", "0303"}}) {
      Marker gone = Marker.builder().kind(EfsVocabulary.FORTIFIED_LINE_DESTROYED)
          .position(Position.hex(hex(way[0])))
          .hexside(Hexside.between(hex(way[0]), hex(way[1]))).build();
      Fx f = Fx.clear().side("0303", "0403", EfsHexside.RIVER, EfsHexside.SOVIET_FORTIFIED_LINE)
          .unit(Fx.infantry("inf", way[0]))
          .bridge(EfsVocabulary.AXIS, way[0], way[1], EfsVocabulary.OPERATING).marker(gone);
      assertLegal(check(f.state(), "inf", way[1]), 1.0);
      Fx bridgeOnly = Fx.clear()
          .side("0303", "0403", EfsHexside.RIVER, EfsHexside.SOVIET_FORTIFIED_LINE)
          .unit(Fx.infantry("inf", way[0]))
          .bridge(EfsVocabulary.AXIS, way[0], way[1], EfsVocabulary.OPERATING);
      assertLegal(check(bridgeOnly.state(), "inf", way[1]), 2.0);
    }
  }
}
