package io.github.warpath.efs.internal;

import io.github.warpath.map.HexMap;

/**
 * The price of one step for a compiled query: the step tables (hex entered, hexsides, roads and
 * railroads as the chart prices them for this stack and weather), the markers on the hexside
 * (bridge units, destroyed lines), the road-exit surcharge of the hex left ({@link RoadExit}) and
 * a strongpoint in the hex entered ({@link Fortifications}). Enemy units, zones of control and
 * the allowance are the movement modes' business. Pointed at new tables only when they change
 * ({@link #pointAt}), so that a query on the same tables stores no reference into this long-lived
 * object (under G1 every such store runs the collector's write barrier); nothing here allocates
 * in the search.
 */
final class StepPricing {
  /** The map. */
  HexMap map;
  /** The step tables of the query. */
  StepTables tables;
  /** Hex price table ({@link StepTables#tab}). */
  int[] tab;
  /** Step values per {@code hex * 6 + direction}. */
  int[] edge;
  /** Hex weather flags. */
  int[] info;
  /** The weather per hex. */
  HexWeather weather;
  /** The board marks of the graph. */
  final BoardMarks marks;
  /** The price of a strongpoint. */
  int strongpointCost;
  private final RoadExit roadExit = new RoadExit();
  private int arrive;

  /**
   * Prices steps against the graph's board marks.
   *
   * @param marks the board marks, re-marked for each query
   */
  StepPricing(BoardMarks marks) {
    this.marks = marks;
  }

  /**
   * Points the pricing at new step tables: called when the map, the weather, the charts or the
   * stack's chart profile changed, not for every query.
   *
   * @param hexMap the map
   * @param t the step tables
   * @param w the weather per hex
   */
  void pointAt(HexMap hexMap, StepTables t, HexWeather w) {
    map = hexMap;
    tables = t;
    tab = t.tab;
    edge = t.edge;
    weather = w;
    info = w.info;
  }

  /**
   * Sets a query's own prices.
   *
   * @param strongpoint the price of a strongpoint
   */
  void reset(int strongpoint) {
    strongpointCost = strongpoint;
  }

  /**
   * The search state a unit arrives in, set by {@link #base}: the road class and railroad bits.
   *
   * @return bits 0-2
   */
  int arrive() {
    return arrive;
  }

  /**
   * The step value of this query: the map's, or recomputed where a marker lies on the side.
   *
   * @param from the hex left
   * @param dir the direction
   * @param to the hex entered
   * @return the value (cost, road and railroad bits), or {@code ~reason} if closed
   */
  int stepValue(int from, int dir, int to) {
    final int m = marks.sideMark(from, dir);
    return m == 0 ? edge[from * 6 + dir] : tables.stepValue(map, from, dir, to,
        (m & BoardMarks.BRIDGE_UNIT) != 0, (m & BoardMarks.FORT_GONE) != 0);
  }

  /**
   * The road-exit surcharge of leaving a node by a step of value {@code v}.
   *
   * @param from the hex left
   * @param s the search state left
   * @param v the step value
   * @return the surcharge, or -1 if the hex off the road is closed
   */
  int surcharge(int from, int s, int v) {
    return roadExit.surcharge(tab, info, from, s, v);
  }

  /**
   * Prepares the road-exit surcharges of a node before its steps are priced ({@link
   * RoadExit#prepare}); answers do not depend on it, only the size of the step does.
   *
   * @param from the location left (nothing is prepared for a box)
   * @param s the search state left
   */
  void leaving(int from, int s) {
    if (s != 0 && from < map.size()) {
      roadExit.prepare(tab, info, from, s);
    }
  }

  /**
   * The cost of a step without zones of control, enemy units and allowance: the step value,
   * the road-exit surcharge for the hex left, a strongpoint. Sets {@link #arrive}.
   *
   * @param from the hex left
   * @param s the search state left
   * @param dir the direction
   * @param to the hex entered
   * @param tf the board flags of the hex entered
   * @return the cost, or {@code ~reason} if a rule forbids the step
   */
  int base(int from, int s, int dir, int to, int tf) {
    final int v = stepValue(from, dir, to);
    if (v < 0) {
      return v;
    }
    arrive = v & 7;
    int cost = v >>> StepTables.COST_SHIFT;
    if (s != 0) {
      int x = surcharge(from, s, v);
      if (x < 0) {
        return ~StepReason.ROAD_EXIT.ordinal();
      }
      cost += x;
    }
    if ((tf & BoardMarks.STRONGPOINT) != 0) {
      cost += Fortifications.strongpointSurcharge(strongpointCost,
          fortifiedLineCost(from, dir, to));
    }
    return cost;
  }

  /**
   * What a step costs (as {@link #base} charges it) under other tables, such as those of the
   * chart without one of its modifiers. For explanations only: it may allocate.
   *
   * @param alt the tables to price with
   * @param altWeather the weather those tables were built for
   * @param from the hex left
   * @param s the search state of the node left
   * @param dir the direction
   * @param to the hex entered
   * @return the cost in engine units, or -1 if those tables close the step
   */
  int baseWith(StepTables alt, HexWeather altWeather, int from, int s, int dir, int to) {
    final int m = marks.sideMark(from, dir);
    final int v = alt.stepValue(map, from, dir, to, (m & BoardMarks.BRIDGE_UNIT) != 0,
        (m & BoardMarks.FORT_GONE) != 0);
    if (v < 0) {
      return -1;
    }
    int cost = v >>> StepTables.COST_SHIFT;
    if (s != 0) {
      int[] x = new int[4];
      RoadExit.surcharges(alt.tab, altWeather.info, from, s, x);
      int k = (v >> 3) & 3;
      if (x[k] < 0) {
        return -1;
      }
      cost += x[k];
    }
    if ((marks.hex.get(to) & BoardMarks.STRONGPOINT) != 0) {
      cost += Fortifications.strongpointSurcharge(strongpointCost,
          Fortifications.lineCost(map, marks, alt.side, altWeather.info, from, dir, to));
    }
    return cost;
  }

  /**
   * What the road-exit rule adds to a step for the hex it leaves, for explanations.
   *
   * @param from the hex left
   * @param s the search state of the node left
   * @param dir the direction of the step
   * @param to the hex entered
   * @return the surcharge in engine units (0 if none, or if the step is closed anyway)
   */
  int roadExitSurcharge(int from, int s, int dir, int to) {
    if (s == 0) {
      return 0;
    }
    int v = stepValue(from, dir, to);
    return v < 0 ? 0 : Math.max(0, surcharge(from, s, v));
  }

  /**
   * The price a hex was charged given how the unit entered it, for explanations.
   *
   * @param from the hex
   * @param s the search state of the node
   * @return the price in engine units
   */
  int roadPriceCharged(int from, int s) {
    return RoadExit.priceCharged(tab, from, s);
  }

  /**
   * What an intact fortified line on the hexside costs a step.
   *
   * @param from the hex left
   * @param dir the direction
   * @param to the hex entered
   * @return engine units, 0 if none
   */
  int fortifiedLineCost(int from, int dir, int to) {
    return Fortifications.lineCost(map, marks, tables.side, info, from, dir, to);
  }

  /**
   * What a strongpoint in the hex entered adds beyond a fortified line on the hexside.
   *
   * @param from the hex left
   * @param dir the direction
   * @param to the hex entered
   * @return engine units, 0 if no strongpoint
   */
  int strongpointSurcharge(int from, int dir, int to) {
    return (marks.hex.get(to) & BoardMarks.STRONGPOINT) == 0 ? 0
        : Fortifications.strongpointSurcharge(strongpointCost, fortifiedLineCost(from, dir, to));
  }

  /**
   * Whether a hexside is bridged for the moving side: a road or railroad crosses it, or an
   * operating bridge unit of the side.
   *
   * @param from the hex left
   * @param dir the direction
   * @return true if bridged
   */
  boolean bridged(int from, int dir) {
    return (map.sideMask(from, dir) & StepTables.BRIDGING) != 0
        || (marks.sideMark(from, dir) & BoardMarks.BRIDGE_UNIT) != 0;
  }

  /**
   * Whether a hex is in mud (lingering mud included).
   *
   * @param i a hex index
   * @return true if in mud
   */
  boolean mud(int i) {
    return (info[i] & HexWeather.WEATHER) == io.github.warpath.efs.EfsWeather.MUD.ordinal();
  }
}
