package io.github.warpath.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.mutation.annotation.InRange;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.ReachEntry;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import io.github.warpath.testrules.TestRules;
import io.github.warpath.testrules.TestRules.Side;
import io.github.warpath.testrules.TestRules.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The engine's invariants on random maps: every hex of a range has a route the checker accepts
 * at the same cost; random walks the checker accepts never beat the range; costs are never
 * negative; A* and plain searches agree.
 */
class EngineProperties {
  private static final TestRules RULES = new TestRules();

  static GameState randomState(SplittableRandom rnd, int size) {
    HexMap.Builder b = TestRules.map(size, size);
    for (int c = 0; c < size; c++) {
      for (int r = 0; r < size; r++) {
        int k = rnd.nextInt(20);
        Hex h = b.hexAt(c, r);
        if (k < 3) {
          b.hex(h, Terrain.WOODS);
        } else if (k < 5) {
          b.hex(h, Terrain.ROUGH);
        } else if (k < 6) {
          b.hex(h, Terrain.WATER);
        } else if (k < 7 && rnd.nextInt(4) == 0) {
          b.hex(h, Terrain.PORT);
        }
        if (rnd.nextInt(8) == 0) {
          Hex n = h.neighbor(HexDirection.of(rnd.nextInt(6)));
          if (c > 0 && r > 0 && c < size - 1 && r < size - 1) {
            b.side(h, n, Side.RIVER);
          }
        }
      }
    }
    for (int k = 0; k < 3; k++) {
      List<Hex> road = new ArrayList<>();
      Hex h = b.hexAt(rnd.nextInt(size), rnd.nextInt(size));
      road.add(h);
      for (int i = 0; i < size; i++) {
        Hex n = h.neighbor(HexDirection.of(rnd.nextInt(6)));
        if (!inside(n, size)) {
          break;
        }
        road.add(n);
        h = n;
      }
      if (road.size() > 1) {
        b.path(Side.ROAD, road);
      }
    }
    HexMap map = b.build();
    List<Unit> units = new ArrayList<>();
    units.add(Unit.builder().id("mover").side("blue").kind("any")
        .allowance(Mp.ofHalves(rnd.nextInt(0, 16)))
        .position(Position.hex(map.hex(rnd.nextInt(map.size())))).build());
    int enemies = rnd.nextInt(0, 4);
    for (int i = 0; i < enemies; i++) {
      Hex at = map.hex(rnd.nextInt(map.size()));
      if (!at.equals(units.get(0).hexOrNull())) {
        units.add(Unit.builder().id("enemy" + i).side("red").kind("any")
            .position(Position.hex(at)).build());
      }
    }
    return GameState.builder().ruleSet("test").board(map).units(units).build();
  }

  private static boolean inside(Hex h, int size) {
    int c = io.github.warpath.hex.HexNumbering.rawColumn(h);
    int r = io.github.warpath.hex.HexNumbering.rawRow(h);
    return c >= 0 && r >= 0 && c < size && r < size;
  }

  @FuzzTest(maxDuration = "60s")
  void everyReachableHexHasACheckedRouteAtTheSameCost(long seed,
      @InRange(min = 3, max = 14) int size) {
    SplittableRandom rnd = new SplittableRandom(seed);
    SearchBuffers buffers = new SearchBuffers();
    for (int round = 0; round < 12; round++) {
      GameState s = randomState(rnd, size);
      MoveQuery q = MoveQuery.of("mover");
      Reach reach = RULES.reach(s, q, buffers);
      List<ReachEntry> entries = reach.entries();
      assertEquals(s.unit("mover").position(), entries.get(0).position());
      assertEquals(Mp.ZERO, entries.get(0).cost());
      for (ReachEntry e : entries) {
        assertTrue(e.cost().compareTo(Mp.ZERO) >= 0);
        Route r = RULES.path(s, q, e.position(), buffers).orElseThrow(
            () -> new AssertionError("no path to a reachable " + e.position()));
        assertEquals(e.cost(), r.cost());
        Verdict v = RULES.check(s, MoveOrder.of(q, r.toSteps()));
        assertTrue(v.legal(), v::toString);
        assertEquals(e.cost(), v.spent());
        assertEquals(e.position(), v.end().orElseThrow());
        if (r.mustStop()) {
          assertTrue(r.steps().size() > 0);
        }
      }
    }
  }

  @FuzzTest(maxDuration = "60s")
  void aLegalRandomWalkNeverBeatsTheRange(long seed, @InRange(min = 3, max = 12) int size) {
    SplittableRandom rnd = new SplittableRandom(seed);
    SearchBuffers buffers = new SearchBuffers();
    for (int round = 0; round < 20; round++) {
      GameState s = randomState(rnd, size);
      MoveQuery q = MoveQuery.of("mover");
      List<ReachEntry> entries = RULES.reach(s, q, buffers).entries();
      HexMap map = s.hexMap();
      for (int w = 0; w < 10; w++) {
        List<Step> steps = new ArrayList<>();
        Hex h = s.unit("mover").hexOrNull();
        int len = rnd.nextInt(1, 6);
        for (int i = 0; i < len; i++) {
          Hex n = h.neighbor(HexDirection.of(rnd.nextInt(6)));
          if (!map.contains(n)) {
            break;
          }
          steps.add(Step.enter(n));
          h = n;
        }
        Verdict v = RULES.check(s, MoveOrder.of(q, steps));
        assertTrue(v.spent().compareTo(Mp.ZERO) >= 0);
        if (v.legal()) {
          Position end = v.end().orElseThrow();
          ReachEntry e = entries.stream().filter(x -> x.position().equals(end)).findFirst()
              .orElseThrow(() -> new AssertionError("legal walk ends outside the range: " + v));
          assertTrue(e.cost().compareTo(v.spent()) <= 0, "range is the cheapest");
          assertEquals(s.unit("mover").withPosition(end), RULES.apply(s, MoveOrder.of(q, steps))
              .state().orElseThrow().unit("mover"));
        } else {
          assertTrue(v.violations().stream().allMatch(x -> x.rule().ruleSet().equals("test")));
        }
      }
    }
  }
}
