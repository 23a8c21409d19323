package io.github.warpath.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.github.warpath.examples.ExampleRules;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.RuleSets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Region rectangles {@code {"from", "to"}} are rectangles of the map's own label columns and rows,
 * de-duplicated, and counted by the hexes they span against a limit; off-map messages give the
 * rows each column really has.
 */
class RegionRectanglesTest {
  private static final ScenarioReader READER = ScenarioReader.of(RuleSets.of(new ExampleRules()));

  private static String scenario(String board) {
    return "{\"version\": 1, \"ruleSet\": \"example\", \"board\": {" + board + "}}";
  }

  private static List<String> labels(HexMap map, String region) {
    List<String> out = new ArrayList<>();
    for (Hex h : map.hexesOf(map.region(region))) {
      out.add(map.label(h));
    }
    return out;
  }

  @Test
  void aRectangleOnAStaggeredMapIsOneRowOfLabelsNotTwoRowsOfTheDrawing() {
    HexMap m = READER.read(scenario("\"numbering\": {\"locationFormat\": \"w$gridLocation$\"},"
        + " \"topLeft\": \"w5005\", \"columns\": 14, \"rows\": 10, \"regions\": [{\"name\":"
        + " \"line\", \"kind\": \"zone\", \"hexes\": [{\"from\": \"w5311\", \"to\":"
        + " \"w6011\"}]}]"), "w.json").state().hexMap();
    assertEquals(List.of("w5311", "w5411", "w5511", "w5611", "w5711", "w5811", "w5911", "w6011"),
        labels(m, "line"));
  }

  @Test
  void theOffMapMessageGivesTheRowsOfEveryOtherColumn() {
    String board = "\"columns\": 12, \"rows\": 9, \"regions\": [{\"name\": \"r\", \"kind\":"
        + " \"zone\", \"hexes\": [\"0201\"]}]";
    ScenarioException e = assertThrows(ScenarioException.class,
        () -> READER.read(scenario(board), "off.json"));
    assertEquals("off.json:1:126: board.regions[0].hexes[0]: hex 0201 is off the map (columns"
        + " 01-12, rows 01-09, or 02-10 in columns 02, 04, ..., 12)", e.getMessage());
    HexMap m = READER.read(scenario("\"columns\": 12, \"rows\": 9"), "m.json").state().hexMap();
    assertEquals(true, m.contains(m.parse("0210")));
    HexMap unstaggered = READER.read(scenario("\"numbering\": {\"stagger\": false},"
        + " \"columns\": 2, \"rows\": 3"), "u.json").state().hexMap();
    assertEquals("columns 01-02, rows 01-03", unstaggered.extent());
    HexMap two = READER.read(scenario("\"columns\": 2, \"rows\": 3"), "t.json").state()
        .hexMap();
    assertEquals("columns 01-02, rows 01-03, or 02-04 in column 02", two.extent());
  }

  @Test
  void theWholeMapListedAHundredTimesIsRefusedByItsHexCountInBoundedTime() {
    StringBuilder hexes = new StringBuilder();
    for (int i = 0; i < 100; i++) {
      hexes.append(i == 0 ? "" : ", ").append("{\"from\": \"00010001\", \"to\":"
          + " \"10001001\"}");
    }
    String board = "\"numbering\": {\"columnLeading\": 3, \"rowLeading\": 3}, \"columns\": 1000,"
        + " \"rows\": 1000, \"regions\": [{\"name\": \"all\", \"kind\": \"zone\", \"hexes\": ["
        + hexes + "]}]";
    ScenarioException e = assertTimeoutPreemptively(Duration.ofSeconds(10),
        () -> assertThrows(ScenarioException.class, () -> READER.read(scenario(board),
            "big.json")));
    assertEquals("board.regions[0].hexes[9]: the regions list more than 10,000,000 hexes in all"
        + " (a rectangle counts every hex it spans, repeats included); give each hex to a region"
        + " once", e.getMessage().substring(e.getMessage().indexOf("board.")));
  }

  @Test
  void aHexListedTwiceIsHeldOnce() {
    HexMap m = READER.read(scenario("\"columns\": 4, \"rows\": 4, \"regions\": [{\"name\": \"r\","
        + " \"kind\": \"zone\", \"hexes\": [{\"from\": \"0101\", \"to\": \"0202\"}, \"0101\","
        + " {\"from\": \"0102\", \"to\": \"0202\"}]}]"), "twice.json").state().hexMap();
    assertEquals(List.of("0101", "0102", "0202"), labels(m, "r"));
    assertEquals(3, m.region("r").size());
  }
}
