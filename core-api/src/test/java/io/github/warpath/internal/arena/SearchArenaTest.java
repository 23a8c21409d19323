package io.github.warpath.internal.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The claim of the thread that runs a query on one set of buffers. */
class SearchArenaTest {

  @Test
  void buffersInUseByAnotherThreadAreRefusedNamingThatThread() throws InterruptedException {
    SearchArena arena = new SearchArena();
    CountDownLatch claimed = new CountDownLatch(1);
    CountDownLatch done = new CountDownLatch(1);
    Thread holder = new Thread(() -> {
      boolean mine = arena.acquire();
      claimed.countDown();
      try {
        done.await(30, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } finally {
        arena.release(mine);
      }
    }, "range-worker-7");
    holder.start();
    try {
      assertTrue(claimed.await(30, TimeUnit.SECONDS));
      IllegalStateException e = assertThrows(IllegalStateException.class, arena::acquire);
      assertEquals("these SearchBuffers are in use by another thread (range-worker-7): buffers"
          + " belong to one thread at a time; give each thread its own SearchBuffers (for"
          + " example one per worker, or a ThreadLocal)", e.getMessage());
    } finally {
      done.countDown();
      holder.join(30_000);
    }
    assertTrue(arena.acquire(), "released by the other thread, the buffers are free again");
    assertFalse(arena.acquire(), "a query inside a query on the same thread");
  }

  @Test
  void buffersLeftClaimedByAThreadThatHasEndedAreRefusedNamingItsId()
      throws InterruptedException {
    SearchArena arena = new SearchArena();
    Thread quitter = new Thread(arena::acquire, "gone-worker");
    quitter.start();
    quitter.join(30_000);
    IllegalStateException e = assertThrows(IllegalStateException.class, arena::acquire);
    assertEquals("these SearchBuffers are in use by another thread (thread id " + quitter.getId()
        + "): buffers belong to one thread at a time; give each thread its own SearchBuffers"
        + " (for example one per worker, or a ThreadLocal)", e.getMessage());
  }
}
