package io.github.warpath.skirmish.fixed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.ReachRegion;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.TableRoute;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Laws of miniatures-fixed on random tables: routes the query returns are legal at their
 * length and within the rate, every move the checker accepts ends inside the reach region, and
 * no route is shorter than the straight line. Each input seeds several random tables.
 */
class FixedProperties {
  private static final String[] RATINGS = {"open", "rough", "obstacle", "building", "road",
      "impassable"};

  static GameState scenario(SplittableRandom rnd) {
    Table.Builder tb = Table.builder(36, 24);
    int n = rnd.nextInt(0, 6);
    for (int i = 0; i < n; i++) {
      String kind = RATINGS[rnd.nextInt(RATINGS.length)];
      double x = rnd.nextDouble(2, 30);
      double y = rnd.nextDouble(2, 20);
      Feature f;
      if (kind.equals("obstacle") || kind.equals("road") || rnd.nextInt(5) == 0) {
        f = Feature.line("f" + i, kind, rnd.nextInt(4) * 0.5, x, y,
            x + rnd.nextDouble(-8, 8), y + rnd.nextDouble(-8, 8));
      } else {
        f = Feature.rectangle("f" + i, kind, x, y, x + rnd.nextDouble(1, 6),
            y + rnd.nextDouble(1, 6));
      }
      if (rnd.nextInt(4) == 0) {
        f = f.with(rnd.nextBoolean() ? "anti-tank" : "demolishable", "true");
      }
      tb.feature(f);
    }
    List<Unit> units = new ArrayList<>();
    units.add(Fx.unit("u", "blue", TroopType.ids().get(rnd.nextInt(TroopType.values().length)),
        rnd.nextDouble(4, 32), rnd.nextDouble(4, 20)));
    int others = rnd.nextInt(0, 4);
    for (int i = 0; i < others; i++) {
      units.add(Fx.unit("o" + i, rnd.nextBoolean() ? "blue" : "red",
          TroopType.ids().get(rnd.nextInt(TroopType.values().length)),
          rnd.nextDouble(2, 34), rnd.nextDouble(2, 22)));
    }
    return Fx.state(tb.build(), units.toArray(new Unit[0]));
  }

  private static TablePoint randomPoint(SplittableRandom rnd) {
    return TablePoint.of(rnd.nextDouble(0.5, 35.5), rnd.nextDouble(0.5, 23.5));
  }

  @FuzzTest(maxDuration = "60s")
  void routesFromTheQueryAreLegalAtTheirLength(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int i = 0; i < 8; i++) {
      GameState s = scenario(rnd);
      MoveQuery q = MoveQuery.of("u", rnd.nextBoolean() ? "advance" : "run");
      for (int k = 0; k < 6; k++) {
        TablePoint target = randomPoint(rnd);
        Optional<TableRoute> r = Fx.RULES.route(s, q, 0, target);
        if (r.isEmpty()) {
          continue;
        }
        TableRoute route = r.get();
        assertTrue(route.length() >= route.start().distanceTo(target) - 1e-9);
        Verdict v = Fx.RULES.check(s, Fx.order(q, route));
        assertTrue(v.legal(), () -> route + "\n" + v);
        assertTrue(route.length() <= v.allowance().twelfths() / 12.0 + 0.001, route::toString);
        assertEquals(Math.round(route.length() * 12), v.spent().twelfths(), route::toString);
      }
    }
  }

  @FuzzTest(maxDuration = "60s")
  void everyLegalMoveEndsInTheReachRegion(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int i = 0; i < 6; i++) {
      GameState s = scenario(rnd);
      MoveQuery q = MoveQuery.of("u", rnd.nextBoolean() ? "advance" : "run");
      ReachRegion region = Fx.RULES.reach(s, q, 0);
      TablePoint start = ((TablePosition) s.unit("u").position()).model(0);
      for (int k = 0; k < 25; k++) {
        List<TablePosition> legs = new ArrayList<>();
        TablePoint at = start;
        int n = rnd.nextInt(1, 4);
        for (int j = 0; j < n; j++) {
          at = TablePoint.of(Math.max(0, Math.min(36, at.x() + rnd.nextDouble(-7, 7))),
              Math.max(0, Math.min(24, at.y() + rnd.nextDouble(-7, 7))));
          legs.add(TablePosition.of(at));
        }
        Verdict v = Fx.RULES.check(s, Fx.order(q, legs.toArray(new TablePosition[0])));
        if (v.legal()) {
          TablePoint end = at;
          assertTrue(region.distanceTo(end) <= ReachRegion.ACCURACY,
              () -> end + " legal but outside " + region + "\n" + v);
        }
      }
    }
  }
}
