package io.github.warpath.benchmarks;

import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Seeded random miniatures tables for the benchmarks: a 48" x 48" table with woods, walls,
 * rocks, a road and other units scattered on it, and a unit of one model in the middle.
 */
final class MiniaturesTables {
  private MiniaturesTables() {}

  static GameState table(String ruleSet, int features, int others, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    boolean dice = ruleSet.equals("miniatures-dice");
    String[] areas = dice ? new String[] {"broken", "rough", "heavy-going", "impassable"}
        : new String[] {"rough", "building", "impassable", "open"};
    String[] lines = dice ? new String[] {"minor-obstacle", "medium-obstacle", "major-obstacle"}
        : new String[] {"obstacle", "road"};
    Table.Builder b = Table.builder(48, 48);
    for (int i = 0; i < features; i++) {
      double x = rnd.nextDouble(2, 44);
      double y = rnd.nextDouble(2, 44);
      if (i % 3 == 2) {
        b.feature(Feature.line("l" + i, lines[rnd.nextInt(lines.length)], 0.5, x, y,
            x + rnd.nextDouble(-8, 8), y + rnd.nextDouble(-8, 8)));
      } else {
        b.feature(Feature.rectangle("a" + i, areas[rnd.nextInt(areas.length)], x, y,
            x + rnd.nextDouble(1, 5), y + rnd.nextDouble(1, 5)));
      }
    }
    List<Unit> units = new ArrayList<>();
    units.add(Unit.builder().id("u").side("blue").kind(dice ? "team" : "infantry")
        .position(TablePosition.at(24, 24)).build());
    for (int i = 0; i < others; i++) {
      double x = rnd.nextDouble(2, 46);
      double y = rnd.nextDouble(2, 46);
      if (Math.hypot(x - 24, y - 24) < 4) {
        continue;
      }
      units.add(Unit.builder().id("o" + i).side(rnd.nextBoolean() ? "blue" : "red")
          .kind(dice ? "team" : "infantry").position(TablePosition.at(x, y)).build());
    }
    return GameState.builder().ruleSet(ruleSet).board(b.build()).units(units).build();
  }
}
