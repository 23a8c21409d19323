package io.github.warpath.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.efs.EfsRules;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import io.github.warpath.state.GameState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The benchmark's state written as a scenario file reads back as the same position. */
class BenchmarkScenarioTest {

  @Test
  void theWrittenScenarioHoldsTheBenchmarkUnitsAndGivesTheSameVerdicts(@TempDir Path dir)
      throws Exception {
    Path file = dir.resolve("efs100.json");
    BenchmarkScenario.main(new String[] {file.toString()});
    Scenario read = ScenarioReader.standard().read(file);
    GameState bench = BatchBenchmark.benchmarkState();
    GameState back = read.state();

    assertEquals("efs", read.ruleSet().id());
    assertEquals(100 * 100, back.hexMap().size());
    assertEquals(bench.units(), back.units());
    // labels have three-digit parts: column 1, row 100 no longer reads as column 11, row 0
    assertEquals("001100", back.hexMap().label(HexNumbering.fromRaw(0, 99)));

    EfsRules rules = new EfsRules();
    List<MoveOrder> orders = BatchBenchmark.oneStepOrders(bench);
    assertTrue(orders.size() >= 6, "orders: " + orders.size());
    SearchBuffers buffers = new SearchBuffers();
    for (MoveOrder o : orders) {
      Verdict a = rules.check(bench, o, buffers);
      Verdict b = rules.check(back, o, buffers);
      // reasons name hexes by label, which differ; what is decided must not
      assertEquals(a.legal(), b.legal(), o.toString());
      assertEquals(a.spent(), b.spent(), o.toString());
      assertEquals(a.end(), b.end(), o.toString());
      assertEquals(a.violations().size(), b.violations().size(), o.toString());
    }
    assertTrue(Files.size(file) > 100_000, "file of " + Files.size(file) + " bytes");
  }
}
