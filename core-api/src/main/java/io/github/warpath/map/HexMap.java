package io.github.warpath.map;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.hex.HexLayout;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.hex.Hexside;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * An immutable, bounded hex map: a rectangle of raw columns and rows (as VASSAL draws them), its
 * terrain, hexside features, named regions and off-map boxes.
 *
 * <p><b>Dense indices.</b> Every hex of the map has an index from 0 to {@link #size()} - 1
 * (column-major). Compiled movement tables are arrays over these indices; {@link #neighbor(int,
 * int)}, {@link #hexMask(int)} and {@link #sideMask(int, int)} answer in a single array read and
 * never allocate. {@link #hex(int)} returns a cached {@link Hex} instance.
 *
 * <p><b>Terrain.</b> A hex has a set of features (e.g. clear + woods + city) and each of its six
 * sides has a set of hexside features (river, wall, all-sea, ...) including the linear features
 * that cross it (a road or rail running from this hex into the neighbour). Both are bit masks over
 * the enums of the map's {@link TerrainVocabulary}; hexside features are stored for both hexes of
 * the edge, so either side can be asked.
 *
 * <p><b>Derived tables.</b> Rule sets may cache tables computed from the map (per movement class
 * and weather, say) with {@link #derived(Object, Function)}. The cache belongs to this instance,
 * holds only values that are pure functions of the map, and is safe to use from many threads.
 */
public final class HexMap implements Board {
  private static final int[] NO_NEIGHBORS = new int[0];

  private final int firstColumn;
  private final int firstRow;
  private final int columns;
  private final int rows;
  private final HexNumbering numbering;
  private final TerrainVocabulary vocabulary;
  private final long[] hexMasks;
  private final long[] sideMasks;
  private final int[] neighbors;
  private final Hex[] hexes;
  private final Map<String, Region> regions;
  private final Map<String, OffMapBox> boxes;
  private final ConcurrentHashMap<Object, Object> derived = new ConcurrentHashMap<>();
  /**
   * Labels by index, each written on first use: every step of every answer names its hex. Racing
   * threads may both write a label; they write equal immutable strings.
   */
  private String[] labels;

  private HexMap(Builder b) {
    this.firstColumn = b.firstColumn;
    this.firstRow = b.firstRow;
    this.columns = b.columns;
    this.rows = b.rows;
    this.numbering = b.numbering;
    this.vocabulary = b.vocabulary;
    this.hexMasks = b.hexMasks.clone();
    this.sideMasks = b.sideMasks.clone();
    int n = columns * rows;
    this.hexes = new Hex[n];
    this.neighbors = n == 0 ? NO_NEIGHBORS : new int[n * 6];
    for (int i = 0; i < n; i++) {
      hexes[i] = HexNumbering.fromRaw(firstColumn + i / rows, firstRow + i % rows);
    }
    for (int i = 0; i < n; i++) {
      Hex h = hexes[i];
      for (int d = 0; d < 6; d++) {
        HexDirection dir = HexDirection.of(d);
        neighbors[i * 6 + d] = index(h.q() + dir.dq(), h.r() + dir.dr());
      }
    }
    Map<String, Region> rs = new LinkedHashMap<>();
    for (Builder.RegionSpec spec : b.regions.values()) {
      rs.put(spec.name, new Region(spec.name, spec.kind, spec.attributes, spec.bits));
    }
    this.regions = Collections.unmodifiableMap(rs);
    this.boxes = Collections.unmodifiableMap(new LinkedHashMap<>(b.boxes));
  }

  /**
   * Starts a map of {@code columns x rows} hexes, raw column and row 0 first.
   *
   * @param vocabulary the terrain names the map uses
   * @param columns number of columns, at least 1
   * @param rows number of rows, at least 1
   * @return a builder
   */
  public static Builder builder(TerrainVocabulary vocabulary, int columns, int rows) {
    return new Builder(vocabulary, 0, 0, columns, rows);
  }

  /**
   * Starts a map whose first raw column and row are not 0 (a map section, for instance).
   *
   * @param vocabulary the terrain names the map uses
   * @param firstColumn raw index of the first column
   * @param firstRow raw index of the first row
   * @param columns number of columns, at least 1
   * @param rows number of rows, at least 1
   * @return a builder
   */
  public static Builder builder(TerrainVocabulary vocabulary, int firstColumn, int firstRow,
      int columns, int rows) {
    return new Builder(vocabulary, firstColumn, firstRow, columns, rows);
  }

  /**
   * The number of hexes.
   *
   * @return columns times rows
   */
  public int size() {
    return hexes.length;
  }

  /**
   * Number of columns.
   *
   * @return the column count
   */
  public int columns() {
    return columns;
  }

  /**
   * Number of rows.
   *
   * @return the row count
   */
  public int rows() {
    return rows;
  }

  /**
   * Raw index of the first column.
   *
   * @return the first raw column
   */
  public int firstColumn() {
    return firstColumn;
  }

  /**
   * Raw index of the first row.
   *
   * @return the first raw row
   */
  public int firstRow() {
    return firstRow;
  }

  /**
   * The label numbering of this map.
   *
   * @return the numbering
   */
  public HexNumbering numbering() {
    return numbering;
  }

  /**
   * How the map is drawn.
   *
   * @return flat- or pointy-topped
   */
  public HexLayout layout() {
    return numbering.layout();
  }

  /**
   * The terrain names this map uses.
   *
   * @return the vocabulary
   */
  public TerrainVocabulary vocabulary() {
    return vocabulary;
  }

  /**
   * Whether a hex lies on the map.
   *
   * @param hex the hex
   * @return true if on the map
   */
  public boolean contains(Hex hex) {
    return index(hex) >= 0;
  }

  /**
   * The dense index of a hex.
   *
   * @param hex the hex
   * @return its index, or -1 if off the map
   */
  public int index(Hex hex) {
    return index(hex.q(), hex.r());
  }

  /**
   * The dense index of axial coordinates, without allocating.
   *
   * @param q axial q
   * @param r axial r
   * @return the index, or -1 if off the map
   */
  public int index(int q, int r) {
    int c = q - firstColumn;
    int rr = r + (q - (q & 1)) / 2 - firstRow;
    if (c < 0 || c >= columns || rr < 0 || rr >= rows) {
      return -1;
    }
    return c * rows + rr;
  }

  /**
   * The dense index of a hex, or a clear error naming it.
   *
   * @param hex the hex
   * @param field what the hex is, for the message (e.g. {@code "units[3].position"})
   * @return its index
   * @throws InvalidInputException if the hex is off the map
   */
  public int require(Hex hex, String field) {
    int i = index(hex);
    if (i < 0) {
      throw new InvalidInputException(field, "hex " + label(hex) + " is off the map ("
          + extent() + ")");
    }
    return i;
  }

  /**
   * The hex with a dense index (a cached instance).
   *
   * @param index 0 to size - 1
   * @return the hex
   */
  public Hex hex(int index) {
    return hexes[index];
  }

  /**
   * The dense index of the neighbour in a direction.
   *
   * @param index a hex index
   * @param direction a direction index, 0 to 5
   * @return the neighbour's index, or -1 if it is off the map
   */
  public int neighbor(int index, int direction) {
    return neighbors[index * 6 + direction];
  }

  /**
   * The hex features of a hex, as bits by ordinal of the vocabulary's hex enum.
   *
   * @param index a hex index
   * @return the bit mask
   */
  public long hexMask(int index) {
    return hexMasks[index];
  }

  /**
   * The hexside features of one side of a hex, as bits by ordinal of the vocabulary's hexside
   * enum.
   *
   * @param index a hex index
   * @param direction a direction index, 0 to 5
   * @return the bit mask
   */
  public long sideMask(int index, int direction) {
    return sideMasks[index * 6 + direction];
  }

  /**
   * Whether a hex has a feature.
   *
   * @param hex a hex of the map
   * @param feature a hex feature of the vocabulary
   * @return true if present
   * @throws InvalidInputException if the hex is off the map
   */
  public boolean has(Hex hex, Enum<?> feature) {
    return (hexMasks[require(hex, "hex")] & vocabulary.hexBit(feature)) != 0;
  }

  /**
   * Whether a hexside has a feature (for a linear feature: whether it crosses the hexside).
   *
   * @param side a hexside with at least one hex on the map
   * @param feature a hexside feature of the vocabulary
   * @return true if present
   */
  public boolean has(Hexside side, Enum<?> feature) {
    return (sideMaskOf(side) & vocabulary.sideBit(feature)) != 0;
  }

  /**
   * The features of a hex.
   *
   * @param <E> the vocabulary's hex enum
   * @param hex a hex of the map
   * @param type the vocabulary's hex enum class
   * @return a new set
   */
  public <E extends Enum<E>> EnumSet<E> features(Hex hex, Class<E> type) {
    checkType(type, vocabulary.hexFeatures());
    return decode(hexMasks[require(hex, "hex")], type);
  }

  /**
   * The features of a hexside.
   *
   * @param <E> the vocabulary's hexside enum
   * @param side a hexside with at least one hex on the map
   * @param type the vocabulary's hexside enum class
   * @return a new set
   */
  public <E extends Enum<E>> EnumSet<E> features(Hexside side, Class<E> type) {
    checkType(type, vocabulary.hexsideFeatures());
    return decode(sideMaskOf(side), type);
  }

  private long sideMaskOf(Hexside side) {
    int i = index(side.hex());
    if (i >= 0) {
      return sideMasks[i * 6 + side.direction().index()];
    }
    Hex other = side.hex().neighbor(side.direction());
    int j = require(other, "hexside");
    return sideMasks[j * 6 + side.direction().opposite().index()];
  }

  private static void checkType(Class<?> type, Class<?> expected) {
    if (type != expected) {
      throw new IllegalArgumentException(type.getSimpleName() + " is not this map's "
          + expected.getSimpleName());
    }
  }

  private static <E extends Enum<E>> EnumSet<E> decode(long mask, Class<E> type) {
    EnumSet<E> set = EnumSet.noneOf(type);
    for (E e : type.getEnumConstants()) {
      if ((mask & (1L << e.ordinal())) != 0) {
        set.add(e);
      }
    }
    return set;
  }

  /**
   * The label of a hex in this map's numbering.
   *
   * @param hex any hex
   * @return e.g. {@code w4624}
   */
  public String label(Hex hex) {
    int i = index(hex);
    return i >= 0 ? label(i) : numbering.label(hex);
  }

  /**
   * The label of the hex with a dense index.
   *
   * @param index a hex index
   * @return its label
   */
  public String label(int index) {
    String[] cache = labels;
    if (cache == null) {
      cache = new String[hexes.length];
      labels = cache;
    }
    String l = cache[index];
    if (l == null) {
      l = numbering.label(hexes[index]);
      cache[index] = l;
    }
    return l;
  }

  /**
   * Parses a label and checks the hex is on this map.
   *
   * @param label e.g. {@code w4624}
   * @return the hex
   * @throws InvalidInputException if the label is malformed or off the map
   */
  public Hex parse(String label) {
    Hex h = numbering.parse(label);
    if (index(h) < 0) {
      throw new InvalidInputException("", "hex " + label + " is off the map (" + extent() + ")");
    }
    return h;
  }

  /**
   * The map's extent in its own numbering, for messages. Where the rows of every other column
   * are numbered differently (a staggered numbering), the second range is given with the
   * columns it holds for, so that every label the map accepts falls within what is said.
   *
   * @return e.g. {@code "columns 01-60, rows 01-40"}, or {@code "columns 01-12, rows 01-09, or
   *     02-10 in columns 02, 04, ..., 12"}
   */
  public String extent() {
    String c1 = numbering.columnName(firstColumn);
    String c2 = numbering.columnName(firstColumn + columns - 1);
    String first = rowRange(firstColumn);
    String text = "columns " + c1 + "-" + c2 + ", rows " + first;
    if (columns == 1 || rowRange(firstColumn + 1).equals(first)) {
      return text;
    }
    List<String> others = new ArrayList<>();
    for (int c = firstColumn + 1; c < firstColumn + columns; c += 2) {
      others.add(numbering.columnName(c));
    }
    String list = others.size() <= 3 ? String.join(", ", others)
        : others.get(0) + ", " + others.get(1) + ", ..., " + others.get(others.size() - 1);
    return text + ", or " + rowRange(firstColumn + 1) + " in column" + (others.size() == 1 ? " "
        : "s ") + list;
  }

  /** The row numbers of a raw column's first and last hexes on the map. */
  private String rowRange(int rawColumn) {
    return rowPart(HexNumbering.fromRaw(rawColumn, firstRow)) + "-"
        + rowPart(HexNumbering.fromRaw(rawColumn, firstRow + rows - 1));
  }

  private String rowPart(Hex hex) {
    String full = numbering.label(hex);
    String body = full.substring(numbering.prefix().length(),
        full.length() - numbering.suffix().length());
    String col = numbering.columnName(HexNumbering.rawColumn(hex));
    if (numbering.columnFirst()) {
      return body.substring(col.length() + numbering.separator().length());
    }
    return body.substring(0, body.length() - col.length() - numbering.separator().length());
  }

  @Override
  public String describe() {
    return "hex map, " + extent();
  }

  /**
   * The named regions.
   *
   * @return regions by name, in definition order
   */
  public Map<String, Region> regions() {
    return regions;
  }

  /**
   * A region by name.
   *
   * @param name the region's name
   * @return the region
   * @throws InvalidInputException listing the known regions if there is none of that name
   */
  public Region region(String name) {
    Region r = regions.get(name);
    if (r == null) {
      throw new InvalidInputException("", "unknown region '" + name + "'; the map has: "
          + String.join(", ", regions.keySet()));
    }
    return r;
  }

  /**
   * Whether a hex belongs to a region; false if the region does not exist.
   *
   * @param hex a hex
   * @param regionName the region's name
   * @return true if the hex is on the map and in the region
   */
  public boolean inRegion(Hex hex, String regionName) {
    Region r = regions.get(regionName);
    int i = index(hex);
    return r != null && i >= 0 && r.contains(i);
  }

  /**
   * The regions a hex belongs to.
   *
   * @param hex a hex of the map
   * @return the regions, in definition order
   */
  public List<Region> regionsOf(Hex hex) {
    int i = require(hex, "hex");
    List<Region> out = new ArrayList<>();
    for (Region r : regions.values()) {
      if (r.contains(i)) {
        out.add(r);
      }
    }
    return out;
  }

  /**
   * The hexes of a region, in index order.
   *
   * @param region a region of this map
   * @return a new list
   */
  public List<Hex> hexesOf(Region region) {
    List<Hex> out = new ArrayList<>(region.size());
    for (int i = 0; i < hexes.length; i++) {
      if (region.contains(i)) {
        out.add(hexes[i]);
      }
    }
    return out;
  }

  /**
   * The off-map boxes.
   *
   * @return boxes by name, in definition order
   */
  public Map<String, OffMapBox> boxes() {
    return boxes;
  }

  /**
   * An off-map box by name.
   *
   * @param name the box's name
   * @return the box, or {@code null} if there is none
   */
  public OffMapBox box(String name) {
    return boxes.get(name);
  }

  /**
   * A table derived from this map, computed once and cached on this instance. The function must
   * be pure (depend only on the map and the key) and must not itself call this method.
   *
   * @param <T> the table type
   * @param key identifies the table; compared with {@code equals}
   * @param compute computes the table from this map
   * @return the cached or newly computed table
   */
  @SuppressWarnings("unchecked")
  public <T> T derived(Object key, Function<? super HexMap, ? extends T> compute) {
    Object v = derived.get(key);
    if (v == null) {
      v = Objects.requireNonNull(compute.apply(this), "derived table");
      Object prev = derived.putIfAbsent(key, v);
      if (prev != null) {
        v = prev;
      }
    }
    return (T) v;
  }

  /**
   * A builder that starts from this map's content, for variants (a scenario's changes).
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder b = new Builder(vocabulary, firstColumn, firstRow, columns, rows);
    b.numbering = numbering;
    System.arraycopy(hexMasks, 0, b.hexMasks, 0, hexMasks.length);
    System.arraycopy(sideMasks, 0, b.sideMasks, 0, sideMasks.length);
    for (Region r : regions.values()) {
      List<Hex> hs = hexesOf(r);
      b.region(r.name(), r.kind(), r.attributes(), hs);
    }
    for (OffMapBox box : boxes.values()) {
      b.box(box);
    }
    return b;
  }

  @Override
  public String toString() {
    return "HexMap{" + describe() + ", " + regions.size() + " regions, " + boxes.size()
        + " boxes}";
  }

  /** Builds a {@link HexMap}. Hexes start with no features. Not thread-safe. */
  public static final class Builder {
    private final TerrainVocabulary vocabulary;
    private final int firstColumn;
    private final int firstRow;
    private final int columns;
    private final int rows;
    private HexNumbering numbering = HexNumbering.standard();
    private final long[] hexMasks;
    private final long[] sideMasks;
    private final Map<String, RegionSpec> regions = new LinkedHashMap<>();
    private final Map<String, OffMapBox> boxes = new LinkedHashMap<>();

    private static final class RegionSpec {
      final String name;
      final String kind;
      final Map<String, String> attributes;
      final long[] bits;

      RegionSpec(String name, String kind, Map<String, String> attributes, int size) {
        this.name = name;
        this.kind = kind;
        this.attributes = attributes;
        this.bits = new long[(size + 63) >>> 6];
      }
    }

    private Builder(TerrainVocabulary vocabulary, int firstColumn, int firstRow, int columns,
        int rows) {
      this.vocabulary = Objects.requireNonNull(vocabulary, "vocabulary");
      if (columns < 1 || rows < 1) {
        throw new InvalidInputException("map", "a map needs at least one column and one row, got "
            + columns + " x " + rows);
      }
      if ((long) columns * rows > 4_000_000L) {
        throw new InvalidInputException("map", "a map may have at most 4,000,000 hexes, got "
            + columns + " x " + rows);
      }
      this.firstColumn = firstColumn;
      this.firstRow = firstRow;
      this.columns = columns;
      this.rows = rows;
      this.hexMasks = new long[columns * rows];
      this.sideMasks = new long[columns * rows * 6];
    }

    /**
     * Sets the label numbering (default {@link HexNumbering#standard()}).
     *
     * @param value the numbering
     * @return this builder
     */
    public Builder numbering(HexNumbering value) {
      this.numbering = Objects.requireNonNull(value, "numbering");
      return this;
    }

    /**
     * The hex at a raw grid position of this map.
     *
     * @param column raw column offset from the first column, 0-based
     * @param row raw row offset from the first row, 0-based
     * @return the hex
     */
    public Hex hexAt(int column, int row) {
      return HexNumbering.fromRaw(firstColumn + column, firstRow + row);
    }

    private int idx(Hex hex, String what) {
      int c = HexNumbering.rawColumn(hex) - firstColumn;
      int rr = HexNumbering.rawRow(hex) - firstRow;
      if (c < 0 || c >= columns || rr < 0 || rr >= rows) {
        throw new InvalidInputException(what, "hex " + numbering.label(hex)
            + " is off the map");
      }
      return c * rows + rr;
    }

    /**
     * Adds features to a hex.
     *
     * @param hex a hex of the map
     * @param features hex features of the vocabulary
     * @return this builder
     */
    public Builder hex(Hex hex, Enum<?>... features) {
      int i = idx(hex, "hex");
      for (Enum<?> f : features) {
        hexMasks[i] |= vocabulary.hexBit(f);
      }
      return this;
    }

    /**
     * Removes all features of a hex.
     *
     * @param hex a hex of the map
     * @return this builder
     */
    public Builder clearHex(Hex hex) {
      hexMasks[idx(hex, "hex")] = 0;
      return this;
    }

    /**
     * Adds a feature to every hex.
     *
     * @param feature a hex feature
     * @return this builder
     */
    public Builder fill(Enum<?> feature) {
      long bit = vocabulary.hexBit(feature);
      for (int i = 0; i < hexMasks.length; i++) {
        hexMasks[i] |= bit;
      }
      return this;
    }

    /**
     * Adds features to a hexside. At least one of its two hexes must be on the map.
     *
     * @param side the hexside
     * @param features hexside features of the vocabulary
     * @return this builder
     */
    public Builder side(Hexside side, Enum<?>... features) {
      long bits = 0;
      for (Enum<?> f : features) {
        bits |= vocabulary.sideBit(f);
      }
      Hex a = side.hex();
      Hex b = a.neighbor(side.direction());
      boolean any = false;
      int ia = indexOrMinus(a);
      int ib = indexOrMinus(b);
      if (ia >= 0) {
        sideMasks[ia * 6 + side.direction().index()] |= bits;
        any = true;
      }
      if (ib >= 0) {
        sideMasks[ib * 6 + side.direction().opposite().index()] |= bits;
        any = true;
      }
      if (!any) {
        throw new InvalidInputException("hexside", "hexside between " + numbering.label(a)
            + " and " + numbering.label(b) + " is off the map");
      }
      return this;
    }

    /**
     * Adds a feature to the hexside between two adjacent hexes.
     *
     * @param a one hex
     * @param b an adjacent hex
     * @param features hexside features
     * @return this builder
     * @throws InvalidInputException if the hexes are not adjacent
     */
    public Builder side(Hex a, Hex b, Enum<?>... features) {
      if (!a.isAdjacentTo(b)) {
        throw new InvalidInputException("hexside", numbering.label(a) + " and "
            + numbering.label(b) + " are not adjacent");
      }
      return side(Hexside.between(a, b), features);
    }

    /**
     * Adds features to one side of the hexside between two adjacent hexes of the map, the side
     * of {@code foot}: a directed hexside such as an escarpment, crossed up from {@code foot}
     * and down into it. {@link HexMap#sideMask(int, int)} of {@code foot} towards {@code top}
     * holds the features, that of {@code top} towards {@code foot} does not.
     *
     * @param foot the hex on whose side the features lie
     * @param top the adjacent hex across the hexside
     * @param features hexside features
     * @return this builder
     * @throws InvalidInputException if the hexes are not adjacent or not both on the map
     */
    public Builder directedSide(Hex foot, Hex top, Enum<?>... features) {
      if (!foot.isAdjacentTo(top)) {
        throw new InvalidInputException("hexside", numbering.label(foot) + " and "
            + numbering.label(top) + " are not adjacent");
      }
      int ia = indexOrMinus(foot);
      if (ia < 0 || indexOrMinus(top) < 0) {
        throw new InvalidInputException("hexside", "a directed hexside needs both hexes on the"
            + " map, got " + numbering.label(foot) + "/" + numbering.label(top));
      }
      long bits = 0;
      for (Enum<?> f : features) {
        bits |= vocabulary.sideBit(f);
      }
      sideMasks[ia * 6 + foot.directionTo(top).index()] |= bits;
      return this;
    }

    /**
     * Lays a linear feature (road, rail, ...) along a sequence of hexes: each consecutive pair
     * must be adjacent, and the hexside between them gets the feature.
     *
     * @param feature a hexside feature of the vocabulary
     * @param path two or more hexes, each adjacent to the next
     * @return this builder
     * @throws InvalidInputException naming the step if two consecutive hexes are not adjacent
     */
    public Builder path(Enum<?> feature, List<Hex> path) {
      if (path.size() < 2) {
        throw new InvalidInputException("path", "a " + vocabulary.nameOf(feature)
            + " needs at least two hexes");
      }
      for (int k = 1; k < path.size(); k++) {
        Hex a = path.get(k - 1);
        Hex b = path.get(k);
        idx(a, "path[" + (k - 1) + "]");
        idx(b, "path[" + k + "]");
        if (!a.isAdjacentTo(b)) {
          throw new InvalidInputException("path[" + k + "]", numbering.label(a) + " and "
              + numbering.label(b) + " are not adjacent");
        }
        side(Hexside.between(a, b), feature);
      }
      return this;
    }

    private int indexOrMinus(Hex hex) {
      int c = HexNumbering.rawColumn(hex) - firstColumn;
      int rr = HexNumbering.rawRow(hex) - firstRow;
      if (c < 0 || c >= columns || rr < 0 || rr >= rows) {
        return -1;
      }
      return c * rows + rr;
    }

    /**
     * Defines (or extends) a named region.
     *
     * @param name unique region name
     * @param kind what sort of region it is
     * @param attributes further data
     * @param hexes hexes of the map that belong to it
     * @return this builder
     */
    public Builder region(String name, String kind, Map<String, String> attributes,
        Collection<Hex> hexes) {
      RegionSpec spec = regions.computeIfAbsent(name,
          n -> new RegionSpec(n, kind, attributes, hexMasks.length));
      if (!spec.kind.equals(kind)) {
        throw new InvalidInputException("regions." + name, "defined twice with different kinds ("
            + spec.kind + ", " + kind + ")");
      }
      int k = 0;
      for (Hex h : hexes) {
        int i = idx(h, "regions." + name + "[" + k + "]");
        spec.bits[i >>> 6] |= 1L << i;
        k++;
      }
      return this;
    }

    /**
     * Defines a region without attributes.
     *
     * @param name unique region name
     * @param kind what sort of region it is
     * @param hexes hexes of the map
     * @return this builder
     */
    public Builder region(String name, String kind, Collection<Hex> hexes) {
      return region(name, kind, Map.of(), hexes);
    }

    /**
     * Adds an off-map box.
     *
     * @param box the box; its name must be new
     * @return this builder
     */
    public Builder box(OffMapBox box) {
      if (boxes.putIfAbsent(box.name(), box) != null) {
        throw new InvalidInputException("boxes." + box.name(), "box defined twice");
      }
      return this;
    }

    /**
     * Builds the map, checking that box adjacency refers to known boxes.
     *
     * @return the immutable map
     * @throws InvalidInputException if a box names an unknown neighbour
     */
    public HexMap build() {
      for (OffMapBox box : boxes.values()) {
        for (String adj : box.adjacent()) {
          if (!boxes.containsKey(adj)) {
            throw new InvalidInputException("boxes." + box.name() + ".adjacent",
                "unknown box '" + adj + "'");
          }
        }
      }
      return new HexMap(this);
    }
  }
}
