package io.github.warpath.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.hexsystem.HexsystemRules;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import org.junit.jupiter.api.Test;

/** The benchmark position exercises what the benchmark claims: roads, zones, minimum moves. */
class HexsystemBenchStateTest {
  private final HexsystemRules rules = new HexsystemRules();
  private final HexsystemBenchState bench = new HexsystemBenchState(42L);

  @Test
  void theRangesMeetZonesOfControlAndRoads() {
    for (String mover : new String[] {"infantry", "armor"}) {
      Reach r = rules.reach(bench.state, MoveQuery.of(mover), new SearchBuffers());
      int stops = 0;
      int fractional = 0;
      for (int i = 0; i < r.size(); i++) {
        stops += r.mustStop(i) ? 1 : 0;
        fractional += r.costTicks(i) % r.ticksPerMp() != 0 ? 1 : 0;
      }
      assertTrue(r.size() > 30, mover + " reaches " + r.size());
      assertTrue(stops > 0, mover + " meets no zone of control");
      assertTrue(fractional > 0, mover + " uses no road");
    }
  }

  @Test
  void theHqMovesByItsMinimumMove() {
    Reach r = rules.reach(bench.state, MoveQuery.of("hq"), new SearchBuffers());
    boolean exceeded = false;
    for (int i = 0; i < r.size(); i++) {
      exceeded |= r.costTicks(i) > r.ticksPerMp() && r.mustStop(i);
    }
    assertTrue(exceeded, "no minimum move in the HQ's range");
  }

  @Test
  void everyMoverReachesItsPathTarget() {
    for (String mover : new String[] {"infantry", "armor", "hq"}) {
      Route route = rules.path(bench.state, MoveQuery.of(mover), bench.target(mover))
          .orElseThrow();
      assertEquals(route.cost().ticks(12), rules.pathCostTicks(bench.state,
          MoveQuery.of(mover), bench.target(mover), new SearchBuffers()));
      assertTrue(route.cost().ticks(12) > 0, mover);
    }
    Route armor = rules.path(bench.state, MoveQuery.of("armor"), bench.target("armor"))
        .orElseThrow();
    assertTrue(armor.steps().size() > 3, armor::toString);
  }
}
