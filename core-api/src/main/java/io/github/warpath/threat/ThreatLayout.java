package io.github.warpath.threat;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The merged ranges of a threat map in flat arrays, from which its hexes and their units are
 * made when read. The k-th hex listed has the map index {@code hexes[k]} and the entries {@code
 * from[k]} to {@code from[k + 1] - 1}: each a unit (its index in the map's units) with its cost in
 * twelfths of a point and whether it must stop, packed as {@code twelfths << 1 | stop}; the units
 * whose zone covers it likewise from {@code zoneFrom}. The arrays are filled by a counting sort
 * in unit order before the layout is shared and never change after, so the lists made from them
 * are immutable and may be read from any thread.
 */
final class ThreatLayout {
  private final HexMap map;
  private final List<String> units;
  private final int[] hexes;
  private final int[] from;
  private final int[] unit;
  private final int[] cost;
  private final int[] zoneFrom;
  private final int[] zoneUnit;

  private ThreatLayout(HexMap map, List<String> units, int[] hexes, int[] from, int[] unit,
      int[] cost, int[] zoneFrom, int[] zoneUnit) {
    this.map = map;
    this.units = units;
    this.hexes = hexes;
    this.from = from;
    this.unit = unit;
    this.cost = cost;
    this.zoneFrom = zoneFrom;
    this.zoneUnit = zoneUnit;
  }

  /**
   * Merges the units' ranges by hex: the hexes in map order, each with its units in unit order.
   *
   * @param map the map
   * @param units the unit ids, in the order of the ranges
   * @param ranges the units' ranges (and zones), all filled
   * @return the layout
   */
  static ThreatLayout merge(HexMap map, List<String> units, UnitRanges ranges) {
    int size = map.size();
    int n = units.size();
    // at[h]: first the number of entries on map hex h, then where its next entry goes
    int[] at = new int[size];
    int[] zoneAt = ranges.zones() ? new int[size] : null;
    for (int u = 0; u < n; u++) {
      for (int h : ranges.hexes(u)) {
        at[h]++;
      }
      if (zoneAt != null) {
        BitSet z = ranges.zone(u);
        for (int h = z.nextSetBit(0); h >= 0; h = z.nextSetBit(h + 1)) {
          zoneAt[h]++;
        }
      }
    }
    int listed = 0;
    for (int h = 0; h < size; h++) {
      if (at[h] > 0 || zoneAt != null && zoneAt[h] > 0) {
        listed++;
      }
    }
    int[] hexes = new int[listed];
    int[] from = new int[listed + 1];
    int[] zoneFrom = zoneAt == null ? null : new int[listed + 1];
    int entries = 0;
    int zoned = 0;
    int k = 0;
    for (int h = 0; h < size; h++) {
      int c = at[h];
      int z = zoneAt == null ? 0 : zoneAt[h];
      if (c > 0 || z > 0) {
        hexes[k] = h;
        from[k] = entries;
        if (zoneFrom != null) {
          zoneFrom[k] = zoned;
        }
        k++;
      }
      at[h] = entries;
      entries += c;
      if (zoneAt != null) {
        zoneAt[h] = zoned;
        zoned += z;
      }
    }
    from[listed] = entries;
    int[] unit = new int[entries];
    int[] cost = new int[entries];
    int[] zoneUnit = null;
    if (zoneFrom != null) {
      zoneFrom[listed] = zoned;
      zoneUnit = new int[zoned];
    }
    for (int u = 0; u < n; u++) {
      int[] rh = ranges.hexes(u);
      int[] rc = ranges.costs(u);
      for (int i = 0; i < rh.length; i++) {
        int p = at[rh[i]]++;
        unit[p] = u;
        cost[p] = rc[i];
      }
      if (zoneUnit != null) {
        BitSet z = ranges.zone(u);
        for (int h = z.nextSetBit(0); h >= 0; h = z.nextSetBit(h + 1)) {
          zoneUnit[zoneAt[h]++] = u;
        }
      }
    }
    return new ThreatLayout(map, List.copyOf(units), hexes, from, unit, cost, zoneFrom,
        zoneUnit);
  }

  /**
   * A unit's cost and "must stop" packed into one int.
   *
   * @param twelfths the cost in twelfths of a point, not negative
   * @param mustStop whether the move must end there
   * @return the packed value
   */
  static int pack(int twelfths, boolean mustStop) {
    return Math.multiplyExact(twelfths, 2) | (mustStop ? 1 : 0);
  }

  /**
   * The hexes of the map.
   *
   * @return an immutable list made when read
   */
  List<ThreatHex> hexes() {
    return new Hexes();
  }

  /**
   * A list as a threat map keeps it: one of the layout's own lists as it is (they cannot
   * change), any other copied.
   *
   * @param <E> the element type
   * @param list the list
   * @return an immutable list with the same elements
   */
  static <E> List<E> immutable(List<E> list) {
    return list instanceof View ? list : List.copyOf(list);
  }

  /** A list of the layout, read-only: made from arrays that do not change. */
  private abstract static class View<E> extends AbstractList<E> implements RandomAccess {}

  /** The hexes listed, in map order. */
  final class Hexes extends View<ThreatHex> {
    @Override
    public ThreatHex get(int k) {
      Objects.checkIndex(k, hexes.length);
      List<UnitThreat> us = from[k] == from[k + 1] ? List.of() : new Units(from[k], from[k + 1]);
      List<String> zs = zoneFrom == null || zoneFrom[k] == zoneFrom[k + 1] ? List.of()
          : new Zones(zoneFrom[k], zoneFrom[k + 1]);
      return new ThreatHex(map.hex(hexes[k]), us, zs);
    }

    @Override
    public int size() {
      return hexes.length;
    }

    /** The entry of a hex, or null. */
    ThreatHex find(Hex hex) {
      int h = map.index(hex);
      int k = h < 0 ? -1 : Arrays.binarySearch(hexes, h);
      return k < 0 ? null : get(k);
    }

    /** The number of hexes some unit reaches. */
    int reachable() {
      int c = 0;
      for (int k = 0; k < hexes.length; k++) {
        if (from[k] < from[k + 1]) {
          c++;
        }
      }
      return c;
    }

    /** The most units on one hex. */
    int maxUnits() {
      int m = 0;
      for (int k = 0; k < hexes.length; k++) {
        m = Math.max(m, from[k + 1] - from[k]);
      }
      return m;
    }
  }

  /** Entries {@code start} to {@code end - 1} of one hex. */
  private abstract static class Slice<E> extends View<E> {
    final int start;
    final int end;

    Slice(int start, int end) {
      this.start = start;
      this.end = end;
    }

    /** The array index of the i-th entry. */
    int at(int i) {
      return start + Objects.checkIndex(i, end - start);
    }

    @Override
    public int size() {
      return end - start;
    }
  }

  /** The units that reach one hex. */
  private final class Units extends Slice<UnitThreat> {
    Units(int start, int end) {
      super(start, end);
    }

    @Override
    public UnitThreat get(int i) {
      int p = at(i);
      return new UnitThreat(units.get(unit[p]), Mp.ofTwelfths(cost[p] >>> 1),
          (cost[p] & 1) != 0);
    }
  }

  /** The units whose zone covers one hex. */
  private final class Zones extends Slice<String> {
    Zones(int start, int end) {
      super(start, end);
    }

    @Override
    public String get(int i) {
      return units.get(zoneUnit[at(i)]);
    }
  }
}
