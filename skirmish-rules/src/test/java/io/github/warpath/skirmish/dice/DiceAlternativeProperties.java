package io.github.warpath.skirmish.dice;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.skirmish.table.TableAlternativeLaws;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The alternatives to illegal miniatures-dice orders on random tables, with random rolls, keep
 * the laws of {@link TableAlternativeLaws}: legal at their cost, the farthest stop a cut of the
 * ordered route, the nearest point inside the reach region of the roll.
 */
class DiceAlternativeProperties {
  private static final String[] MODES = {"normal", "tactical", "double", "move-and-fire"};

  @FuzzTest(maxDuration = "60s")
  void alternativesAreLegalCutsOfTheRouteAndInsideTheReachOfTheRoll(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    int illegal = 0;
    for (int i = 0; i < 4; i++) {
      GameState s = DiceProperties.scenario(rnd);
      String mode = MODES[rnd.nextInt(MODES.length)];
      StringBuilder faces = new StringBuilder();
      for (int k = 0; k < DiceContext.diceFor(mode); k++) {
        faces.append(k == 0 ? "" : ",").append(rnd.nextInt(1, 7));
      }
      MoveQuery q = Dx.q(mode, faces.toString(), "u");
      TablePosition start = (TablePosition) s.unit("u").position();
      for (int k = 0; k < 3; k++) {
        List<TablePosition> legs = new ArrayList<>();
        TablePoint at = start.model(0);
        int n = rnd.nextInt(1, 3);
        for (int j = 0; j < n; j++) {
          at = TablePoint.of(Math.max(0.5, Math.min(35.5, at.x() + rnd.nextDouble(-10, 10))),
              Math.max(0.5, Math.min(23.5, at.y() + rnd.nextDouble(-10, 10))));
          legs.add(TablePosition.of(at));
        }
        MoveOrder o = Dx.order(q, legs.toArray(new TablePosition[0]));
        if (!Dx.RULES.check(s, o).legal()) {
          TableAlternativeLaws.check(Dx.RULES, s, o, start);
          illegal++;
        }
      }
    }
    if (illegal == 0) {
      throw new AssertionError("no random order was illegal: the property checked nothing");
    }
  }
}
