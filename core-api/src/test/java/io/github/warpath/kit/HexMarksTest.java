package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
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
    m.update(KIT, s, MoveQuery.of("u"), "blue", true);
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
    m.update(KIT, s, MoveQuery.of("u"), "blue", false);
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX, at(s, m, SE));
    int[] kept = m.marks;
    m.update(KIT, s, MoveQuery.of("u"), "blue", false);
    assertSame(kept, m.marks);
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX, at(s, m, SE));
    // zones now apply: the marks are made again, the old ones cleared
    m.update(KIT, s, MoveQuery.of("u"), "blue", true);
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX | HexMarks.ZONE_HEX, at(s, m, SE));
  }

  @Test
  void theCornerHexZeroIsMarkedLikeAnyOther() {
    HexMap map = KitFixture.map().build();
    Hex corner = map.hex(0);
    Hex next = null;
    for (HexDirection d : HexDirection.values()) {
      if (map.contains(corner.neighbor(d))) {
        next = corner.neighbor(d);
      }
    }
    GameState s = KitFixture.state(map, "dry", "",
        KitFixture.unit("u", "blue", "infantry", 4, MOVER),
        KitFixture.unit("e", "red", "infantry", 4, next));
    HexMarks m = new HexMarks();
    m.update(KIT, s, MoveQuery.of("u"), "blue", true);
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX | HexMarks.ZONE_HEX, m.marks[0]);
    assertEquals(HexMarks.ENEMY_HEX, at(s, m, next));
  }

  @Test
  void aRiverLaidOnTheFarSideOnlyStillBlocksTheZone() {
    HexMap.Builder b = KitFixture.map();
    b.directedSide(NORTH, E, KitFixture.VOCABULARY.hexsideFeature("river"));
    GameState s = KitFixture.state(b.build(), "dry", "",
        KitFixture.unit("u", "blue", "infantry", 4, MOVER),
        KitFixture.unit("e", "red", "infantry", 4, E));
    HexMarks m = new HexMarks();
    m.update(KIT, s, MoveQuery.of("u"), "blue", true);
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX, at(s, m, NORTH));
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX | HexMarks.ZONE_HEX, at(s, m, SE));
  }

  /** The marks for u's move, the friendly unit's hex full. */
  private static HexMarks markedForU(GameState s) {
    HexMarks m = new HexMarks();
    m.update(KIT, s, MoveQuery.of("u"), "blue", true);
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX | HexMarks.OVER_STACKED_HEX, at(s, m, SOUTH));
    return m;
  }

  @Test
  void anotherMoverInTheSameStateHasTheStacksMarkedAgain() {
    GameState s = state();
    HexMarks m = markedForU(s);
    assertEquals(0, at(s, m, MOVER));
    // f moves now: u's hex is full, f's own hex is free to it and no longer has a friendly
    // unit to negate the zone
    m.update(KIT, s, MoveQuery.of("f"), "blue", true);
    assertEquals(HexMarks.OVER_STACKED_HEX, at(s, m, MOVER));
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX | HexMarks.ZONE_HEX, at(s, m, SOUTH));
  }

  @Test
  void aStackMayReachTheLimitButNotGoBeyondIt() {
    StackingRule two = new StackingRule(KitFixture.rule("9", "Stacking"), 2, new int[] {1, 1},
        StackingRule.Overstack.ILLEGAL, StackingRule.Check.EVERY_HEX, Map.of());
    RuleKit kit = KitFixture.kit(null, MinimumMoveRule.Kind.NONE, two, null,
        List.of(KitFixture.normal()), List.of());
    GameState s = KitFixture.state(KitFixture.map().build(), "dry", "",
        KitFixture.unit("u", "blue", "infantry", 4, MOVER),
        KitFixture.unit("f", "blue", "infantry", 4, SOUTH),
        KitFixture.unit("g", "blue", "infantry", 4, NORTH),
        KitFixture.unit("h", "blue", "infantry", 4, NORTH));
    HexMarks m = new HexMarks();
    m.update(kit, s, MoveQuery.of("u"), "blue", false);
    assertEquals(0, at(s, m, SOUTH), "one there and the mover make two, the limit");
    assertEquals(HexMarks.OVER_STACKED_HEX, at(s, m, NORTH));
  }

  /** A square map with enemies down some columns, each hex of the others next to one. */
  private static GameState columns(int size, int... cols) {
    HexMap.Builder b = HexMap.builder(KitFixture.VOCABULARY, size, size);
    List<Unit> units = new ArrayList<>();
    units.add(KitFixture.unit("u", "blue", "infantry", 4, b.hexAt(0, 0)));
    for (int c : cols) {
      for (int r = 0; r < size; r++) {
        units.add(KitFixture.unit("e" + c + "-" + r, "red", "infantry", 4, b.hexAt(c, r)));
      }
    }
    return KitFixture.state(b.build(), "dry", "", units.toArray(new Unit[0]));
  }

  @Test
  void marksOfEveryHexAreClearedForTheNextStateAndGrowPastSixtyFour() {
    HexMarks m = new HexMarks();
    GameState full = columns(8, 1, 4, 7);
    m.update(KIT, full, MoveQuery.of("u"), "blue", false);
    for (int k = 0; k < full.hexMap().size(); k++) {
      assertTrue(m.marks[k] != 0, "hex " + k);
    }
    GameState one = KitFixture.state(full.hexMap(), "dry", "",
        KitFixture.unit("u", "blue", "infantry", 4, full.hexMap().hex(0)));
    // 64 hexes were marked, as many as the list of marked hexes starts with
    m.update(KIT, one, MoveQuery.of("u"), "blue", false);
    for (int k = 0; k < one.hexMap().size(); k++) {
      assertEquals(0, m.marks[k], "hex " + k);
    }
    GameState big = columns(12, 1, 4, 7, 10);
    m.update(KIT, big, MoveQuery.of("u"), "blue", false);
    int marked = 0;
    for (int k = 0; k < big.hexMap().size(); k++) {
      marked += m.marks[k] != 0 ? 1 : 0;
    }
    assertEquals(big.hexMap().size(), marked);
  }

  @Test
  void anotherKitOnTheSameStateHasTheHexesMarkedAgain() {
    GameState s = state();
    HexMarks m = markedForU(s);
    RuleKit roomy = KitFixture.kit(ZONES, MinimumMoveRule.Kind.NONE, new StackingRule(
        KitFixture.rule("9", "Stacking"), 2, new int[] {1, 1}, true), null,
        List.of(KitFixture.normal()), List.of());
    m.update(roomy, s, MoveQuery.of("u"), "blue", true);
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX, at(s, m, SOUTH), "room for two");
  }

  private static final ZoneOfControlRule UNCANCELLED = new ZoneOfControlRule(
      KitFixture.rule("7.3", "Zones of Control"), -1L, 0, 0, 0, ZoneOfControlRule.Enter.STOP, 0,
      ZoneOfControlRule.Leave.NOTHING, 0, ZoneOfControlRule.ZoneToZone.ALLOWED, false);

  private static RuleKit kit(ZoneOfControlRule zones, StackingRule stacking) {
    return KitFixture.kit(zones, MinimumMoveRule.Kind.NONE, stacking, null,
        List.of(KitFixture.normal()), List.of());
  }

  @Test
  void whereNoRuleLeavesTheMoversOutAnotherMoverOfTheSameSideKeepsTheMarks() {
    GameState s = state();
    HexMarks m = new HexMarks();
    RuleKit kit = kit(UNCANCELLED, null);
    m.update(kit, s, MoveQuery.of("u"), "blue", true);
    // zones that friends do not cancel: f's hex is a zone hex whoever moves
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX | HexMarks.ZONE_HEX, at(s, m, SOUTH));
    // a mark no update would make, on a marked hex: marking again would clear it
    int se = s.hexMap().index(SE);
    m.marks[se] = 64;
    m.update(kit, s, MoveQuery.of("f"), "blue", true);
    assertEquals(64, m.marks[se], "f's query kept u's marks");
    m.marks[se] = HexMarks.NEXT_TO_ENEMY_HEX | HexMarks.ZONE_HEX;
    // the other side's mover meets other enemies: marked again, the blue units now the enemy
    m.update(kit, s, MoveQuery.of("e"), "red", true);
    assertEquals(HexMarks.ENEMY_HEX, at(s, m, MOVER));
    assertEquals(HexMarks.ENEMY_HEX, at(s, m, SOUTH));
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX | HexMarks.ZONE_HEX, at(s, m, E));
  }

  @Test
  void whereFriendsCancelZonesAnotherMoverHasTheZonesMarkedAgain() {
    GameState s = state();
    HexMarks m = new HexMarks();
    RuleKit kit = kit(ZONES, null);
    m.update(kit, s, MoveQuery.of("u"), "blue", true);
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX, at(s, m, SOUTH), "f cancels the zone for u");
    m.update(kit, s, MoveQuery.of("f"), "blue", true);
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX | HexMarks.ZONE_HEX, at(s, m, SOUTH),
        "f cancels no zone for itself");
    // without zones the friends cancel nothing, so the movers do not count
    m.update(kit, s, MoveQuery.of("u"), "blue", false);
    int se = s.hexMap().index(SE);
    m.marks[se] = 64;
    m.update(kit, s, MoveQuery.of("f"), "blue", false);
    assertEquals(64, m.marks[se], "f's query kept u's marks");
  }

  @Test
  void whereOverStackingIsIllegalAnotherMoverHasTheStacksMarkedAgain() {
    GameState s = state();
    HexMarks m = new HexMarks();
    RuleKit kit = kit(UNCANCELLED, STACKING);
    m.update(kit, s, MoveQuery.of("u"), "blue", false);
    assertEquals(0, at(s, m, MOVER));
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX | HexMarks.OVER_STACKED_HEX, at(s, m, SOUTH));
    m.update(kit, s, MoveQuery.of("f"), "blue", false);
    assertEquals(HexMarks.OVER_STACKED_HEX, at(s, m, MOVER));
    assertEquals(HexMarks.NEXT_TO_ENEMY_HEX, at(s, m, SOUTH));
  }
}
