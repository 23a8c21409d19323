package io.github.warpath.benchmarks;

import io.github.warpath.efs.EfsRules;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.map.HexMap;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioWriter;
import io.github.warpath.state.GameState;
import java.nio.file.Path;

/**
 * Writes the state of {@link BatchBenchmark} (the seeded 100×100 EFS map and its units) as a
 * scenario file, so that measurements outside JMH, such as the Spark module's {@code
 * CheckThroughput}, can run on the very map the batch API's gates are measured on.
 *
 * <p>The benchmark's map labels hexes with two-digit parts, which cannot tell column 1, row 100
 * from column 11, row 00, so the file gives the parts three digits ({@code 001100}); positions
 * and everything else are unchanged.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.github.warpath.benchmarks.BenchmarkScenario
 *   efs100.json</pre>
 */
public final class BenchmarkScenario {
  private BenchmarkScenario() {}

  /**
   * Writes the file.
   *
   * @param args the file to write
   */
  public static void main(String[] args) {
    if (args.length != 1) {
      throw new IllegalArgumentException("usage: BenchmarkScenario FILE");
    }
    ScenarioWriter.write(Scenario.of(new EfsRules(), state(), "efs-100",
        "The batch benchmark's 100x100 EFS map and units"), Path.of(args[0]));
  }

  /**
   * The benchmark's state, its hexes labelled with three-digit parts.
   *
   * @return the state
   */
  static GameState state() {
    GameState s = BatchBenchmark.benchmarkState();
    HexMap map = s.hexMap().toBuilder().numbering(HexNumbering.standard().toBuilder()
        .columnLeading(2).rowLeading(2).build()).build();
    return GameState.builder().ruleSet(s.ruleSet()).board(map).units(s.units())
        .markers(s.markers()).environment(s.environment()).charts(s.charts()).build();
  }
}
