package scenarioformat;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import io.github.warpath.scenario.ScenarioWriter;

public final class ReadAndWrite {
  public static void main(String[] args) {
    ScenarioReader reader = ScenarioReader.standard();          // installed rule sets and formats
    // reader.read(Path.of("examples/scenarios/efs-mud-road.json")) reads a file
    Scenario s = reader.read("""
        {"version": 1, "ruleSet": "efs",
         "board": {"kind": "hex-map", "columns": 4, "rows": 3,
                   "legend": {".": "clear", "w": "woods"},
                   "terrain": ["..w.", "....", "...."]},
         "units": [{"id": "recon", "side": "axis", "kind": "infantry", "allowance": 2,
                    "position": "0102"}],
         "environment": {"phase": "regular-movement", "activeSide": "axis", "weather": "dry"}}
        """, "road.json");
    Reach reach = s.hexRules().reach(s.state(), MoveQuery.of("recon"));
    System.out.println("hexes in range: " + reach.size());
    String text = ScenarioWriter.write(s);                      // reads back to the same state
    System.out.println(text.equals(ScenarioWriter.write(reader.read(text, "again.json"))));
  }
}
