package rules.squadafv;

import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.rules.Step;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import io.github.warpath.squad.SquadAfvRules;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.List;

public final class UsingSquadAfv {
  public static void main(String[] args) {
    SquadAfvRules rules = new SquadAfvRules();
    Scenario scenario = ScenarioReader.of(RuleSets.of(rules)).read("""
        {"version": 1, "ruleSet": "squad-afv",
         "board": {"kind": "hex-map", "columns": 10, "rows": 10,
                   "legend": {".": "clear", "o": "orchard"},
                   "terrain": ["..........", "..........", "..........", "..........",
                               "..........", "..........", "..........", "....o.....",
                               "..........", ".........."],
                   "lines": [{"feature": "road",
                              "hexes": ["0510", "0509", "0508", "0507", "0506", "0505"]}]},
         "units": [{"id": "pz4", "side": "german", "kind": "afv", "allowance": 6,
                    "position": "0505", "facing": "N",
                    "attributes": {"movement-class": "tracked"}},
                   {"id": "ldr", "side": "german", "kind": "leader", "position": "0510"},
                   {"id": "sq1", "side": "german", "kind": "squad", "position": "0510"}],
         "environment": {"turn": 1, "phase": "movement", "activeSide": "german"}}
        """, "village.json");
    GameState state = scenario.state();
    HexMap map = state.hexMap();

    MoveQuery tank = MoveQuery.of("pz4");
    Route r = rules.path(state, tank, Position.hex(map.parse("0506"))).orElseThrow(); // may back up
    System.out.println(r);

    MoveOrder order = MoveOrder.of(MoveQuery.builder().addUnits("ldr", "sq1").build(), List.of(
        Step.enter(map.parse("0509")), Step.enter(map.parse("0508")),
        Step.action("leader-pinned"),            // the squad goes on with 4 MP
        Step.enter(map.parse("0507"))));
    MoveOutcome out = rules.apply(state, order);  // ldr pinned in 0508, sq1 in 0507
    System.out.println(out.verdict());
    System.out.println("ldr: " + scenario.describe(out.state().orElseThrow().unit("ldr").position())
        + ", sq1: " + scenario.describe(out.state().orElseThrow().unit("sq1").position()));
  }
}
