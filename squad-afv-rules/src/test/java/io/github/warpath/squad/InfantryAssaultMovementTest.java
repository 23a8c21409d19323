package io.github.warpath.squad;

import static io.github.warpath.squad.Fixture.RULES;
import static io.github.warpath.squad.Fixture.at;
import static io.github.warpath.squad.Fixture.enter;
import static io.github.warpath.squad.Fixture.mp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Infantry Assault Movement: half the points before anything else, +1 cover after. */
class InfantryAssaultMovementTest {

  private static MoveQuery assault(String... ids) {
    return MoveQuery.builder().addUnits(ids).mode(SquadAfvRules.MODE_ASSAULT).build();
  }

  private static GameState squadAndLeader() {
    return new Fixture(10, 12).infantry("s", "squad", "0510").infantry("l", "leader", "0510")
        .state();
  }

  @Test
  void assaultMovementHalvesASquadsPoints() {
    GameState s = squadAndLeader();
    Reach r = RULES.reach(s, assault("s"));
    assertEquals(mp("2"), r.allowance());
    assertEquals(mp("2"), r.cost(r.indexOf(at("0508"))));
    assertEquals(-1, r.indexOf(at("0507")));
  }

  @Test
  void theHalvingComesBeforeTheLeaderBonusIsCounted() {
    // a squad with a leader would have 6; assaulting, it has 3
    GameState s = squadAndLeader();
    Verdict three = RULES.check(s, MoveOrder.of(assault("s", "l"), List.of(enter("0509"),
        enter("0508"), enter("0507"))));
    assertTrue(three.legal(), three.toString());
    assertEquals(mp("3"), three.allowance());
    assertFalse(RULES.check(s, MoveOrder.of(assault("s", "l"), List.of(enter("0509"),
        enter("0508"), enter("0507"), enter("0506")))).legal());
  }

  @Test
  void assaultMovementHalvesATeamsCounterRate() {
    GameState s = new Fixture(10, 12).unit(Unit.builder().id("mg").side("allies").kind("team")
        .allowance(Mp.of(3)).position(at("0510")).build()).state();
    assertEquals(mp("1.5"), RULES.reach(s, assault("mg")).allowance());
  }

  @Test
  void assaultMovementGivesPlusOneCoverInTheNewState() {
    GameState s = squadAndLeader();
    MoveOutcome out = RULES.apply(s, MoveOrder.of(assault("s"), List.of(enter("0509"))));
    assertTrue(out.verdict().legal());
    Unit after = out.state().orElseThrow().unit("s");
    assertTrue(after.hasFlag("assault-cover"));
    assertEquals(at("0509"), after.position());
    MoveOutcome normal = RULES.apply(s, MoveOrder.of(MoveQuery.of("s"), List.of(enter("0509"))));
    assertFalse(normal.state().orElseThrow().unit("s").hasFlag("assault-cover"));
  }

  @Test
  void onlyInfantryUseAssaultMovement() {
    GameState s = new Fixture(10, 12).vehicle("t", "afv", "0510", HexDirection.N, 6).state();
    Verdict v = RULES.check(s, MoveOrder.of(assault("t"), List.of(enter("0509"))));
    assertFalse(v.legal());
    assertEquals(SquadRule.ASSAULT.ref(), v.violations().get(0).rule());
    assertEquals(0, v.violations().get(0).step().getAsInt());
    assertEquals(1, RULES.reach(s, assault("t")).size());
  }

  @Test
  void theLeaderLostDuringAnAssaultLeavesTheSquadHalfItsOwnRate() {
    GameState s = squadAndLeader();
    Verdict v = RULES.check(s, MoveOrder.of(assault("s", "l"), List.of(enter("0509"),
        Step.action("leader-pinned"), enter("0508"), enter("0507"))));
    assertFalse(v.legal());
    assertEquals(SquadRule.MOVING_POINTS.ref(), v.violations().get(0).rule());
    assertEquals(4, v.violations().get(0).step().getAsInt());
    assertTrue(RULES.check(s, MoveOrder.of(assault("s", "l"), List.of(enter("0509"),
        Step.action("leader-pinned"), enter("0508")))).legal());
  }
}
