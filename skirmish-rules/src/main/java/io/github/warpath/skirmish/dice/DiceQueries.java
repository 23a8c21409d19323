package io.github.warpath.skirmish.dice;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.ReachRegion;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TableRoute;
import io.github.warpath.skirmish.table.internal.Geo;
import io.github.warpath.skirmish.table.internal.Sweep;
import io.github.warpath.state.GameState;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;

/**
 * The table queries of {@code miniatures-dice} behind {@link MiniaturesDiceRules}: reach regions
 * and routes for the dice rolled, and exact chances over every roll, each searched once per way
 * of moving the figure's mode allows ({@link QueryFigure}).
 */
final class DiceQueries {
  private DiceQueries() {}

  /** The exact distribution of a move's distance over every roll of its dice. */
  static SortedMap<Integer, Fraction> distributionOf(int n, TerrainClass terrain,
      boolean crossing, boolean lower, boolean higher, DiceRoll.Weight gun, int shock) {
    Map<Integer, Integer> counts = new TreeMap<>();
    List<Dice> all = Dice.all(n);
    for (Dice d : all) {
      RolledDistance r = DiceRoll.compute(d, terrain, lower, higher, gun, shock);
      counts.merge(crossing ? r.crossing() : r.full(), 1, Integer::sum);
    }
    SortedMap<Integer, Fraction> out = new TreeMap<>();
    for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
      out.put(e.getKey(), Fraction.of(e.getValue(), all.size()));
    }
    return out;
  }

  /** The chance that a distribution covers a length. */
  static Fraction atLeast(SortedMap<Integer, Fraction> dist, double length) {
    Fraction p = Fraction.ZERO;
    for (Map.Entry<Integer, Fraction> e : dist.entrySet()) {
      if (e.getKey() + Table.TOLERANCE >= length) {
        p = p.plus(e.getValue());
      }
    }
    return p;
  }

  /** The exact chance that a figure can end its move at a point (see the public query). */
  static Fraction probabilityToReach(GameState state, MoveQuery query, int model,
      TablePoint target) {
    QueryFigure m = new QueryFigure(state, query, model);
    checkTarget(m.ctx, target);
    if (otherFloor(m, target)) {
      return Fraction.ZERO;
    }
    if (target.distanceTo(m.start) <= Table.TOLERANCE) {
      return Fraction.ONE;
    }
    if (!m.mayMove() || !m.mayEndAt(target)) {
      return Fraction.ZERO;
    }
    Fraction best = Fraction.ZERO;
    for (QueryFigure.Signature s : m.signatures()) {
      List<Coordinate> route = m.space(s).route(Geo.c(m.start), Geo.c(target), 18);
      if (route.isEmpty()) {
        continue;
      }
      double len = length(route);
      Fraction p = atLeast(m.distribution(s), len);
      if (p.compareTo(best) > 0) {
        best = p;
      }
    }
    return best;
  }

  /**
   * Whether a target names an upper floor other than the figure's: a rolled move stays on its
   * floor (changing floor is a phase of its own). A target without a floor (0) means the
   * figure's own floor.
   */
  private static boolean otherFloor(QueryFigure m, TablePoint target) {
    return target.level() > 0 && target.level() != m.start.level();
  }

  /** A target must be on the table, and above the ground only on a floor of a building. */
  private static void checkTarget(DiceContext ctx, TablePoint target) {
    if (!ctx.table.contains(target)) {
      throw new InvalidInputException("target", target + " is off the " + ctx.table.describe());
    }
    if (target.level() > 0) {
      Feature b = ctx.buildingAt(target);
      int floors = b == null ? 0 : Integer.parseInt(b.attribute("floors", "1"));
      if (target.level() >= floors) {
        throw new InvalidInputException("target", target + " is on floor " + target.level()
            + (b == null ? ", but no building stands there (the ground is floor 0)"
                : ", but building '" + b.id() + "' has floors 0 to " + (floors - 1)));
      }
    }
  }

  private static double length(List<Coordinate> cs) {
    double s = 0;
    for (int i = 0; i + 1 < cs.size(); i++) {
      s += cs.get(i).distance(cs.get(i + 1));
    }
    return s;
  }

  /** Where a figure can end with the dice rolled (see the public query). */
  static ReachRegion reach(GameState state, MoveQuery query, int model) {
    QueryFigure m = new QueryFigure(state, query, model);
    Dice d = m.ctx.dice(m.dice);
    if (!m.mayMove()) {
      return new ReachRegion(m.start, 0, Geo.F.createPolygon(), "may not move in this mode");
    }
    List<Geometry> pieces = new ArrayList<>();
    int most = 0;
    for (QueryFigure.Signature s : m.signatures()) {
      int dist = m.rolled(s, d);
      most = Math.max(most, dist);
      pieces.add(m.space(s).region(Geo.c(m.start), dist));
    }
    Geometry g = Geo.minus(Geo.union(pieces), m.noEnd());
    return new ReachRegion(m.start, most, g, m.ctx.mode + " " + d);
  }

  /** The shortest legal route this move, or of any length. */
  static Optional<TableRoute> bestRoute(GameState state, MoveQuery query, int model,
      TablePoint target, boolean anyLength) {
    QueryFigure m = new QueryFigure(state, query, model);
    checkTarget(m.ctx, target);
    Dice d = anyLength ? null : m.ctx.dice(m.dice);
    if (otherFloor(m, target) || !m.mayMove() || !m.mayEndAt(target)) {
      return Optional.empty();
    }
    TableRoute best = null;
    for (QueryFigure.Signature s : m.signatures()) {
      double limit = anyLength ? Double.POSITIVE_INFINITY : m.rolled(s, d);
      List<Coordinate> cs = m.space(s, !anyLength).route(Geo.c(m.start), Geo.c(target),
          limit);
      if (cs.isEmpty()) {
        continue;
      }
      List<TablePoint> pts = new ArrayList<>();
      for (Coordinate c : cs) {
        pts.add(TablePoint.of(c.x, c.y).atLevel(m.start.level()));
      }
      pts.set(0, m.start);
      pts.set(pts.size() - 1, target.atLevel(m.start.level()));
      double len = Sweep.length(pts);
      if (best == null || len < best.length() - 1e-9) {
        best = new TableRoute(pts, len, s.worst().id() + " ground"
            + (s.lower() || s.higher() ? ", crossing" : ""));
      }
    }
    return Optional.ofNullable(best);
  }

  /** The chance of reaching each point, as nested regions (see the public query). */
  static SortedMap<Fraction, Geometry> probabilityRegions(GameState state, MoveQuery query,
      int model) {
    QueryFigure m = new QueryFigure(state, query, model);
    SortedMap<Fraction, Geometry> out = new TreeMap<>();
    if (!m.mayMove()) {
      return out;
    }
    List<QueryFigure.Signature> sigs = m.signatures();
    List<SortedMap<Integer, Fraction>> dists = new ArrayList<>();
    TreeSet<Fraction> levels = new TreeSet<>();
    for (QueryFigure.Signature s : sigs) {
      SortedMap<Integer, Fraction> dist = m.distribution(s);
      dists.add(dist);
      for (int k = 1; k <= dist.lastKey(); k++) {
        Fraction p = atLeast(dist, k);
        if (p.compareTo(Fraction.ZERO) > 0) {
          levels.add(p);
        }
      }
    }
    Map<Fraction, List<Geometry>> parts = new LinkedHashMap<>();
    for (int i = 0; i < sigs.size(); i++) {
      SortedMap<Integer, Fraction> dist = dists.get(i);
      List<Fraction> lv = new ArrayList<>(levels);
      double[] limits = new double[lv.size()];
      for (int j = 0; j < lv.size(); j++) {
        int k = 0;
        for (int kk = 1; kk <= dist.lastKey(); kk++) {
          if (atLeast(dist, kk).compareTo(lv.get(j)) >= 0) {
            k = kk;
          }
        }
        limits[j] = k;
      }
      List<Geometry> regions = m.space(sigs.get(i)).regions(Geo.c(m.start), limits);
      for (int j = 0; j < lv.size(); j++) {
        parts.computeIfAbsent(lv.get(j), x -> new ArrayList<>()).add(regions.get(j));
      }
    }
    Geometry noEnd = m.noEnd();
    for (Map.Entry<Fraction, List<Geometry>> e : parts.entrySet()) {
      Geometry g = Geo.minus(Geo.union(e.getValue()), noEnd);
      if (!g.isEmpty()) {
        out.put(e.getKey(), g);
      }
    }
    return out;
  }
}
