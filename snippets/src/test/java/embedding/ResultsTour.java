package embedding;

import io.github.warpath.Mp;
import io.github.warpath.efs.EfsRules;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;

public final class ResultsTour {
  public static void main(String[] args) {
    EfsRules rules = new EfsRules();
    HexMap map = HexMap.builder(EfsRules.TERRAIN, 8, 6).build();          // all clear
    Unit rifles = Unit.builder().id("rifles").side("soviet").kind("infantry")
        .allowance(Mp.of(3)).position(Position.hex(map.parse("0203"))).build();
    GameState state = GameState.builder().ruleSet("efs").board(map).addUnits(rifles)
        .environment(Environment.builder().phase("regular-movement").activeSide("soviet")
            .weather("dry").build())
        .build();
    SearchBuffers buffers = new SearchBuffers();

    // A range is a view over the buffers: read it (or copy it with entries()) before the next
    // query on the same buffers.
    Reach reach = rules.reach(state, MoveQuery.of("rifles"), buffers);
    int farthest = 0;
    for (int i = 0; i < reach.size(); i++) {
      if (reach.cost(i).compareTo(reach.cost(farthest)) > 0) {
        farthest = i;
      }
    }
    System.out.println(reach.size() + " hexes; one of the dearest: "
        + map.label(reach.hexIndex(farthest)) + " for " + reach.cost(farthest));

    // check judges an order; apply also returns the state after a legal one.
    Hex a = map.parse("0303");
    Hex b = map.parse("0403");
    Verdict verdict = rules.check(state, MoveOrder.path("rifles", a, b));
    System.out.println(verdict.legal() + ", spent " + verdict.spent() + " of "
        + verdict.allowance());
    MoveOutcome outcome = rules.apply(state, MoveOrder.path("rifles", a, b));
    System.out.println("now at " + map.label(outcome.state().orElseThrow().unit("rifles")
        .position().hexOrNull()));

    // An illegal order: each violation names its rule and says why, with the arithmetic.
    Verdict tooFar = rules.check(state, MoveOrder.path("rifles", a, b, map.parse("0503"),
        map.parse("0603")));
    for (Violation v : tooFar.violations()) {
      System.out.println(v.rule().ruleSet() + " | " + v.rule().section() + " | " + v.reason());
    }
  }
}
