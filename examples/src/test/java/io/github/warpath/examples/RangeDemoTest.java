package io.github.warpath.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import org.junit.jupiter.api.Test;

class RangeDemoTest {
  private final HexMovementRules rules = (HexMovementRules) RuleSets.installed()
      .get(ExampleRules.ID);
  private final GameState state = RangeDemo.example();
  private final HexMap map = state.hexMap();

  @Test
  void theExampleRuleSetIsFoundByServiceLoading() {
    assertEquals("Example rules", rules.name());
    assertEquals(6, rules.rules().size());
  }

  @Test
  void theRoadCarriesTheReconUnitToTheTownForThreePoints() {
    Reach reach = rules.reach(state, MoveQuery.of("recon"));
    assertEquals(53, reach.size());
    assertEquals(Mp.of(3), reach.cost(reach.indexOf(map.parse("1005"))));
    assertEquals(Mp.ofHalves(1), reach.cost(reach.indexOf(map.parse("0504"))));
    int nextToGuns = reach.indexOf(map.parse("0603"));
    assertTrue(reach.mustStop(nextToGuns), "next to the enemy guns at 0602");
    assertEquals(Mp.of(2), reach.cost(nextToGuns));
    assertFalse(reach.contains(map.parse("0702")), "hills beyond the zone of control");
    assertFalse(reach.contains(map.parse("0602")), "enemy hex");
    assertFalse(reach.contains(map.parse("0505")), "lake");
  }

  @Test
  void thePictureShowsCostsStopsEnemiesAndLakes() {
    Reach reach = rules.reach(state, MoveQuery.of("recon"));
    String picture = RangeDemo.picture(state, reach);
    assertEquals(18, picture.split("\n").length, "two text lines per row of 9");
    assertEquals(1, picture.chars().filter(c -> c == '*').count());
    assertEquals(2, picture.chars().filter(c -> c == 'X').count());
    assertEquals(2, picture.chars().filter(c -> c == '~').count());
    long stops = picture.chars().filter(c -> c == '!').count();
    long expectedStops = 0;
    for (int i = 0; i < reach.size(); i++) {
      if (reach.mustStop(i)) {
        expectedStops++;
      }
    }
    assertEquals(expectedStops, stops);
    assertTrue(stops > 0);
  }

  @Test
  void enteringAZoneOfControlAndGoingOnIsIllegal() {
    Verdict v = rules.check(state, MoveOrder.path("recon", map.parse("0504"),
        map.parse("0604"), map.parse("0603"), map.parse("0703")));
    assertFalse(v.legal());
    assertEquals("3", v.violations().get(0).rule().section());
    assertEquals(4, v.violations().get(0).step().getAsInt());
    Verdict ok = rules.check(state, MoveOrder.path("recon", map.parse("0504"),
        map.parse("0604"), map.parse("0603")));
    assertTrue(ok.legal(), ok::toString);
    assertEquals(Position.hex(map.parse("0603")), ok.end().orElseThrow());
    assertEquals("move ends here", ok.steps().get(2).note());
  }
}
