package vassal;

import io.github.warpath.efs.EfsRules;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;

public final class MovementRange {
  private final RuleSets rules = RuleSets.of(new EfsRules());   // explicit registration
  // or: RuleSets.load(MovementRange.class.getClassLoader()) if the module's loader sees
  // META-INF/services/io.github.warpath.rules.RuleSet

  /** The labels, as the map draws them, of the hexes the unit can reach. */
  String range(String scenarioJson, String unitId) {
    Scenario s = ScenarioReader.of(rules).read(scenarioJson, "scenario.json");
    Reach reach = s.hexRules().reach(s.state(), MoveQuery.of(unitId));
    StringBuilder hexes = new StringBuilder();
    for (int i = 0; i < reach.size(); i++) {
      hexes.append(s.describe(reach.position(i))).append(' ');   // labels as the map draws them
    }
    return hexes.toString().trim();
  }

  public static void main(String[] args) {
    String scenario = """
        {"version": 1, "ruleSet": "efs",
         "board": {"kind": "hex-map", "columns": 5, "rows": 4,
                   "numbering": {"locationFormat": "w$gridLocation$", "columnOffset": 45},
                   "legend": {".": "clear", "w": "woods"},
                   "terrain": [".w...", ".....", ".....", "....."]},
         "units": [{"id": "35inf", "side": "axis", "kind": "infantry", "allowance": 1,
                    "position": "w4702"}],
         "environment": {"phase": "regular-movement", "activeSide": "axis", "weather": "dry"}}
        """;
    System.out.println(new MovementRange().range(scenario, "35inf"));
  }
}
