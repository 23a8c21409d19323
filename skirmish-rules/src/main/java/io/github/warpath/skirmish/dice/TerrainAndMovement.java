package io.github.warpath.skirmish.dice;

import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Shape;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.internal.Sweep;
import io.github.warpath.skirmish.table.internal.Verdicts;
import java.util.List;

/**
 * 10.1.2 Terrain and Movement: the class of ground each area is (open, broken, rough, heavy
 * going; streams wider than 1" by their depth), which modes may enter which class, and
 * impassable ground. The check and the reach queries read the same {@link #slowestGround}.
 */
final class TerrainAndMovement {
  private TerrainAndMovement() {}

  /**
   * The slowest ground a mode may enter: At the Double only open ground, Tactical and
   * move-and-fire anything but heavy going, Normal anything; guns open ground only (10.3).
   */
  static TerrainClass slowestGround(String mode, boolean gun) {
    if (gun || mode.equals(MiniaturesDiceRules.DOUBLE)) {
      return TerrainClass.OPEN;
    }
    if (mode.equals(MiniaturesDiceRules.TACTICAL_MODE)
        || mode.equals(MiniaturesDiceRules.MOVE_AND_FIRE)) {
      return TerrainClass.ROUGH;
    }
    return TerrainClass.HEAVY_GOING;
  }

  /** Reports ground slower than the mode allows (the rule for guns is 10.3's). */
  static void modeRule(DiceCheck c) {
    TerrainClass worst = c.worst;
    if (worst.compareTo(slowestGround(c.ctx.mode, false)) <= 0) {
      return;
    }
    if (c.ctx.mode.equals(MiniaturesDiceRules.DOUBLE)) {
      c.bad(DiceRule.TERRAIN, "no move At the Double through " + worst.id() + " ground", 1,
          null);
    } else {
      c.bad(DiceRule.TERRAIN, "heavy going allows Normal movement only", 1, null);
    }
  }

  /** The ground class of an area feature, or null if it is not ground that slows. */
  static TerrainClass areaClass(Feature f) {
    switch (f.kind()) {
      case "broken":
        return TerrainClass.BROKEN;
      case "rough":
        return TerrainClass.ROUGH;
      case "heavy-going":
        return TerrainClass.HEAVY_GOING;
      case "stream":
        if (narrow(f)) {
          return null;
        }
        switch (f.attribute("depth", "")) {
          case "knee":
            return TerrainClass.BROKEN;
          case "waist":
            return TerrainClass.ROUGH;
          default:
            return TerrainClass.HEAVY_GOING;
        }
      default:
        return f.kind().equals("open") ? TerrainClass.OPEN : null;
    }
  }

  /** Whether a stream is narrow enough (1" or less) to be jumped as a minor obstacle. */
  static boolean narrow(Feature f) {
    return f.shape() instanceof Shape.Line
        && ((Shape.Line) f.shape()).width() <= 1 + DiceContext.EPS;
  }

  /** Reports a figure whose route overlaps impassable ground. */
  static void impassable(DiceCheck c, Figure f, Feature ft) {
    if (c.overlaps(f, ft)) {
      c.bad(DiceRule.TERRAIN, ft + " is impassable", 1, Verdicts.at(f.index, f.last()));
    }
  }

  /** Records the ground a figure's route enters (buildings are broken ground, open for guns). */
  static void ground(DiceCheck c, Figure f, Feature ft, boolean gun) {
    TerrainClass tc = ft.kind().equals("building") ? (gun ? TerrainClass.OPEN
        : TerrainClass.BROKEN) : areaClass(ft);
    if (tc != null && c.overlaps(f, ft)) {
      c.worst = c.worst.compareTo(tc) >= 0 ? c.worst : tc;
      f.grounds.add(new MovementInVaryingTerrain.Entry(entry(c, f, ft), tc));
    }
  }

  /** How far along its route a figure's base first overlaps an area it does overlap. */
  private static double entry(DiceCheck c, Figure f, Feature ft) {
    TablePoint start = f.path.get(0);
    if (Sweep.gap(c.ctx.table, ft, start, start, f.r) < -DiceCheck.EPS) {
      return 0;
    }
    List<double[]> st = Sweep.stretches(c.ctx.table, ft, f.path, f.r);
    return st.isEmpty() ? 0 : st.get(0)[0];
  }
}
