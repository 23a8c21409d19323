package io.github.warpath.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.efs.EfsRules;
import io.github.warpath.efs.EfsWeather;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Verdict;
import io.github.warpath.map.HexMap;
import io.github.warpath.search.SearchEngine;
import io.github.warpath.search.Transition;
import io.github.warpath.state.Position;
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

  @Test
  void theBareEngineOnTheSameMapPaysTheRulesFirstStepCosts() {
    EfsRules rules = new EfsRules();
    MoveQuery q = MoveQuery.of("pz");
    GameState mud = EfsRangeBenchmark.efsState(60, 42L, EfsWeather.MUD);
    StepCostGraph table = new StepCostGraph(rules, mud, q);
    assertEquals(12, table.ticksPerMp());
    assertEquals(12 * 12, table.allowance());
    assertTrue(table.legalSteps() > 500, table.legalSteps() + " legal steps");
    Reach bare = SearchEngine.reach(table, new SearchBuffers());
    Reach efs = rules.reach(mud, q, new SearchBuffers());
    assertTrue(bare.size() > 30, "range of " + bare.size());
    int same = 0;
    int cheaper = 0;
    for (int i = 0; i < efs.size(); i++) {
      int b = bare.indexOf(efs.position(i));
      if (b < 0) {
        continue;
      }
      // a table of first steps never prices a step above the rules, which may add road exits
      assertTrue(bare.costTicks(b) <= efs.costTicks(i), efs.position(i) + ": bare "
          + bare.cost(b) + ", efs " + efs.cost(i));
      same += bare.costTicks(b) == efs.costTicks(i) ? 1 : 0;
      cheaper += bare.costTicks(b) < efs.costTicks(i) ? 1 : 0;
    }
    assertTrue(same >= efs.size() / 3, same + " of " + efs.size() + " at the same cost");
    assertTrue(cheaper > 0, "in mud, leaving a minor road reprices the hex; a table cannot");
    assertTrue(bare.size() >= efs.size(), bare.size() + " hexes, efs " + efs.size());
    HexMap map = (HexMap) mud.board();
    int checked = 0;
    for (int i = 0; i < efs.size(); i++) {
      Route route = efs.route(i);
      if (route.steps().size() != 1) {
        continue;
      }
      Position to = route.end();
      Verdict one = rules.cost(mud, q, route.start(), to);
      for (int k = 0; k < 6; k++) {
        int n = map.neighbor(table.start(), k);
        if (n >= 0 && Position.hex(map.hex(n)).equals(to)) {
          Transition t = new Transition();
          assertEquals(StepCostGraph.LEGAL, table.transition(table.start(), 0, k, t), to + "");
          assertEquals(one.spent().ticks(12), t.cost, to + "");
          checked++;
        }
      }
    }
    assertTrue(checked >= 3, checked + " first steps checked");
  }
}
