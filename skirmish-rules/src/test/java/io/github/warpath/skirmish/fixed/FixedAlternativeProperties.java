package io.github.warpath.skirmish.fixed;

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
 * The alternatives to illegal miniatures-fixed orders on random tables keep the laws of {@link
 * TableAlternativeLaws}: legal at their cost, the farthest stop a cut of the ordered route, the
 * nearest point inside the reach region.
 */
class FixedAlternativeProperties {

  @FuzzTest(maxDuration = "60s")
  void alternativesAreLegalCutsOfTheRouteAndInsideTheReach(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    int illegal = 0;
    for (int i = 0; i < 4; i++) {
      GameState s = FixedProperties.scenario(rnd);
      MoveQuery q = MoveQuery.of("u", rnd.nextBoolean() ? "advance" : "run");
      TablePosition start = (TablePosition) s.unit("u").position();
      for (int k = 0; k < 4; k++) {
        List<TablePosition> legs = new ArrayList<>();
        TablePoint at = start.model(0);
        int n = rnd.nextInt(1, 4);
        for (int j = 0; j < n; j++) {
          at = TablePoint.of(Math.max(0.5, Math.min(35.5, at.x() + rnd.nextDouble(-9, 9))),
              Math.max(0.5, Math.min(23.5, at.y() + rnd.nextDouble(-9, 9))));
          legs.add(TablePosition.of(at));
        }
        MoveOrder o = Fx.order(q, legs.toArray(new TablePosition[0]));
        if (!Fx.RULES.check(s, o).legal()) {
          TableAlternativeLaws.check(Fx.RULES, s, o, start);
          illegal++;
        }
      }
    }
    if (illegal == 0) {
      throw new AssertionError("no random order was illegal: the property checked nothing");
    }
  }
}
