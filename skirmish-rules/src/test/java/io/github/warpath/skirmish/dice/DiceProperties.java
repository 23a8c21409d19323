package io.github.warpath.skirmish.dice;

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
 * Laws of miniatures-dice on random tables: the chance of reaching a point equals the share of
 * rolls for which the route query finds a way; every route the query returns is walked to its
 * end by the checker; every legal move ends inside the reach region of its roll; distributions
 * sum to one.
 */
class DiceProperties {
  private static final String[] KINDS = {"broken", "rough", "heavy-going", "minor-obstacle",
      "medium-obstacle", "major-obstacle", "impassable", "stream"};
  private static final String[] MODES = {"normal", "tactical", "double", "move-and-fire"};

  static GameState scenario(SplittableRandom rnd) {
    Table.Builder tb = Table.builder(36, 24);
    int n = rnd.nextInt(0, 5);
    for (int i = 0; i < n; i++) {
      String kind = KINDS[rnd.nextInt(KINDS.length)];
      double x = rnd.nextDouble(2, 30);
      double y = rnd.nextDouble(2, 20);
      Feature f;
      if (kind.endsWith("obstacle") || kind.equals("stream")) {
        f = Feature.line("f" + i, kind, rnd.nextInt(3) * 0.5, x, y, x + rnd.nextDouble(-8, 8),
            y + rnd.nextDouble(-8, 8));
      } else {
        f = Feature.rectangle("f" + i, kind, x, y, x + rnd.nextDouble(1, 6),
            y + rnd.nextDouble(1, 6));
      }
      tb.feature(f);
    }
    List<Unit> units = new ArrayList<>();
    Unit t = Dx.team("u", "uk", rnd.nextDouble(4, 32), rnd.nextDouble(4, 20));
    if (rnd.nextInt(3) == 0) {
      t = Dx.with(t, "shock", Integer.toString(rnd.nextInt(0, 4)));
    }
    units.add(t);
    int others = rnd.nextInt(0, 3);
    for (int i = 0; i < others; i++) {
      double x = rnd.nextDouble(2, 34);
      double y = rnd.nextDouble(2, 22);
      units.add(rnd.nextBoolean() ? Dx.team("o" + i, rnd.nextBoolean() ? "uk" : "de", x, y)
          : Dx.unit("o" + i, "uk", "vehicle", Dx.at(x, y)));
    }
    return Dx.state(tb.build(), units.toArray(new Unit[0]));
  }

  private static String faces(Dice d) {
    StringBuilder sb = new StringBuilder();
    for (int v : d.values()) {
      sb.append(sb.length() == 0 ? "" : ",").append(v);
    }
    return sb.toString();
  }

  @FuzzTest(maxDuration = "60s")
  void theChanceToReachIsTheShareOfRollsThatGetThere(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int i = 0; i < 4; i++) {
      GameState s = scenario(rnd);
      String mode = MODES[rnd.nextInt(MODES.length)];
      TablePoint start = ((TablePosition) s.unit("u").position()).model(0);
      TablePoint p = TablePoint.of(Math.max(1, Math.min(35, start.x() + rnd.nextDouble(-10, 10))),
          Math.max(1, Math.min(23, start.y() + rnd.nextDouble(-10, 10))));
      Fraction chance = Dx.RULES.probabilityToReach(s, MoveQuery.of("u", mode), 0, p);
      int dice = DiceContext.diceFor(mode);
      List<Dice> all = Dice.all(dice);
      int hits = 0;
      for (Dice d : all) {
        MoveQuery q = Dx.q(mode, faces(d), "u");
        Optional<TableRoute> r = Dx.RULES.route(s, q, 0, p);
        if (r.isPresent()) {
          hits++;
          if (hits % 7 == 1) {
            Verdict v = Dx.RULES.check(s, Dx.order(q, r.get().toSteps().stream()
                .map(st -> (TablePosition) st.to()).toArray(TablePosition[]::new)));
            assertTrue(v.legal(), () -> r.get() + "\n" + v);
            assertTrue(v.end().orElseThrow() instanceof TablePosition tp
                && tp.model(0).distanceTo(p) < 1e-6, () -> r.get() + "\n" + v);
          }
        }
      }
      assertEquals(Fraction.of(hits, all.size()), chance, () -> p + " " + mode);
    }
  }

  @FuzzTest(maxDuration = "60s")
  void everyLegalMoveEndsInsideTheReachOfItsRoll(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int i = 0; i < 4; i++) {
      GameState s = scenario(rnd);
      String mode = MODES[rnd.nextInt(MODES.length)];
      int n = DiceContext.diceFor(mode);
      int[] faces = new int[n];
      for (int k = 0; k < n; k++) {
        faces[k] = rnd.nextInt(1, 7);
      }
      MoveQuery q = Dx.q(mode, faces(Dice.of(faces)), "u");
      ReachRegion region = Dx.RULES.reach(s, q, 0);
      TablePoint start = ((TablePosition) s.unit("u").position()).model(0);
      for (int k = 0; k < 12; k++) {
        TablePoint to = TablePoint.of(Math.max(0, Math.min(36, start.x() + rnd.nextDouble(-9,
            9))), Math.max(0, Math.min(24, start.y() + rnd.nextDouble(-9, 9))));
        Verdict v = Dx.RULES.check(s, Dx.order(q, TablePosition.of(to)));
        if (v.legal()) {
          TablePoint end = ((TablePosition) v.end().orElseThrow()).model(0);
          assertTrue(region.distanceTo(end) <= ReachRegion.ACCURACY,
              () -> end + " outside " + region + "\n" + v);
        }
      }
    }
  }
}
