package scale;

import io.github.warpath.batch.Batch;
import io.github.warpath.batch.BatchItem;
import io.github.warpath.batch.BatchResult;
import io.github.warpath.efs.EfsRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;

public final class Batches {
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
    Unit unit = state.unit("35inf");
    MoveOrder order = scenario.order("35inf", "0302");
    List<MoveOrder> orders = List.of(order, scenario.order("35inf", "0302,0303"),
        scenario.order("35inf", "0302,0303,0403"));
    List<GameState> states = List.of(state,
        state.withUnit(unit.withPosition(scenario.position("0402"))));
    int threads = 2;

    List<String> results = new ArrayList<>();
    try (Batch batch = Batch.of(rules, threads)) {         // threads >= 1; 1 runs on the caller
      List<BatchResult> a = batch.check(state, orders);     // many orders, one state
      List<BatchResult> b = batch.checkVariants(states, order);   // one order, many states
      List<BatchResult> c = batch.check(List.of(            // any mix
          BatchItem.of(state.withUnit(unit.withPosition(scenario.position("0501"))), order),
          BatchItem.of(state.withEnvironment(state.environment().withWeather("mud")), order)));
      long n = batch.stream(orders.iterator(),
          (item, checker) -> checker.check(state, item).legal(), legal -> results.add("" + legal));
      System.out.println("a: " + a.stream().map(BatchResult::legal).toList());
      System.out.println("b: " + b.stream().map(BatchResult::legal).toList());
      System.out.println("c: " + c.stream().map(BatchResult::legal).toList());
      System.out.println("streamed " + n + ": " + results);
    }
  }
}
