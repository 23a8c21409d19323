package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.mp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * EFS retreat: counted in hexes (option {@code hexes}, 2 by default as for units retreated by an
 * overrun), never into enemy units or closed terrain; reported as 1 point per hex.
 */
class RetreatTest {

  private static MoveQuery retreat(String unit, int hexes) {
    return MoveQuery.builder().addUnits(unit).mode(EfsVocabulary.RETREAT)
        .putOptions(EfsVocabulary.OPTION_HEXES, Integer.toString(hexes)).build();
  }

  @Test
  void aRetreatGoesAsManyHexesAsItsLengthWhateverTheTerrain() {
    GameState s = Fx.clear().terrain(EfsTerrain.WOODS, "0304", "0305")
        .unit(Fx.rifles("r", "0303")).phase(EfsPhase.COMBAT, EfsVocabulary.AXIS).state();
    assertLegal(check(s, retreat("r", 2), "0304", "0305"), 2.0);
    assertIllegal(check(s, retreat("r", 2), "0304", "0305", "0306"), EfsRuleHeading.RETREAT, 3);
    assertEquals(19, Fx.reach(s, retreat("r", 2)).size());
  }

  @Test
  void theDefaultLengthIsTwoHexes() {
    GameState s = Fx.clear().unit(Fx.rifles("r", "0303")).state();
    MoveQuery q = MoveQuery.of("r", EfsVocabulary.RETREAT);
    assertLegal(check(s, q, "0304", "0305"), 2.0);
    assertIllegal(check(s, q, "0304", "0305", "0306"), EfsRuleHeading.RETREAT, 3);
  }

  @Test
  void notIntoEnemyUnitsNorClosedTerrain() {
    GameState s = Fx.clear().terrain(EfsTerrain.SWAMP, "0403").unit(Fx.panzer("pz", "0303"))
        .unit(Fx.rifles("r", "0304")).state();
    assertIllegal(check(s, retreat("pz", 2), "0304"), EfsRuleHeading.ENEMY_UNITS, 1);
    assertIllegal(check(s, retreat("pz", 2), "0403"), EfsRuleHeading.TERRAIN, 1);
  }

  @Test
  void aMalformedLengthIsRejected() {
    GameState s = Fx.clear().unit(Fx.rifles("r", "0303")).state();
    MoveQuery q = MoveQuery.builder().addUnits("r").mode(EfsVocabulary.RETREAT)
        .putOptions(EfsVocabulary.OPTION_HEXES, "many").build();
    assertEquals("options.hexes", assertThrows(InvalidInputException.class,
        () -> check(s, q, "0304")).field());
  }

  @Test
  void aRetreatMovesTheUnitButIsNotItsMoveForThePhase() {
    GameState s = Fx.clear().unit(Fx.rifles("r", "0303")).phase(EfsPhase.COMBAT,
        EfsVocabulary.AXIS).state();
    MoveOutcome out = Fx.RULES.apply(s, Fx.order(retreat("r", 2), "0304", "0305"));
    assertLegal(out.verdict(), 2.0);
    assertEquals("retreat", out.verdict().steps().get(0).note());
    Unit after = out.state().orElseThrow().unit("r");
    assertEquals(Position.hex(Fx.hex("0305")), after.position());
    assertFalse(after.hasFlag(EfsVocabulary.MOVED));
    assertEquals(Map.of(EfsVocabulary.MOVEMENT_CLASS, "white"), after.attributes());
  }

  @Test
  void aRetreatIsOneToOneHundredHexesLong() {
    GameState s = Fx.clear().unit(Fx.rifles("r", "0303")).state();
    assertLegal(check(s, retreat("r", 1), "0304"), 1.0);
    assertIllegal(check(s, retreat("r", 1), "0304", "0305"), EfsRuleHeading.RETREAT, 2);
    assertEquals("the retreat is 2 hexes long", assertIllegal(check(s, retreat("r", 2), "0304",
        "0305", "0306"), EfsRuleHeading.RETREAT, 3).reason());
    assertLegal(check(s, retreat("r", 100), "0304", "0305", "0306"), 3.0);
    for (int bad : new int[] {0, 101, -3}) {
      InvalidInputException e = assertThrows(InvalidInputException.class,
          () -> check(s, retreat("r", bad), "0304"));
      assertEquals("options.hexes: expected a retreat length from 1 to 100 hexes, got '" + bad
          + "'", e.getMessage());
    }
  }

  @Test
  void aRetreatMayEndInTheCornerHexOfTheMap() {
    GameState s = Fx.clear().unit(Fx.rifles("r", "0203")).state();
    assertLegal(check(s, retreat("r", 2), "0102", "0101"), 2.0);
  }

  @Test
  void aRetreatSplitOverTwoOrdersGoesOnWithTheHexesLeft() {
    GameState s = Fx.clear().unit(Fx.rifles("r", "0303")).phase(EfsPhase.COMBAT,
        EfsVocabulary.AXIS).state();
    MoveOutcome first = Fx.RULES.apply(s, Fx.order(retreat("r", 3), "0304"));
    assertLegal(first.verdict(), 1.0);
    GameState after = first.state().orElseThrow();
    assertEquals(mp(1), after.unit("r").phaseMovement().orElseThrow().spent());
    // two of the three hexes are left
    assertLegal(check(after, retreat("r", 3), "0305", "0306"), 2.0);
    Violation v = assertIllegal(check(after, retreat("r", 3), "0305", "0306", "0307"),
        EfsRuleHeading.RETREAT, 3);
    assertEquals("the retreat is 3 hexes long, and the unit retreated 1 of them in an earlier"
        + " order", v.reason());
    // the range is the hexes within two of 0304
    assertEquals(19, Fx.reach(after, retreat("r", 3)).size());
    // the second order adds its hexes to the first
    GameState second = Fx.RULES.apply(after, Fx.order(retreat("r", 3), "0305")).state()
        .orElseThrow();
    assertEquals(mp(2), second.unit("r").phaseMovement().orElseThrow().spent());
    assertIllegal(check(second, retreat("r", 3), "0306", "0307"), EfsRuleHeading.RETREAT, 2);
  }
}
