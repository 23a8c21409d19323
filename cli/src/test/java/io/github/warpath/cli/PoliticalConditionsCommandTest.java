package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hexsystem conditions that name a nationality or a country, given in a scenario file and
 * used from the command line: the move is judged under the political restrictions of 3.1.4.
 */
class PoliticalConditionsCommandTest {
  private static final String SCENARIO = """
      {"version": 1, "ruleSet": "hexsystem",
       "board": {"kind": "hex-map", "columns": 6, "rows": 2, "regions": [
         {"name": "japan", "kind": "country",
          "attributes": {"nationality": "japanese", "faction": "axis"}, "hexes": ["0101", "0202"]},
         {"name": "hopeh", "kind": "country",
          "attributes": {"nationality": "hopeh", "faction": "axis"}, "hexes": ["0301", "0402"]}]},
       "units": [{"id": "jap", "side": "axis", "nationality": "japanese", "kind": "infantry",
                  "steps": 2, "allowance": 4, "position": "0101"}],
       "environment": {"phase": "operational-movement", "activeSide": "axis",
                       "conditions": ["pre-war.japanese"]}}
      """;

  @Test
  void preWarOfANationalityInAScenarioFileForbidsLeavingHome(@TempDir Path dir)
      throws Exception {
    Path file = dir.resolve("pre-war.json");
    Files.writeString(file, SCENARIO);
    Cli.Run valid = Cli.run("validate", file.toString());
    assertEquals(0, valid.code(), valid.err());
    Cli.Run home = Cli.run("check", file.toString(), "--unit", "jap", "--path", "0202");
    assertEquals(0, home.code(), home.out() + home.err());
    Cli.Run abroad = Cli.run("check", file.toString(), "--unit", "jap", "--path", "0202,0301");
    assertEquals(1, abroad.code(), abroad.out() + abroad.err());
    assertTrue(abroad.out().contains("3.1.4") && abroad.out().contains("Pre-War"),
        abroad.out());
  }
}
