package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The plain graph (a kit of six-direction steps only) prices every step as the general graph
 * does: on random maps of the fixture's terrain, rivers and roads, with enemy units whose zones
 * cost a point to enter and stop the move, the same kit run plainly and run with a declared action
 * that no one takes (which sends it through the general graph) gives the same range, hex by hex.
 */
class PlainKitGraphTest {
  private static final ZoneOfControlRule ZONES = new ZoneOfControlRule(
      KitFixture.rule("7.3", "Zones of Control"), -1L, 0, 0, 0, ZoneOfControlRule.Enter.STOP, 2,
      ZoneOfControlRule.Leave.EXTRA_COST, 1, ZoneOfControlRule.ZoneToZone.ALLOWED, false);
  private static final RuleKit PLAIN = KitFixture.kit(ZONES, MinimumMoveRule.Kind.NONE, null,
      null, List.of(KitFixture.normal()), List.of());
  private static final RuleKit GENERAL = withUnusedAction(PLAIN);

  private static RuleKit withUnusedAction(RuleKit k) {
    EnemyHexRule.Action never = new EnemyHexRule.Action("overrun",
        KitFixture.rule("6.6", "Overrun"), 0L, 0, true);
    return new RuleKit(k.id(), k.name(), k.version(), k.description(), k.denominator(),
        k.classes(), k.weather(), k.unitKinds(), k.vocabulary(), k.terrain(), k.hexsides(),
        k.lines(), k.zones(), k.minimumMove(), new EnemyHexRule(k.enemy().rule(), true,
            List.of(never)), k.stacking(), k.phases(), k.modes(), k.modifiers(), k.allowance(),
        k.adjacent());
  }

  private static GameState randomState(SplittableRandom rnd) {
    HexMap.Builder b = KitFixture.map();
    List<Hex> hexes = new ArrayList<>();
    for (int c = 0; c < 6; c++) {
      for (int r = 0; r < 6; r++) {
        hexes.add(b.hexAt(c, r));
      }
    }
    for (Hex h : hexes) {
      int t = rnd.nextInt(8);
      if (t < 4) {
        b.hex(h, KitFixture.VOCABULARY.hexFeature(KitFixture.KINDS.get(t)));
      }
      Hex n = h.neighbor(HexDirection.of(rnd.nextInt(6)));
      if (hexes.contains(n) && rnd.nextInt(4) == 0) {
        b.side(h, n, KitFixture.VOCABULARY.hexsideFeature("river"));
      }
    }
    List<Hex> road = new ArrayList<>(List.of(hexes.get(rnd.nextInt(hexes.size()))));
    for (int i = 0; i < 6; i++) {
      Hex n = road.get(road.size() - 1).neighbor(HexDirection.of(rnd.nextInt(6)));
      if (hexes.contains(n) && !road.contains(n)) {
        road.add(n);
      }
    }
    if (road.size() > 1) {
      b.path(KitFixture.VOCABULARY.hexsideFeature("road"), road);
    }
    List<Unit> units = new ArrayList<>();
    Hex start = hexes.get(rnd.nextInt(hexes.size()));
    units.add(KitFixture.unit("u", "blue", rnd.nextBoolean() ? "infantry" : "truck",
        rnd.nextInt(1, 8), start));
    for (int e = 0; e < 3; e++) {
      Hex h = hexes.get(rnd.nextInt(hexes.size()));
      if (!h.equals(start)) {
        units.add(KitFixture.unit("e" + e, "red", "infantry", 4, h));
      }
    }
    return KitFixture.state(b.build(), rnd.nextBoolean() ? "dry" : "mud", "",
        units.toArray(new Unit[0]));
  }

  @Test
  void aKitOfSixDirectionStepsRunsOnThePlainGraph() {
    SearchBuffers buffers = new SearchBuffers();
    GameState s = randomState(new SplittableRandom(1));
    assertTrue(new KitRuleSet(PLAIN).compile(s, MoveQuery.of("u"), buffers)
        instanceof PlainKitGraph);
    assertFalse(new KitRuleSet(GENERAL).compile(s, MoveQuery.of("u"), buffers)
        instanceof PlainKitGraph);
  }

  @Test
  void thePlainAndTheGeneralGraphGiveTheSameRangesOnRandomMaps() {
    KitRuleSet plain = new KitRuleSet(PLAIN);
    KitRuleSet general = new KitRuleSet(GENERAL);
    SplittableRandom rnd = new SplittableRandom(18);
    int reached = 0;
    for (int i = 0; i < 300; i++) {
      GameState s = randomState(rnd);
      Reach a = plain.reach(s, MoveQuery.of("u"));
      Reach b = general.reach(s, MoveQuery.of("u"));
      assertEquals(a.entries(), b.entries(), "map " + i);
      reached += a.size();
    }
    // the maps are not all closed: the ranges hold several hexes on average
    assertTrue(reached > 300 * 3, "hexes reached: " + reached);
  }
}
