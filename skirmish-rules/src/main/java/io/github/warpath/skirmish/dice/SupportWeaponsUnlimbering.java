package io.github.warpath.skirmish.dice;

import io.github.warpath.skirmish.table.internal.Verdicts;
import io.github.warpath.state.Unit;

/**
 * 10.3.1 Support Weapons Unlimbering: 1D6 from a vehicle that has not moved (or by an Assault
 * Deployment), with neither fire nor a Tactical stance after it. Guns unlimbering cross no
 * obstacle (10.3, {@link WeaponsWithLimitedMovement}).
 */
final class SupportWeaponsUnlimbering {
  private SupportWeaponsUnlimbering() {}

  /** Mode {@code unlimber}: the vehicle left and what the weapon may not do after. */
  static void unlimber(DiceCheck c, Unit vehicle) {
    boolean still = !vehicle.hasFlag(MiniaturesDiceRules.MOVED);
    if (!still && !c.ctx.assaultDeployment) {
      c.bad(DiceRule.UNLIMBERING, "a support weapon unlimbers only from a stationary vehicle (or"
          + " by an Assault Deployment)", 0, null);
    }
    if (Verdicts.flag(c.ctx.options, MiniaturesDiceRules.TACTICAL)
        || Verdicts.flag(c.ctx.options, MiniaturesDiceRules.FIRE)) {
      c.bad(DiceRule.UNLIMBERING, "a support weapon that unlimbers may neither fire nor go"
          + " Tactical", 0, null);
    }
  }
}
