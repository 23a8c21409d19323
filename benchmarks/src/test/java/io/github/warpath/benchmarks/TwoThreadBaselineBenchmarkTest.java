package io.github.warpath.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.benchmarks.TwoThreadBaselineBenchmark.Worker;
import io.github.warpath.state.GameState;
import org.junit.jupiter.api.Test;

/** The baseline's workers do the work they are named for, and refuse a name they do not know. */
class TwoThreadBaselineBenchmarkTest {

  @Test
  void aCheckingWorkerJudgesEveryOrderOfTheBatchBenchmarkLegalOnItsOwnStateOrAShared()
      throws InterruptedException {
    GameState shared = BatchBenchmark.benchmarkState();
    for (Worker w : new Worker[] {new Worker("checks", 1, null),
        new Worker("checks-one-state", 2, shared)}) {
      try {
        long ops = w.slice();
        assertTrue(ops >= 64 && ops % 64 == 0, "checks in a slice: " + ops);
        // every one-step order of the batch benchmark is legal, as BatchBenchmark reports
        assertEquals(ops, w.sink());
        long more = w.slice();
        assertEquals(ops + more, w.sink());
      } finally {
        w.stop();
      }
    }
  }

  @Test
  void aPlainWorkerCountsItsOperationsInBlocksOfSixtyFour() throws InterruptedException {
    Worker w = new Worker("plain", 1, null);
    try {
      long ops = w.slice();
      assertTrue(ops >= 64 && ops % 64 == 0, "operations in a slice: " + ops);
    } finally {
      w.stop();
    }
  }

  @Test
  void anUnknownKindOfWorkIsRefusedNamingTheKinds() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new Worker("check", 1, null));
    assertEquals("work must be checks, checks-one-state or plain, not check", e.getMessage());
  }
}
