package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.state.GameState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What units do to the hexes around them (enemy hexes, hexes next to them, zones of control of
 * 7.3, over-stacking of 9 Stacking): a red unit at E with a river on its northern hexside and a
 * blue unit on its southern neighbour; blue movers of stacking points 1 against a limit of 1.
 */
class HexMarksTest {
  private static final HexMap.Builder B = KitFixture.map();
  private static final Hex E = B.hexAt(2, 2);
  private static final Hex NORTH = E.neighbor(HexDirection.N);
  private static final Hex SOUTH = E.neighbor(HexDirection.S);
  private static final Hex SE = E.neighbor(HexDirection.SE);
  private static final Hex MOVER = B.hexAt(5, 5);
  private static final ZoneOfControlRule ZONES = new ZoneOfControlRule(
      KitFixture.rule("7.3", "Zones of Control"), -1L, 0, 0, 0, ZoneOfControlRule.Enter.STOP, 0,
      ZoneOfControlRule.Leave.NOTHING, 0, ZoneOfControlRule.ZoneToZone.ALLOWED, true);
  private static final StackingRule STACKING = new StackingRule(KitFixture.rule("9",
      "Stacking"), 1, new int[] {1, 1}, StackingRule.Overstack.ILLEGAL,
      StackingRule.Check.EVERY_HEX, Map.of());
  private static final RuleKit KIT = KitFixture.kit(ZONES, MinimumMoveRule.Kind.NONE, STACKING,
      null, List.of(KitFixture.normal()), List.of());

  private static GameState state() {
    HexMap.Builder b = KitFixture.map();
    b.side(E, NORTH, KitFixture.VOCABULARY.hexsideFeature("river"));
    return KitFixture.state(b.build(), "dry", "",
        KitFixture.unit("u", "blue", "infantry", 4, MOVER),
        KitFixture.unit("e", "red", "infantry", 4, E),
        KitFixture.unit("f", "blue", "infantry", 4, SOUTH));
  }

  private static int at(GameState s, HexMarks m, Hex h) {
    return m.marks[s.hexMap().index(h)];
  }

  @Test
  void theEnemyHexItsNeighboursItsZoneAndTheFullHexAreMarked() {
    GameState s = state();
    HexMarks m = new HexMarks();
    m.update(KIT, s, MoveQuery.of("u"), "blue", 0, true);
    assertEquals(HexMarks.ENEMY_HEX, at(s, m, E));
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX | HexMarks.ZONE_HEX, at(s, m, SE));
    // the river blocks the zone; the friendly unit to the south negates it and fills the hex
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX, at(s, m, NORTH));
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX | HexMarks.OVER_STACKED_HEX, at(s, m, SOUTH));
    assertEquals(0, at(s, m, MOVER));
  }

  @Test
  void withoutZonesNoHexIsAZoneAndTheSameQueryKeepsItsMarks() {
    GameState s = state();
    HexMarks m = new HexMarks();
    m.update(KIT, s, MoveQuery.of("u"), "blue", 0, false);
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX, at(s, m, SE));
    int[] kept = m.marks;
    m.update(KIT, s, MoveQuery.of("u"), "blue", 0, false);
    assertSame(kept, m.marks);
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX, at(s, m, SE));
    // zones now apply: the marks are made again, the old ones cleared
    m.update(KIT, s, MoveQuery.of("u"), "blue", 0, true);
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX | HexMarks.ZONE_HEX, at(s, m, SE));
  }
}
