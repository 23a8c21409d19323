package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.state.GameState;
import org.junit.jupiter.api.Test;

/**
 * The step table kept from the last query is given again only to a query of the same map, kit
 * and class: a forest hex costs foot 2 and wheels 3 in the plain kit, foot 3 in the kit of dearer
 * forest of {@link ReusedBuffersTest}, and 1 where another map has clear ground instead.
 */
class StepTableCacheTest {
  private static final Hex A = KitFixture.map().hexAt(2, 2);
  private static final Hex EAST = A.neighbor(HexDirection.S);
  private static final RuleKit PLAIN = KitFixture.plain();

  private static GameState state(boolean forest) {
    HexMap.Builder b = KitFixture.map();
    if (forest) {
      b.hex(EAST, KitFixture.VOCABULARY.hexFeature("forest"));
    }
    return KitFixture.state(b.build(), "dry", "");
  }

  /** The half points of the step from A into EAST. */
  private static int eastward(StepTable.Cache cache, RuleKit kit, GameState s, int cls) {
    int[] table = cache.table(kit, s, cls, 0);
    return table[s.hexMap().index(A) * 6 + HexDirection.S.index()] & StepTable.COST_MASK;
  }

  @Test
  void anotherMapKitOrClassGetsItsOwnTable() {
    StepTable.Cache cache = new StepTable.Cache();
    GameState forest = state(true);
    assertEquals(4, eastward(cache, PLAIN, forest, 0));
    assertEquals(4, eastward(cache, PLAIN, forest, 0), "the same query, the same table");
    assertEquals(2, eastward(cache, PLAIN, state(false), 0), "another map");
    assertEquals(4, eastward(cache, PLAIN, forest, 0));
    assertEquals(6, eastward(cache, ReusedBuffersTest.dearForest(), forest, 0), "another kit");
    assertEquals(4, eastward(cache, PLAIN, forest, 0));
    assertEquals(6, eastward(cache, PLAIN, forest, 1), "another class");
  }
}
