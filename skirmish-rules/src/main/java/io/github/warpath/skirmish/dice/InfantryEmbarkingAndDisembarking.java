package io.github.warpath.skirmish.dice;

import io.github.warpath.InvalidInputException;
import io.github.warpath.skirmish.table.Aboard;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.internal.Verdicts;
import io.github.warpath.state.Unit;
import java.util.List;

/**
 * 10.1.5 Infantry Embarking and Disembarking: boarding a friendly vehicle that stays still from
 * beside it, as the whole phase; leaving one that is still or moved cautiously (or by an Assault
 * Deployment), then firing at half or going Tactical, not both. The 1D6 from the vehicle's centre
 * and the major obstacles it may not cross are read by the move itself.
 */
final class InfantryEmbarkingAndDisembarking {
  private InfantryEmbarkingAndDisembarking() {}

  /** Mode {@code embark}: one step to {@link Aboard} a vehicle. */
  static void embark(DiceCheck c) {
    DiceContext ctx = c.ctx;
    if (c.steps.size() != 1 || !(c.steps.get(0).to() instanceof Aboard)) {
      throw new InvalidInputException("steps", "embarking is one step to the vehicle:"
          + " Step.to(new Aboard(vehicleId))");
    }
    String vid = ((Aboard) c.steps.get(0).to()).vehicle();
    Unit v = ctx.state.unit(vid);
    if (!DiceContext.vehicle(v)) {
      throw new InvalidInputException("steps[0].to", "'" + vid + "' is not a vehicle");
    }
    if (!v.side().equals(ctx.side())) {
      c.bad(DiceRule.EMBARKING, "'" + vid + "' is an enemy vehicle", 1, null);
    }
    if (v.hasFlag(MiniaturesDiceRules.MOVED)) {
      c.bad(DiceRule.EMBARKING, "the vehicle may not move in the phase infantry embark, and '"
          + vid + "' has moved", 1, null);
    }
    if (!(v.position() instanceof TablePosition)) {
      c.bad(DiceRule.EMBARKING, "'" + vid + "' is not on the table", 1, null);
      return;
    }
    TablePoint vc = ((TablePosition) v.position()).model(0);
    double vr = ctx.radius(v);
    for (Unit u : ctx.movers) {
      if (u.hasFlag(MiniaturesDiceRules.MOVED) || u.hasFlag(MiniaturesDiceRules.FIRED)) {
        c.bad(DiceRule.EMBARKING, "embarking takes the whole phase; '" + u.id() + "' has"
            + " already acted", 1, null);
      }
      if (!(u.position() instanceof TablePosition)) {
        throw new InvalidInputException("units", "'" + u.id() + "' is not on the table");
      }
      List<TablePoint> ms = ((TablePosition) u.position()).models();
      for (int i = 0; i < ms.size(); i++) {
        double gap = ms.get(i).distanceTo(vc) - vr - ctx.radius(u);
        if (gap > ctx.chart.adjacent() + DiceCheck.EPS) {
          c.bad(DiceRule.EMBARKING, "a unit embarks only if it starts the phase adjacent to the"
              + " vehicle: this figure is " + TablePoint.inches(gap) + "\" away", 1,
              Verdicts.at(i, ms.get(i)));
        }
      }
    }
  }

  /** Mode {@code disembark}: the vehicle left and what the unit does after. */
  static void disembark(DiceCheck c, Unit vehicle) {
    boolean still = !vehicle.hasFlag(MiniaturesDiceRules.MOVED);
    boolean cautious = vehicle.hasFlag(MiniaturesDiceRules.MOVED_CAUTIOUSLY);
    if (!still && !cautious && !c.ctx.assaultDeployment) {
      c.bad(DiceRule.EMBARKING, "infantry disembark only from a vehicle that is stationary or"
          + " moved cautiously (or by an Assault Deployment)", 0, null);
    }
    if (Verdicts.flag(c.ctx.options, MiniaturesDiceRules.TACTICAL)
        && Verdicts.flag(c.ctx.options, MiniaturesDiceRules.FIRE)) {
      c.bad(DiceRule.EMBARKING, "after disembarking a unit fires at half or goes Tactical, not"
          + " both", 0, null);
    }
  }
}
