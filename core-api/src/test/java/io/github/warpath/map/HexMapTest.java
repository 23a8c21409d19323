package io.github.warpath.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.hex.Hexside;
import io.github.warpath.testrules.TestRules;
import io.github.warpath.testrules.TestRules.Side;
import io.github.warpath.testrules.TestRules.Terrain;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class HexMapTest {

  private static HexMap sample() {
    HexMap.Builder b = TestRules.map(8, 6).numbering(HexNumbering.builder().prefix("w").build());
    Hex a = b.hexAt(2, 2);
    return b.hex(a, Terrain.WOODS, Terrain.ROUGH)
        .side(a, a.neighbor(HexDirection.S), Side.RIVER)
        .path(Side.ROAD, List.of(b.hexAt(0, 0), b.hexAt(1, 0), b.hexAt(2, 0)))
        .region("east", "country", Map.of("faction", "allied"), List.of(b.hexAt(7, 0),
            b.hexAt(7, 1)))
        .box(new OffMapBox("pool", "force-pool", Set.of(), Map.of()))
        .box(new OffMapBox("india", "off-map", Set.of("pool"), Map.of("zone", "bay")))
        .build();
  }

  @Test
  void denseIndicesRoundTripAndCoverEveryHexOnce() {
    HexMap map = sample();
    assertEquals(48, map.size());
    assertEquals(8, map.columns());
    assertEquals(6, map.rows());
    for (int i = 0; i < map.size(); i++) {
      assertEquals(i, map.index(map.hex(i)));
      assertSame(map.hex(i), map.hex(i), "cached instances");
      assertEquals(map.hex(i), map.parse(map.label(i)));
    }
    assertEquals(-1, map.index(Hex.of(-1, 0)));
    assertEquals(-1, map.index(Hex.of(8, 0)));
    assertFalse(map.contains(HexNumbering.fromRaw(0, 6)));
  }

  @Test
  void neighbourIndicesMatchGeometryAndStopAtTheEdge() {
    HexMap map = sample();
    for (int i = 0; i < map.size(); i++) {
      for (HexDirection d : HexDirection.values()) {
        Hex n = map.hex(i).neighbor(d);
        assertEquals(map.index(n), map.neighbor(i, d.index()));
      }
    }
    assertEquals(-1, map.neighbor(0, HexDirection.N.index()));
  }

  @Test
  void hexesHoldSeveralFeaturesAndHexsidesAnswerFromBothSides() {
    HexMap map = sample();
    Hex a = map.hex(map.index(HexNumbering.fromRaw(2, 2)));
    assertEquals("w0303", map.label(a));
    assertEquals(EnumSet.of(Terrain.WOODS, Terrain.ROUGH), map.features(a, Terrain.class));
    assertTrue(map.has(a, Terrain.WOODS));
    assertFalse(map.has(a, Terrain.CLEAR));
    Hexside river = a.side(HexDirection.S);
    assertTrue(map.has(river, Side.RIVER));
    Hex below = a.neighbor(HexDirection.S);
    assertTrue(map.has(below.side(HexDirection.N), Side.RIVER));
    assertEquals(1L << Side.RIVER.ordinal(),
        map.sideMask(map.index(below), HexDirection.N.index()));
    assertFalse(map.has(a.side(HexDirection.N), Side.RIVER));
    assertThrows(IllegalArgumentException.class, () -> map.has(a, Side.RIVER));
    assertThrows(IllegalArgumentException.class, () -> map.features(a, Side.class));
    IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class,
        () -> map.features(a.side(HexDirection.N), Terrain.class));
    assertEquals("Terrain is not this map's Side", wrong.getMessage());
  }

  @Test
  void aRoadLaidAlongHexesCrossesExactlyTheHexsidesBetweenThem() {
    HexMap map = sample();
    Hex h0 = HexNumbering.fromRaw(0, 0);
    Hex h1 = HexNumbering.fromRaw(1, 0);
    Hex h2 = HexNumbering.fromRaw(2, 0);
    assertTrue(map.has(Hexside.between(h0, h1), Side.ROAD));
    assertTrue(map.has(Hexside.between(h1, h2), Side.ROAD));
    assertFalse(map.has(Hexside.between(h0, HexNumbering.fromRaw(0, 1)), Side.ROAD));
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> TestRules.map(8, 6).path(Side.ROAD, List.of(h0, h2)));
    assertEquals("path[1]: 0101 and 0301 are not adjacent", e.getMessage());
  }

  @Test
  void regionsAndBoxesAreNamedAndChecked() {
    HexMap map = sample();
    Hex e = HexNumbering.fromRaw(7, 0);
    assertTrue(map.inRegion(e, "east"));
    assertFalse(map.inRegion(HexNumbering.fromRaw(6, 0), "east"));
    assertFalse(map.inRegion(e, "west"));
    assertEquals(2, map.region("east").size());
    assertEquals("allied", map.region("east").attributes().get("faction"));
    assertEquals(List.of("east"), map.regionsOf(e).stream().map(Region::name).toList());
    assertEquals(2, map.hexesOf(map.region("east")).size());
    assertEquals("off-map", map.box("india").kind());
    assertEquals("bay", map.box("india").attribute("zone"));
    assertNull(map.box("nowhere"));
    InvalidInputException x = assertThrows(InvalidInputException.class,
        () -> map.region("west"));
    assertEquals("unknown region 'west'; the map has: east", x.getMessage());
    assertThrows(InvalidInputException.class, () -> TestRules.map(2, 2)
        .box(new OffMapBox("a", "off-map", Set.of("b"), Map.of())).build());
    assertThrows(InvalidInputException.class, () -> TestRules.map(2, 2)
        .box(OffMapBox.of("a", "x")).box(OffMapBox.of("a", "y")));
  }

  @Test
  void offMapHexesAreReportedInTheMapsOwnNumbering() {
    HexMap map = sample();
    assertEquals("columns 01-08, rows 01-06, or 02-07 in columns 02, 04, ..., 08", map.extent());
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> map.parse("w0909"));
    assertEquals("hex w0909 is off the map (columns 01-08, rows 01-06, or 02-07 in columns 02, 04, ..., 08)", e.getMessage());
    InvalidInputException f = assertThrows(InvalidInputException.class,
        () -> map.require(Hex.of(20, 0), "units[3].position"));
    assertEquals("units[3].position: hex w2111 is off the map (columns 01-08, rows 01-06, or 02-07 in columns 02, 04, ..., 08)",
        f.getMessage());
    assertThrows(InvalidInputException.class, () -> TestRules.map(0, 5));
    assertThrows(InvalidInputException.class, () -> TestRules.map(5000, 5000));
  }

  @Test
  void derivedTablesAreComputedOncePerMap() {
    HexMap map = sample();
    AtomicInteger calls = new AtomicInteger();
    int[] first = map.derived("costs", m -> {
      calls.incrementAndGet();
      return new int[m.size()];
    });
    int[] second = map.derived("costs", m -> {
      calls.incrementAndGet();
      return new int[1];
    });
    assertSame(first, second);
    assertEquals(1, calls.get());
  }

  @Test
  void aVariantBuiltFromAMapKeepsItsContent() {
    HexMap map = sample();
    HexMap copy = map.toBuilder().build();
    for (int i = 0; i < map.size(); i++) {
      assertEquals(map.hexMask(i), copy.hexMask(i));
      for (int d = 0; d < 6; d++) {
        assertEquals(map.sideMask(i, d), copy.sideMask(i, d));
      }
    }
    assertEquals(map.regions().keySet(), copy.regions().keySet());
    assertEquals(map.boxes(), copy.boxes());
    assertEquals(map.numbering(), copy.numbering());
    assertEquals(HexNumbering.builder().prefix("w").build(), copy.numbering());
    assertEquals("country", copy.region("east").kind());
  }

  @Test
  void vocabularyLooksUpScenarioSpellingsAndListsTheKnownNames() {
    TerrainVocabulary v = TestRules.VOCABULARY;
    assertEquals(Terrain.WOODS, v.hexFeature("woods"));
    assertEquals(Side.RIVER, v.hexsideFeature("River"));
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> v.hexFeature("jungle"));
    assertEquals("unknown hex terrain 'jungle'; known: clear, woods, rough, water, port",
        e.getMessage());
    assertEquals(List.of(Terrain.WOODS, Terrain.WATER), v.hexFeaturesOf(
        (1L << Terrain.WOODS.ordinal()) | (1L << Terrain.WATER.ordinal())));
    assertEquals("major-river", TerrainVocabulary.spell(Dummy.MAJOR_RIVER));
  }

  enum Dummy { MAJOR_RIVER }

  @Test
  void aMapSectionNumbersItsHexesFromItsFirstColumnAndRow() {
    HexMap section = HexMap.builder(TestRules.VOCABULARY, 10, 4, 3, 2).build();
    assertEquals(10, section.firstColumn());
    assertEquals(4, section.firstRow());
    assertEquals(6, section.size());
    assertEquals(List.of("1105", "1106", "1206", "1207", "1305", "1306"),
        java.util.stream.IntStream.range(0, 6).mapToObj(section::label).toList());
    assertEquals(HexNumbering.fromRaw(11, 5), section.hex(3));
    assertEquals(3, section.index(HexNumbering.fromRaw(11, 5)));
    for (int[] off : new int[][] {{9, 4}, {13, 4}, {10, 3}, {10, 6}, {12, 3}, {12, 6}}) {
      Hex h = HexNumbering.fromRaw(off[0], off[1]);
      assertEquals(-1, section.index(h), h.toString());
      InvalidInputException e = assertThrows(InvalidInputException.class,
          () -> HexMap.builder(TestRules.VOCABULARY, 10, 4, 3, 2).hex(h, Terrain.WOODS));
      assertTrue(e.getMessage().startsWith("hex: hex "), e.getMessage());
    }
    assertEquals("columns 11-13, rows 05-06, or 06-07 in column 12", section.extent());
    assertEquals("hex map, columns 11-13, rows 05-06, or 06-07 in column 12", section.describe());
    assertEquals("HexMap{hex map, columns 11-13, rows 05-06, or 06-07 in column 12, 0 regions, 0 boxes}",
        section.toString());
    HexMap woods = HexMap.builder(TestRules.VOCABULARY, 10, 4, 3, 2)
        .hex(HexNumbering.fromRaw(12, 5), Terrain.WOODS).build();
    assertTrue(woods.has(HexNumbering.fromRaw(12, 5), Terrain.WOODS));
    assertEquals(1L << Terrain.WOODS.ordinal(), woods.hexMask(5));
  }

  @Test
  void aMapKnowsItsVocabularyLayoutAndWhatItHolds() {
    HexMap map = sample();
    assertEquals(TestRules.VOCABULARY, map.vocabulary());
    assertEquals(io.github.warpath.hex.HexLayout.FLAT_TOP, map.layout());
    assertEquals(io.github.warpath.hex.HexLayout.POINTY_TOP, TestRules.map(2, 2)
        .numbering(HexNumbering.builder().sideways(true).build()).build().layout());
    assertEquals("HexMap{hex map, columns 01-08, rows 01-06, or 02-07 in columns 02, 04, ..., 08, 1 regions, 2 boxes}", map.toString());
    assertTrue(map.contains(map.hex(0)), "the first hex of the map is on it");
    assertEquals("Region{east (country), 2 hexes}", map.region("east").toString());
  }

  @Test
  void aHexsideOnTheEdgeOfTheMapIsAnsweredFromTheHexThatIsOnIt() {
    Hex corner = HexNumbering.fromRaw(0, 0);
    HexMap map = TestRules.map(4, 4).side(corner.side(HexDirection.N), Side.RIVER)
        .side(corner.side(HexDirection.NW), Side.ROAD).build();
    assertEquals(EnumSet.of(Side.RIVER), map.features(corner.side(HexDirection.N), Side.class));
    // the north-west side is stored as the south-east side of the hex off the map
    assertEquals(EnumSet.of(Side.ROAD), map.features(corner.side(HexDirection.NW), Side.class));
    assertTrue(map.has(corner.side(HexDirection.NW), Side.ROAD));
    assertEquals(1L << Side.ROAD.ordinal(), map.sideMask(0, HexDirection.NW.index()));
    assertFalse(map.has(corner.side(HexDirection.S), Side.RIVER));
    InvalidInputException off = assertThrows(InvalidInputException.class,
        () -> map.has(Hex.of(-5, 0).side(HexDirection.N), Side.RIVER));
    assertTrue(off.getMessage().startsWith("hexside: hex "), off.getMessage());
    InvalidInputException none = assertThrows(InvalidInputException.class,
        () -> TestRules.map(4, 4).side(Hex.of(-5, 0).side(HexDirection.N), Side.RIVER));
    assertEquals("hexside: hexside between -04-01 and -04-02 is off the map", none.getMessage());
  }

  @Test
  void fillingAndClearingSetEveryHexOrOne() {
    Hex a = HexNumbering.fromRaw(1, 1);
    HexMap map = TestRules.map(3, 3).fill(Terrain.ROUGH).hex(a, Terrain.WOODS).build();
    for (int i = 0; i < map.size(); i++) {
      assertTrue(map.has(map.hex(i), Terrain.ROUGH), map.label(i));
    }
    assertEquals(EnumSet.of(Terrain.WOODS, Terrain.ROUGH), map.features(a, Terrain.class));
    HexMap cleared = map.toBuilder().clearHex(a).fill(Terrain.CLEAR).build();
    assertEquals(EnumSet.of(Terrain.CLEAR), cleared.features(a, Terrain.class));
    assertEquals(EnumSet.of(Terrain.CLEAR, Terrain.ROUGH),
        cleared.features(HexNumbering.fromRaw(0, 0), Terrain.class));
  }

  @Test
  void offMapPlacesInRoadsAndRegionsAreNamedByTheirPosition() {
    Hex off = HexNumbering.fromRaw(9, 9);
    InvalidInputException road = assertThrows(InvalidInputException.class,
        () -> TestRules.map(4, 4).path(Side.ROAD, List.of(off, off.neighbor(HexDirection.N))));
    assertEquals("path[0]: hex 1011 is off the map", road.getMessage());
    InvalidInputException second = assertThrows(InvalidInputException.class,
        () -> TestRules.map(4, 4).path(Side.ROAD, List.of(HexNumbering.fromRaw(3, 3), off)));
    assertEquals("path[1]: hex 1011 is off the map", second.getMessage());
    InvalidInputException region = assertThrows(InvalidInputException.class,
        () -> TestRules.map(4, 4).region("east", "country",
            List.of(HexNumbering.fromRaw(0, 0), HexNumbering.fromRaw(1, 1), off)));
    assertEquals("regions.east[2]: hex 1011 is off the map", region.getMessage());
    InvalidInputException kinds = assertThrows(InvalidInputException.class,
        () -> TestRules.map(4, 4).region("east", "country", List.of())
            .region("east", "zone", List.of()));
    assertEquals("regions.east: defined twice with different kinds (country, zone)",
        kinds.getMessage());
    InvalidInputException shortRoad = assertThrows(InvalidInputException.class,
        () -> TestRules.map(4, 4).path(Side.ROAD, List.of(off)));
    assertEquals("path: a road needs at least two hexes", shortRoad.getMessage());
  }

  @Test
  void theFirstHexOfTheMapCanBeInARegionAndSoCanTheLast() {
    HexMap map = TestRules.map(8, 8).region("edge", "zone",
        List.of(HexNumbering.fromRaw(0, 0), HexNumbering.fromRaw(7, 7))).build();
    assertTrue(map.inRegion(HexNumbering.fromRaw(0, 0), "edge"));
    assertTrue(map.inRegion(HexNumbering.fromRaw(7, 7), "edge"));
    assertFalse(map.inRegion(HexNumbering.fromRaw(8, 8), "edge"), "off the map");
    assertFalse(map.inRegion(HexNumbering.fromRaw(1, 0), "edge"));
    assertEquals(List.of(HexNumbering.fromRaw(0, 0), HexNumbering.fromRaw(7, 7)),
        map.hexesOf(map.region("edge")));
    Region edge = map.region("edge");
    assertTrue(edge.contains(0));
    assertTrue(edge.contains(63));
    assertFalse(edge.contains(-1));
    assertFalse(edge.contains(64));
    assertFalse(edge.contains(640));
  }

  @Test
  void aMapHasAtLeastOneColumnAndOneRow() {
    assertEquals(1, TestRules.map(1, 1).build().size());
    for (int[] bad : new int[][] {{0, 1}, {1, 0}, {-1, 5}}) {
      InvalidInputException e = assertThrows(InvalidInputException.class,
          () -> TestRules.map(bad[0], bad[1]));
      assertEquals("map: a map needs at least one column and one row, got " + bad[0] + " x "
          + bad[1], e.getMessage());
    }
  }

  @Test
  void theExtentOfAMapNamesRowsAsItsNumberingWritesThem() {
    HexNumbering columnFirst = HexNumbering.builder().prefix("h").suffix("z").separator(".")
        .build();
    HexMap a = TestRules.map(3, 4).numbering(columnFirst).build();
    assertEquals("columns 01-03, rows 01-04, or 02-05 in column 02", a.extent());
    HexNumbering rowFirst = columnFirst.toBuilder().columnFirst(false).build();
    HexMap b = TestRules.map(3, 4).numbering(rowFirst).build();
    assertEquals("h04.03z", b.label(b.size() - 1));
    assertEquals("columns 01-03, rows 01-04, or 02-05 in column 02", b.extent());
    InvalidInputException off = assertThrows(InvalidInputException.class,
        () -> b.require(rowFirst.parse("h01.06z"), "target"));
    assertEquals("target: hex h01.06z is off the map (columns 01-03, rows 01-04, or 02-05 in column 02)",
        off.getMessage());
  }

  @Test
  void theExtentOfAMapOfOneColumnIsOneRangeOfRows() {
    assertEquals("columns 01-01, rows 01-03", TestRules.map(1, 3).build().extent());
  }

  @Test
  void theExtentListsUpToThreeColumnsOfTheOtherRowsInFull() {
    assertEquals("columns 01-07, rows 01-02, or 02-03 in columns 02, 04, 06",
        TestRules.map(7, 2).build().extent());
    assertEquals("columns 01-09, rows 01-02, or 02-03 in columns 02, 04, ..., 08",
        TestRules.map(9, 2).build().extent());
  }

  @Test
  void aHexsideOnTheSouthEdgeAwayFromTheFirstHexIsAnsweredFromTheHexAboveIt() {
    HexMap plain = TestRules.map(4, 4).build();
    Hex bottom = plain.hex(2 * 4 + 3);
    assertEquals(-1, plain.index(bottom.neighbor(HexDirection.S)), "below the map");
    HexMap map = TestRules.map(4, 4).side(bottom.side(HexDirection.S), Side.RIVER).build();
    assertEquals(EnumSet.of(Side.RIVER), map.features(bottom.side(HexDirection.S), Side.class));
    assertEquals(EnumSet.noneOf(Side.class),
        map.features(bottom.side(HexDirection.N), Side.class));
  }

  @Test
  void aHexsideNamedFromAnOffMapHexIsTheSideOfItsNeighbourOnTheMap() {
    Hex far = HexNumbering.fromRaw(2, 1);
    HexMap map = TestRules.map(3, 3).side(new Hexside(far, HexDirection.NE), Side.ROAD).build();
    Hex off = far.neighbor(HexDirection.NE);
    assertEquals(-1, map.index(off));
    assertTrue(map.has(new Hexside(off, HexDirection.SW), Side.ROAD));
    assertEquals(EnumSet.of(Side.ROAD),
        map.features(new Hexside(off, HexDirection.SW), Side.class));
    assertFalse(map.has(new Hexside(off, HexDirection.NW), Side.ROAD), "another side of 0302");
  }

  @Test
  void aDirectedHexsideOfAMapSectionMayStartOrEndAtItsFirstHex() {
    Hex first = HexNumbering.fromRaw(10, 4);
    Hex below = HexNumbering.fromRaw(10, 5);
    HexMap section = HexMap.builder(TestRules.VOCABULARY, 10, 4, 3, 2)
        .directedSide(first, below, Side.RIVER).directedSide(below, HexNumbering.fromRaw(11, 4))
        .directedSide(HexNumbering.fromRaw(11, 4), first, Side.ROAD).build();
    assertEquals(0, section.index(first));
    int down = first.directionTo(below).index();
    assertEquals(section.vocabulary().sideBit(Side.RIVER), section.sideMask(0, down));
    assertEquals(0L, section.sideMask(1, first.directionTo(below).opposite().index()));
    int west = HexNumbering.fromRaw(11, 4).directionTo(first).index();
    assertEquals(section.vocabulary().sideBit(Side.ROAD),
        section.sideMask(section.index(HexNumbering.fromRaw(11, 4)), west));
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> HexMap.builder(TestRules.VOCABULARY, 10, 4, 3, 2)
            .directedSide(HexNumbering.fromRaw(9, 4), first, Side.RIVER));
    assertEquals("hexside: a directed hexside needs both hexes on the map, got 1006/1105",
        e.getMessage());
  }
}
