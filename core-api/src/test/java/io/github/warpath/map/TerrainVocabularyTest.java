package io.github.warpath.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.warpath.testrules.TestRules;
import io.github.warpath.testrules.TestRules.Side;
import io.github.warpath.testrules.TestRules.Terrain;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The terrain names of a map: two enums, each a 64-bit mask. */
class TerrainVocabularyTest {

  @Test
  void eachEnumMayHaveSixtyFourConstantsButNoMore() {
    TerrainVocabulary widest = TerrainVocabulary.of(Wide64.class, Wide64.class);
    assertEquals(1L << 63, widest.hexBit(Wide64.F63));
    assertEquals(1L << 63, widest.sideBit(Wide64.F63));
    IllegalArgumentException hex = assertThrows(IllegalArgumentException.class,
        () -> TerrainVocabulary.of(Wide65.class, Side.class));
    assertEquals("a terrain enum may have at most 64 constants", hex.getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> TerrainVocabulary.of(Terrain.class, Wide65.class));
  }

  @Test
  void aVocabularyListsItsNamesInScenarioSpelling() {
    TerrainVocabulary v = TerrainVocabulary.of(Terrain.class, Side.class);
    assertEquals(Terrain.class, v.hexFeatures());
    assertEquals(Side.class, v.hexsideFeatures());
    assertEquals(List.of("clear", "woods", "rough", "water", "port"), v.hexFeatureNames());
    assertEquals(List.of("river", "road"), v.hexsideFeatureNames());
    assertEquals(List.of(Side.ROAD), v.hexsideFeaturesOf(1L << Side.ROAD.ordinal()));
    assertEquals(List.of(), v.hexsideFeaturesOf(0));
    assertEquals("TerrainVocabulary{Terrain: [CLEAR, WOODS, ROUGH, WATER, PORT]; Side: [RIVER,"
        + " ROAD]}", v.toString());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> v.sideBit(Terrain.WOODS));
    assertEquals("WOODS is not a hexside feature of Side", e.getMessage());
    assertEquals(Side.RIVER, v.hexsideFeature(" river "));
  }

  @Test
  void vocabulariesOfTheSameEnumsAreEqual() {
    TerrainVocabulary v = TerrainVocabulary.of(Terrain.class, Side.class);
    assertEquals(TestRules.VOCABULARY, v);
    assertEquals(TestRules.VOCABULARY.hashCode(), v.hashCode());
    assertNotEquals(v, TerrainVocabulary.of(Wide64.class, Side.class));
    assertNotEquals(v, TerrainVocabulary.of(Terrain.class, Wide64.class));
    assertNotEquals(v, (Object) "Terrain");
    assertNotEquals(v.hashCode(), TerrainVocabulary.of(Side.class, Terrain.class).hashCode());
  }

  enum Wide64 {
    F0, F1, F2, F3, F4, F5, F6, F7, F8, F9, F10, F11, F12, F13, F14, F15, F16, F17, F18, F19,
    F20, F21, F22, F23, F24, F25, F26, F27, F28, F29, F30, F31, F32, F33, F34, F35, F36, F37,
    F38, F39, F40, F41, F42, F43, F44, F45, F46, F47, F48, F49, F50, F51, F52, F53, F54, F55,
    F56, F57, F58, F59, F60, F61, F62, F63
  }

  enum Wide65 {
    F0, F1, F2, F3, F4, F5, F6, F7, F8, F9, F10, F11, F12, F13, F14, F15, F16, F17, F18, F19,
    F20, F21, F22, F23, F24, F25, F26, F27, F28, F29, F30, F31, F32, F33, F34, F35, F36, F37,
    F38, F39, F40, F41, F42, F43, F44, F45, F46, F47, F48, F49, F50, F51, F52, F53, F54, F55,
    F56, F57, F58, F59, F60, F61, F62, F63, F64
  }
}
