package io.github.warpath.scenario;

import io.github.warpath.hex.Hex;
import java.util.AbstractCollection;
import java.util.BitSet;
import java.util.Collection;
import java.util.Iterator;
import java.util.Locale;
import java.util.function.IntFunction;

/**
 * The hexes a map's regions list while it is read: each region's hexes as a set of map indices
 * (a hex listed twice, or covered by two rectangles, is held once), and a count of every hex
 * listed by all regions together, a rectangle counting each hex it spans, refused past
 * {@link #MAX_LISTED}. So a file cannot make the reader do work out of proportion to the map by
 * listing the same large rectangle many times.
 */
final class RegionHexes {
  /** The most hexes the regions of one map may list in all, repeats included. */
  static final long MAX_LISTED = 10_000_000L;

  private long listed;

  /**
   * Counts hexes about to be listed.
   *
   * @param hexes how many
   * @param at the value that lists them, for the message
   * @throws ScenarioException past the limit
   */
  void count(long hexes, JsonValue at) {
    listed += hexes;
    if (listed > MAX_LISTED) {
      throw at.fail("the regions list more than " + String.format(Locale.ROOT, "%,d",
          MAX_LISTED) + " hexes in all (a rectangle counts every hex it spans, repeats"
          + " included); give each hex to a region once");
    }
  }

  /** The hexes of a set of map indices, made one at a time as they are read. */
  static Collection<Hex> view(BitSet indices, IntFunction<Hex> hexAt) {
    return new AbstractCollection<>() {
      @Override
      public Iterator<Hex> iterator() {
        return indices.stream().mapToObj(hexAt).iterator();
      }

      @Override
      public int size() {
        return indices.cardinality();
      }
    };
  }
}
