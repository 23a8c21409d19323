package scenarioformat;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import io.github.warpath.scenario.table.TableFormat;
import io.github.warpath.skirmish.fixed.MiniaturesFixedRules;
import io.github.warpath.skirmish.table.ReachRegion;
import io.github.warpath.skirmish.table.TablePoint;

public final class ReadTable {
  public static void main(String[] args) {
    ScenarioReader reader = ScenarioReader.of(RuleSets.of(new MiniaturesFixedRules()))
        .withBoardFormat(new TableFormat());
    Scenario farm = reader.read("""
        {"version": 1, "ruleSet": "miniatures-fixed",
         "board": {"kind": "table", "width": 36, "depth": 24, "features": [
           {"id": "wall", "kind": "obstacle", "line": [[8, 14], [15, 14], [15, 19]],
            "width": 0.5}]},
         "units": [{"id": "a", "side": "blue", "kind": "infantry",
                    "position": [[12, 9], [13.5, 9.5], [15, 10]]}],
         "environment": {"turn": 2, "activeSide": "blue"}}
        """, "farm.json");
    MiniaturesFixedRules rules = (MiniaturesFixedRules) farm.ruleSet();
    ReachRegion r = rules.reach(farm.state(), MoveQuery.of("a", "run"), 1);
    System.out.println("model 2 can run to (13.5, 20): " + r.contains(TablePoint.of(13.5, 20)));
    Verdict v = rules.check(farm.state(), farm.order("a", "12,13:13.5,13.5:15,13"));
    System.out.println(v);
  }
}
