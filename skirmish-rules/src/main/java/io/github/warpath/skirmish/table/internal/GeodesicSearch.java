package io.github.warpath.skirmish.table.internal;

import java.util.Arrays;

/**
 * The result of a {@link Geodesic} search: per node of its visibility graph, the distance from
 * the start, the node it was reached from and whether it was settled.
 */
public final class GeodesicSearch {
  /** Distance per node; index {@code n} is the start, {@code n + 1} the target. */
  public final double[] dist;
  /** Predecessor per node, -1 for none. */
  public final int[] prev;
  /** Whether the node was settled. */
  public final boolean[] done;

  GeodesicSearch(int size) {
    dist = new double[size];
    prev = new int[size];
    done = new boolean[size];
    Arrays.fill(dist, Double.POSITIVE_INFINITY);
    Arrays.fill(prev, -1);
  }
}
