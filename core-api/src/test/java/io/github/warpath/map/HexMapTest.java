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
    assertEquals("columns 01-08, rows 01-06", map.extent());
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> map.parse("w0909"));
    assertEquals("hex w0909 is off the map (columns 01-08, rows 01-06)", e.getMessage());
    InvalidInputException f = assertThrows(InvalidInputException.class,
        () -> map.require(Hex.of(20, 0), "units[3].position"));
    assertEquals("units[3].position: hex w2111 is off the map (columns 01-08, rows 01-06)",
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
}
