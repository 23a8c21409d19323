package io.github.warpath.batch;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.state.GameState;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Judges many moves with one rule set over a fixed number of threads, each with its own search
 * buffers; results come back in input order and do not depend on the number of threads.
 *
 * <pre>{@code
 * try (Batch batch = Batch.of(rules, 2)) {
 *   List<BatchResult> results = batch.check(state, orders);             // many orders, one state
 *   List<BatchResult> moved = batch.check(List.of(                       // variants of a state
 *       BatchItem.of(state.withUnit(unit.withPosition(p)), order),
 *       BatchItem.of(state.withEnvironment(env.withWeather("mud")), order)));
 *   batch.stream(lines, (line, checker) -> judge(line, checker), out::println); // bounded memory
 * }
 * }</pre>
 *
 * <p>With one thread the work runs on the calling thread. With more, a list of orders is shared
 * by the calling thread and helper threads that each keep their own buffers, in small chunks
 * taken in turn so that all finish together; a stream is read and written on the calling thread
 * and judged on worker threads. Helpers and workers are daemon threads started on first use and
 * stopped by {@link #close()}. Between lists given back to back the helpers spin for a tenth of
 * a millisecond rather than sleep, since waking a sleeping core costs about as much on a virtual
 * machine; if several threads call at once, one shares its list with the helpers and the others
 * judge theirs alone. A batch may be used by several calling
 * threads at once; each chunk of work takes a {@link Checker} (with its buffers) that no other
 * chunk holds at the same time.
 *
 * <p>Cost: one check per item, as {@link io.github.warpath.rules.HexMovementRules#check(GameState,
 * MoveOrder, io.github.warpath.rules.SearchBuffers)} with reused buffers, plus a few
 * nanoseconds per item to hand chunks to the threads.
 */
public final class Batch implements AutoCloseable {

  /**
   * The work done on one item of a stream, on a worker thread.
   *
   * @param <T> the input item
   * @param <R> the result
   */
  @FunctionalInterface
  public interface Work<T, R> {
    /**
     * Turns one item into its result.
     *
     * @param item the item
     * @param checker the rule set and the buffers of the thread running this call
     * @return the result, emitted in input order
     */
    R apply(T item, Checker checker);
  }

  /** Items handed to a thread at a time, unless set otherwise. */
  public static final int DEFAULT_CHUNK = 1024;

  /** How many times each thread takes work from an in-memory batch, about, when it is short. */
  private static final int GRABS_PER_THREAD = 64;

  private final RuleSet rules;
  private final int threads;
  private final int chunk;
  private final ConcurrentLinkedQueue<Checker> idle = new ConcurrentLinkedQueue<>();
  private ExecutorService pool;
  private Crew crew;
  private boolean closed;

  private Batch(RuleSet rules, int threads, int chunk) {
    this.rules = Objects.requireNonNull(rules, "rules");
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, got " + threads);
    }
    if (chunk < 1) {
      throw new IllegalArgumentException("chunk must be at least 1, got " + chunk);
    }
    this.threads = threads;
    this.chunk = chunk;
  }

  /**
   * A batch over a number of threads.
   *
   * @param rules the rule set (thread-safe, as every rule set is)
   * @param threads worker threads, at least 1; 1 runs on the calling thread
   * @return the batch; close it to stop its threads
   */
  public static Batch of(RuleSet rules, int threads) {
    return new Batch(rules, threads, DEFAULT_CHUNK);
  }

  /**
   * The same batch settings with another chunk size: how many items a thread takes at a time,
   * and so, for {@link #stream}, how many results wait in memory per thread.
   *
   * @param items items per chunk, at least 1
   * @return a new batch (this one is unchanged and still needs closing)
   */
  public Batch withChunk(int items) {
    return new Batch(rules, threads, items);
  }

  /**
   * The rule set.
   *
   * @return the rule set
   */
  public RuleSet rules() {
    return rules;
  }

  /**
   * The number of threads.
   *
   * @return at least 1
   */
  public int threads() {
    return threads;
  }

  /**
   * Judges many orders against one state.
   *
   * @param state the state
   * @param orders the orders
   * @return one result per order, in order
   */
  public List<BatchResult> check(GameState state, List<MoveOrder> orders) {
    Objects.requireNonNull(state, "state");
    return run(orders.size(), (i, c) -> judge(i, c, state, orders.get(i)));
  }

  /**
   * Judges one order against many states (variants of one scenario, say).
   *
   * @param states the states
   * @param order the order
   * @return one result per state, in order
   */
  public List<BatchResult> checkVariants(List<GameState> states, MoveOrder order) {
    Objects.requireNonNull(order, "order");
    return run(states.size(), (i, c) -> judge(i, c, states.get(i), order));
  }

  /**
   * Judges items, each with its own state.
   *
   * @param items the items
   * @return one result per item, in order
   */
  public List<BatchResult> check(List<BatchItem> items) {
    return run(items.size(), (i, c) -> {
      BatchItem it = items.get(i);
      return judge(i, c, it.state(), it.order());
    });
  }

  /**
   * Runs work over a stream of items with bounded memory: the calling thread reads chunks from
   * the iterator, the threads work on at most two chunks each at a time, and the calling thread
   * hands each result to {@code out} in input order as soon as its chunk and those before it are
   * done. A runtime exception thrown by the work stops the stream and is rethrown here after
   * the results before its chunk were handed out.
   *
   * @param <T> the input item
   * @param <R> the result
   * @param in the items, read on the calling thread
   * @param work what to do with an item, on a worker thread
   * @param out receives the results in input order, on the calling thread
   * @return the number of items processed
   */
  public <T, R> long stream(Iterator<? extends T> in, Work<? super T, ? extends R> work,
      Consumer<? super R> out) {
    long count = 0;
    if (threads == 1) {
      List<T> items = new ArrayList<>(chunk);
      while (in.hasNext()) {
        items.clear();
        while (items.size() < chunk && in.hasNext()) {
          items.add(in.next());
        }
        for (R r : runChunk(items, work)) {
          out.accept(r);
        }
        count += items.size();
      }
      return count;
    }
    ExecutorService p = pool();
    ArrayDeque<Future<List<R>>> inFlight = new ArrayDeque<>();
    int limit = 2 * threads;
    try {
      while (in.hasNext()) {
        List<T> items = new ArrayList<>(chunk);
        while (items.size() < chunk && in.hasNext()) {
          items.add(in.next());
        }
        count += items.size();
        inFlight.add(p.submit(() -> runChunk(items, work)));
        if (inFlight.size() >= limit) {
          emit(inFlight.poll(), out);
        }
      }
      while (!inFlight.isEmpty()) {
        emit(inFlight.poll(), out);
      }
    } finally {
      for (Future<List<R>> f : inFlight) {
        f.cancel(true);
      }
    }
    return count;
  }

  private <T, R> List<R> runChunk(List<T> items, Work<? super T, ? extends R> work) {
    Checker c = take();
    try {
      List<R> results = new ArrayList<>(items.size());
      for (T t : items) {
        results.add(work.apply(t, c));
      }
      return results;
    } finally {
      idle.add(c);
    }
  }

  private static <R> void emit(Future<List<R>> f, Consumer<? super R> out) {
    for (R r : await(f)) {
      out.accept(r);
    }
  }

  private static <V> V await(Future<V> f) {
    try {
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for a batch", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException) {
        throw (RuntimeException) cause;
      }
      if (cause instanceof Error) {
        throw (Error) cause;
      }
      throw new IllegalStateException(cause);
    }
  }

  private static BatchResult judge(int i, Checker c, GameState state, MoveOrder order) {
    try {
      return new BatchResult(i, c.check(state, order), null);
    } catch (InvalidInputException e) {
      return new BatchResult(i, null, e);
    }
  }

  /** Work on the item at an index. */
  private interface Indexed {
    BatchResult apply(int index, Checker checker);
  }

  private List<BatchResult> run(int n, Indexed work) {
    BatchResult[] out = new BatchResult[n];
    if (threads == 1 || n < 2) {
      Checker c = take();
      try {
        for (int i = 0; i < n; i++) {
          out[i] = work.apply(i, c);
        }
      } finally {
        idle.add(c);
      }
      return Collections.unmodifiableList(Arrays.asList(out));
    }
    int grab = grabSize(n, threads, chunk);
    int chunks = (n + grab - 1) / grab;
    AtomicInteger next = new AtomicInteger();
    Consumer<Checker> share = c -> {
      try {
        int k;
        while ((k = next.getAndIncrement()) < chunks) {
          int end = Math.min(n, (k + 1) * grab);
          for (int i = k * grab; i < end; i++) {
            out[i] = work.apply(i, c);
          }
        }
      } catch (RuntimeException | Error e) {
        next.set(chunks);
        throw e;
      }
    };
    Checker own = take();
    try {
      if (!crew().tryRun(share, own)) {
        share.accept(own);
      }
    } finally {
      idle.add(own);
    }
    return Collections.unmodifiableList(Arrays.asList(out));
  }

  /**
   * How many items of an in-memory batch a thread takes at a time: at most the chunk, and small
   * enough that every thread can take about 64 times, so that the threads
   * finish together even when checks cost little and one late wake-up would leave a core idle.
   */
  static int grabSize(int n, int threads, int chunk) {
    long share = ((long) n + (long) threads * GRABS_PER_THREAD - 1) / ((long) threads * GRABS_PER_THREAD);
    return (int) Math.max(1, Math.min(chunk, share));
  }

  private Checker take() {
    Checker c = idle.poll();
    return c != null ? c : new Checker(rules);
  }

  private synchronized Crew crew() {
    if (closed) {
      throw new IllegalStateException("this batch is closed");
    }
    if (crew == null) {
      crew = new Crew(rules, threads - 1, "warpath-batch-helper-");
    }
    return crew;
  }

  private synchronized ExecutorService pool() {
    if (closed) {
      throw new IllegalStateException("this batch is closed");
    }
    if (pool == null) {
      AtomicInteger n = new AtomicInteger();
      ThreadFactory f = r -> {
        Thread t = new Thread(r, "warpath-batch-" + n.incrementAndGet());
        t.setDaemon(true);
        return t;
      };
      pool = Executors.newFixedThreadPool(threads, f);
    }
    return pool;
  }

  /** Stops the worker threads; a closed batch takes no more multi-threaded work. */
  @Override
  public synchronized void close() {
    closed = true;
    if (crew != null) {
      crew.stop();
      crew = null;
    }
    if (pool != null) {
      pool.shutdownNow();
      pool = null;
    }
  }
}
