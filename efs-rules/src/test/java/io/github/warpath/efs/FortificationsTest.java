package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.hex.Hexside;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import org.junit.jupiter.api.Test;

/**
 * EFS fortifications: crossing a fortified hexside costs +1, entering a strongpoint +1, and the
 * two together +1, not +2.
 */
class FortificationsTest {

  private static Marker strongpoint(String side, String at) {
    return Marker.builder().kind(EfsVocabulary.STRONGPOINT).side(side)
        .position(Position.hex(hex(at))).build();
  }

  private static Fx base() {
    return Fx.clear().unit(Fx.infantry("inf", "0303"));
  }

  @Test
  void aFortifiedHexsideCostsOneMoreToCross() {
    assertLegal(check(base().side("0303", "0403", EfsHexside.SOVIET_FORTIFIED_LINE).state(),
        "inf", "0403"), 2.0);
    assertLegal(check(base().side("0303", "0403", EfsHexside.AXIS_FORTIFIED_LINE).state(),
        "inf", "0403"), 2.0);
  }

  @Test
  void aStrongpointCostsOneMoreToEnter() {
    assertLegal(check(base().marker(strongpoint(EfsVocabulary.SOVIET, "0403")).state(), "inf",
        "0403"), 2.0);
  }

  @Test
  void bothTogetherCostOneNotTwo() {
    assertLegal(check(base().side("0303", "0403", EfsHexside.SOVIET_FORTIFIED_LINE)
        .marker(strongpoint(EfsVocabulary.SOVIET, "0403")).state(), "inf", "0403"), 2.0);
    assertLegal(check(base().side("0303", "0403", EfsHexside.SOVIET_FORTIFIED_LINE)
        .marker(strongpoint(EfsVocabulary.SOVIET, "0403")).chart("tec.strongpoint", "2")
        .state(), "inf", "0403"), 3.0);
  }

  @Test
  void aDestroyedStretchOfLineCostsNothingButRoadsDoNotAvoidTheLine() {
    assertLegal(check(base().side("0303", "0403", EfsHexside.SOVIET_FORTIFIED_LINE)
        .marker(Marker.builder().kind(EfsVocabulary.FORTIFIED_LINE_DESTROYED)
            .position(Position.hex(hex("0303")))
            .hexside(Hexside.between(hex("0303"), hex("0403"))).build()).state(), "inf", "0403"),
        1.0);
    assertLegal(check(base().side("0303", "0403", EfsHexside.SOVIET_FORTIFIED_LINE)
        .line(EfsHexside.MAIN_ROAD, "0303", "0403").state(), "inf", "0403"), 1.5);
  }

  @Test
  void theLineCostsOneInEveryWeatherAndStillOneWithAStrongpoint() {
    // clear for non-motorized units: dry 1, mud 2, frost 1, snow 2, arctic 2
    double[] clear = {1, 2, 1, 2, 2};
    for (EfsWeather w : EfsWeather.values()) {
      GameState line = base().side("0303", "0403", EfsHexside.SOVIET_FORTIFIED_LINE).weather(w)
          .state();
      assertLegal(check(line, "inf", "0403"), clear[w.ordinal()] + 1);
      GameState both = base().side("0303", "0403", EfsHexside.SOVIET_FORTIFIED_LINE)
          .marker(strongpoint(EfsVocabulary.SOVIET, "0403")).weather(w).state();
      assertLegal(check(both, "inf", "0403"), clear[w.ordinal()] + 1);
    }
  }

  @Test
  void aStepMadeTooDearByAFortifiedLineOrAStrongpointCitesTheFortificationsRule() {
    Fx oneMp = Fx.clear().unit(Fx.axis("inf", "infantry", MovementClass.WHITE, 1, "0303"));
    Violation line = Fx.assertIllegal(check(oneMp.side("0303", "0403",
        EfsHexside.SOVIET_FORTIFIED_LINE).state(), "inf", "0403"), EfsRuleHeading.FORTIFICATIONS,
            1);
    assertEquals("the fortified line between 0303 and 0403: +1 MP to cross; the move needs 2 MP,"
        + " 1 MP allowed", line.reason());
    Fx again = Fx.clear().unit(Fx.axis("inf", "infantry", MovementClass.WHITE, 1, "0303"));
    Violation point = Fx.assertIllegal(check(again.marker(strongpoint(EfsVocabulary.SOVIET,
        "0403")).state(), "inf", "0403"), EfsRuleHeading.FORTIFICATIONS, 1);
    assertEquals("the strongpoint in 0403: +1 MP to enter; the move needs 2 MP, 1 MP allowed",
        point.reason());
  }

  @Test
  void aStepIntoTheFirstHexOfTheMapMadeTooDearByAFortifiedLineCitesTheFortificationsRule() {
    GameState s = Fx.clear().side("0102", "0101", EfsHexside.AXIS_FORTIFIED_LINE)
        .unit(Fx.axis("inf", "infantry", MovementClass.WHITE, 1, "0102")).state();
    Violation v = Fx.assertIllegal(check(s, "inf", "0101"), EfsRuleHeading.FORTIFICATIONS, 1);
    assertEquals("the fortified line between 0102 and 0101: +1 MP to cross; the move needs 2 MP,"
        + " 1 MP allowed", v.reason());
  }

  @Test
  void aStrongpointInAHexThatCostsNothingStillCostsOne() {
    // a scenario's free cities: the strongpoint's +1 is all there is to pay
    GameState s = base().terrain(EfsTerrain.CITY, "0403")
        .chart("tec.city.non-motorized", "0, 0, 0, 0, 0")
        .marker(strongpoint(EfsVocabulary.SOVIET, "0403")).state();
    assertLegal(check(s, "inf", "0403"), 1.0);
  }
}
