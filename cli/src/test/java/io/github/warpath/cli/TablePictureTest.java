package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.JsonValue;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;

/**
 * Table pictures explain themselves: a key naming everything drawn, a scale bar in inches true
 * to the picture's scale, words that never overlap, the chance written on each band, and a title
 * and key inside the picture.
 */
class TablePictureTest {
  private static final Pattern TRANSLATE = Pattern.compile("translate\\(([0-9.]+),([0-9.]+)\\)");

  private static Svg reach(Path dir) throws Exception {
    Path file = dir.resolve("reach.svg");
    Cli.Run r = Cli.run("reach", Cli.FARM, "--unit", "a", "--model", "2", "--mode", "run",
        "--svg", file.toString());
    assertEquals(0, r.code(), r.err());
    return new Svg(Files.readString(file));
  }

  private static Cli.Run chance(Path file) {
    Cli.Run r = Cli.run("chance", Cli.HEDGEROW, "--unit", "rifles", "--json", "--svg",
        file.toString());
    assertEquals(0, r.code(), r.err());
    return r;
  }

  private static List<Svg> examples(Path dir) throws Exception {
    Path file = dir.resolve("chance.svg");
    chance(file);
    return List.of(reach(dir), new Svg(Files.readString(file)));
  }

  private static double number(Element e, String attribute) {
    return Double.parseDouble(e.getAttribute(attribute));
  }

  private static Set<String> keyTexts(Svg svg) throws Exception {
    Set<String> out = new LinkedHashSet<>();
    svg.byClass("key-entry").forEach(e -> out.add(e.getAttribute("data-text")));
    return out;
  }

  @Test
  void theKeyNamesEveryKindOfTerrainOnTheExampleTables(@TempDir Path dir) throws Exception {
    Svg farm = reach(dir);
    assertTrue(keyTexts(farm).containsAll(List.of("rough", "obstacle", "impassable",
        "building", "road")), keyTexts(farm).toString());
    for (Svg svg : examples(dir)) {
      Set<String> drawn = new LinkedHashSet<>();
      for (Element e : svg.withAttribute("class")) {
        String cls = e.getAttribute("class");
        if (cls.startsWith("feature ")) {
          drawn.add(cls.substring("feature ".length()));
        }
      }
      assertFalse(drawn.isEmpty());
      assertTrue(keyTexts(svg).containsAll(drawn), drawn + " not all in " + keyTexts(svg));
    }
  }

  @Test
  void theKeyNamesTheRegionTheStartTheUnitAskedAboutAndBothSides(@TempDir Path dir)
      throws Exception {
    assertTrue(keyTexts(reach(dir)).containsAll(List.of("where the model can end", "start",
        "the unit asked about", "blue models (moving side)", "red models")));
  }

  @Test
  void theScaleBarIsAsLongAsTheInchesItClaimsAtThePicturesScale(@TempDir Path dir)
      throws Exception {
    for (Svg svg : examples(dir)) {
      double ppi = number(svg.byClass("table").get(0), "width") / 36;
      assertTrue(ppi * 36 >= TablePictureSvg.MIN_WIDTH, "a 36-inch table drawn " + ppi * 36);
      Element bar = svg.byClass("scale-bar").get(0);
      assertEquals(12, number(bar, "data-inches"), "a third of a 36-inch table");
      assertEquals(12 * ppi, number(bar, "width"), 0.05);
    }
  }

  @Test
  void noTwoWordsOverlapAndAllLieInsideThePicture(@TempDir Path dir) throws Exception {
    for (Svg svg : examples(dir)) {
      double width = number(svg.root(), "width");
      double height = number(svg.root(), "height");
      List<double[]> boxes = new ArrayList<>();
      for (Element e : svg.withAttribute("data-box")) {
        String[] b = e.getAttribute("data-box").split(" ");
        double[] box = {Double.parseDouble(b[0]), Double.parseDouble(b[1]),
            Double.parseDouble(b[2]), Double.parseDouble(b[3])};
        double size = number(e, "font-size");
        assertEquals(e.getTextContent().length() * size * LabelPlacer.CHAR_PER_SIZE, box[2],
            0.1, "the box is as wide as the words");
        assertEquals(number(e, "x"), box[0], 0.05);
        assertTrue(box[0] >= 0 && box[1] >= 0 && box[0] + box[2] <= width
            && box[1] + box[3] <= height, e.getTextContent() + " outside the picture");
        for (double[] o : boxes) {
          assertFalse(box[0] < o[0] + o[2] && o[0] < box[0] + box[2] && box[1] < o[1] + o[3]
              && o[1] < box[1] + box[3], e.getTextContent() + " overlaps another word");
        }
        boxes.add(box);
      }
      assertTrue(boxes.size() >= 4, "the start and the units' names at least");
    }
  }

  @Test
  void eachChanceBandCarriesItsChanceAsTheJsonGivesIt(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("chance.svg");
    List<JsonValue> bands = chance(file).json().get("bands").elements();
    Svg svg = new Svg(Files.readString(file));
    List<String> written = svg.byClass("label chance").stream().map(Element::getTextContent)
        .toList();
    List<String> tooltips = svg.byClass("region chance").stream().map(Element::getTextContent)
        .toList();
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < bands.size(); i++) {
      String c = bands.get(i).get("chance").text();
      assertEquals("chance at least " + c, tooltips.get(i), "every band's tooltip");
      boolean sameAsNext = i + 1 < bands.size() && bands.get(i).get("area").toJson()
          .equals(bands.get(i + 1).get("area").toJson());
      if (!sameAsNext) {
        expected.add("\u2265 " + c);
      }
    }
    assertEquals(List.of("\u2265 1/36", "\u2265 1/12", "\u2265 1/6", "\u2265 5/18",
        "\u2265 5/12", "\u2265 7/12", "\u2265 13/18", "\u2265 5/6", "\u2265 11/12",
        "\u2265 35/36", "\u2265 1"), expected, "a band with no ground beyond the next"
        + " (11/36 and 5/12 cover the same area) is written once, at the higher chance");
    assertEquals(expected, written);
  }

  @Test
  void theTitleAndTheKeyLieInsideThePicture(@TempDir Path dir) throws Exception {
    for (Svg svg : examples(dir)) {
      double width = number(svg.root(), "width");
      double height = number(svg.root(), "height");
      for (Element t : svg.byClass("title")) {
        assertTrue(number(t, "x") + t.getTextContent().length() * number(t, "font-size")
            * LabelPlacer.CHAR_PER_SIZE <= width, t.getTextContent());
        assertTrue(number(t, "y") <= height);
      }
      for (Element e : svg.byClass("key-entry")) {
        Matcher m = TRANSLATE.matcher(e.getAttribute("transform"));
        assertTrue(m.find());
        double x = Double.parseDouble(m.group(1));
        double y = Double.parseDouble(m.group(2));
        double words = number((Element) e.getElementsByTagNameNS("*", "text").item(0), "x");
        assertTrue(x + words + e.getAttribute("data-text").length() * 6.2 <= width,
            e.getAttribute("data-text") + " ends past " + width);
        assertTrue(y + PictureKey.ROW <= height, e.getAttribute("data-text") + " below");
      }
    }
  }

  @Test
  void aLongTitleWrapsAtThePicturesWidth() {
    List<String> lines = TablePictureSvg.wrap("Where alpha, bravo, charlie, delta and echo can"
        + " end the move", 20);
    assertEquals(List.of("Where alpha, bravo,", "charlie, delta and", "echo can end the",
        "move"), lines);
    lines.forEach(l -> assertTrue(l.length() <= 20, l));
  }
}
