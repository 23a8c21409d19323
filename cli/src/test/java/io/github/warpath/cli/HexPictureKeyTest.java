package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;

/**
 * Hex pictures explain themselves: a key entry for everything drawn, a key that stays inside the
 * picture however narrow the map, whole unit names, and stacks that show how many units they
 * hold.
 */
class HexPictureKeyTest {
  private static final Pattern TRANSLATE = Pattern.compile("translate\\(([0-9.]+),([0-9.]+)\\)");
  private static final String EFS = "../examples/scenarios/efs-mud-road.json";

  private static Svg picture(Path dir, String scenario, String unit) throws Exception {
    Path file = dir.resolve("range.svg");
    Cli.Run r = Cli.run("reach", scenario, "--unit", unit, "--svg", file.toString());
    assertEquals(0, r.code(), r.err());
    return new Svg(Files.readString(file));
  }

  private static List<String> keyTexts(Svg svg) throws Exception {
    return svg.byClass("key-entry").stream().map(e -> e.getAttribute("data-text")).toList();
  }

  @Test
  void theKeyNamesEveryTerrainHexsideAndLineFeatureOnTheMap(@TempDir Path dir) throws Exception {
    List<String> key = keyTexts(picture(dir, EFS, "7pz"));
    assertEquals(List.of("cost, 0 to 12 MP", "start", "axis (moving side)", "soviet", "clear",
        "woods", "city", "swamp", "town", "railroad", "main-road", "minor-road", "river",
        "major-river"), key);
  }

  @Test
  void theRangeLeavesTheTerrainVisibleUnderItsTint(@TempDir Path dir) throws Exception {
    Svg svg = picture(dir, EFS, "7pz");
    Element woods = svg.one("reach", "data-hex", "0302");
    assertEquals("0.3", woods.getAttribute("fill-opacity"));
    assertTrue(Double.parseDouble(woods.getAttribute("stroke-width")) > 0, "an outline too");
    assertEquals("woods", svg.one("hex", "data-hex", "0302").getAttribute("data-terrain"));
  }

  @Test
  void onANarrowMapTheKeyWrapsAndStaysInsideThePicture(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("narrow.json");
    Files.writeString(file, """
        {"version": 1, "ruleSet": "example",
         "board": {"kind": "hex-map", "columns": 3, "rows": 3,
                   "legend": {".": "clear", "w": "woods", "h": "hills", "s": "swamp", "t": "town"},
                   "terrain": ["wh.", ".st", "..."],
                   "hexsides": [{"feature": "stream", "sides": [["0101", "0201"]]}],
                   "lines": [{"feature": "road", "hexes": ["0102", "0202", "0302"]}]},
         "units": [{"id": "recon", "side": "blue", "kind": "recon", "allowance": 4,
                    "position": "0102"},
                   {"id": "rifles", "side": "red", "kind": "infantry", "allowance": 3,
                    "position": "0303"}]}
        """);
    Path out = dir.resolve("narrow.svg");
    Cli.Run r = Cli.run("reach", file.toString(), "--unit", "recon", "--svg", out.toString());
    assertTrue(r.code() <= 1, r.err() + r.out());
    String text = Files.readString(out);
    Svg svg = new Svg(text);
    Element root = svg.byClass("key").get(0).getOwnerDocument().getDocumentElement();
    double width = Double.parseDouble(root.getAttribute("width"));
    double height = Double.parseDouble(root.getAttribute("height"));
    double lastTop = 0;
    for (Element e : svg.byClass("key-entry")) {
      Matcher m = TRANSLATE.matcher(e.getAttribute("transform"));
      assertTrue(m.find());
      double x = Double.parseDouble(m.group(1));
      double y = Double.parseDouble(m.group(2));
      double textWidth = e.getAttribute("data-text").length() * 6.2;
      assertTrue(x + textWidth <= width, e.getAttribute("data-text") + " ends past " + width);
      assertTrue(y + PictureKey.ROW <= height, e.getAttribute("data-text") + " below " + height);
      lastTop = Math.max(lastTop, y);
    }
    double firstTop = Double.parseDouble(firstGroup(TRANSLATE.matcher(
        svg.byClass("key-entry").get(0).getAttribute("transform")), 2));
    assertTrue(lastTop > firstTop, "the key of a 3-column map takes more than one row");
  }

  private static String firstGroup(Matcher m, int group) {
    assertTrue(m.find());
    return m.group(group);
  }

  @Test
  void aLongUnitNameIsAbbreviatedOnItsCounterAndWholeInItsTooltip(@TempDir Path dir)
      throws Exception {
    assertEquals("halftrack\u2026", SvgPicture.abbreviation("halftrack-platoon"));
    assertEquals("chinese-5a", SvgPicture.abbreviation("chinese-5a"));
    Path file = dir.resolve("long.json");
    Files.writeString(file, Files.readString(Path.of(Cli.ROAD))
        .replace("\"id\": \"rifles\"", "\"id\": \"chinese-5th-rifles\""));
    Path out = dir.resolve("long.svg");
    Cli.Run r = Cli.run("reach", file.toString(), "--unit", "recon", "--svg", out.toString());
    assertEquals(0, r.code(), r.err());
    Element unit = new Svg(Files.readString(out)).one("unit", "data-unit", "chinese-5th-rifles");
    assertEquals("chinese-5th-rifles (infantry, red)",
        unit.getElementsByTagName("title").item(0).getTextContent());
    assertEquals("chinese-5\u2026", unit.getElementsByTagName("text").item(0).getTextContent());
  }

  @Test
  void aStackShowsABadgeWithItsNumberOfUnits(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("stack.json");
    Files.writeString(file, Files.readString(Path.of(Cli.ROAD))
        .replace("\"position\": \"0602\"", "\"position\": \"0908\""));
    Path out = dir.resolve("stack.svg");
    Cli.Run r = Cli.run("reach", file.toString(), "--unit", "recon", "--svg", out.toString());
    assertEquals(0, r.code(), r.err());
    Svg svg = new Svg(Files.readString(out));
    List<Element> stacks = svg.byClass("stack");
    assertEquals(1, stacks.size());
    assertEquals("0908", stacks.get(0).getAttribute("data-hex"));
    assertEquals("2", stacks.get(0).getAttribute("data-units"));
    assertTrue(keyTexts(svg).contains("units in a stack"));
  }
}
