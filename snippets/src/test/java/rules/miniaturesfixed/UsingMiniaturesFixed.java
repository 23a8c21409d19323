package rules.miniaturesfixed;

import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.fixed.MiniaturesFixedRules;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.ReachRegion;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.TableRoute;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.List;
import java.util.Optional;

public final class UsingMiniaturesFixed {
  public static void main(String[] args) {
    Table table = Table.builder(36, 24)
        .feature(Feature.area("wood", "rough", 16, 3, 21, 2, 23, 7, 19, 10, 15, 8))
        .feature(Feature.line("wall", "obstacle", 0.5, 8, 14, 15, 14, 15, 19))
        .feature(Feature.rectangle("crag", "impassable", 20, 13, 25, 17))
        .feature(Feature.line("lane", "road", 2, 0, 21, 36, 21))
        .build();
    GameState state = GameState.builder().ruleSet("miniatures-fixed").board(table)
        .addUnits(Unit.builder().id("a").side("blue").kind("infantry")
            .position(TablePosition.ofXy(12, 9, 13.5, 9.5, 15, 10)).build())
        .build();
    MiniaturesFixedRules rules = new MiniaturesFixedRules();
    Verdict v = rules.check(state, MoveOrder.of(MoveQuery.of("a", "run"),
        List.of(Step.to(TablePosition.ofXy(12, 20, 13.5, 20.5, 15, 20)))));
    System.out.println(v);
    ReachRegion r = rules.reach(state, MoveQuery.of("a", "run"), 1);
    System.out.println("model 2 can run to (20, 12): " + r.contains(TablePoint.of(20, 12)));
    Optional<TableRoute> route = rules.route(state, MoveQuery.of("a", "run"), 1, TablePoint.of(20, 12));
    System.out.println(route.orElseThrow());
    String svg = rules.reachSvg(state, MoveQuery.of("a", "run"), 1);
    System.out.println("picture: " + svg.lines().count() + " lines of SVG");
  }
}
