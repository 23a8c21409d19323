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
class ChartTest {

  @Test
  void chartsWithTheSameValuesAreEqual() {
    Chart a = Chart.of(Map.of("hex.woods.foot", "3"));
    Chart b = Chart.of(Map.of("hex.woods.foot", "3"));
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    // an override that repeats the default gives the default chart
    assertEquals(Chart.of(Map.of()), Chart.of(Map.of("hex.woods.foot", "2")));
    assertSame(Chart.of(Map.of()), Chart.of(Map.of()));
    assertEquals(36, a.hex(SquadTerrain.WOODS, MovementClass.FOOT));
  }

  @Test
  void oneDifferentValueMakesAnotherChart() {
    Chart base = Chart.of(Map.of());
    Chart hex = Chart.of(Map.of("hex.woods.foot", "3"));
    Chart side = Chart.of(Map.of("side.hedge.foot", "2"));
    Chart value = Chart.of(Map.of("value.squad", "9"));
    assertNotEquals(base, hex);
    assertNotEquals(base, side);
    assertNotEquals(base, value);
    assertNotEquals(hex, side);
    assertNotEquals(base, (Object) "a chart");
    assertEquals(24, side.side(SquadHexside.HEDGE, MovementClass.FOOT));
    assertEquals(9, value.value(UnitKind.SQUAD));
    assertEquals(Chart.PROHIBITED, base.hex(SquadTerrain.WOODS, MovementClass.WHEELED));
  }
}
