package io.github.warpath.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.examples.ExampleRules;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.Region;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.state.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Regions given compactly: rectangles of hexes in a region's list, and layers of region codes
 * drawn like the terrain rows; the writer picks the shorter form and reads back the same
 * regions.
 */
class CompactRegionsTest {
  private static final ScenarioReader READER = ScenarioReader.of(RuleSets.of(new ExampleRules()));

  private static String scenario(String board) {
    return "{\"version\": 1, \"ruleSet\": \"example\", \"board\": {\"columns\": 6, \"rows\": 4"
        + board + "}}";
  }

  private static HexMap map(String board) {
    return READER.read(scenario(board), "regions.json").state().hexMap();
  }

  private static String error(String board) {
    return assertThrows(ScenarioException.class,
        () -> READER.read(scenario(board), "regions.json")).getMessage();
  }

  private static List<String> labels(HexMap map, String region) {
    List<String> out = new ArrayList<>();
    for (Hex h : map.hexesOf(map.region(region))) {
      out.add(map.label(h));
    }
    return out;
  }

  @Test
  void aRectangleHoldsEveryHexBetweenItsCornersColumnsAndRows() {
    HexMap m = map(", \"regions\": [{\"name\": \"north\", \"kind\": \"zone\", \"hexes\":"
        + " [{\"from\": \"0301\", \"to\": \"0403\"}, \"0604\"]}]");
    assertEquals(List.of("0301", "0302", "0402", "0403", "0604"),
        labels(m, "north"));
  }

  @Test
  void rectangleCornersMayBeGivenInAnyOrder() {
    HexMap a = map(", \"regions\": [{\"name\": \"r\", \"kind\": \"zone\", \"hexes\":"
        + " [{\"from\": \"0503\", \"to\": \"0302\"}]}]");
    HexMap b = map(", \"regions\": [{\"name\": \"r\", \"kind\": \"zone\", \"hexes\":"
        + " [{\"from\": \"0302\", \"to\": \"0503\"}]}]");
    assertEquals(labels(a, "r"), labels(b, "r"));
    assertEquals(6, a.region("r").size());
  }

  @Test
  void regionLayersAreRowsOfCodesAsTheMapIsDrawn() {
    HexMap m = map(", \"regions\": [{\"name\": \"germany\", \"kind\": \"country\"},"
        + " {\"name\": \"poland\", \"kind\": \"country\"}],"
        + " \"regionLayers\": [{\"legend\": {\"G\": \"germany\", \"P\": \"poland\"},"
        + " \"rows\": [\"GGG.PP\", \"GG..PP\", \"G...PP\", \"......\"]}]");
    assertEquals(List.of("0101", "0102", "0103", "0202", "0203", "0301"), labels(m, "germany"),
        "odd columns are drawn half a hex lower and numbered one higher");
    assertEquals(List.of("0501", "0502", "0503", "0602", "0603", "0604"), labels(m, "poland"));
  }

  @Test
  void overlappingRegionsGoInSeparateLayersAndListsAddToLayers() {
    HexMap m = map(", \"regions\": [{\"name\": \"germany\", \"kind\": \"country\","
        + " \"hexes\": [\"0604\"]}, {\"name\": \"mud\", \"kind\": \"weather-zone\"}],"
        + " \"regionLayers\": [{\"legend\": {\"G\": \"germany\"},"
        + " \"rows\": [\"GG....\", \"......\", \"......\", \"......\"]},"
        + " {\"legend\": {\"mu\": \"mud\"}, \"rows\": [\"mu mu . . . .\", \". . . . . .\","
        + " \". . . . . .\", \". . . . . .\"]}]");
    assertEquals(List.of("0101", "0202", "0604"), labels(m, "germany"));
    assertEquals(List.of("0101", "0202"), labels(m, "mud"));
    assertEquals(2, m.regionsOf(m.parse("0202")).size());
  }

  @Test
  void onAPointyMapEachRowOfCodesIsAColumn() {
    String json = "{\"version\": 1, \"ruleSet\": \"example\", \"board\": {\"columns\": 2,"
        + " \"rows\": 3, \"numbering\": {\"sideways\": true}, \"regions\": [{\"name\": \"z\","
        + " \"kind\": \"zone\"}], \"regionLayers\": [{\"legend\": {\"z\": \"z\"}, \"rows\":"
        + " [\"z..\", \"..z\"]}]}}";
    HexMap m = READER.read(json, "pointy.json").state().hexMap();
    assertEquals(List.of("0101", "0204"), labels(m, "z"));
  }

  @Test
  void aRegionMayStillListEveryHex() {
    HexMap m = map(", \"regions\": [{\"name\": \"r\", \"kind\": \"zone\", \"hexes\":"
        + " [\"0101\", \"0504\"]}]");
    assertEquals(List.of("0101", "0504"), labels(m, "r"));
  }

  @Test
  void aRegionWithoutHexesIsEmpty() {
    HexMap m = map(", \"regions\": [{\"name\": \"r\", \"kind\": \"zone\"}]");
    assertEquals(0, m.region("r").size());
  }

  private static Scenario written(HexMap.Builder b) {
    GameState s = GameState.builder().ruleSet(ExampleRules.ID).board(b.build()).build();
    return Scenario.of(new ExampleRules(), s, "", "");
  }

  /** The written text reads back to the same regions, and writes the same text again. */
  private static void assertReadsBack(Scenario s, String text) {
    Scenario back = READER.read(text, "written.json");
    assertSameRegions(s.state().hexMap(), back.state().hexMap());
    assertEquals(text, ScenarioWriter.write(back));
  }

  private static void assertSameRegions(HexMap a, HexMap b) {
    assertEquals(a.regions().keySet().stream().toList(), b.regions().keySet().stream().toList());
    for (Region r : a.regions().values()) {
      Region o = b.region(r.name());
      assertEquals(r.kind(), o.kind());
      assertEquals(r.attributes(), o.attributes());
      assertEquals(a.hexesOf(r), b.hexesOf(o), r.name());
    }
  }

  @Test
  void theWriterGivesBigRegionsAsLayersOfCodes() {
    HexMap.Builder b = HexMap.builder(ExampleRules.TERRAIN, 30, 20);
    List<Hex> west = new ArrayList<>();
    List<Hex> east = new ArrayList<>();
    List<Hex> coast = new ArrayList<>();
    for (int c = 0; c < 30; c++) {
      for (int r = 0; r < 20; r++) {
        ((c * 31 + r * 17) % 5 < 2 ? west : east).add(b.hexAt(c, r));
        if (r == 0 && c % 2 == 0) {
          coast.add(b.hexAt(c, r));
        }
      }
    }
    b.region("west", "country", west).region("east", "country", east)
        .region("coast", "sea-zone", coast);
    Scenario s = written(b);
    String text = ScenarioWriter.write(s);
    JsonValue board = JsonValue.parse(text, "w.json").get("board");
    assertEquals(2, board.get("regionLayers").size(), "coast overlaps the countries");
    assertEquals("west", board.get("regionLayers").elements().get(0).get("legend").get("W")
        .text());
    assertFalse(board.get("regions").elements().get(0).has("hexes"));
    assertReadsBack(s, text);
  }

  @Test
  void theWriterGivesSmallRegionsAsRectanglesAndLabels() {
    HexMap.Builder b = HexMap.builder(ExampleRules.TERRAIN, 30, 20);
    List<Hex> hexes = new ArrayList<>();
    for (int c = 3; c <= 5; c++) {
      for (int r = 2; r <= 6; r++) {
        hexes.add(b.hexAt(c, r));
      }
    }
    hexes.add(b.hexAt(20, 10));
    b.region("box", "zone", java.util.Map.of("front", "1"), hexes);
    Scenario s = written(b);
    String text = ScenarioWriter.write(s);
    JsonValue region = JsonValue.parse(text, "w.json").get("board").get("regions").elements()
        .get(0);
    assertEquals("[{\"from\":\"0404\",\"to\":\"0608\"},\"2111\"]",
        region.get("hexes").toJson());
    assertReadsBack(s, text);
  }

  @Test
  void randomRegionsSurviveWritingAndReading() {
    SplittableRandom rnd = new SplittableRandom(7);
    for (int round = 0; round < 40; round++) {
      int columns = 1 + rnd.nextInt(12);
      int rows = 1 + rnd.nextInt(12);
      HexMap.Builder b = HexMap.builder(ExampleRules.TERRAIN, columns, rows)
          .numbering(HexNumbering.builder().sideways(rnd.nextBoolean()).build());
      int regions = rnd.nextInt(5);
      for (int k = 0; k < regions; k++) {
        List<Hex> hexes = new ArrayList<>();
        double density = rnd.nextDouble();
        for (int c = 0; c < columns; c++) {
          for (int r = 0; r < rows; r++) {
            if (rnd.nextDouble() < density) {
              hexes.add(b.hexAt(c, r));
            }
          }
        }
        b.region("r" + k, "zone", hexes);
      }
      Scenario s = written(b);
      assertReadsBack(s, ScenarioWriter.write(s));
    }
  }

  @Test
  void theCompactFormsAreShorterThanListingEveryHex() {
    HexMap.Builder b = HexMap.builder(ExampleRules.TERRAIN, 60, 40);
    List<Hex> all = new ArrayList<>();
    for (int c = 0; c < 60; c++) {
      for (int r = 0; r < 40; r++) {
        all.add(b.hexAt(c, r));
      }
    }
    b.region("everywhere", "zone", all);
    String text = ScenarioWriter.write(written(b));
    assertTrue(text.contains("{\"from\": \"0101\", \"to\": \"6041\"}"), text);
    assertTrue(text.length() < 400, "one rectangle, not 2,400 labels: " + text.length());
  }

  @Test
  void aLayerCodeMustBeInTheLegend() {
    assertEquals("regions.json:1:179: board.regionLayers[0].rows[1]: code 'X' at position 2"
        + " (hex 0203) is not in the legend; the legend has: G ('.' is no region)",
        error(", \"regions\": [{\"name\": \"g\", \"kind\": \"country\"}], \"regionLayers\":"
            + " [{\"legend\": {\"G\": \"g\"}, \"rows\": [\"G.....\", \"GX....\", \"......\","
            + " \"......\"]}]"));
  }

  @Test
  void aLegendNamesDeclaredRegions() {
    assertEquals("regions.json:1:199: board.regionLayers[0].legend.G: unknown region"
        + " 'germny' (did you mean 'germany'?); board.regions defines: germany, poland",
        error(", \"regions\": [{\"name\": \"germany\", \"kind\": \"country\"}, {\"name\":"
            + " \"poland\", \"kind\": \"country\"}], \"regionLayers\": [{\"legend\": {\"G\":"
            + " \"germny\"}, \"rows\": []}]"));
  }

  @Test
  void theDotIsNotALegendCode() {
    assertEquals("regions.json:1:148: board.regionLayers[0].legend[\".\"]: a region code must"
        + " be non-empty, without spaces and not '.' (which marks hexes in no region of the"
        + " layer), got '.'", error(", \"regions\": [{\"name\": \"g\", \"kind\": \"c\"}],"
            + " \"regionLayers\": [{\"legend\": {\".\": \"g\"}, \"rows\": []}]"));
  }

  @Test
  void aLayerHasOneRowPerRowOfTheMap() {
    assertEquals("regions.json:1:162: board.regionLayers[0].rows: expected 4 rows of codes (one"
        + " per row of the map, top to bottom), got 1",
        error(", \"regions\": [{\"name\": \"g\", \"kind\": \"c\"}], \"regionLayers\":"
            + " [{\"legend\": {\"G\": \"g\"}, \"rows\": [\"G.....\"]}]"));
  }

  @Test
  void aRowHasOneCodePerColumn() {
    assertEquals("regions.json:1:163: board.regionLayers[0].rows[0]: expected 6 codes (one per"
        + " column of the map), got 5",
        error(", \"regions\": [{\"name\": \"g\", \"kind\": \"c\"}], \"regionLayers\":"
            + " [{\"legend\": {\"G\": \"g\"}, \"rows\": [\"G....\", \"......\", \"......\","
            + " \"......\"]}]"));
  }

  @Test
  void layersNeedDeclaredRegions() {
    assertEquals("regions.json:1:89: board.regionLayers: region layers assign hexes to the"
        + " regions of board.regions, and there are none; declare each region there with its"
        + " name and kind", error(", \"regionLayers\": []"));
  }

  @Test
  void aRectangleCornerMustBeOnTheMap() {
    assertEquals("regions.json:1:148: board.regions[0].hexes[0].to: hex 0709 is off the map"
        + " (columns 01-06, rows 01-04)", error(", \"regions\": [{\"name\": \"r\", \"kind\":"
            + " \"zone\", \"hexes\": [{\"from\": \"0101\", \"to\": \"0709\"}]}]"));
  }

  @Test
  void aRectangleHasFromAndTo() {
    assertEquals("regions.json:1:149: board.regions[0].hexes[0].too: unknown field 'too' (did"
        + " you mean 'to'?); known fields: from, to", error(", \"regions\": [{\"name\": \"r\","
            + " \"kind\": \"zone\", \"hexes\": [{\"from\": \"0101\", \"too\": \"0202\"}]}]"));
  }

  @Test
  void theRegionsOfTheFormatReferenceRead() throws Exception {
    String doc = java.nio.file.Files.readString(java.nio.file.Path.of("..", "docs", "scenario-format.md"));
    int at = doc.indexOf("**Regions.**");
    int start = doc.indexOf("```json\n", at) + "```json\n".length();
    HexMap m = map(", " + doc.substring(start, doc.indexOf("```", start)));
    assertEquals(List.of("0101", "0102", "0103", "0202", "0203", "0301"), labels(m, "germany"));
    assertEquals("true", m.region("poland").attributes().get("neutral"));
    assertEquals(13, m.region("mud-zone").size(), "three columns of four, and 0605");
  }
}
