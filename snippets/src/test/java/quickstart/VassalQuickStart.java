package quickstart;

import io.github.warpath.efs.EfsRules;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import java.util.ArrayList;
import java.util.List;

public final class VassalQuickStart {
  // VASSAL loads module code through its own class loader: register the rule sets explicitly.
  private static final ScenarioReader READER = ScenarioReader.of(RuleSets.of(new EfsRules()));

  /** The labels, as the module's map draws them, of every hex the unit can reach. */
  static List<String> range(String scenarioJson, String unitId) {
    Scenario scenario = READER.read(scenarioJson, "scenario.json");
    Reach reach = scenario.hexRules().reach(scenario.state(), MoveQuery.of(unitId));
    List<String> labels = new ArrayList<>();
    for (int i = 0; i < reach.size(); i++) {
      labels.add(scenario.describe(reach.position(i)));
    }
    return labels;
  }

  public static void main(String[] args) {
    String scenario = """
        {"version": 1, "ruleSet": "efs",
         "board": {"kind": "hex-map", "columns": 6, "rows": 4,
                   "numbering": {"locationFormat": "w$gridLocation$", "columnOffset": 45},
                   "legend": {".": "clear", "w": "woods"},
                   "terrain": ["..ww..", "......", "......", "......"]},
         "units": [{"id": "35inf", "side": "axis", "kind": "infantry", "allowance": 2,
                    "position": "w4602"}],
         "environment": {"phase": "regular-movement", "activeSide": "axis", "weather": "dry"}}
        """;
    System.out.println(range(scenario, "35inf"));
  }
}
