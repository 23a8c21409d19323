package scale;

import io.github.warpath.efs.EfsRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;

public final class ReusedBuffers {
  public static void main(String[] args) {
    EfsRules rules = new EfsRules();
    Scenario scenario = ScenarioReader.of(RuleSets.of(rules)).read("""
        {"version": 1, "ruleSet": "efs",
         "board": {"kind": "hex-map", "columns": 6, "rows": 4,
                   "legend": {".": "clear", "w": "woods"},
                   "terrain": ["..ww..", "......", "......", "......"]},
         "units": [{"id": "35inf", "side": "axis", "kind": "infantry", "allowance": 2,
                    "position": "0202"}],
         "environment": {"phase": "regular-movement", "activeSide": "axis", "weather": "dry"}}
        """, "scenario.json");
    GameState state = scenario.state();
    MoveQuery query = MoveQuery.of("35inf");
    MoveOrder order = scenario.order("35inf", "0302,0303");
    Position from = scenario.position("0202");
    Position to = scenario.position("0302");

    SearchBuffers buffers = new SearchBuffers();          // one per thread, reused
    Verdict v = rules.check(state, order, buffers);        // HexMovementRules
    MoveOutcome o = rules.apply(state, order, buffers);
    Verdict step = rules.cost(state, query, from, to, buffers);
    System.out.println(v);
    System.out.println(scenario.describe(o.state().orElseThrow().unit("35inf").position()));
    System.out.println(step);
  }
}
