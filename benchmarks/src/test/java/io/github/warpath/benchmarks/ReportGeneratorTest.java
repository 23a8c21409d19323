package io.github.warpath.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The report puts each EFS range beside the bare engine on the same map and weather. */
class ReportGeneratorTest {

  private static ReportGenerator.Result result(String method, String size, double score) {
    return new ReportGenerator.Result("17", "EfsRangeBenchmark", method,
        Map.of("mapSize", size), score, score / 10, "us/op", 0);
  }

  @Test
  void eachEfsRangeStandsBesideTheBareEngineOnTheSameMapAsARatio() {
    StringBuilder sb = new StringBuilder();
    ReportGenerator.efsAgainstBare(sb, List.of(result("efsMud", "100", 30),
        result("bareMud", "100", 12), result("efsDry", "100", 90), result("bareMud", "300", 5),
        result("efsMud", "300", 20)));
    String[] lines = sb.toString().split("\n");
    assertEquals("| 100x100 | mud | 30.0 us/op | 12.0 us/op | 2.50 |", lines[4]);
    assertEquals("| 300x300 | mud | 20.0 us/op | 5.00 us/op | 4.00 |", lines[5]);
    assertEquals(6, lines.length, "dry has no bare row, so no ratio: " + sb);
  }

  @Test
  void withoutBareRowsThereIsNoTable() {
    StringBuilder sb = new StringBuilder();
    ReportGenerator.efsAgainstBare(sb, List.of(result("efsMud", "100", 30)));
    assertEquals("", sb.toString());
  }
}
