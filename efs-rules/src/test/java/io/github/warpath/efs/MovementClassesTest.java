package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.mp;
import static io.github.warpath.efs.Fx.panzer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import org.junit.jupiter.api.Test;

/** EFS movement classes: the colour code of the movement factor decides how a unit moves. */
class MovementClassesTest {

  @Test
  void whiteUnitsPayTheNonMotorizedColumnAndRedUnitsTheMotorizedOne() {
    GameState s = Fx.clear().terrain(EfsTerrain.SWAMP, "0304").unit(Fx.infantry("inf", "0303"))
        .unit(panzer("pz", "0303")).state();
    assertLegal(check(s, "inf", "0304"), 3.0);
    assertIllegal(check(s, "pz", "0304"), EfsRuleHeading.TERRAIN, 1);
    GameState mud = Fx.clear().unit(Fx.infantry("inf", "0303")).unit(panzer("pz", "0303"))
        .weather(EfsWeather.MUD).state();
    assertLegal(check(mud, "inf", "0304"), 2.0);
    assertLegal(check(mud, "pz", "0304"), 3.0);
  }

  @Test
  void orangeUnitsAreMotorizedButMoveOnlyInTheRegularPhase() {
    Unit orange = Fx.axis("o", "mechanized", MovementClass.ORANGE, 8, "0303");
    GameState mud = Fx.clear().unit(orange).weather(EfsWeather.MUD).state();
    assertLegal(check(mud, "o", "0304"), 3.0);
    GameState motorized = Fx.clear().unit(orange)
        .phase(EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.AXIS).state();
    assertIllegal(check(motorized, "o", "0304"), EfsRuleHeading.MOVEMENT_CLASSES, 0);
  }

  @Test
  void grayUnitsMoveByRailOnlyAndBlueUnitsByNavalMovementOnly() {
    GameState s = Fx.clear().unit(Fx.axis("train", "armored-train", MovementClass.GRAY, 10,
        "0303")).unit(Fx.axis("boat", "naval", MovementClass.BLUE, 10, "0505")).state();
    assertTrue(assertIllegal(check(s, "train", "0304"), EfsRuleHeading.MOVEMENT_CLASSES, 0).reason()
        .contains("rail"));
    assertTrue(assertIllegal(check(s, "boat", "0506"), EfsRuleHeading.MOVEMENT_CLASSES, 0).reason()
        .contains("naval"));
    assertEquals(1, Fx.reach(s, MoveQuery.of("train")).size());
  }

  @Test
  void yellowUnitsAreMotorizedAndCanInfiltrate() {
    GameState s = Fx.clear().unit(Fx.axis("y", "mechanized", MovementClass.YELLOW, 8, "0303"))
        .weather(EfsWeather.MUD).state();
    assertLegal(check(s, "y", "0304"), 3.0);
  }

  @Test
  void theDescriptiveNamesWorkLikeTheColours() {
    Unit alias = Unit.builder().id("pz").side(EfsVocabulary.AXIS).kind(EfsVocabulary.ARMOR)
        .allowance(Mp.of(10)).position(Position.hex(Fx.hex("0303")))
        .putAttributes(EfsVocabulary.MOVEMENT_CLASS, "motorized").build();
    GameState s = Fx.clear().unit(alias).weather(EfsWeather.MUD).state();
    assertLegal(check(s, "pz", "0304"), 3.0);
    Unit plain = Unit.builder().id("inf").side(EfsVocabulary.AXIS).kind("infantry")
        .allowance(Mp.of(6)).position(Position.hex(Fx.hex("0505"))).build();
    GameState white = Fx.clear().unit(plain).weather(EfsWeather.MUD).state();
    assertLegal(check(white, "inf", "0506"), 2.0);
  }

  @Test
  void anUnknownClassIsRejectedWithTheKnownOnes() {
    Unit purple = Unit.builder().id("x").side(EfsVocabulary.AXIS).kind("infantry")
        .allowance(Mp.of(6)).position(Position.hex(Fx.hex("0303")))
        .putAttributes(EfsVocabulary.MOVEMENT_CLASS, "purple").build();
    Fx f = Fx.clear().unit(purple);
    InvalidInputException e = assertThrows(InvalidInputException.class, f::state);
    assertEquals("units[0].attributes.movement-class", e.field());
    assertTrue(e.getMessage().contains("white, red, green, yellow, gray, orange, blue"),
        e.getMessage());
  }

  @Test
  void aMixedStackPaysWhatItsDearestUnitPays() {
    GameState s = Fx.clear().terrain(EfsTerrain.SWAMP, "0304").unit(Fx.infantry("inf", "0303"))
        .unit(panzer("pz", "0303")).weather(EfsWeather.MUD).state();
    MoveQuery both = MoveQuery.builder().addUnits("inf", "pz").build();
    assertEquals(mp(6), check(s, both, "0403").allowance());
    assertLegal(check(s, both, "0403"), 3.0);
    assertIllegal(check(s, both, "0304"), EfsRuleHeading.TERRAIN, 1);
  }
}
