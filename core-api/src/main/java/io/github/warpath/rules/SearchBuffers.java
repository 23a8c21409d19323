package io.github.warpath.rules;

import io.github.warpath.internal.arena.SearchArena;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * Reusable working memory for searches: cost and predecessor arrays, the bucket queue, the
 * result lists, and scratch objects that rule sets keep between queries.
 *
 * <p>Arrays grow to the largest query seen and are then reused; "visited" is an epoch stamp, so
 * nothing is cleared between queries. A query in steady state therefore allocates nothing but its
 * small result view, and a range query that fills a {@link ReusableReach} the caller keeps
 * allocates nothing at all.
 *
 * <p>Not thread-safe: use one instance per thread (a game loop usually holds one). A query that
 * finds the buffers in use by another thread throws {@link IllegalStateException} rather than
 * corrupting them; the check is one compare-and-set per query. A {@link Reach} computed with
 * these buffers (or filled into a {@link ReusableReach} with them) stays readable until the next
 * query on them.
 *
 * <p>The buffers belong to the caller API, since every query that reuses memory takes them; the
 * engine's arrays inside them are private here and read by the engine directly, so that this
 * class has no member beyond the ones below and the caller API does not depend on the engine or
 * on the rule-set SPI ({@code io.github.warpath.search}).
 */
public final class SearchBuffers {
  /**
   * The engine's arrays. Private: the engine reads this field through a {@link
   * java.lang.invoke.VarHandle} it obtains with {@link
   * java.lang.invoke.MethodHandles#privateLookupIn}, which a module grants its own packages.
   * Renaming the field means renaming it there too.
   */
  private final SearchArena arena = new SearchArena();

  private Object[] scratchKeys = new Object[4];
  private Object[] scratchValues = new Object[4];
  private int scratchCount;

  /** Creates empty buffers; they grow on first use. */
  public SearchBuffers() {}

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
    return arena.edgesScanned;
  }

  /**
   * Bytes held by the arrays, for memory reports.
   *
   * @return an estimate of the array payload in bytes
   */
  public long arrayBytes() {
    return arena.arrayBytes();
  }
}
