package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.state.GameState;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Geometry;

/** Exact chances: distributions, the chance to reach a point, and its picture. */
class ProbabilityTest {

  static GameState example() {
    Table t = Table.builder(36, 24)
        .feature(Feature.line("hedge", "minor-obstacle", 0.3, 14, 2, 14, 12))
        .feature(Feature.rectangle("wood", "rough", 18, 13, 26, 20))
        .feature(Feature.rectangle("pond", "impassable", 6, 15, 10, 19))
        .build();
    return Dx.state(t, Dx.team("rifles", "uk", 8, 8),
        Dx.unit("lorry", "uk", "vehicle", Dx.at(4, 13)));
  }

  @Test
  void everyDistributionSumsToOneAndMatchesEnumeration() {
    GameState s = Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10));
    for (String mode : new String[] {"normal", "tactical", "double", "move-and-fire"}) {
      for (TerrainClass c : TerrainClass.values()) {
        SortedMap<Integer, Fraction> d = Dx.RULES.distribution(s, MoveQuery.of("t", mode), c,
            false, false);
        Fraction sum = Fraction.ZERO;
        for (Fraction f : d.values()) {
          sum = sum.plus(f);
        }
        assertEquals(Fraction.ONE, sum, mode + " " + c);
      }
    }
    SortedMap<Integer, Fraction> two = Dx.RULES.distribution(s, MoveQuery.of("t", "normal"),
        TerrainClass.OPEN, false, false);
    assertEquals(Fraction.of(6, 36), two.get(7));
    assertEquals(Fraction.of(1, 36), two.get(12));
    SortedMap<Integer, Fraction> three = Dx.RULES.distribution(s, MoveQuery.of("t", "double"),
        TerrainClass.OPEN, false, false);
    assertEquals(Fraction.of(27, 216), three.get(10));
  }

  @Test
  void theTextsExampleRollsGiveTheTextsDistances() {
    GameState s = Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10));
    assertEquals(3, Dx.RULES.distance(s, MoveQuery.of("t", "normal"), Dice.of(3, 5),
        TerrainClass.OPEN, false, true).crossing());
    assertEquals(5, Dx.RULES.distance(s, MoveQuery.of("t", "normal"), Dice.of(3, 5),
        TerrainClass.OPEN, true, false).crossing());
    assertEquals(4, Dx.RULES.distance(s, MoveQuery.of("t", "tactical"), Dice.of(4),
        TerrainClass.OPEN, false, false).full());
    GameState shocked = Dx.state(Dx.table(), Dx.with(Dx.team("t", "us", 10, 10), "shock", "2"));
    RolledDistance scouts = Dx.RULES.distance(shocked, MoveQuery.of("t", "normal"),
        Dice.of(1, 4), TerrainClass.OPEN, true, false);
    assertEquals(2, scouts.crossing());
    assertEquals(3, scouts.full());
  }

  @Test
  void theChanceToReachAPointMatchesTheRollsThatGetThere() {
    GameState s = example();
    TablePoint[] targets = {TablePoint.of(15, 8), TablePoint.of(12, 4), TablePoint.of(20, 14),
        TablePoint.of(8, 21)};
    for (TablePoint p : targets) {
      Fraction chance = Dx.RULES.probabilityToReach(s, MoveQuery.of("rifles", "normal"), 0, p);
      int hits = 0;
      for (Dice d : Dice.all(2)) {
        MoveQuery q = Dx.q("normal", d.values().get(0) + "," + d.values().get(1), "rifles");
        if (Dx.RULES.route(s, q, 0, p).isPresent()) {
          hits++;
        }
      }
      assertEquals(Fraction.of(hits, 36), chance, p.toString());
    }
  }

  @Test
  void thePictureDrawsFiguresOnTheirBasesAndMarksJumpOffPoints() {
    GameState s = GameState.builder().from(example()).addMarkers(io.github.warpath.state.Marker
        .builder().id("jop-uk").kind("jump-off-point").side("uk")
        .position(Dx.at(30, 20)).build()).build();
    String svg = Dx.RULES.probabilitySvg(s, MoveQuery.of("rifles", "tactical"), 0);
    assertTrue(svg.contains(">jop-uk</text>"), "the jump-off point is marked");
    assertTrue(svg.contains("r=\"5\" fill=\"#1f4e9c\""), "a figure on a 1\" base at 10 px/in");
    assertTrue(svg.contains("r=\"15\""), "the lorry on a 3\" base");
    assertEquals(3.0, Dx.RULES.baseDiameter(s, s.unit("lorry")));
  }

  @Test
  void thePictureShadesTheTableByTheChance() throws IOException {
    GameState s = example();
    SortedMap<Fraction, Geometry> bands = Dx.RULES.probabilityRegions(s,
        MoveQuery.of("rifles", "normal"), 0);
    assertTrue(bands.size() >= 10, bands.keySet().toString());
    Geometry prev = null;
    for (Map.Entry<Fraction, Geometry> e : bands.entrySet()) {
      if (prev != null) {
        assertTrue(e.getValue().getArea() <= prev.getArea() + 1e-6, "likelier is smaller");
      }
      prev = e.getValue();
    }
    assertTrue(bands.firstKey().compareTo(Fraction.of(1, 36)) == 0);
    String svg = Dx.RULES.probabilitySvg(s, MoveQuery.of("rifles", "normal"), 0);
    int regions = svg.split("class=\"region chance\"", -1).length - 1;
    assertEquals(bands.size(), regions);
    assertTrue(svg.contains("chance at least 1/36"));
    assertTrue(svg.contains("class=\"model uk\""));
    if (Boolean.getBoolean("warpath.writeDocs")) {
      Files.writeString(Path.of("../docs/miniatures-dice-chance.svg"), svg,
          StandardCharsets.UTF_8);
    }
  }
}
