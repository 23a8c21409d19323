package rules.miniaturesdice;

import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.ScenarioReader;
import io.github.warpath.scenario.table.TableFormat;
import io.github.warpath.skirmish.dice.Fraction;
import io.github.warpath.skirmish.dice.MiniaturesDiceRules;
import io.github.warpath.skirmish.dice.TerrainClass;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import java.util.List;
import java.util.SortedMap;

public final class UsingMiniaturesDice {
  public static void main(String[] args) {
    MiniaturesDiceRules rules = new MiniaturesDiceRules();
    GameState state = ScenarioReader.of(RuleSets.of(rules)).withBoardFormat(new TableFormat())
        .read("""
        {"version": 1, "ruleSet": "miniatures-dice",
         "board": {"kind": "table", "width": 36, "depth": 24, "features": [
           {"id": "hedge", "kind": "minor-obstacle", "line": [[14, 2], [14, 12]], "width": 0.3},
           {"id": "pond", "kind": "impassable", "rectangle": [6, 15, 10, 19]}]},
         "units": [
           {"id": "rifles", "side": "uk", "kind": "team", "position": [8, 8],
            "attributes": {"section": "1"}},
           {"id": "bren", "side": "uk", "kind": "team", "position": [10, 10],
            "attributes": {"section": "1", "shock": 1}}],
         "environment": {"turn": 1, "activeSide": "uk"}}
        """, "hedgerow.json").state();

    MoveQuery normal = MoveQuery.builder().addUnits("bren").mode("normal")
        .putOptions("dice", "3,5").build();
    Verdict v = rules.check(state, MoveOrder.of(normal, List.of(Step.to(TablePosition.ofXy(20.5, 10)))));
    System.out.println(v);
    Fraction open = rules.probabilityToReach(state, MoveQuery.of("rifles", "normal"), 0,
        TablePoint.of(13, 8));
    Fraction hedge = rules.probabilityToReach(state, MoveQuery.of("rifles", "normal"), 0,
        TablePoint.of(16, 11));
    System.out.println("rifles reach (13, 8) with a Normal move: " + open
        + "; (16, 11), across the hedge: " + hedge);
    SortedMap<Integer, Fraction> d = rules.distribution(state, MoveQuery.of("rifles", "double"),
        TerrainClass.OPEN, false, false);
    System.out.println("Double move in the open, inches: chance " + d);
    String svg = rules.probabilitySvg(state, MoveQuery.of("rifles", "normal"), 0);
    System.out.println("picture: " + svg.lines().count() + " lines of SVG");
  }
}
