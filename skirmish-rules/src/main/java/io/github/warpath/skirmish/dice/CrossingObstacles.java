package io.github.warpath.skirmish.dice;

import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.internal.Geo;
import io.github.warpath.skirmish.table.internal.Sweep;
import io.github.warpath.skirmish.table.internal.Verdicts;
import java.util.List;

/**
 * 10.1.2.1 Crossing Obstacles: what crossing each obstacle does to the dice (minor obstacles,
 * narrow streams and small doors discard the lower die, medium obstacles and large windows the
 * higher), that only a Normal move crosses, that a figure halts at an obstacle its roll does not
 * clear and may not end on one, and major obstacles crossed from beside them as a whole phase.
 * The check and the reach queries read the same {@link #mayCross}.
 */
final class CrossingObstacles {
  private CrossingObstacles() {}

  /** What crossing a feature does to the dice. */
  enum Cross {
    NONE, LOWER, HIGHER, MAJOR
  }

  /** What crossing a feature does, or null if it is not crossed (ground or impassable). */
  static Cross crossing(Feature f) {
    switch (f.kind()) {
      case "minor-obstacle":
        return Cross.LOWER;
      case "medium-obstacle":
        return Cross.HIGHER;
      case "major-obstacle":
        return Cross.MAJOR;
      case "stream":
        return TerrainAndMovement.narrow(f) ? Cross.LOWER : null;
      case "opening":
        switch (f.attribute("type", "")) {
          case "small-door":
            return Cross.LOWER;
          case "large-window":
            return Cross.HIGHER;
          default:
            return Cross.NONE;
        }
      default:
        return null;
    }
  }

  /** Whether a mode may cross obstacles: not At the Double, Tactically, firing or unlimbering. */
  static boolean mayCross(String mode) {
    return !mode.equals(MiniaturesDiceRules.DOUBLE)
        && !mode.equals(MiniaturesDiceRules.TACTICAL_MODE)
        && !mode.equals(MiniaturesDiceRules.MOVE_AND_FIRE)
        && !mode.equals(MiniaturesDiceRules.UNLIMBER);
  }

  /** Reports a crossing in a mode that may not cross (guns unlimbering under 10.3). */
  static void modeRule(DiceCheck c, boolean crosses) {
    String mode = c.ctx.mode;
    if (!crosses || mayCross(mode)) {
      return;
    }
    if (mode.equals(MiniaturesDiceRules.UNLIMBER)) {
      WeaponsWithLimitedMovement.noCrossing(c);
    } else if (mode.equals(MiniaturesDiceRules.DOUBLE)) {
      c.bad(DiceRule.OBSTACLES, "a unit At the Double crosses no obstacle", 1, null);
    } else {
      c.bad(DiceRule.OBSTACLES, "obstacles are crossed at Normal movement only, not "
          + (mode.equals(MiniaturesDiceRules.MOVE_AND_FIRE) ? "moving and firing"
          : "Tactically"), 1, null);
    }
  }

  /**
   * Reads a figure's route across one crossable feature: ending on it, major obstacles, guns,
   * and the stretches the dice must clear.
   */
  static void along(DiceCheck c, Figure f, Feature ft, Cross cross, boolean gun,
      boolean disembark) {
    double len = Sweep.length(f.path);
    List<double[]> st = Sweep.stretches(c.ctx.table, ft, f.path, f.r);
    for (double[] s : st) {
      if (s[1] >= len - 1e-9 && s[0] < len - 1e-9 && !(s[0] <= 1e-9 && len <= 1e-9)) {
        c.bad(DiceRule.OBSTACLES, "a figure ends clear of " + ft + ", not on it",
            c.steps.size(), Verdicts.at(f.index, f.last()));
        continue;
      }
      if (s[1] < len - 1e-9) {
        if (cross == Cross.MAJOR && !disembark) {
          c.bad(DiceRule.OBSTACLES, ft + " is a major obstacle: figures cross it only from"
              + " beside it, taking the whole phase (mode cross-obstacle)", 1,
              Verdicts.at(f.index, f.last()));
        } else if (cross == Cross.MAJOR) {
          c.bad(DiceRule.EMBARKING, "disembarking figures may not cross major obstacles", 1,
              Verdicts.at(f.index, f.last()));
        } else if (gun && ft.kind().equals("opening")
            && !MovementInBuildings.gunMayPass(c.ctx.table, ft)) {
          MovementInBuildings.gunOpening(c, f, ft);
        } else if (gun && !ft.kind().equals("opening")) {
          c.bad(DiceRule.LIMITED_WEAPONS, "guns never cross obstacles (" + ft + ")", 1,
              Verdicts.at(f.index, f.last()));
        } else if (!disembark) {
          f.crossings.add(new double[] {s[0], s[1]});
          f.lower |= cross == Cross.LOWER;
          f.higher |= cross == Cross.HIGHER;
        }
      }
    }
  }

  /** Mode {@code cross-obstacle}: each figure placed straight across a major obstacle. */
  static void crossMajor(DiceCheck c) {
    DiceContext ctx = c.ctx;
    double near = ctx.chart.adjacent() + DiceCheck.EPS;
    for (Figure f : c.figures) {
      if (f.path.size() != 2) {
        c.bad(DiceRule.OBSTACLES, "figures crossing a major obstacle are placed straight across"
            + " it: one step", 1, null);
        return;
      }
      TablePoint a = f.path.get(0);
      TablePoint b = f.path.get(1);
      Feature crossed = null;
      for (Feature ft : ctx.table.features()) {
        if (crossing(ft) == Cross.MAJOR
            && Sweep.gap(ctx.table, ft, a, a, f.r) <= near
            && Sweep.gap(ctx.table, ft, b, b, f.r) <= near
            && Sweep.gap(ctx.table, ft, b, b, f.r) >= -DiceCheck.EPS
            && Sweep.gap(ctx.table, ft, a, a, f.r) >= -DiceCheck.EPS
            && Geo.segment(a, b).intersects(Sweep.body(ctx.table, ft).core())) {
          crossed = ft;
        }
      }
      if (crossed == null) {
        c.bad(DiceRule.OBSTACLES, "a figure crosses a major obstacle only from beside it, and is"
            + " placed beside it on the far side", 1, Verdicts.at(f.index, b));
      }
      f.end = b;
      f.travel = a.distanceTo(b);
    }
  }
}
