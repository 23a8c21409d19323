package io.github.warpath.kit;

import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.state.GameState;
import java.util.List;

/**
 * The book and map shared by the tests of a road whose rate holds only under a condition: the
 * kit's road rule with a condition of its own, and a road running south from a clear hex
 * through two forest hexes, where an infantry unit of 8 points stands at the clear end. Each
 * test adds its own rivers and lakes to the map.
 */
final class RoadThroughForest {
  private static final HexMap.Builder GRID = KitFixture.map();
  /** The clear hex the road starts in, where the unit stands. */
  static final Hex START = GRID.hexAt(1, 1);
  /** The first forest hex along the road. */
  static final Hex FOREST_1 = START.neighbor(HexDirection.S);
  /** The second forest hex along the road. */
  static final Hex FOREST_2 = FOREST_1.neighbor(HexDirection.S);

  private RoadThroughForest() {}

  /** The kit {@code k} with its one road rule's rate held to {@code when}. */
  static RuleKit book(RuleKit k, LineRule.When when) {
    LineRule l = k.lines();
    LineRule lines = new LineRule(l.rule(), when, l.names(), new int[] {l.sideKind(0)},
        new int[] {1}, new int[][] {{1, 1}}, new long[] {l.bridges(0)});
    return new RuleKit(k.id(), k.name(), k.version(), k.description(), k.denominator(),
        k.classes(), k.weather(), k.unitKinds(), k.vocabulary(), k.terrain(), k.hexsides(),
        lines, k.zones(), k.minimumMove(), k.enemy(), k.stacking(), k.phases(), k.modes(),
        k.modifiers(), k.allowance(), k.adjacent());
  }

  /** The map with the road through the two forest hexes, for a test to add to. */
  static HexMap.Builder map() {
    HexMap.Builder b = KitFixture.map();
    b.hex(FOREST_1, KitFixture.VOCABULARY.hexFeature("forest"));
    b.hex(FOREST_2, KitFixture.VOCABULARY.hexFeature("forest"));
    b.path(KitFixture.VOCABULARY.hexsideFeature("road"), List.of(START, FOREST_1, FOREST_2));
    return b;
  }

  /** The dry state of a map with infantry unit {@code u} of 8 points at the start. */
  static GameState state(HexMap map) {
    return KitFixture.state(map, "dry", "", KitFixture.unit("u", "blue", "infantry", 8, START));
  }
}
