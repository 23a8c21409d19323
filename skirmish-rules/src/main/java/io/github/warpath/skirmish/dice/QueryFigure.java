package io.github.warpath.skirmish.dice;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.skirmish.dice.CrossingObstacles.Cross;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.internal.Geo;
import io.github.warpath.skirmish.table.internal.Geodesic;
import io.github.warpath.skirmish.table.internal.Sweep;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import org.locationtech.jts.geom.Geometry;

/**
 * The figure a reach, route or chance query of {@code miniatures-dice} asks about, and what it
 * may do: whether it moves at all (the limits of 10.3, read from {@link
 * WeaponsWithLimitedMovement}), the ground and crossings its mode allows (read from {@link
 * TerrainAndMovement#slowestGround} and {@link CrossingObstacles#mayCross}, as the check reads
 * them), and the search space of each way of moving.
 */
final class QueryFigure {
  /** One way of moving: the slowest ground allowed and the crossings allowed. */
  record Signature(TerrainClass worst, Set<Cross> crossings, boolean lower, boolean higher) {}

  final DiceContext ctx;
  final Unit unit;
  final TablePoint start;
  final double r;
  final int dice;
  final boolean gun;
  final Feature upper;

  QueryFigure(GameState state, MoveQuery query, int model) {
    ctx = new DiceContext(state, query);
    if (!MiniaturesDiceRules.ROLLED.contains(ctx.mode)) {
      throw new InvalidInputException("mode", "reach, routes and chances are for rolled"
          + " moves: " + String.join(", ", MiniaturesDiceRules.ROLLED));
    }
    unit = ctx.movers.get(0);
    if (!(unit.position() instanceof TablePosition)) {
      throw new InvalidInputException("units", "'" + unit.id() + "' is not on the table");
    }
    TablePosition tp = (TablePosition) unit.position();
    if (model < 0 || model >= tp.size()) {
      throw new InvalidInputException("model", "unit '" + unit.id() + "' has " + tp.size()
          + " figures (0 to " + (tp.size() - 1) + "), got " + model);
    }
    start = tp.model(model);
    r = ctx.radius(unit);
    dice = DiceContext.diceFor(ctx.mode);
    gun = ctx.anyGun();
    upper = start.level() > 0 ? ctx.buildingAt(start) : null;
  }

  /** Whether the activation may move at all in this mode. */
  boolean mayMove() {
    for (Unit u : ctx.movers) {
      if (DiceContext.vehicle(u) || !WeaponsWithLimitedMovement.of(ctx, u).isEmpty()) {
        return false;
      }
    }
    return true;
  }

  List<Signature> signatures() {
    List<Signature> out = new ArrayList<>();
    List<TerrainClass> classes = new ArrayList<>();
    if (upper != null) {
      classes.add(TerrainClass.BROKEN);
    } else {
      TerrainClass slowest = TerrainAndMovement.slowestGround(ctx.mode, gun);
      for (TerrainClass c : TerrainClass.values()) {
        boolean allowed = c.compareTo(slowest) <= 0;
        if (allowed && (c == TerrainClass.OPEN || present(c))) {
          classes.add(c);
        }
      }
    }
    // Guns cross nothing but the openings they may pass (their search space closes the rest),
    // and those openings discard dice for them as for anyone.
    boolean mayCross = CrossingObstacles.mayCross(ctx.mode) && upper == null;
    boolean hasLower = present(Cross.LOWER);
    boolean hasHigher = present(Cross.HIGHER);
    for (TerrainClass c : classes) {
      for (int mask = 0; mask < 4; mask++) {
        boolean lo = (mask & 1) != 0;
        boolean hi = (mask & 2) != 0;
        if ((lo || hi) && !mayCross || lo && !hasLower || hi && !hasHigher) {
          continue;
        }
        Set<Cross> cs = EnumSet.of(Cross.NONE);
        if (lo) {
          cs.add(Cross.LOWER);
        }
        if (hi) {
          cs.add(Cross.HIGHER);
        }
        out.add(new Signature(c, cs, lo, hi));
      }
    }
    return out;
  }

  private boolean present(TerrainClass c) {
    for (Feature f : ctx.table.features()) {
      TerrainClass tc = f.kind().equals("building") ? TerrainClass.BROKEN
          : TerrainAndMovement.areaClass(f);
      if (tc == c) {
        return true;
      }
    }
    return false;
  }

  private boolean present(Cross c) {
    for (Feature f : ctx.table.features()) {
      if (CrossingObstacles.crossing(f) == c) {
        return true;
      }
    }
    return false;
  }

  Geodesic space(Signature s) {
    return space(s, true);
  }

  /** The search space; {@code near} keeps only what a move of 18" or less can meet. */
  Geodesic space(Signature s, boolean near) {
    Geometry obs = upper != null ? ctx.upperObstacles(r, upper, start.level())
        : ctx.obstacles(r, s.worst(), s.crossings(), gun, null, near
            ? Geo.around(start, 3 * 6 + 1) : null);
    return ctx.space(obs, r);
  }

  SortedMap<Integer, Fraction> distribution(Signature s) {
    return DiceQueries.distributionOf(dice, s.worst(), s.lower() || s.higher(), s.lower(),
        s.higher(), ctx.gunWeight(), ctx.shock());
  }

  int rolled(Signature s, Dice d) {
    RolledDistance rd = DiceRoll.compute(d, s.worst(), s.lower(), s.higher(), ctx.gunWeight(),
        ctx.shock());
    return s.lower() || s.higher() ? rd.crossing() : rd.full();
  }

  /** Whether a figure may stop at a point (not on an obstacle or a wall, not at the edge). */
  boolean mayEndAt(TablePoint p) {
    if (ctx.table.edgeGap(p, r) <= Table.TOLERANCE && !ctx.forced) {
      return false;
    }
    if (upper != null) {
      return true;
    }
    for (Feature f : ctx.table.features()) {
      if (CrossingObstacles.crossing(f) != null
          && Sweep.gap(ctx.table, f, p, p, r) < -Table.TOLERANCE) {
        return false;
      }
    }
    return true;
  }

  /** Where a figure may not stop: obstacles and openings, grown by the base. */
  Geometry noEnd() {
    List<Geometry> gs = new ArrayList<>();
    if (upper == null) {
      for (Feature f : ctx.table.features()) {
        if (CrossingObstacles.crossing(f) != null) {
          Sweep.Body b = Sweep.body(ctx.table, f);
          gs.add(Geo.grow(b.core(), b.halfWidth() + r));
        }
      }
    }
    return Geo.union(gs);
  }
}
