package io.github.warpath.batch;

import io.github.warpath.rules.RuleSet;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;

/**
 * The helper threads that share an in-memory batch with the calling thread: each helper keeps its
 * own {@link Checker} for its whole life, so its buffers stay warm in its core's cache, and waits
 * for work by spinning a short while before it sleeps.
 *
 * <p>Why not an executor: on a virtual machine a sleeping core can take a tenth of a millisecond
 * to wake, and an executor hands each task's checker to whichever thread runs it. For checks of a
 * fifth of a microsecond in batches of a few milliseconds, both costs together left a second
 * thread doing a third of the work. A helper that has just finished spins for {@value #SPIN_NANOS}
 * ns before it parks, so batches given back to back start at once.
 *
 * <p>One calling thread at a time: {@link #tryRun} refuses, rather than waits, when another
 * caller is using the crew, and that caller then does its work alone.
 */
final class Crew {
  /** How long a helper or the waiting caller spins before it parks, in nanoseconds. */
  static final long SPIN_NANOS = 100_000;

  private final Helper[] helpers;
  private final Object gate = new Object();
  private boolean busy;
  private volatile Thread waiter;

  /**
   * Starts the helpers.
   *
   * @param rules the rule set each helper's checker uses
   * @param count how many helpers, at least 1
   * @param name the prefix of their thread names
   */
  Crew(RuleSet rules, int count, String name) {
    helpers = new Helper[count];
    for (int i = 0; i < count; i++) {
      helpers[i] = new Helper(this, new Checker(rules), name + (i + 1));
      helpers[i].start();
    }
  }

  /**
   * Runs {@code body} once on every helper, with its checker, and once on the calling thread with
   * {@code own}, and returns when all have finished.
   *
   * @param body the work; it shares out the items itself and must return when none are left
   * @param own the calling thread's checker
   * @return false, having run nothing, if another caller is using the crew
   * @throws RuntimeException the first failure of the caller's or a helper's part, once all parts
   *     have finished
   */
  boolean tryRun(Consumer<Checker> body, Checker own) {
    synchronized (gate) {
      if (busy) {
        return false;
      }
      busy = true;
    }
    try {
      waiter = Thread.currentThread();
      for (Helper h : helpers) {
        h.give(body);
      }
      Throwable failure = null;
      try {
        body.accept(own);
      } catch (RuntimeException | Error e) {
        failure = e;
      }
      for (Helper h : helpers) {
        Throwable f = h.awaitDone();
        if (failure == null) {
          failure = f;
        }
      }
      if (failure instanceof RuntimeException) {
        throw (RuntimeException) failure;
      }
      if (failure instanceof Error) {
        throw (Error) failure;
      }
      return true;
    } finally {
      waiter = null;
      synchronized (gate) {
        busy = false;
      }
    }
  }

  /** Stops the helpers once they finish what they hold; they hold nothing between batches. */
  void stop() {
    for (Helper h : helpers) {
      h.stopping = true;
      LockSupport.unpark(h);
    }
  }

  /** Wakes the caller waiting for the helpers, if one is. */
  private void wakeWaiter() {
    Thread w = waiter;
    if (w != null) {
      LockSupport.unpark(w);
    }
  }

  /** One helper thread and its checker. */
  private static final class Helper extends Thread {
    private final Crew crew;
    private final Checker checker;
    private volatile Consumer<Checker> task;
    private volatile boolean done = true;
    private volatile boolean stopping;
    private Throwable failure;

    Helper(Crew crew, Checker checker, String name) {
      super(name);
      this.crew = crew;
      this.checker = checker;
      setDaemon(true);
    }

    void give(Consumer<Checker> body) {
      failure = null;
      done = false;
      task = body;
      LockSupport.unpark(this);
    }

    Throwable awaitDone() {
      long spinUntil = System.nanoTime() + SPIN_NANOS;
      while (!done) {
        if (System.nanoTime() < spinUntil) {
          Thread.onSpinWait();
        } else {
          LockSupport.parkNanos(this, SPIN_NANOS);
        }
      }
      return failure;
    }

    @Override
    public void run() {
      while (true) {
        Consumer<Checker> t = awaitTask();
        if (t == null) {
          return;
        }
        try {
          t.accept(checker);
        } catch (RuntimeException | Error e) {
          failure = e;
        } finally {
          task = null;
          done = true;
          crew.wakeWaiter();
        }
      }
    }

    private Consumer<Checker> awaitTask() {
      long spinUntil = System.nanoTime() + SPIN_NANOS;
      Consumer<Checker> t;
      while ((t = task) == null) {
        if (stopping) {
          return null;
        }
        if (System.nanoTime() < spinUntil) {
          Thread.onSpinWait();
        } else {
          LockSupport.park(this);
        }
      }
      return t;
    }
  }
}
