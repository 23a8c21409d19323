package io.github.warpath.squad.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.warpath.hex.HexDirection;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.map.HexMap;
import io.github.warpath.squad.SquadAfvRules;
import io.github.warpath.squad.SquadHexside;
import io.github.warpath.squad.SquadTerrain;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The step table prices every step of a map for one movement class, in twelfths of a point: the
 * dearest terrain of the hex entered plus each hexside feature crossed, or the road's own cost
 * where a road crosses the hexside; a negative code says what forbids the step.
 */
class StepTableTest {
  private static final HexNumbering N = HexNumbering.standard();

  /** 0505 with woods to the N, a hedge to the NE, a road to the S, water to the SW. */
  private static HexMap map() {
    return HexMap.builder(SquadAfvRules.TERRAIN, 10, 10)
        .hex(N.parse("0504"), SquadTerrain.WOODS)
        .hex(N.parse("0406"), SquadTerrain.WATER)
        .hex(N.parse("0506"), SquadTerrain.WOODS)
        .side(N.parse("0505"), N.parse("0605"), SquadHexside.HEDGE)
        .side(N.parse("0505"), N.parse("0606"), SquadHexside.CLIFF)
        .path(SquadHexside.ROAD, java.util.List.of(N.parse("0505"), N.parse("0506")))
        .build();
  }

  private static int cost(StepTable t, HexMap m, String from, HexDirection d) {
    return t.cost(m.index(N.parse(from)), d.index());
  }

  @Test
  void eachStepCostsTheHexEnteredPlusTheHexsidesCrossed() {
    HexMap m = map();
    StepTable foot = StepTable.of(m, TerrainEffectsChart.of(Map.of()), MovementClass.FOOT);
    assertEquals(24, cost(foot, m, "0505", HexDirection.N)); // woods 2
    assertEquals(24, cost(foot, m, "0505", HexDirection.NE)); // clear 1 + hedge 1
    assertEquals(12, cost(foot, m, "0505", HexDirection.S)); // road 1 replaces woods
    assertEquals(StepTable.SIDE_PROHIBITED, cost(foot, m, "0505", HexDirection.SE)); // cliff
    assertEquals(StepTable.HEX_PROHIBITED, cost(foot, m, "0505", HexDirection.SW)); // water
    assertEquals(StepTable.OFF_MAP, cost(foot, m, "0101", HexDirection.N));
    assertEquals(12, foot.minStep());
  }

  @Test
  void eachMovementClassHasItsOwnTable() {
    HexMap m = map();
    StepTable tracked = StepTable.of(m, TerrainEffectsChart.of(Map.of()), MovementClass.TRACKED);
    assertEquals(36, cost(tracked, m, "0505", HexDirection.N)); // woods 3
    assertEquals(6, cost(tracked, m, "0505", HexDirection.S)); // road ½
    assertEquals(6, tracked.minStep());
    StepTable wheeled = StepTable.of(m, TerrainEffectsChart.of(Map.of()), MovementClass.WHEELED);
    assertEquals(StepTable.HEX_PROHIBITED, cost(wheeled, m, "0505", HexDirection.N));
    assertEquals(48, cost(wheeled, m, "0505", HexDirection.NE)); // clear 2 + hedge 2
    // a table is computed once per map, chart and class
    assertSame(tracked, StepTable.of(m, TerrainEffectsChart.of(Map.of()), MovementClass.TRACKED));
  }

  @Test
  void aHexWithoutFeaturesIsPricedAsClear() {
    HexMap m = map();
    StepTable closed = StepTable.of(m, TerrainEffectsChart.of(Map.of("hex.clear.foot", "P")),
        MovementClass.FOOT);
    assertEquals(StepTable.HEX_PROHIBITED, cost(closed, m, "0505", HexDirection.NE));
    assertEquals(StepTable.HEX_PROHIBITED, cost(closed, m, "0505", HexDirection.NW));
    assertEquals(24, cost(closed, m, "0505", HexDirection.N));
    StepTable dear = StepTable.of(m, TerrainEffectsChart.of(Map.of("hex.clear.foot", "3")),
        MovementClass.FOOT);
    assertEquals(48, cost(dear, m, "0505", HexDirection.NE)); // clear 3 + hedge 1
  }
}
