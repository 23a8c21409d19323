package io.github.warpath.internal.arena;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * The engine's working memory: cost and predecessor arrays, the bucket queue and the range's
 * entries, plus the claim of the thread running a query. One lives inside each {@code
 * SearchBuffers}, which keeps it in a private field; the engine reads that field and then these
 * arrays directly, so its hot loop works on plain fields and locals.
 *
 * <p>Fields are public so that the engine, in another package, reads them without calls; the
 * class stays out of the published API because this package is not exported. It depends on
 * nothing but {@code java.base}, so both the caller API (which holds it) and the engine (which
 * runs on it) may depend on it without depending on each other.
 *
 * <p>Arrays grow to the largest query seen and are then reused; "visited" is an epoch stamp, so
 * nothing is cleared between queries.
 */
public final class SearchArena {
  /** The length of every array before its first growth. */
  public static final int INITIAL = 64;
  /** The most buckets (engine units of path cost) a search may use. */
  public static final int MAX_BUCKETS = 1 << 22;
  private static final VarHandle OWNER;

  static {
    try {
      OWNER = MethodHandles.lookup().findVarHandle(SearchArena.class, "owner", long.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  /**
   * The id of the thread running a query on these buffers, or 0; written through {@link #OWNER}.
   * An id rather than the thread itself: a reference stored here at every query would run the
   * collector's write barrier (a fence under G1) where a number runs none.
   */
  @SuppressWarnings("unused")
  private volatile long owner;

  /** Counts queries, so that a range can tell it was read from buffers that have moved on. */
  public int generation;
  /** The stamp of the running query in {@link #best} and {@link #locStamp}. */
  public int epoch;

  /**
   * Per arrival ({@code node << 1 | terminal}, terminal being whether the step into the node
   * ended the move): the epoch in the high half and the best cost in the low half, so that "seen
   * in this query, and at what cost" is one read.
   */
  public long[] best = new long[INITIAL];
  /** Per arrival: the node it was reached from, or -1 for the start; written on improvement. */
  public int[] pred = new int[INITIAL];

  /** The bucket queue: the first entry of each bucket, or -1. */
  public int[] head = filled(INITIAL);
  /** The highest bucket holding entries. */
  public int maxBucket = -1;
  /** The queue's entries: an arrival each. */
  public int[] entryValue = new int[INITIAL];
  /** The queue's entries: the next entry of the same bucket, or -1. */
  public int[] entryNext = new int[INITIAL];
  /** The number of queue entries in use. */
  public int entryCount;

  /** Per location: the epoch in which it was recorded in the range. */
  public int[] locStamp = new int[INITIAL];
  /** Per location: its range entry, valid where {@link #locStamp} is this query's epoch. */
  public int[] locEntry = new int[INITIAL];

  /** Range entries: the location. */
  public int[] entryLocation = new int[INITIAL];
  /** Range entries: the cheapest cost. */
  public int[] entryCost = new int[INITIAL];
  /** Range entries: the cheapest arrival. */
  public int[] entryArrival = new int[INITIAL];
  /** Range entries: whether every arrival at the cheapest cost ends the move. */
  public boolean[] entryMustStop = new boolean[INITIAL];
  /** The number of range entries. */
  public int entries;

  /** The transitions the last query evaluated. */
  public long edgesScanned;

  /** Creates empty memory; it grows on first use. */
  public SearchArena() {}

  private static int[] filled(int n) {
    int[] a = new int[n];
    Arrays.fill(a, -1);
    return a;
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
   * Claims the memory for the calling thread for one query.
   *
   * @return true if this call claimed it (and must {@link #release}); false if the calling
   *     thread already holds it (a query inside a query)
   * @throws IllegalStateException if another thread is using it
   */
  public boolean acquire() {
    long me = Thread.currentThread().getId();
    if (OWNER.compareAndSet(this, 0L, me)) {
      return true;
    }
    long other = owner;
    if (other == me) {
      return false;
    }
    throw new IllegalStateException("these SearchBuffers are in use by another thread ("
        + (other == 0 ? "just released" : nameOf(other)) + "): buffers belong to one thread"
        + " at a time; give each thread its own SearchBuffers (for example one per worker, or a"
        + " ThreadLocal)");
  }

  /** The name of a live thread by its id, else the id; only for the message above. */
  private static String nameOf(long id) {
    for (Thread t : Thread.getAllStackTraces().keySet()) {
      if (t.getId() == id) {
        return t.getName();
      }
    }
    return "thread id " + id;
  }

  /**
   * Ends a query begun with {@link #acquire}.
   *
   * @param acquired what {@link #acquire} returned
   */
  public void release(boolean acquired) {
    if (acquired) {
      OWNER.setRelease(this, 0L);
    }
  }

  /**
   * Starts a query: a new epoch, arrays large enough, an empty queue and range.
   *
   * @param arrivals the arrivals of the query's graph
   * @param locations the locations of the query's graph
   */
  public void prepare(int arrivals, int locations) {
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

  /**
   * The length an array grows to: doubled from at least 16 until it holds what is needed.
   *
   * @param current the length now
   * @param needed the length needed
   * @return the new length, at most the largest array a JVM allows
   */
  public static int grow(int current, int needed) {
    long n = Math.max(current, 16);
    while (n < needed) {
      n *= 2;
    }
    return (int) Math.min(n, Integer.MAX_VALUE - 8);
  }

  /**
   * Packs an epoch and a cost into one arrival's entry of {@link #best}.
   *
   * @param epoch the epoch
   * @param cost the cost
   * @return the entry
   */
  public static long pack(int epoch, int cost) {
    return (long) epoch << 32 | (cost & 0xffffffffL);
  }

  /**
   * The best cost of an arrival seen in this query.
   *
   * @param arrival the arrival
   * @return its cost
   */
  public int cost(int arrival) {
    return (int) best[arrival];
  }

  /**
   * Queues an arrival in a bucket, growing the queue as needed.
   *
   * @param value the arrival
   * @param bucket its bucket
   * @throws IllegalStateException if the bucket is beyond {@link #MAX_BUCKETS}
   */
  public void push(int value, int bucket) {
    if (bucket >= head.length) {
      if (bucket >= MAX_BUCKETS) {
        throw new IllegalStateException("a rule set produced a path cost of " + bucket
            + " engine units; the engine allows at most " + MAX_BUCKETS);
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
