package io.github.warpath.skirmish.dice;

import io.github.warpath.conformance.Conformance.Scenario;
import io.github.warpath.skirmish.table.internal.TableKit;
import io.github.warpath.skirmish.table.TableMovementRules;
import java.util.SplittableRandom;

/**
 * miniatures-dice passes the table conformance kit on random tables (every terrain class,
 * obstacles and streams, other teams and vehicles, shock) in every rolled mode with random
 * dice.
 */
class MiniaturesDiceConformanceTest extends TableKit {
  private static final String[] MODES = {"normal", "tactical", "double", "move-and-fire"};

  @Override
  protected TableMovementRules tableRules() {
    return Dx.RULES;
  }

  @Override
  protected Scenario scenario(SplittableRandom rnd) {
    String mode = MODES[rnd.nextInt(MODES.length)];
    StringBuilder dice = new StringBuilder();
    for (int k = DiceContext.diceFor(mode); k > 0; k--) {
      dice.append(dice.length() == 0 ? "" : ",").append(rnd.nextInt(1, 7));
    }
    return new Scenario(DiceProperties.scenario(rnd), Dx.q(mode, dice.toString(), "u"));
  }
}
