package io.github.warpath.squad;

import static io.github.warpath.squad.Fixture.RULES;
import static io.github.warpath.squad.Fixture.at;
import static io.github.warpath.squad.Fixture.enter;
import static io.github.warpath.squad.Fixture.mp;
import static io.github.warpath.squad.Fixture.order;
import static io.github.warpath.squad.Fixture.stack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Stacking Limits: two vehicles, AFVs or guns; four infantry; or one of the first with two
 * infantry. A transport's passengers do not count.
 */
class StackingLimitsTest {

  /** Puts {@code heavy} AFVs and {@code infantry} squads in 0509 and moves one more unit in. */
  private static MoveOutcome endWith(int heavy, int infantry, boolean moverIsInfantry) {
    Fixture f = new Fixture(10, 12);
    for (int i = 0; i < heavy - (moverIsInfantry ? 0 : 1); i++) {
      f.vehicle("t" + i, "afv", "0509", HexDirection.N, 6);
    }
    for (int i = 0; i < infantry - (moverIsInfantry ? 1 : 0); i++) {
      f.infantry("s" + i, "squad", "0509");
    }
    if (moverIsInfantry) {
      f.infantry("m", "squad", "0510");
    } else {
      f.vehicle("m", "afv", "0510", HexDirection.N, 6);
    }
    return RULES.apply(f.state(), order("m", enter("0509")));
  }

  @Test
  void twoVehiclesOrFourInfantryOrOneVehicleWithTwoInfantryAreLegal() {
    assertTrue(endWith(2, 0, false).verdict().warnings().isEmpty());
    assertTrue(endWith(0, 4, true).verdict().warnings().isEmpty());
    assertTrue(endWith(1, 2, true).verdict().warnings().isEmpty());
    assertTrue(endWith(1, 2, false).verdict().warnings().isEmpty());
  }

  @Test
  void anythingMoreIsOverTheLimits() {
    assertEquals(1, endWith(3, 0, false).verdict().warnings().size());
    assertEquals(1, endWith(0, 5, true).verdict().warnings().size());
    assertEquals(1, endWith(1, 3, true).verdict().warnings().size());
    assertEquals(1, endWith(2, 1, true).verdict().warnings().size());
    // two AFVs and a squad: the squad (value 3) goes, not an AFV (value 8)
    GameState after = RULES.endMovement(endWith(2, 1, false).state().orElseThrow());
    assertEquals(2, after.unitsAt(at("0509")).size());
    assertTrue(after.unitsAt(at("0509")).stream().allMatch(u -> u.kind().equals("afv")));
  }

  @Test
  void aTransportWithPassengersCountsAlone() {
    GameState s = new Fixture(10, 12).infantry("a", "squad", "0509")
        .infantry("b", "squad", "0509").vehicle("ht", "vehicle", "0510", HexDirection.N, 6)
        .unit(passenger("p1", "ht", "0510")).unit(passenger("p2", "ht", "0510")).state();
    MoveOutcome out = RULES.apply(s, order("ht", enter("0509")));
    assertTrue(out.verdict().legal(), out.verdict().toString());
    assertTrue(out.verdict().warnings().isEmpty(), out.verdict().toString());
    GameState after = out.state().orElseThrow();
    assertEquals(at("0509"), after.unit("p1").position());
    assertEquals(at("0509"), after.unit("p2").position());
    assertTrue(after.unit("p1").hasFlag("moved"));
    assertEquals(5, after.unitsAt(at("0509")).size());
  }

  @Test
  void passengersMoveOnlyWithTheirTransport() {
    GameState s = new Fixture(10, 12).vehicle("ht", "vehicle", "0510", HexDirection.N, 6)
        .unit(passenger("p1", "ht", "0510")).state();
    Verdict v = RULES.check(s, order("p1", enter("0509")));
    assertFalse(v.legal());
    assertEquals(SquadRule.MOVING_STACK.ref(), v.violations().get(0).rule());
    assertEquals(0, v.violations().get(0).step().getAsInt());
  }

  @Test
  void aStackLargerThanTheLimitsCannotMove() {
    GameState s = crowd("squad", "a", "b", "c", "d", "e");
    MoveQuery five = stack("a", "b", "c", "d", "e");
    Verdict v = RULES.check(s, MoveOrder.of(five, List.of(enter("0509"))));
    assertFalse(v.legal());
    assertEquals(SquadRule.STACKING.ref(), v.violations().get(0).rule());
    assertEquals(1, RULES.reach(s, five).size());
    assertTrue(RULES.check(s, MoveOrder.of(stack("a", "b", "c", "d"), List.of(enter("0509"))))
        .legal());
  }

  @Test
  void twoAfvsFacingTheSameWayMoveAsOneStack() {
    GameState s = new Fixture(10, 12).vehicle("t1", "afv", "0510", HexDirection.N, 6)
        .vehicle("t2", "afv", "0510", HexDirection.N, 4).state();
    MoveOutcome out = RULES.apply(s, MoveOrder.of(stack("t1", "t2"), List.of(enter("0610"),
        enter("0609"))));
    assertTrue(out.verdict().legal(), out.verdict().toString());
    assertEquals(mp("2"), out.verdict().spent());
    assertEquals(mp("4"), out.verdict().allowance());
    GameState after = out.state().orElseThrow();
    for (String id : List.of("t1", "t2")) {
      assertEquals(at("0609"), after.unit(id).position());
      assertEquals(HexDirection.N, after.unit(id).facing().orElseThrow());
    }
  }

  /** Infantry of one kind, all in 0510. */
  private static GameState crowd(String kind, String... ids) {
    Fixture f = new Fixture(10, 12);
    for (String id : ids) {
      f.infantry(id, kind, "0510");
    }
    return f.state();
  }

  private static Unit passenger(String id, String transport, String label) {
    return Unit.builder().id(id).side("allies").kind("squad").position(at(label))
        .putAttributes("carried-by", transport).allowance(Mp.ZERO).build();
  }

  @Test
  void threeAfvsAreTooManyToMoveAsOneStack() {
    GameState s = new Fixture(10, 12).vehicle("t1", "afv", "0510", HexDirection.N, 6)
        .vehicle("t2", "afv", "0510", HexDirection.N, 6)
        .vehicle("t3", "afv", "0510", HexDirection.N, 6).state();
    Verdict three = RULES.check(s, MoveOrder.of(stack("t1", "t2", "t3"),
        List.of(enter("0509"))));
    assertFalse(three.legal());
    assertEquals(SquadRule.STACKING.ref(), three.violations().get(0).rule());
    assertEquals(0, three.violations().get(0).step().getAsInt());
    assertEquals(1, RULES.reach(s, stack("t1", "t2", "t3")).size());
    assertTrue(RULES.check(s, MoveOrder.of(stack("t1", "t2"), List.of(enter("0509")))).legal());
  }

  @Test
  void fiveLeadersAreTooManyToMoveAsOneStack() {
    GameState s = crowd("leader", "l1", "l2", "l3", "l4", "l5");
    Verdict five = RULES.check(s, MoveOrder.of(stack("l1", "l2", "l3", "l4", "l5"),
        List.of(enter("0509"))));
    assertFalse(five.legal());
    assertEquals(List.of(SquadRule.STACKING.ref()), five.violations().stream()
        .map(x -> x.rule()).toList());
    assertEquals("a stack may move only within the stacking limits (two vehicles, AFVs or guns;"
        + " four infantry; or one of the first with two infantry)",
        five.violations().get(0).reason());
  }
}
