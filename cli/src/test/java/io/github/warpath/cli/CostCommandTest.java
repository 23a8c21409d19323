package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.JsonValue;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code warpath cost}: one step. */
class CostCommandTest {

  @Test
  void enteringWoodsCostsTwo() {
    Cli.Run r = Cli.run("cost", Cli.ROAD, "--unit", "recon", "--from", "0405", "--to", "0404");
    assertEquals(0, r.code(), r.err());
    assertEquals("recon from 0405 to 0404: 2 MP, legal (4 MP allowance).\n"
        + "    1. 0404       +2 MP     = 2 MP\n", r.out());
  }

  @Test
  void theStepStartsWhereTheUnitIsByDefault() {
    Cli.Run r = Cli.run("cost", Cli.ROAD, "--unit", "recon", "--to", "0504");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().startsWith("recon from 0405 to 0504: ½ MP, legal"), r.out());
  }

  @Test
  void crossingAStreamAddsOne() {
    Cli.Run r = Cli.run("cost", Cli.ROAD, "--unit", "recon", "--from", "0703", "--to", "0804",
        "--json");
    assertEquals(0, r.code(), r.err());
    JsonValue j = r.json();
    assertEquals(List.of("command", "version", "from", "to", "ruleSet", "units", "mode",
        "legal", "spent", "spentTwelfths", "allowance", "allowanceTwelfths", "end", "steps",
        "violations", "warnings"), List.copyOf(j.members().keySet()));
    assertEquals("0703", j.get("from").text());
    assertEquals(24, j.get("spentTwelfths").integer(0, 99), "clear 1 + stream 1");
  }

  @Test
  void aLakeCannotBeEnteredAndTheRuleIsNamed() {
    Cli.Run r = Cli.run("cost", Cli.ROAD, "--unit", "recon", "--from", "0504", "--to", "0505");
    assertEquals(1, r.code());
    assertTrue(r.out().contains("example 1 Terrain - step 1, 0505: lakes cannot be entered"),
        r.out());
  }
}
