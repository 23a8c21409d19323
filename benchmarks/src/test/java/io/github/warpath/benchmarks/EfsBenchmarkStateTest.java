package io.github.warpath.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.efs.EfsRules;
import io.github.warpath.efs.EfsWeather;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.Verdict;
import io.github.warpath.search.SearchBuffers;
import io.github.warpath.state.GameState;
import org.junit.jupiter.api.Test;

/** The EFS benchmark measures a real range: roads, zones of control, and routes the checker accepts. */
class EfsBenchmarkStateTest {

  @Test
  void theMudRangeFollowsRoadsAndEveryRouteIsLegalAtItsCost() {
    EfsRules rules = new EfsRules();
    GameState mud = EfsRangeBenchmark.efsState(60, 42L, EfsWeather.MUD);
    Reach r = rules.reach(mud, MoveQuery.of("pz"), new SearchBuffers());
    assertTrue(r.size() > 30, "range of " + r.size());
    boolean alongRoad = false;
    for (int i = 0; i < r.size(); i++) {
      Route route = r.route(i);
      Verdict v = rules.check(mud, MoveOrder.of(MoveQuery.of("pz"), route.toSteps()));
      assertTrue(v.legal(), v.toString());
      assertEquals(route.cost(), v.spent());
      alongRoad |= route.steps().stream().anyMatch(s -> s.note().contains("along"));
    }
    assertTrue(alongRoad);
  }
}
