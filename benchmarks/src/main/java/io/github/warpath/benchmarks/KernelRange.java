package io.github.warpath.benchmarks;

import java.util.Arrays;

/**
 * The machine's limit for a range query: the same search as the engine's (Dial buckets, epoch
 * stamps, zones of control that end the move) hand-written over flat arrays for this one map,
 * with no rule-set abstraction at all. It shows what the engine's generality costs.
 */
public final class KernelRange {
  private final int[] neighbors;
  private final int[] cost;
  private final boolean[] zoc;
  private final int start;
  private final int[] stamp;
  private final int[] best;
  private int[] head;
  private int[] next = new int[1024];
  private int[] node = new int[1024];
  private final int[] settled;
  private final int[] pred;
  private int epoch;

  /**
   * Prepares the arrays for a map.
   *
   * @param bench the map
   */
  public KernelRange(BenchMap bench) {
    int n = bench.map.size();
    neighbors = new int[n * 6];
    for (int i = 0; i < n; i++) {
      for (int d = 0; d < 6; d++) {
        neighbors[i * 6 + d] = bench.map.neighbor(i, d);
      }
    }
    cost = bench.cost;
    zoc = bench.zoc;
    start = bench.start;
    stamp = new int[n];
    best = new int[n];
    head = new int[4096];
    Arrays.fill(head, -1);
    settled = new int[n];
    pred = new int[n];
  }

  /**
   * Computes the range and returns the count and cost sum.
   *
   * @param allowance the allowance in half points
   * @param useZoc whether zones of control stop the move
   * @return count and cost sum, packed
   */
  public long range(int allowance, boolean useZoc) {
    return search(allowance, useZoc, -1);
  }

  /**
   * The cheapest path cost from the start to a target, no zones of control: the same search,
   * stopped when the target is settled.
   *
   * @param target the target hex index
   * @return the path cost in half points, or -1 if the target cannot be reached
   */
  public int path(int target) {
    long r = search(Integer.MAX_VALUE / 4, false, target);
    return r < 0 ? -1 : (int) r;
  }

  /**
   * The search. With a target it returns the target's cost as soon as it is settled (or -1);
   * without, the settled count and cost sum, packed.
   */
  private long search(int allowance, boolean useZoc, int target) {
    int e = ++epoch;
    int[] heads = head;
    stamp[start] = e;
    best[start] = 0;
    node[0] = start;
    next[0] = -1;
    heads[0] = 0;
    int top = 0;
    int entries = 1;
    int settledCount = 0;
    long sum = 0;
    for (int c = 0; c <= top; c++) {
      int x = heads[c];
      heads[c] = -1;
      while (x != -1) {
        int v = node[x];
        x = next[x];
        if (best[v] != c) {
          continue;
        }
        if (v == target) {
          for (int r = c + 1; r <= top; r++) {
            heads[r] = -1;
          }
          return c;
        }
        settled[settledCount++] = v;
        sum += c;
        if (useZoc && zoc[v] && v != start) {
          continue;
        }
        int base = v * 6;
        for (int d = 0; d < 6; d++) {
          int to = neighbors[base + d];
          if (to < 0) {
            continue;
          }
          int k = cost[to];
          int nc = c + k;
          if (k < 0 || nc > allowance || (stamp[to] == e && nc >= best[to])) {
            continue;
          }
          stamp[to] = e;
          best[to] = nc;
          pred[to] = v;
          if (entries == node.length) {
            node = Arrays.copyOf(node, entries * 2);
            next = Arrays.copyOf(next, entries * 2);
          }
          if (nc >= heads.length) {
            int old = heads.length;
            heads = head = Arrays.copyOf(heads, Math.max(nc + 1, old * 2));
            Arrays.fill(heads, old, heads.length, -1);
          }
          node[entries] = to;
          next[entries] = heads[nc];
          heads[nc] = entries++;
          if (nc > top) {
            top = nc;
          }
        }
      }
    }
    return target >= 0 ? -1 : (long) settledCount << 32 | sum;
  }
}
