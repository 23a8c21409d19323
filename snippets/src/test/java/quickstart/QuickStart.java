package quickstart;

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
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.List;

public final class QuickStart {
  public static void main(String[] args) {
    EfsRules rules = new EfsRules();

    // A 10 x 8 map (labels 0101 to 1008): woods, a town, a road and a river.
    HexMap.Builder builder = HexMap.builder(EfsRules.TERRAIN, 10, 8);
    HexMap blank = builder.build();
    Hex start = blank.parse("0204");
    Hex town = blank.parse("0804");
    builder.hex(blank.parse("0404"), EfsTerrain.WOODS).hex(blank.parse("0504"), EfsTerrain.WOODS)
        .hex(town, EfsTerrain.TOWN)
        .path(EfsHexside.MINOR_ROAD, List.of(start, blank.parse("0303"), blank.parse("0403"),
            blank.parse("0503"), blank.parse("0603"), blank.parse("0703"), town))
        .side(blank.parse("0604"), blank.parse("0704"), EfsHexside.RIVER);
    HexMap map = builder.build();

    // One German armoured unit, 6 MP, in the Axis regular movement phase of a dry turn.
    Unit panzer = Unit.builder().id("7pz").side("axis").kind("armor").allowance(Mp.of(6))
        .position(Position.hex(start)).putAttributes("movement-class", "motorized").build();
    GameState state = GameState.builder().ruleSet("efs").board(map).addUnits(panzer)
        .environment(Environment.builder().phase("regular-movement").activeSide("axis")
            .weather("dry").build())
        .build();

    SearchBuffers buffers = new SearchBuffers();   // one per thread, reused by every query
    Reach reach = rules.reach(state, MoveQuery.of("7pz"), buffers);
    System.out.println("hexes in range: " + reach.size());
    System.out.println("cost to the town: " + reach.cost(reach.indexOf(town)));

    System.out.println(rules.path(state, MoveQuery.of("7pz"), Position.hex(town), buffers)
        .orElseThrow());

    // Through the woods and across the river: too dear for 6 MP.
    System.out.println(rules.check(state, MoveOrder.path("7pz", blank.parse("0304"),
        blank.parse("0404"), blank.parse("0504"), blank.parse("0604"), blank.parse("0704"),
        town)));
  }
}
