package rules.efs;

import io.github.warpath.Mp;
import io.github.warpath.efs.EfsHexside;
import io.github.warpath.efs.EfsRules;
import io.github.warpath.efs.EfsTerrain;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Step;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.List;

public final class UsingEfs {
  public static void main(String[] args) {
    EfsRules rules = new EfsRules();                       // or RuleSets.installed().get("efs")
    HexMap.Builder builder = HexMap.builder(EfsRules.TERRAIN, 10, 8);
    HexMap blank = builder.build();
    Hex a = blank.parse("0204");
    Hex b = blank.parse("0304");
    Hex c = blank.parse("0404");
    Hex d = blank.parse("0305");
    Hex woods = blank.parse("0303");
    HexMap map = builder
        .hex(woods, EfsTerrain.WOODS)
        .path(EfsHexside.MINOR_ROAD, List.of(a, b, c))     // roads and railroads along hexes
        .side(b, d, EfsHexside.MAJOR_RIVER)
        .build();
    Unit panzer = Unit.builder().id("7pz").side("axis").kind("armor").allowance(Mp.of(12))
        .position(Position.hex(a)).putAttributes("movement-class", "red").build();
    Unit rifles = Unit.builder().id("112rd").side("soviet").kind("infantry").allowance(Mp.of(4))
        .position(Position.hex(c)).build();
    GameState state = GameState.builder().ruleSet("efs").board(map).addUnits(panzer, rifles)
        .environment(Environment.builder().phase("regular-movement").activeSide("axis")
            .weather("mud").addConditions("lingering-mud").build())
        .putCharts("tec.woods.motorized.mud", "4a")       // a scenario's chart change
        .build();
    rules.validate(state);

    SearchBuffers buffers = new SearchBuffers();
    Reach reach = rules.reach(state, MoveQuery.of("7pz"), buffers);
    System.out.println("hexes in range: " + reach.size());
    System.out.println("cost to the woods: " + reach.cost(reach.indexOf(woods)));

    // Overrun the Soviet rifles on the road: refused in mud, allowed once the ground is dry.
    MoveOrder overrun = MoveOrder.of(MoveQuery.of("7pz"),
        List.of(Step.enter(b), Step.enter(c).withAction("overrun:success")));
    System.out.println(rules.check(state, overrun, buffers));
    GameState dry = state.withEnvironment(state.environment().withWeather("dry"));
    System.out.println(rules.check(dry, overrun, buffers));
  }
}
