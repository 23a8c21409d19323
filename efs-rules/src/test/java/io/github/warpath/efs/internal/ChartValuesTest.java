package io.github.warpath.efs.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A chart is a value: the per-map tables are cached under it, so two states whose scenarios set
 * the same values share them, and different values never do.
 */
class ChartValuesTest {

  @Test
  void chartsWithTheSameValuesAreEqual() {
    ChartValues a = ChartValues.DEFAULT.with(Map.of("tec.strongpoint", "2"));
    ChartValues b = ChartValues.DEFAULT.with(Map.of("tec.strongpoint", "2"));
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertEquals(24, a.get(ChartValues.STRONGPOINT));
    // the same value written another way
    assertEquals(ChartValues.DEFAULT, ChartValues.DEFAULT.with(Map.of("tec.strongpoint", "+1")));
  }

  @Test
  void chartsWithDifferentValuesDiffer() {
    ChartValues a = ChartValues.DEFAULT.with(Map.of("tec.strongpoint", "2"));
    assertNotEquals(ChartValues.DEFAULT, a);
    assertNotEquals(a, ChartValues.DEFAULT.with(Map.of("tec.enemy-zoc", "2")));
    assertNotEquals(a, (Object) "tec.strongpoint=2");
    // the tables are cached in hash maps: different values spread over the hash
    assertNotEquals(ChartValues.DEFAULT.hashCode(), a.hashCode());
    assertSame(ChartValues.DEFAULT, ChartValues.DEFAULT.with(Map.of()));
  }
}
