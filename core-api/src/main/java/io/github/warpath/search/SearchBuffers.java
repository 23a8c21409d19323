package io.github.warpath.search;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * Reusable working memory for searches: cost and predecessor arrays, the bucket queue, the
 * result lists, and scratch objects that rule sets keep between queries.
 *
 * <p>Arrays grow to the largest query seen and are then reused; "visited" is an epoch stamp, so
 * nothing is cleared between queries. A query in steady state therefore allocates nothing but its
 * small result view.
 *
 * <p>Not thread-safe: use one instance per thread (a game loop usually holds one). A query that
 * finds the buffers in use by another thread throws {@link IllegalStateException} rather than
 * corrupting them; the check is one compare-and-set per query. A {@link
 * io.github.warpath.rules.Reach} computed with these buffers stays readable until the next query
 * on them.
 */
public final class SearchBuffers {
  static final int INITIAL = 64;
  private static final VarHandle OWNER;

  static {
    try {
      OWNER = MethodHandles.lookup().findVarHandle(SearchBuffers.class, "owner", Thread.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  /** The thread running a query on these buffers, or null; written through {@link #OWNER}. */
  @SuppressWarnings("unused")
  private volatile Thread owner;

  int generation;
  int epoch;

  // per arrival (node << 1 | terminal: whether the step into the node ended the move): the epoch
  // in the high half and the best cost in the low half, so that "seen in this query, and at what
  // cost" is one read; the predecessor node apart (written on improvement only)
  long[] best = new long[INITIAL];
  int[] pred = new int[INITIAL];

  // bucket queue: heads per bucket, entries are arrivals
  int[] head = filled(INITIAL);
  int maxBucket = -1;
  int[] entryValue = new int[INITIAL];
  int[] entryNext = new int[INITIAL];
  int entryCount;

  // per location
  int[] locStamp = new int[INITIAL];
  int[] locEntry = new int[INITIAL];

  // reach entries
  int[] entryLocation = new int[INITIAL];
  int[] entryCost = new int[INITIAL];
  int[] entryArrival = new int[INITIAL];
  boolean[] entryMustStop = new boolean[INITIAL];
  int entries;

  long edgesScanned;
  final Transition transition = new Transition();
  final Transition scratchTransition = new Transition();
  final WalkArrivals walkArrivals = new WalkArrivals();

  private Object[] scratchKeys = new Object[4];
  private Object[] scratchValues = new Object[4];
  private int scratchCount;

  /** Creates empty buffers; they grow on first use. */
  public SearchBuffers() {}

  private static int[] filled(int n) {
    int[] a = new int[n];
    Arrays.fill(a, -1);
    return a;
  }

  /**
   * A scratch object a rule set keeps in these buffers between queries (its compiled graph, say),
   * created on first use. Looking it up allocates nothing.
   *
   * @param <T> the object's type
   * @param key identifies the object, usually the rule set's graph class
   * @param create creates it on first use
   * @return the object
   */
  @SuppressWarnings("unchecked")
  public <T> T scratch(Object key, Supplier<? extends T> create) {
    for (int i = 0; i < scratchCount; i++) {
      if (scratchKeys[i] == key) {
        return (T) scratchValues[i];
      }
    }
    T value = create.get();
    if (scratchCount == scratchKeys.length) {
      scratchKeys = Arrays.copyOf(scratchKeys, scratchCount * 2);
      scratchValues = Arrays.copyOf(scratchValues, scratchCount * 2);
    }
    scratchKeys[scratchCount] = key;
    scratchValues[scratchCount] = value;
    scratchCount++;
    return value;
  }

  /**
   * The number of transitions the last query evaluated.
   *
   * @return the count
   */
  public long lastEdgesScanned() {
    return edgesScanned;
  }

  /**
   * Bytes held by the arrays, for memory reports.
   *
   * @return an estimate of the array payload in bytes
   */
  public long arrayBytes() {
    long ints = (long) best.length * 3 + head.length + entryValue.length * 2L
        + locStamp.length * 2L + entryLocation.length * 3L;
    return ints * 4 + entryMustStop.length;
  }

  /**
   * Claims the buffers for the calling thread for one query.
   *
   * @return true if this call claimed them (and must {@link #release}); false if the calling
   *     thread already holds them (a query inside a query)
   * @throws IllegalStateException if another thread is using them
   */
  boolean acquire() {
    Thread me = Thread.currentThread();
    if (OWNER.compareAndSet(this, (Thread) null, me)) {
      return true;
    }
    Thread other = owner;
    if (other == me) {
      return false;
    }
    throw new IllegalStateException("these SearchBuffers are in use by another thread ("
        + (other == null ? "just released" : other.getName()) + "): buffers belong to one thread"
        + " at a time; give each thread its own SearchBuffers (for example one per worker, or a"
        + " ThreadLocal)");
  }

  /**
   * Ends a query begun with {@link #acquire}.
   *
   * @param acquired what {@link #acquire} returned
   */
  void release(boolean acquired) {
    if (acquired) {
      OWNER.setRelease(this, (Thread) null);
    }
  }

  void prepare(int arrivals, int locations) {
    generation++;
    epoch++;
    if (epoch == Integer.MAX_VALUE) {
      Arrays.fill(best, 0L);
      Arrays.fill(locStamp, 0);
      epoch = 1;
    }
    if (best.length < arrivals) {
      int n = grow(best.length, arrivals);
      best = Arrays.copyOf(best, n);
      pred = new int[n];
    }
    if (locStamp.length < locations) {
      int n = grow(locStamp.length, locations);
      locStamp = Arrays.copyOf(locStamp, n);
      locEntry = new int[n];
      // a location is recorded in the range at most once
      entryLocation = new int[n];
      entryCost = new int[n];
      entryArrival = new int[n];
      entryMustStop = new boolean[n];
    }
    for (int b = 0; b <= maxBucket; b++) {
      head[b] = -1;
    }
    maxBucket = -1;
    entryCount = 0;
    entries = 0;
    edgesScanned = 0;
  }

  static int grow(int current, int needed) {
    long n = Math.max(current, 16);
    while (n < needed) {
      n *= 2;
    }
    return (int) Math.min(n, Integer.MAX_VALUE - 8);
  }

  /** Packs an epoch and a cost into one arrival's entry. */
  static long pack(int epoch, int cost) {
    return (long) epoch << 32 | (cost & 0xffffffffL);
  }

  /** The best cost of an arrival seen in this query. */
  int cost(int arrival) {
    return (int) best[arrival];
  }

  void push(int value, int bucket) {
    if (bucket >= head.length) {
      if (bucket >= Engine.MAX_BUCKETS) {
        throw new IllegalStateException("a rule set produced a path cost of " + bucket
            + " engine units; the engine allows at most " + Engine.MAX_BUCKETS);
      }
      int old = head.length;
      head = Arrays.copyOf(head, grow(old, bucket + 1));
      Arrays.fill(head, old, head.length, -1);
    }
    if (entryCount == entryValue.length) {
      int n = grow(entryValue.length, entryCount + 1);
      entryValue = Arrays.copyOf(entryValue, n);
      entryNext = Arrays.copyOf(entryNext, n);
    }
    entryValue[entryCount] = value;
    entryNext[entryCount] = head[bucket];
    head[bucket] = entryCount;
    entryCount++;
    if (bucket > maxBucket) {
      maxBucket = bucket;
    }
  }
}
