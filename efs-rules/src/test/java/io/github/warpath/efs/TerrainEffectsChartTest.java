package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.panzer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * EFS terrain effects: the chart is data with weather columns and motorized / non-motorized
 * costs; a scenario overrides any cell or row through {@code GameState.charts()}.
 */
class TerrainEffectsChartTest {

  @Test
  void theDefaultChartHasEveryCell() {
    Map<String, String> d = TerrainEffectsChart.defaults();
    assertEquals(144, d.size());
    assertEquals(TerrainEffectsChart.keys(), java.util.List.copyOf(d.keySet()));
    assertEquals("3a", d.get("tec.woods.motorized.mud"));
    assertEquals("P", d.get("tec.swamp.motorized.dry"));
    assertEquals("½", d.get("tec.city.non-motorized.snow"));
    assertEquals("OT", d.get("tec.minor-road.motorized.mud"));
    assertEquals("NE", d.get("tec.river.motorized.snow"));
    assertEquals("1", d.get("tec.major-river.motorized.snow"));
    assertEquals("P", d.get("tec.major-river.artillery.dry"));
    assertEquals("2", d.get("strategic.multiplier"));
    assertEquals(TerrainEffectsChart.keys(), Fx.RULES.vocabulary().get("chart-keys"));
  }

  @Test
  void everyDefaultLineSaysWhereItsValueComesFrom() throws IOException {
    try (InputStream in = getClass().getResourceAsStream(
        "/io/github/warpath/efs/internal/tec-default.properties")) {
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      String line;
      String source = null;
      int values = 0;
      while ((line = r.readLine()) != null) {
        String t = line.trim();
        if (t.startsWith("# [text]") || t.startsWith("# [judgement]")) {
          source = t;
        } else if (t.isEmpty() || t.equals("#") || t.startsWith("# ---")) {
          source = t.startsWith("# ---") ? null : source;
        } else if (!t.startsWith("#")) {
          assertTrue(source != null, "no source comment before: " + t);
          values++;
        }
      }
      assertEquals(36, values);
    }
  }

  @Test
  void aScenarioOverridesACell() {
    GameState s = Fx.clear().terrain(EfsTerrain.WOODS, "0304").unit(Fx.infantry("inf", "0303"))
        .chart("tec.woods.non-motorized.dry", "4").state();
    assertLegal(check(s, "inf", "0304"), 4.0);
    assertEquals("4", TerrainEffectsChart.of(s).get("tec.woods.non-motorized.dry"));
  }

  @Test
  void aScenarioOverridesARow() {
    GameState s = Fx.clear().terrain(EfsTerrain.SWAMP, "0304").unit(panzer("pz", "0303"))
        .chart("tec.swamp.motorized", "4, 5a, 2, 3, 3").state();
    assertLegal(check(s, "pz", "0304"), 4.0);
    GameState mud = Fx.clear().terrain(EfsTerrain.SWAMP, "0304").unit(panzer("pz", "0303"))
        .chart("tec.swamp.motorized", "4, 5a, 2, 3, 3").weather(EfsWeather.MUD).state();
    assertLegal(check(mud, "pz", "0304"), 6.0);
    GameState closed = Fx.clear().unit(panzer("pz", "0303"))
        .chart("tec.clear.motorized.dry", "P").state();
    assertIllegal(check(closed, "pz", "0304"), EfsRuleHeading.TERRAIN, 1);
  }

  @Test
  void unknownKeysAndMalformedValuesAreRejectedByValidate() {
    InvalidInputException unknown = assertThrows(InvalidInputException.class,
        () -> Fx.clear().chart("tec.forest.motorized.dry", "2").state());
    assertEquals("charts.tec.forest.motorized.dry", unknown.field());
    assertTrue(unknown.getMessage().contains("tec.<clear|woods"), unknown.getMessage());
    InvalidInputException value = assertThrows(InvalidInputException.class,
        () -> Fx.clear().chart("tec.woods.motorized.dry", "two").state());
    assertEquals("charts.tec.woods.motorized.dry", value.field());
    assertThrows(InvalidInputException.class,
        () -> Fx.clear().chart("tec.clear.motorized.dry", "OT").state());
    assertThrows(InvalidInputException.class,
        () -> Fx.clear().chart("tec.river.motorized.dry", "2a").state());
    assertThrows(InvalidInputException.class,
        () -> Fx.clear().chart("tec.woods.motorized", "1, 2").state());
    assertThrows(InvalidInputException.class,
        () -> Fx.clear().chart("tec.woods.motorized.dry", "-1").state());
    assertThrows(InvalidInputException.class,
        () -> Fx.clear().chart("strategic.multiplier", "1/2").state());
  }

  @Test
  void aQueryOnAStateWithABadChartFailsWithTheKeyNamed() {
    GameState s = GameState.builder().ruleSet(EfsRules.ID)
        .board(Fx.clear().map.build()).addUnits(panzer("pz", "0303"))
        .putCharts("tec.mud.motorized", "1").build();
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> check(s, "pz", "0304"));
    assertEquals("charts.tec.mud.motorized", e.field());
  }

  @Test
  void theDefaultsAreSpelledAsTheChartWritesThem() {
    Map<String, String> d = TerrainEffectsChart.defaults();
    assertEquals("1", d.get("tec.clear.motorized.dry"));
    assertEquals("2a", d.get("tec.clear.motorized.mud"));
    assertEquals("2", d.get("tec.river.motorized.dry"));
    assertEquals("OT", d.get("tec.major-river.artillery.snow"));
    assertEquals("1", d.get("tec.strongpoint"));
    assertEquals("2", d.get("out-of-supply.reduction"));
    assertEquals("3", d.get("rail.swamp.motorized"));
    GameState s = Fx.clear().chart("tec.major-river.artillery", "OT, P, P, OT, OT")
        .chart("tec.lake.motorized.snow", "+1½").state();
    assertEquals("OT", TerrainEffectsChart.of(s).get("tec.major-river.artillery.dry"));
    assertEquals("P", TerrainEffectsChart.of(s).get("tec.major-river.artillery.mud"));
    assertEquals("1½", TerrainEffectsChart.of(s).get("tec.lake.motorized.snow"));
  }

  @Test
  void aClosedHexIsDescribedByItsTerrainItsWeatherAndWhoCannotEnter() {
    GameState swamp = Fx.clear().terrain(EfsTerrain.SWAMP, "0304").unit(panzer("pz", "0303"))
        .unit(Fx.infantry("inf", "0303")).state();
    assertEquals("swamp in dry (0304) is closed to motorized units (motorized units enter swamp"
        + " along a railroad)", assertIllegal(check(swamp, "pz", "0304"), EfsRuleHeading.TERRAIN, 1)
        .reason());
    assertEquals("swamp in dry (0304) is closed to this stack (motorized units enter swamp along"
        + " a railroad)", assertIllegal(check(swamp, MoveQuery.builder().addUnits("inf", "pz")
        .build(), "0304"), EfsRuleHeading.TERRAIN, 1).reason());
    GameState woods = Fx.clear().terrain(EfsTerrain.WOODS, "0304")
        .terrain(EfsTerrain.TOWN, "0304").unit(Fx.infantry("inf", "0303"))
        .chart("tec.woods.non-motorized.dry", "P").state();
    assertEquals("woods+town in dry (0304) is closed to non-motorized units",
        assertIllegal(check(woods, "inf", "0304"), EfsRuleHeading.TERRAIN, 1).reason());
    GameState clear = Fx.clear().unit(Fx.infantry("inf", "0303"))
        .chart("tec.clear.non-motorized.frost", "P").weather(EfsWeather.FROST).state();
    assertEquals("clear in frost (0304) is closed to non-motorized units",
        assertIllegal(check(clear, "inf", "0304"), EfsRuleHeading.TERRAIN, 1).reason());
    GameState lingering = Fx.clear().terrain(EfsTerrain.WOODS, "0304")
        .unit(Fx.infantry("inf", "0303")).chart("tec.woods.non-motorized.mud", "P")
        .weather(EfsWeather.DRY, "lingering-mud").state();
    assertEquals("woods in mud (lingering mud) (0304) is closed to non-motorized units",
        assertIllegal(check(lingering, "inf", "0304"), EfsRuleHeading.TERRAIN, 1).reason());
  }

  @Test
  void aClosedHexsideIsDescribedByWhatLiesThere() {
    GameState lake = Fx.clear().side("0303", "0304", EfsHexside.LAKE)
        .unit(Fx.infantry("inf", "0303")).state();
    assertEquals("a lake hexside cannot be crossed by non-motorized units in dry",
        assertIllegal(check(lake, "inf", "0304"), EfsRuleHeading.TERRAIN, 1).reason());
    GameState river = Fx.clear().side("0303", "0304", EfsHexside.RIVER)
        .unit(panzer("pz", "0303")).chart("tec.river.motorized.mud", "P")
        .weather(EfsWeather.MUD).state();
    Violation v = assertIllegal(check(river, "pz", "0304"), EfsRuleHeading.TERRAIN, 1);
    assertEquals("a river cannot be crossed by motorized units in mud", v.reason());
    assertEquals("0303/0304", v.hexside().orElseThrow());
    GameState major = Fx.clear().side("0303", "0304", EfsHexside.MAJOR_RIVER)
        .unit(panzer("pz", "0303")).chart("tec.major-river.motorized.frost", "P")
        .weather(EfsWeather.FROST).state();
    assertEquals("a major river cannot be crossed by motorized units in frost",
        assertIllegal(check(major, "pz", "0304"), EfsRuleHeading.TERRAIN, 1).reason());
  }

  @Test
  void theCornerHexOfTheMapIsDescribedLikeAnyOther() {
    GameState s = Fx.clear().terrain(EfsTerrain.SWAMP, "0101").side("0101", "0202",
        EfsHexside.LAKE).unit(panzer("pz", "0102")).unit(Fx.infantry("inf", "0101"))
        .unit(Fx.infantry("i2", "0202")).state();
    assertEquals("swamp in dry (0101) is closed to motorized units (motorized units enter swamp"
        + " along a railroad)", assertIllegal(check(s, "pz", "0101"), EfsRuleHeading.TERRAIN, 1)
        .reason());
    assertEquals("a lake hexside cannot be crossed by non-motorized units in dry",
        assertIllegal(check(s, "inf", "0202"), EfsRuleHeading.TERRAIN, 1).reason());
    assertEquals("a lake hexside cannot be crossed by non-motorized units in dry",
        assertIllegal(check(s, "i2", "0101"), EfsRuleHeading.TERRAIN, 1).reason());
    // where nothing closes it, the corner is entered like any hex: swamp 3, clear 1
    GameState open = Fx.clear().terrain(EfsTerrain.SWAMP, "0101")
        .unit(Fx.infantry("inf", "0102")).state();
    assertLegal(check(open, "inf", "0101"), 3.0);
    assertLegal(check(Fx.clear().unit(Fx.infantry("inf", "0102")).state(), "inf", "0101"), 1.0);
  }

  @Test
  void aScenarioMayPriceHexsidesAndCitiesApart() {
    // a major river with no effect in frost: only the hex entered is paid
    GameState major = Fx.clear().side("0303", "0403", EfsHexside.MAJOR_RIVER)
        .unit(Fx.infantry("inf", "0303")).chart("tec.major-river.non-motorized.frost", "NE")
        .weather(EfsWeather.FROST).state();
    assertLegal(check(major, "inf", "0403"), 1.0);
    // major cities dearer than cities
    GameState cities = Fx.clear().terrain(EfsTerrain.CITY, "0304")
        .terrain(EfsTerrain.MAJOR_CITY, "0403").unit(Fx.infantry("inf", "0303"))
        .chart("tec.major-city.non-motorized", "1, 1, 1, 1, 1").state();
    assertLegal(check(cities, "inf", "0304"), 0.5);
    assertLegal(check(cities, "inf", "0403"), 1.0);
    // towns with a cost of their own: the dearer of the town and the rest of the hex
    GameState towns = Fx.clear().terrain(EfsTerrain.TOWN, "0304", "0403")
        .terrain(EfsTerrain.WOODS, "0403").unit(Fx.infantry("inf", "0303"))
        .chart("tec.town.non-motorized.dry", "1½").state();
    assertLegal(check(towns, "inf", "0304"), 1.5);
    assertLegal(check(towns, "inf", "0403"), 2.0);
    assertLegal(check(towns, "inf", "0302"), 1.0);
  }

  @Test
  void aTownCostsTheOtherTerrainOfItsHex() {
    GameState s = Fx.clear().terrain(EfsTerrain.TOWN, "0304", "0403")
        .terrain(EfsTerrain.WOODS, "0403").unit(Fx.infantry("inf", "0303"))
        .unit(panzer("pz", "0303")).weather(EfsWeather.MUD).state();
    assertLegal(check(s, "inf", "0304"), 2.0);
    assertLegal(check(s, "inf", "0403"), 3.0);
    // motorized: clear 2a and woods 3a in mud, +1 for footnote (a)
    assertLegal(check(s, "pz", "0304"), 3.0);
    assertLegal(check(s, "pz", "0403"), 4.0);
  }

  @Test
  void aStackPaysItsDearestUnitWhateverTheOrderOfItsUnits() {
    GameState s = Fx.clear().terrain(EfsTerrain.SWAMP, "0304")
        .line(EfsHexside.RAILROAD, "0303", "0304").side("0303", "0403", EfsHexside.RIVER)
        .unit(panzer("pz", "0303")).unit(Fx.infantry("inf", "0303")).weather(EfsWeather.MUD)
        .state();
    for (MoveQuery q : new MoveQuery[] {MoveQuery.builder().addUnits("pz", "inf").build(),
        MoveQuery.builder().addUnits("inf", "pz").build()}) {
      // clear in mud: motorized 2a = 3, non-motorized 2
      assertLegal(check(s, q, "0203"), 3.0);
      // swamp along the railroad: motorized 3, non-motorized the swamp, 4 in mud
      assertLegal(check(s, q, "0304"), 4.0);
      // river: +2 for motorized, +1 for non-motorized; 0403 clear in mud 3
      assertLegal(check(s, q, "0403"), 5.0);
    }
  }

  @Test
  void aCostOfNothingIsFreeNotClosed() {
    // a scenario's free cities: entering one costs 0 in every way of moving
    Fx f = Fx.clear().terrain(EfsTerrain.CITY, "0304", "0403")
        .line(EfsHexside.MAIN_ROAD, "0303", "0304", "0305").unit(Fx.infantry("inf", "0303"))
        .unit(Fx.rifles("r", "0502")).chart("tec.city.non-motorized", "0, 0, 0, 0, 0");
    GameState s = f.state();
    assertLegal(check(s, "inf", "0304"), 0.0);
    // on along the road, the road hex costs 1/2; off the road, clear 1 and the city stays free
    assertLegal(check(s, "inf", "0304", "0305"), 0.5);
    assertLegal(check(s, "inf", "0304", "0404"), 1.0);
    // into the city in the zone of control of the unit at 0502: only the +1
    assertLegal(check(s, "inf", "0403"), 1.0);
    assertLegal(check(s, MoveQuery.of("inf", EfsVocabulary.ONE_HEX), "0304"), 6.0);
    assertLegal(check(s, MoveQuery.of("inf", EfsVocabulary.RETREAT), "0304", "0305"), 2.0);
    // a road that costs nothing: the hex is entered for free along it, and leaving the road
    // there reprices it at its terrain
    GameState road = Fx.clear().line(EfsHexside.MAIN_ROAD, "0303", "0304")
        .unit(Fx.infantry("inf", "0303")).chart("tec.main-road.non-motorized.dry", "0").state();
    assertLegal(check(road, "inf", "0304"), 0.0);
    assertLegal(check(road, "inf", "0304", "0404"), 2.0);
  }

  @Test
  void aHexsideWithNoEffectCostsNothingForAnyStack() {
    // snow: rivers have no effect for either column, so a mixed stack pays only the hex
    GameState s = Fx.clear().side("0303", "0403", EfsHexside.RIVER).unit(panzer("pz", "0303"))
        .unit(Fx.infantry("inf", "0303")).weather(EfsWeather.SNOW).state();
    assertLegal(check(s, MoveQuery.builder().addUnits("pz", "inf").build(), "0403"), 2.0);
    // a scenario waiving the river for units on foot only: the stack still pays +2
    GameState waived = Fx.clear().side("0303", "0403", EfsHexside.RIVER)
        .unit(panzer("pz", "0303")).unit(Fx.infantry("inf", "0303"))
        .chart("tec.river.non-motorized.dry", "NE").state();
    assertLegal(check(waived, MoveQuery.builder().addUnits("inf", "pz").build(), "0403"), 3.0);
    assertLegal(check(waived, "inf", "0403"), 1.0);
  }

  @Test
  void theSwampHintIsGivenToMotorizedUnitsAtSwampsOnly() {
    GameState woods = Fx.clear().terrain(EfsTerrain.WOODS, "0304").unit(panzer("pz", "0303"))
        .chart("tec.woods.motorized.dry", "P").state();
    assertEquals("woods in dry (0304) is closed to motorized units",
        assertIllegal(check(woods, "pz", "0304"), EfsRuleHeading.TERRAIN, 1).reason());
    GameState swamp = Fx.clear().terrain(EfsTerrain.SWAMP, "0304")
        .unit(Fx.infantry("inf", "0303")).chart("tec.swamp.non-motorized.dry", "P").state();
    assertEquals("swamp in dry (0304) is closed to non-motorized units",
        assertIllegal(check(swamp, "inf", "0304"), EfsRuleHeading.TERRAIN, 1).reason());
  }

  @Test
  void onlyWoodsHexesSayTheirMudLingers() {
    GameState mud = Fx.clear().terrain(EfsTerrain.WOODS, "0304").unit(Fx.infantry("inf", "0303"))
        .chart("tec.woods.non-motorized.mud", "P").weather(EfsWeather.MUD).state();
    assertEquals("woods in mud (0304) is closed to non-motorized units",
        assertIllegal(check(mud, "inf", "0304"), EfsRuleHeading.TERRAIN, 1).reason());
    GameState lingering = Fx.clear().unit(Fx.infantry("inf", "0303"))
        .chart("tec.clear.non-motorized.dry", "P").weather(EfsWeather.DRY, "lingering-mud")
        .state();
    assertEquals("clear in dry (0304) is closed to non-motorized units",
        assertIllegal(check(lingering, "inf", "0304"), EfsRuleHeading.TERRAIN, 1).reason());
  }

  @Test
  void otherTerrainIsAValueOfTownAndRoadCellsOnly() {
    // a scenario may price a minor road as the other terrain of the hex: the woods of 0304 are
    // left out, so infantry pays clear, 1, instead of the road's 1/2
    GameState ot = Fx.clear().terrain(EfsTerrain.WOODS, "0304")
        .line(EfsHexside.MINOR_ROAD, "0303", "0304").unit(Fx.infantry("inf", "0303"))
        .chart("tec.minor-road.non-motorized.dry", "OT").state();
    assertLegal(check(ot, "inf", "0304"), 1.0);
    assertEquals("OT", TerrainEffectsChart.of(ot).get("tec.minor-road.non-motorized.dry"));
    InvalidInputException woods = assertThrows(InvalidInputException.class,
        () -> Fx.clear().chart("tec.woods.non-motorized.mud", "OT").state());
    assertEquals("charts.tec.woods.non-motorized.mud: OT (other terrain) is allowed for towns and"
        + " roads only", woods.getMessage());
  }

  @Test
  void aCostMayBeUpToOneHundredPoints() {
    GameState s = Fx.clear().terrain(EfsTerrain.WOODS, "0304").unit(Fx.infantry("inf", "0303"))
        .chart("tec.woods.non-motorized.dry", "100").state();
    Violation v = assertIllegal(check(s, "inf", "0304"), EfsRuleHeading.ALLOWANCE, 1);
    assertEquals(Fx.mp(100), v.needed().orElseThrow());
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> Fx.clear().chart("tec.woods.non-motorized.dry", "101").state());
    assertEquals("charts.tec.woods.non-motorized.dry: a cost above 100 MP makes no sense, got"
        + " '101'", e.getMessage());
  }

  @Test
  void whereSeveralRoadsShareAHexsideAFreeOneIsTakenBeforeTheOthers() {
    // a Motorway, a main road and a minor road run together from 0303 into the woods of 0304;
    // Soviet rifles use all three, each 1/2 by default, and a scenario makes one of them free
    String[] roads = {"motorway", "main-road", "minor-road"};
    String[] notes = {"along Motorway", "along main road", "along minor road"};
    for (int k = 0; k < roads.length; k++) {
      GameState s = Fx.clear().terrain(EfsTerrain.WOODS, "0304")
          .line(EfsHexside.MOTORWAY, "0303", "0304").line(EfsHexside.MAIN_ROAD, "0303", "0304")
          .line(EfsHexside.MINOR_ROAD, "0303", "0304").unit(Fx.rifles("r", "0303"))
          .phase(EfsPhase.REGULAR_MOVEMENT, EfsVocabulary.SOVIET)
          .chart("tec." + roads[k] + ".non-motorized.dry", "0").state();
      Verdict v = check(s, "r", "0304");
      assertLegal(v, 0.0);
      assertEquals(notes[k], v.steps().get(0).note(), roads[k]);
    }
  }

  @Test
  void aLakeHexsideAScenarioPricesAtNothingIsCrossedForFree() {
    GameState s = Fx.clear().side("0303", "0403", EfsHexside.LAKE)
        .unit(Fx.infantry("inf", "0303")).chart("tec.lake.non-motorized.dry", "0").state();
    assertLegal(check(s, "inf", "0403"), 1.0);
  }
}
