package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.hex.Hexside;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
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
    assertEquals(EfsRule.BRIDGES.section(), late.verdict().violations().get(0).rule().section());
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
    assertEquals("1", u.attribute(EfsVocabulary.MP_SPENT, ""));
    GameState next = EfsTurn.enterPhase(moved, EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.AXIS);
    assertFalse(next.unit("inf").attributes().containsKey(EfsVocabulary.MP_SPENT));
    assertFalse(next.unit("inf").attributes().containsKey(EfsVocabulary.PHASE_START));
    assertTrue(next.unit("inf").hasFlag(EfsVocabulary.MOVED));
    assertIllegal(check(next, "inf", "0305"), EfsRule.MOVEMENT_PHASES, 0);
  }
}
