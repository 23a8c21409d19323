package io.github.warpath.benchmarks;

import io.github.warpath.rules.Reach;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.search.SearchEngine;
import java.util.Locale;

/**
 * Counts, outside any timed loop, how many hexes each benchmarked range query settles and how
 * many transitions (edges) it scans, so times can be read as nanoseconds per edge and per hex.
 * Prints JSON: one object per benchmark configuration.
 */
public final class ScanCounts {
  private ScanCounts() {}

  /**
   * Prints the counts.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    StringBuilder sb = new StringBuilder("[\n");
    boolean first = true;
    for (int size : new int[] {100, 300}) {
      BenchMap bench = new BenchMap(size, 42L);
      for (int allowance : new int[] {24, 80}) {
        for (boolean zoc : new boolean[] {true, false}) {
          first = line(sb, first, "RangeQueryBenchmark", size, allowance, zoc,
              SearchEngine.reach(new BareGraph(bench, zoc).allowance(allowance),
                  new SearchBuffers()));
        }
      }
    }
    BenchMap big = new BenchMap(300, 42L);
    for (int allowance : new int[] {8, 16, 32, 64, 128, 256, 512}) {
      first = line(sb, first, "ScalingBenchmark", 300, allowance, false,
          SearchEngine.reach(new BareGraph(big, false).allowance(allowance),
              new SearchBuffers()));
    }
    sb.append("\n]\n");
    System.out.print(sb);
  }

  private static boolean line(StringBuilder sb, boolean first, String benchmark, int size,
      int allowance, boolean zoc, Reach r) {
    if (!first) {
      sb.append(",\n");
    }
    sb.append(String.format(Locale.ROOT,
        "  {\"benchmark\": \"%s\", \"mapSize\": %d, \"allowance\": %d, \"zoc\": %b,"
            + " \"hexes\": %d, \"edges\": %d}",
        benchmark, size, allowance, zoc, r.size(), r.edgesScanned()));
    return false;
  }
}
