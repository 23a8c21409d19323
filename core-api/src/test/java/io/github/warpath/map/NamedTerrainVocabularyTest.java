package io.github.warpath.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hex;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Terrain names read at run time: what rule books give a map. */
class NamedTerrainVocabularyTest {
  private static final TerrainVocabulary V = TerrainVocabulary.named(
      List.of("open", "Dense_Forest", "marsh"), List.of("creek", "highway"));

  @Test
  void namesAreLookedUpAsEnumNamesAreAndSpelledWithDashes() {
    Enum<?> forest = V.hexFeature("dense-forest");
    assertEquals(1, forest.ordinal());
    assertEquals("dense-forest", V.nameOf(forest));
    assertEquals(V.hexFeature("DENSE_FOREST"), forest);
    assertEquals(List.of("open", "dense-forest", "marsh"), V.hexFeatureNames());
    assertEquals("highway", V.nameOf(V.hexsideFeature("highway")));
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> V.hexFeature("swamp"));
    assertTrue(e.getMessage().contains("known: open, dense-forest, marsh"), e.getMessage());
  }

  @Test
  void aMapOfNamedTerrainStoresAndDecodesItsFeatures() {
    HexMap.Builder b = HexMap.builder(V, 3, 3);
    Hex h = b.hexAt(1, 1);
    b.hex(h, V.hexFeature("marsh"));
    HexMap map = b.build();
    assertEquals(List.of("marsh"), map.vocabulary().hexFeaturesOf(map.hexMask(map.index(h)))
        .stream().map(V::nameOf).toList());
  }

  @Test
  void twoNamedVocabulariesAreEqualOnlyWithTheSameNames() {
    assertEquals(V, TerrainVocabulary.named(List.of("open", "dense-forest", "marsh"),
        List.of("creek", "highway")));
    assertNotEquals(V, TerrainVocabulary.named(List.of("open"), List.of("creek", "highway")));
  }

  @Test
  void moreThanSixtyFourNamesOrARepeatedNameAreRefused() {
    List<String> many = new ArrayList<>();
    for (int i = 0; i < 65; i++) {
      many.add("t" + i);
    }
    assertThrows(InvalidInputException.class, () -> TerrainVocabulary.named(many, List.of()));
    assertThrows(InvalidInputException.class,
        () -> TerrainVocabulary.named(List.of("a-b", "A_B"), List.of()));
  }

  @Test
  void sixtyFourNamesOfEachKindAreAllowed() {
    List<String> many = new ArrayList<>();
    for (int i = 0; i < TerrainVocabulary.MAX_FEATURES; i++) {
      many.add("t" + i);
    }
    TerrainVocabulary full = TerrainVocabulary.named(many, many);
    assertEquals("t63", full.nameOf(full.hexFeature("t63")));
    assertEquals("t63", full.nameOf(full.hexsideFeature("t63")));
  }

  @Test
  void aConstantBeyondTheNamesGivenIsNotAFeatureOfTheVocabulary() {
    Enum<?> fourth = TerrainVocabulary.HexKind.values()[3];
    IllegalArgumentException hex = assertThrows(IllegalArgumentException.class,
        () -> V.nameOf(fourth));
    assertEquals(fourth + " is not a feature of this vocabulary", hex.getMessage());
    Enum<?> third = TerrainVocabulary.SideKind.values()[2];
    IllegalArgumentException side = assertThrows(IllegalArgumentException.class,
        () -> V.nameOf(third));
    assertEquals(third + " is not a feature of this vocabulary", side.getMessage());
  }
}
