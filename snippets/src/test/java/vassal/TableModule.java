package vassal;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import io.github.warpath.scenario.table.TableFormat;
import io.github.warpath.skirmish.fixed.MiniaturesFixedRules;
import io.github.warpath.skirmish.table.ReachRegion;
import io.github.warpath.skirmish.table.TablePoint;

public final class TableModule {
  public static void main(String[] args) {
    String scenarioJson = """
        {"version": 1, "ruleSet": "miniatures-fixed",
         "board": {"kind": "table", "width": 36, "depth": 24, "features": [
           {"id": "crag", "kind": "impassable", "rectangle": [20, 13, 25, 17]}]},
         "units": [{"id": "a", "side": "blue", "kind": "infantry",
                    "position": [[12, 9], [13.5, 9.5], [15, 10]]}],
         "environment": {"turn": 1, "activeSide": "blue"}}
        """;
    ScenarioReader reader = ScenarioReader.of(RuleSets.of(new MiniaturesFixedRules()))
        .withBoardFormat(new TableFormat());                      // explicit, no service loading
    Scenario s = reader.read(scenarioJson, "farm.json");
    MiniaturesFixedRules rules = (MiniaturesFixedRules) s.ruleSet();
    ReachRegion r = rules.reach(s.state(), MoveQuery.of("a", "run"), 0);   // model 1 of unit a
    boolean fits = r.contains(TablePoint.of(20, 12));
    String svg = rules.reachSvg(s.state(), MoveQuery.of("a", "run"), 0);    // to show in a window
    System.out.println("model 1 can run to (20, 12): " + fits);
    System.out.println("model 1 can run to (22, 15), on the crag: "
        + r.contains(TablePoint.of(22, 15)));
    System.out.println(svg.startsWith("<svg") ? "an SVG picture" : "no picture");
  }
}
