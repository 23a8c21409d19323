package io.github.warpath.hexsystem;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.Mp;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import org.junit.jupiter.api.Test;

/** The README's example of the hexsystem rule set compiles and prints what the README says. */
class ReadmeExampleTest {

  @Test
  void theReadmeExampleGivesTheVerdictItShows() {
    HexsystemRules rules = new HexsystemRules();
    HexNumbering west = HexNumbering.builder().prefix("w").build();
    HexMap map = HexMap.builder(HexsystemRules.TERRAIN, 43, 20, 6, 6)
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
    Verdict v = rules.check(state, MoveOrder.path("tank", west.parse("w4624"),
        west.parse("w4524")));
    assertEquals("hexsystem 3.1.1 Hex-to-Hex Procedure: Sufficient Movement Allowance - step 2,"
        + " w4524: entering w4524 costs 2 MP, more than the points left (needs 2 MP, 1 MP left)",
        v.violations().get(0).toString());
  }
}
