package rules.hexsystem;

import io.github.warpath.Mp;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.hexsystem.HexTerrain;
import io.github.warpath.hexsystem.HexsystemRules;
import io.github.warpath.hexsystem.SideFeature;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;

public final class UsingHexsystem {
  public static void main(String[] args) {
    HexsystemRules rules = new HexsystemRules();
    HexNumbering west = HexNumbering.builder().prefix("w").build();
    HexMap map = HexMap.builder(HexsystemRules.TERRAIN, 43, 20, 6, 6)   // raw columns/rows of w4421..
        .numbering(west).fill(HexTerrain.CLEAR)
        .hex(west.parse("w4524"), HexTerrain.ROUGH)
        .side(west.parse("w4723"), west.parse("w4624"), SideFeature.RIVER)
        .build();
    GameState state = GameState.builder().ruleSet(HexsystemRules.ID).board(map)
        .addUnits(Unit.builder().id("tank").side("axis").nationality("japanese").kind("armor")
            .steps(2).allowance(Mp.of(2)).position(Position.hex(west.parse("w4724"))).build())
        .environment(Environment.builder().phase("operational-movement").activeSide("axis")
            .build())
        .build();
    Verdict v = rules.check(state,
        MoveOrder.path("tank", west.parse("w4624"), west.parse("w4524")));
    System.out.println(v);
  }
}
