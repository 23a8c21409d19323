package io.github.warpath.skirmish.fixed;

import io.github.warpath.conformance.Conformance.Scenario;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.skirmish.table.internal.TableKit;
import io.github.warpath.skirmish.table.TableMovementRules;
import java.util.SplittableRandom;

/**
 * miniatures-fixed passes the table conformance kit on random tables (every terrain rating,
 * roads, anti-tank and demolishable features, friendly and enemy units of every troop type),
 * advancing and running.
 */
class MiniaturesFixedConformanceTest extends TableKit {

  @Override
  protected TableMovementRules tableRules() {
    return Fx.RULES;
  }

  /** Four tables a seed: the geometry of this rule set is the slowest to check. */
  @Override
  protected int scenariosPerInput() {
    return 4;
  }

  @Override
  protected Scenario scenario(SplittableRandom rnd) {
    return new Scenario(FixedProperties.scenario(rnd),
        MoveQuery.of("u", rnd.nextBoolean() ? "advance" : "run"));
  }
}
