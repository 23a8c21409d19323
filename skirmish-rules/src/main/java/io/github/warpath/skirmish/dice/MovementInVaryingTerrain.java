package io.github.warpath.skirmish.dice;

import java.util.List;

/**
 * 10.1.2.2 Movement in varying Terrain: a move that goes into more than one type of ground is
 * made at the rate of the slowest for the whole phase. What counts is the ground the figures
 * actually enter, not the ground their declared route leads to after the point where they halt.
 *
 * <p>That makes the rate circular: it depends on whether the figures reach the slower ground,
 * which depends on the rate. It is settled in the order the figures move:
 * <ol>
 *   <li>the move starts at the rate of the slowest ground the figures stand in (open if none);
 *   <li>at that rate each figure goes on until it halts; if none would enter slower ground
 *   before halting, that is the move;
 *   <li>if some would, the move takes the rate of that slower ground (the slowest first entered
 *   by any figure) provided that at the slower rate a figure still gets into it; then the move
 *   goes on from step 2 at the slower rate (it may reach slower ground still);
 *   <li>otherwise the figures keep the faster rate and those that would enter the slower ground
 *   halt where their bases meet it: they move in one type of ground only, so the faster rate is
 *   right for them.
 * </ol>
 * Every outcome is consistent (the rate used is that of the slowest ground entered), and no
 * figure goes farther than its roll. The figures of one order share one rate.
 */
final class MovementInVaryingTerrain {
  private static final double EPS = 1e-9;

  private MovementInVaryingTerrain() {}

  /**
   * Where one figure's route first enters ground of a class.
   *
   * @param at the distance along the route at which the base first overlaps the ground
   * @param ground the class of the ground
   */
  record Entry(double at, TerrainClass ground) {}

  /** How far a figure goes at the rate of a class of ground, before any halt for terrain. */
  interface Travel {
    /**
     * The distance travelled.
     *
     * @param figure the figure's index
     * @param rate the class of ground whose rate applies
     * @return inches along the route
     */
    double at(int figure, TerrainClass rate);
  }

  /**
   * The settled move.
   *
   * @param rate the class of ground whose rate applies to the whole move
   * @param travel per figure, inches along its route
   */
  record Settled(TerrainClass rate, double[] travel) {}

  /**
   * Settles the rate of a move and how far each figure goes.
   *
   * @param entries per figure, where its route enters each area of slowing ground
   * @param travel how far each figure goes at a rate
   * @return the rate and the distances
   */
  static Settled settle(List<List<Entry>> entries, Travel travel) {
    int n = entries.size();
    TerrainClass rate = TerrainClass.OPEN;
    for (List<Entry> es : entries) {
      for (Entry e : es) {
        if (e.at() <= EPS) {
          rate = max(rate, e.ground());
        }
      }
    }
    while (true) {
      double[] go = new double[n];
      double[] edge = new double[n];
      TerrainClass slower = null;
      for (int f = 0; f < n; f++) {
        go[f] = travel.at(f, rate);
        edge[f] = Double.POSITIVE_INFINITY;
        TerrainClass first = null;
        for (Entry e : entries.get(f)) {
          if (e.ground().compareTo(rate) > 0 && e.at() < go[f] - EPS && e.at() < edge[f]) {
            edge[f] = e.at();
            first = e.ground();
          }
        }
        if (first != null) {
          slower = slower == null ? first : max(slower, first);
        }
      }
      if (slower == null) {
        return new Settled(rate, go);
      }
      boolean entersAtSlowerRate = false;
      for (int f = 0; f < n && !entersAtSlowerRate; f++) {
        double reach = travel.at(f, slower);
        for (Entry e : entries.get(f)) {
          entersAtSlowerRate |= e.ground() == slower && e.at() < reach - EPS;
        }
      }
      if (entersAtSlowerRate) {
        rate = slower;
        continue;
      }
      for (int f = 0; f < n; f++) {
        go[f] = Math.min(go[f], edge[f]);
      }
      return new Settled(rate, go);
    }
  }

  private static TerrainClass max(TerrainClass a, TerrainClass b) {
    return a.compareTo(b) >= 0 ? a : b;
  }
}
