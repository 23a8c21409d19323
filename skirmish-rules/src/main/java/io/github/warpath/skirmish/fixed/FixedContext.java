package io.github.warpath.skirmish.fixed;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.internal.Geo;
import io.github.warpath.skirmish.table.internal.Geodesic;
import io.github.warpath.skirmish.table.internal.Sweep;
import io.github.warpath.skirmish.table.internal.TableInputChecks;
import io.github.warpath.skirmish.table.internal.Verdicts;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;

/** One move of one unit under {@code miniatures-fixed}: what the rules need to know about it. */
final class FixedContext {
  static final double EPS = Table.TOLERANCE;

  final GameState state;
  final Table table;
  final TerrainTable chart;
  final Unit unit;
  final TroopType troop;
  final double radius;
  final boolean run;
  final boolean assault;
  final boolean mayLeave;
  final Position start;
  final double rate;

  FixedContext(GameState state, MoveQuery query) {
    MiniaturesFixedRules.checkState(state);
    this.state = state;
    this.table = (Table) state.board();
    this.chart = TerrainTable.withOverrides(state.charts());
    if (query.units().size() != 1) {
      throw new InvalidInputException("units", "a miniatures-fixed order moves one unit, got "
          + query.units().size() + ": " + String.join(", ", query.units()));
    }
    this.unit = state.unit(query.units().get(0));
    this.troop = TroopType.of("units." + unit.id() + ".kind", unit.kind());
    this.radius = MiniaturesFixedRules.base(unit, chart) / 2;
    String mode = MiniaturesFixedRules.INSTANCE.mode(query.mode()).id();
    this.run = mode.equals(MiniaturesFixedRules.RUN);
    TableInputChecks.options(query.options(), MiniaturesFixedRules.OPTIONS,
        MiniaturesFixedRules.ID);
    this.assault = Verdicts.flag(query.options(), MiniaturesFixedRules.ASSAULT);
    this.mayLeave = Verdicts.flag(query.options(), MiniaturesFixedRules.MAY_LEAVE);
    this.start = query.start().orElse(unit.position());
    if (query.start().isPresent()) {
      MiniaturesFixedRules.checkPosition(table, start, "start");
    }
    double basic = unit.allowance().isZero() ? chart.rate(troop)
        : unit.allowance().twelfths() / 12.0;
    this.rate = run ? 2 * basic : basic;
  }

  boolean offTable() {
    return start instanceof BoxPosition
        && ((BoxPosition) start).box().equals(MiniaturesFixedRules.OFF_TABLE);
  }

  boolean leftTable() {
    return start instanceof BoxPosition
        && ((BoxPosition) start).box().equals(MiniaturesFixedRules.LEFT_TABLE);
  }

  String modeName() {
    return run ? "a Run" : "an Advance";
  }

  TerrainRating rating(Feature f) {
    return TerrainRating.of("features." + f.id() + ".kind", f.kind());
  }

  TerrainCode code(Feature f) {
    return chart.code(troop, rating(f));
  }

  /**
   * Why this unit may not enter or cross a feature on this move, or null if it may.
   */
  String forbidden(Feature f) {
    TerrainCode c = code(f);
    String what = troop.id() + " (" + c + ")";
    switch (c) {
      case OK:
      case ROAD_DOUBLE:
        return null;
      case OK_UNLESS_ANTI_TANK:
        return f.isTrue("anti-tank") && troop.vehicle() ? f + " is marked anti-tank: no vehicle"
            + " may cross it" : null;
      case OK_UNLESS_WALKER_PROOF:
        return f.isTrue("walker-proof") ? f + " is marked walker-proof: walkers may not cross it"
            : null;
      case NO_RUN:
        return run ? "the terrain table rates " + f + " " + what + ": it may be crossed on an"
            + " Advance, not on a Run" : null;
      case NO_EXCEPT_DEMOLISH:
        if (troop.demolisher() && f.isTrue("demolishable")) {
          return null;
        }
        return "the terrain table rates " + f + " " + what + ": only heavy tanks and walkers may"
            + " go through a building marked demolishable";
      case NO:
      case NO_DEPLOYED_ONLY:
      default:
        return "the terrain table rates " + f + " " + what + ": it may not be entered";
    }
  }

  /** Whether a model of this unit standing at a point overlaps a No* feature (deployed there). */
  Feature deployedIn(List<TablePoint> models) {
    for (Feature f : table.features()) {
      if (code(f) != TerrainCode.NO_DEPLOYED_ONLY) {
        continue;
      }
      for (TablePoint p : models) {
        if (Sweep.gap(table, f, p, p, radius) < -EPS) {
          return f;
        }
      }
    }
    return null;
  }

  /** Units other than the mover that stand on the table. */
  List<Unit> others() {
    List<Unit> out = new ArrayList<>();
    for (Unit u : state.units()) {
      if (!u.id().equals(unit.id()) && u.position() instanceof TablePosition) {
        out.add(u);
      }
    }
    return out;
  }

  double radiusOf(Unit u) {
    return MiniaturesFixedRules.base(u, chart) / 2;
  }

  TroopType troopOf(Unit u) {
    return TroopType.of("units." + u.id() + ".kind", u.kind());
  }

  /** Whether this unit's models may pass through another unit's models. */
  boolean mayPass(Unit other) {
    return InterpenetrationOfFriendlyUnits.mayPass(troop, unit, troopOf(other), other);
  }

  /** Whether the end-of-move spacing applies towards another unit. */
  boolean keepsApart(Unit other) {
    return !(assault && !other.side().equals(unit.side()));
  }

  /**
   * The roads of the table, built once per table: the road bodies grown to their half width
   * (where a vehicle's centre must stay for the road rate).
   *
   * <p>The tolerance: the check counts a leg as on the road when it lies within {@link #EPS} of
   * this surface ({@code onRoad}); the road search keeps off the complement of the exact surface,
   * which the search itself shrinks by half its tolerance. So a route the search finds strays at
   * most {@code EPS / 2} from the road, and the check, allowing {@code EPS}, always accepts it.
   *
   * @param exact the road surface as drawn
   * @param onRoad the surface grown by the tolerance, for the check
   */
  private record Roads(Geometry exact, PreparedGeometry onRoad) {}

  /** The roads of the table, or null without roads. */
  private Roads roads() {
    return table.<Optional<Roads>>derived(FixedContext.class.getName() + ".roads", t -> {
      List<Geometry> gs = new ArrayList<>();
      for (Feature f : t.features()) {
        if (f.kind().equals(TerrainRating.ROAD.id())) {
          Sweep.Body b = Sweep.body(t, f);
          gs.add(b.core().buffer(b.halfWidth(), Geo.QS));
        }
      }
      if (gs.isEmpty()) {
        return Optional.empty();
      }
      Geometry exact = Geo.union(gs);
      return Optional.of(new Roads(exact,
          PreparedGeometryFactory.prepare(exact.buffer(EPS, Geo.QS))));
    }).orElse(null);
  }

  /** The road surface within the tolerance (the centre of a vehicle must stay on it), or null
   * without roads. */
  PreparedGeometry roadSurface() {
    Roads r = roads();
    return r == null ? null : r.onRoad();
  }

  boolean roadDoubles() {
    return chart.code(troop, TerrainRating.ROAD) == TerrainCode.ROAD_DOUBLE;
  }

  /**
   * The grown obstacles of one model of this unit on this move that come near a region.
   *
   * @param focus where the model can get at all, or null for the whole table
   */
  Geometry obstacles(Envelope focus) {
    List<Geometry> gs = new ArrayList<>();
    for (Feature f : table.features()) {
      if (forbidden(f) != null) {
        Sweep.Body b = Sweep.body(table, f);
        gs.add(Geo.grow(b.core(), b.halfWidth() + radius));
      }
    }
    for (Unit u : others()) {
      if (mayPass(u)) {
        continue;
      }
      double r = radius + radiusOf(u);
      for (TablePoint p : ((TablePosition) u.position()).models()) {
        gs.add(Geo.disc(Geo.c(p), r, Geo.QS));
      }
    }
    return Geo.unionNear(gs, focus);
  }

  /** Where a model's centre may end without breaking the spacing rule, as a forbidden zone. */
  Geometry spacingZone() {
    List<Geometry> gs = new ArrayList<>();
    for (Unit u : others()) {
      if (!keepsApart(u)) {
        continue;
      }
      double r = radius + radiusOf(u) + 1 + 2 * EPS;
      for (TablePoint p : ((TablePosition) u.position()).models()) {
        gs.add(Geo.disc(Geo.c(p), r, Geo.QS));
      }
    }
    return Geo.union(gs);
  }

  /** Whether a single model could end at a point under the spacing rule (exact test). */
  boolean spacedAt(TablePoint p) {
    for (Unit u : others()) {
      if (!keepsApart(u)) {
        continue;
      }
      for (TablePoint q : ((TablePosition) u.position()).models()) {
        if (p.distanceTo(q) - radius - radiusOf(u) <= 1 + EPS) {
          return false;
        }
      }
    }
    return true;
  }

  Envelope bounds() {
    double m = mayLeave ? radius : radius + 2 * EPS;
    return new Envelope(m, table.width() - m, m, table.depth() - m);
  }

  Geodesic space() {
    return new Geodesic(bounds(), obstacles(null), EPS);
  }

  /** The search restricted to the road surface, or null when the road bonus cannot apply. */
  Geodesic roadSpace(TablePoint from, Geometry obstacles) {
    if (!roadDoubles()) {
      return null;
    }
    Roads roads = roads();
    if (roads == null || !roads.onRoad().covers(Geo.F.createPoint(Geo.c(from)))) {
      return null;
    }
    Geometry off = Geo.minus(Geo.rect(-1, -1, table.width() + 1, table.depth() + 1), roads.exact());
    return new Geodesic(bounds(), Geo.union(List.of(obstacles, off)), EPS);
  }
}
