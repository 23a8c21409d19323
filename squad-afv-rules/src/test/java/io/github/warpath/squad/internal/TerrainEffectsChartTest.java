package io.github.warpath.squad.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.warpath.squad.SquadHexside;
import io.github.warpath.squad.SquadTerrain;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The chart is a value: two charts are equal exactly when every cost and unit value is equal,
 * whatever overrides produced them. Maps cache their cost tables by chart, so a chart that
 * differs in one cost must never pass for another.
 */
class TerrainEffectsChartTest {

  @Test
  void chartsWithTheSameValuesAreEqual() {
    TerrainEffectsChart a = TerrainEffectsChart.of(Map.of("hex.woods.foot", "3"));
    TerrainEffectsChart b = TerrainEffectsChart.of(Map.of("hex.woods.foot", "3"));
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    // an override that repeats the default gives the default chart
    assertEquals(TerrainEffectsChart.of(Map.of()), TerrainEffectsChart.of(Map.of("hex.woods.foot", "2")));
    assertSame(TerrainEffectsChart.of(Map.of()), TerrainEffectsChart.of(Map.of()));
    assertEquals(36, a.hex(SquadTerrain.WOODS, MovementClass.FOOT));
  }

  @Test
  void oneDifferentValueMakesAnotherChart() {
    TerrainEffectsChart base = TerrainEffectsChart.of(Map.of());
    TerrainEffectsChart hex = TerrainEffectsChart.of(Map.of("hex.woods.foot", "3"));
    TerrainEffectsChart side = TerrainEffectsChart.of(Map.of("side.hedge.foot", "2"));
    TerrainEffectsChart value = TerrainEffectsChart.of(Map.of("value.squad", "9"));
    assertNotEquals(base, hex);
    assertNotEquals(base, side);
    assertNotEquals(base, value);
    assertNotEquals(hex, side);
    assertNotEquals(base, (Object) "a chart");
    assertEquals(24, side.side(SquadHexside.HEDGE, MovementClass.FOOT));
    assertEquals(9, value.value(UnitKind.SQUAD));
    assertEquals(TerrainEffectsChart.PROHIBITED, base.hex(SquadTerrain.WOODS, MovementClass.WHEELED));
  }
}
