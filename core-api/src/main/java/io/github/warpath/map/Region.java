package io.github.warpath.map;

import java.util.Map;
import java.util.Objects;

/**
 * A named set of hexes of one map: a country, a naval zone, a weather zone, the western edge of
 * Russia. Rules refer to regions by name; what a region means is up to the rule set, guided by
 * its {@link #kind()}.
 *
 * <p>Membership is stored as a bit set over the map's dense hex indices; use
 * {@link HexMap#inRegion(io.github.warpath.hex.Hex, String)} for hexes, {@link #contains(int)}
 * in compiled tables.
 */
public final class Region {
  private final String name;
  private final String kind;
  private final Map<String, String> attributes;
  private final long[] bits;
  private final int size;

  Region(String name, String kind, Map<String, String> attributes, long[] bits) {
    this.name = Objects.requireNonNull(name, "name");
    this.kind = Objects.requireNonNull(kind, "kind");
    this.attributes = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(attributes));
    this.bits = bits.clone();
    int n = 0;
    for (long b : bits) {
      n += Long.bitCount(b);
    }
    this.size = n;
  }

  /**
   * The region's unique name on its map.
   *
   * @return e.g. {@code "russia"}
   */
  public String name() {
    return name;
  }

  /**
   * What sort of region this is, in the rule set's vocabulary.
   *
   * @return e.g. {@code "country"} or {@code "naval-zone"}
   */
  public String kind() {
    return kind;
  }

  /**
   * Further data, such as a country's faction.
   *
   * @return an immutable map
   */
  public Map<String, String> attributes() {
    return attributes;
  }

  /**
   * Whether the hex with this dense index belongs to the region.
   *
   * @param index a dense index of the region's map
   * @return true if it belongs
   */
  public boolean contains(int index) {
    int word = index >>> 6;
    return index >= 0 && word < bits.length && (bits[word] & (1L << index)) != 0;
  }

  /**
   * The number of hexes in the region.
   *
   * @return the count
   */
  public int size() {
    return size;
  }

  @Override
  public String toString() {
    return "Region{" + name + " (" + kind + "), " + size + " hexes}";
  }
}
