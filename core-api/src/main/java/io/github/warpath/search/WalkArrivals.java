package io.github.warpath.search;

import java.util.Arrays;

/**
 * The arrivals of a {@link Walk} as parallel arrays, kept in {@link
 * io.github.warpath.rules.SearchBuffers} (see {@link EngineScratch}) so that a check allocates no
 * per-arrival objects: each arrival is an index; its layer's arrivals are contiguous. Sized to
 * the arrivals of one walk (a few per step), never to the map.
 */
final class WalkArrivals {
  int count;
  /** The record transitions are priced into. */
  final Transition transition = new Transition();
  int[] node = new int[16];
  int[] cost = new int[16];
  int[] stopRule = new int[16];
  int[] prev = new int[16];
  int[] slot = new int[16];
  boolean[] terminal = new boolean[16];
  /** The transition that led to the arrival ({@link #hasVia}): to, cost, flags, rule, argA, argB. */
  int[] via = new int[16 * 6];
  boolean[] hasVia = new boolean[16];

  /** The walk these arrivals belong to, made on the first walk and filled again on each. */
  Walk walk;
  /** The record a walk prices the transitions of a refused step into. */
  final Transition probe = new Transition();
  /** The record the transition into an arrival that ended the move is read into. */
  final Transition stopTransition = new Transition();
  /** The arrivals from the start to the end of a walk, in order ({@link #chain(int)}). */
  private int[] chain = new int[16];

  /** The failed transitions of a refused step: how many, and each with its slot and source. */
  int failures;
  Transition[] failure = new Transition[0];
  int[] failureSlot = new int[0];
  int[] failureSource = new int[0];
  /** Whether the failure is a legal transition out of an arrival that ended the move. */
  boolean[] failureAfterStop = new boolean[0];

  void clear() {
    count = 0;
  }

  /** An array of at least {@code n} arrival indices, overwritten by the next call. */
  int[] chain(int n) {
    if (chain.length < n) {
      chain = new int[Math.max(n, chain.length * 2)];
    }
    return chain;
  }

  /** Records a copy of a failed transition of a refused step. */
  void addFailure(Transition t, int slot, int source, boolean afterStop) {
    int k = failures;
    if (k == failure.length) {
      int m = Math.max(8, k * 2);
      failure = Arrays.copyOf(failure, m);
      failureSlot = Arrays.copyOf(failureSlot, m);
      failureSource = Arrays.copyOf(failureSource, m);
      failureAfterStop = Arrays.copyOf(failureAfterStop, m);
    }
    if (failure[k] == null) {
      failure[k] = new Transition();
    }
    failure[k].copyFrom(t);
    failureSlot[k] = slot;
    failureSource[k] = source;
    failureAfterStop[k] = afterStop;
    failures = k + 1;
  }

  /** Appends an arrival. */
  void add(int n, int c, boolean term, int rule, int from, int s, Transition t) {
    if (count == node.length) {
      int m = count * 2;
      node = Arrays.copyOf(node, m);
      cost = Arrays.copyOf(cost, m);
      stopRule = Arrays.copyOf(stopRule, m);
      prev = Arrays.copyOf(prev, m);
      slot = Arrays.copyOf(slot, m);
      terminal = Arrays.copyOf(terminal, m);
      via = Arrays.copyOf(via, m * 6);
      hasVia = Arrays.copyOf(hasVia, m);
    }
    set(count, n, c, term, rule, from, s, t);
    count++;
  }

  /** Overwrites an arrival. */
  void set(int i, int n, int c, boolean term, int rule, int from, int s, Transition t) {
    node[i] = n;
    cost[i] = c;
    terminal[i] = term;
    stopRule[i] = rule;
    prev[i] = from;
    slot[i] = s;
    hasVia[i] = t != null;
    if (t != null) {
      int k = i * 6;
      via[k] = t.to;
      via[k + 1] = t.cost;
      via[k + 2] = t.flags;
      via[k + 3] = t.rule;
      via[k + 4] = t.argA;
      via[k + 5] = t.argB;
    }
  }

  /** Copies an arrival's transition into a record (cleared if it has none). */
  void viaInto(int i, Transition t) {
    t.clear();
    if (hasVia[i]) {
      int k = i * 6;
      t.to = via[k];
      t.cost = via[k + 1];
      t.flags = via[k + 2];
      t.rule = via[k + 3];
      t.argA = via[k + 4];
      t.argB = via[k + 5];
    }
  }
}
