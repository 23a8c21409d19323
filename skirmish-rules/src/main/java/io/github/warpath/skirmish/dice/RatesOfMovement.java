package io.github.warpath.skirmish.dice;

import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.internal.Sweep;
import io.github.warpath.skirmish.table.internal.Verdicts;
import io.github.warpath.state.Unit;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * 10.1.1 Rates of Movement: one roll moves the Teams of one Section (or one Team) of one side,
 * units on foot only; each figure goes as far as the roll takes it, halting at an obstacle the
 * roll does not clear; friends are passed through, enemies and vehicles never; and what each
 * mode leaves on the unit afterwards (the Tactical marker, a point of Shock At the Double, the
 * fired flag of a move and fire).
 */
final class RatesOfMovement {
  private RatesOfMovement() {}

  /** Reports movers that are not one activation of units on foot of one side and Section. */
  static void oneActivation(DiceCheck c) {
    Set<String> sections = new LinkedHashSet<>();
    for (Unit u : c.ctx.movers) {
      if (DiceContext.vehicle(u)) {
        c.bad(DiceRule.SCOPE, "'" + u.id() + "' is a vehicle: vehicles move under their own"
            + " rules, not these rules for units on foot", 0, null);
      }
      if (u.kind().equals(MiniaturesDiceRules.TEAM)) {
        sections.add(u.attribute("section", u.id()));
      }
      if (!u.side().equals(c.ctx.side())) {
        c.bad(DiceRule.RATES, "one activation moves units of one side", 0, null);
      }
    }
    if (sections.size() > 1) {
      c.bad(DiceRule.RATES, "one roll moves the Teams of one Section, or one Team: these belong"
          + " to " + String.join(", ", sections), 0, null);
    }
  }

  /** Reports a route through a figure of an enemy or a vehicle on the same floor. */
  static void throughOthers(DiceCheck c, Figure f, int level, Unit ownVehicle) {
    DiceContext ctx = c.ctx;
    for (Unit o : ctx.others()) {
      if (ctx.mayPass(o) || ownVehicle != null && o.id().equals(ownVehicle.id())) {
        continue;
      }
      double ro = ctx.radius(o);
      search:
      for (TablePoint q : ((TablePosition) o.position()).models()) {
        if (q.level() != level) {
          continue;
        }
        for (int k = 0; k + 1 < f.path.size(); k++) {
          if (Sweep.gap(f.path.get(k), f.path.get(k + 1), f.r, q, ro) < -DiceCheck.EPS) {
            c.bad(DiceRule.RATES, DiceContext.vehicle(o) ? "no unit passes through a vehicle ('"
                + o.id() + "')" : "units pass through friends only; '" + o.id() + "' is an"
                + " enemy", k + 1, Verdicts.at(f.index, f.path.get(k + 1)));
            break search;
          }
        }
      }
    }
  }

  /** How far a figure goes on a roll: to the first obstacle it cannot cross, or the roll. */
  static double travel(Figure f, RolledDistance d, boolean ignoreTerrain) {
    double len = Sweep.length(f.path);
    if (ignoreTerrain || f.crossings.isEmpty()) {
      return Math.min(d.full(), len);
    }
    double[] first = f.crossings.get(0);
    if (d.crossing() + DiceCheck.EPS < first[1]) {
      return Math.min(Math.min(d.full(), len), first[0]);
    }
    double travel = Math.min(d.crossing(), len);
    for (double[] x : f.crossings) {
      if (x[1] > d.crossing() + DiceCheck.EPS) {
        travel = Math.min(travel, x[0]);
        break;
      }
    }
    return travel;
  }

  /** The flags and Shock a unit carries after an order of a mode. */
  static Unit after(DiceCheck c, Unit u, String mode) {
    boolean moved = false;
    for (Figure f : c.figures) {
      moved |= f.unit.id().equals(u.id()) && f.end != null
          && f.end.distanceTo(f.path.get(0)) > DiceCheck.EPS;
    }
    Unit n = u;
    switch (mode) {
      case MiniaturesDiceRules.STANCE:
        return n.withFlag(MiniaturesDiceRules.TACTICAL);
      case MiniaturesDiceRules.FACE:
        return n;
      case MiniaturesDiceRules.TACTICAL_MODE:
        return n.withFlag(MiniaturesDiceRules.TACTICAL).withFlag(MiniaturesDiceRules.MOVED);
      case MiniaturesDiceRules.DOUBLE:
        n = n.withoutFlag(MiniaturesDiceRules.TACTICAL).withFlag(MiniaturesDiceRules.MOVED);
        if (u.kind().equals(MiniaturesDiceRules.TEAM)) {
          Map<String, String> a = new LinkedHashMap<>(n.attributes());
          a.put("shock", Integer.toString(ShockAndMovement.shock(u) + 1));
          n = n.withAttributes(a);
        }
        return n;
      case MiniaturesDiceRules.MOVE_AND_FIRE:
        return n.withoutFlag(MiniaturesDiceRules.TACTICAL).withFlag(MiniaturesDiceRules.MOVED)
            .withFlag(MiniaturesDiceRules.FIRED);
      case MiniaturesDiceRules.DISEMBARK:
        n = n.withFlag(MiniaturesDiceRules.MOVED);
        if (Verdicts.flag(c.ctx.options, MiniaturesDiceRules.TACTICAL)) {
          n = n.withFlag(MiniaturesDiceRules.TACTICAL);
        }
        if (Verdicts.flag(c.ctx.options, MiniaturesDiceRules.FIRE)) {
          n = n.withFlag(MiniaturesDiceRules.FIRED);
        }
        return n;
      case MiniaturesDiceRules.NORMAL:
        boolean turned = c.facing.isPresent() && DiceContext.limited(u);
        return moved || turned ? n.withoutFlag(MiniaturesDiceRules.TACTICAL)
            .withFlag(MiniaturesDiceRules.MOVED) : n;
      default:
        return n.withFlag(MiniaturesDiceRules.MOVED);
    }
  }
}
