package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Facing: trucks (class wheels) face a hexside; the first hexside of a turn is free, each further
 * one costs 1 MP; backing up costs twice the step; a truck turns once per hex. Infantry (class
 * foot) have no facing. Clear ground costs 1 MP; half points.
 */
class FacingRuleTest {
  private static final FacingRule FACING = new FacingRule(KitFixture.rule("8", "Facing"),
      new FacingRule.Turning[] {null, new FacingRule.Turning(2, 1, 2, true)});
  private static final RuleKit KIT = faced(FACING);
  private static final KitRuleSet RULES = new KitRuleSet(KIT);
  private static final Hex A = KitFixture.map().hexAt(2, 2);

  static RuleKit faced(FacingRule facing) {
    RuleKit p = KitFixture.plain();
    return new RuleKit(p.id(), p.name(), p.version(), p.description(), p.denominator(),
        p.classes(), p.weather(), p.unitKinds(), p.vocabulary(), p.terrain(), p.hexsides(),
        p.lines(), p.zones(), p.minimumMove(), p.enemy(), p.stacking(), p.phases(), p.modes(),
        p.modifiers(), p.allowance(), p.adjacent(), facing);
  }

  private static GameState truck(int allowance, HexDirection facing) {
    Unit u = KitFixture.unit("t", "blue", "truck", allowance, A).withFacing(facing);
    return KitFixture.state(KitFixture.map().build(), "dry", "", u);
  }

  private static Verdict check(GameState s, Step... steps) {
    return RULES.check(s, MoveOrder.of(MoveQuery.of("t"), List.of(steps)));
  }

  @Test
  void turningTwoHexsidesCostsOnePointBeyondTheFreeOne() {
    Verdict v = check(truck(6, HexDirection.N), Step.enter(A.neighbor(HexDirection.SE)));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.of(2), v.spent());
    assertEquals(HexDirection.SE, v.steps().get(0).facing());
    assertEquals("turned 2 hexsides", v.steps().get(0).note());
    Verdict oneSide = check(truck(6, HexDirection.N), Step.enter(A.neighbor(HexDirection.NE)));
    assertEquals(Mp.of(1), oneSide.spent(), "the first hexside is free");
  }

  @Test
  void backingUpKeepsTheFacingAndCostsTwiceTheStep() {
    // forward to the south: 1 + 2 for three hexsides; backing up: 2 x 1
    Verdict v = check(truck(6, HexDirection.N), Step.enter(A.neighbor(HexDirection.S)));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.of(2), v.spent());
    assertEquals(HexDirection.N, v.steps().get(0).facing());
    assertEquals("reverse", v.steps().get(0).note());
  }

  @Test
  void aStepThatTurningMakesTooDearCitesTheFacingRuleWithItsArithmetic() {
    Verdict v = check(truck(1, HexDirection.N), Step.enter(A.neighbor(HexDirection.SE)));
    assertFalse(v.legal());
    Violation x = v.violations().get(0);
    assertEquals("8", x.rule().section());
    assertEquals("Facing", x.rule().heading());
    assertEquals(Mp.of(2), x.needed().orElseThrow());
    assertEquals(Mp.of(1), x.available().orElseThrow());
    assertEquals("the hex costs 1 MP, and turning 2 hexsides costs 1 MP: 2 MP in all, with 1 MP"
        + " left", x.reason());
  }

  @Test
  void aTurnTooDearAfterTheAllowanceIsExceededHasNoneLeftAndSaysByHowMuch() {
    // a step of 1 MP with a turn of 1 MP, explained when the move is already 1 MP over its
    // allowance (half points: cost 4, left -2)
    Violation x = FACING.tooDear(2, 1, 2, 2, 4, -2, 2);
    assertEquals("the hex costs 1 MP, and turning 2 hexsides costs 1 MP: 2 MP in all, with none"
        + " left", x.reason());
    assertEquals(Mp.of(-1), x.available().orElseThrow());
    assertTrue(x.toString().endsWith(" with none left (needs 2 MP, none left: already 1 MP"
        + " over)"), x::toString);
  }

  @Test
  void aStepTooDearWithoutTurningCitesTheAllowance() {
    Verdict v = check(truck(1, HexDirection.N), Step.enter(A.neighbor(HexDirection.N)),
        Step.enter(A.neighbor(HexDirection.N).neighbor(HexDirection.N)));
    assertFalse(v.legal());
    assertEquals("6.1", v.violations().get(0).rule().section());
  }

  @Test
  void aTurnInPlaceUsesTheTurnOfTheHex() {
    Hex se = A.neighbor(HexDirection.SE);
    Verdict straight = check(truck(6, HexDirection.N), Step.turn(HexDirection.SE),
        Step.enter(se));
    assertTrue(straight.legal(), straight.toString());
    assertEquals(Mp.of(2), straight.spent(), "1 for the turn in place, 1 for the hex");
    Verdict again = check(truck(6, HexDirection.N), Step.turn(HexDirection.SE),
        Step.enter(A.neighbor(HexDirection.S)));
    assertFalse(again.legal());
    assertEquals("8", again.violations().get(0).rule().section());
    assertEquals("a unit turns once in each hex, and this one has already turned here",
        again.violations().get(0).reason());
  }

  @Test
  void aMoveStepMayAskForTheFacingItEndsWith() {
    Hex s = A.neighbor(HexDirection.S);
    Verdict forward = check(truck(6, HexDirection.N), Step.enter(s).facing(HexDirection.S));
    assertTrue(forward.legal(), forward.toString());
    assertEquals(Mp.of(3), forward.spent(), "1 for the hex and 2 for turning 3 hexsides");
    assertEquals(HexDirection.S, forward.end().map(p -> forward.steps().get(0).facing())
        .orElseThrow());
  }

  @Test
  void theRangeOfATruckCountsItsTurns() {
    Reach r = RULES.reach(truck(2, HexDirection.N), MoveQuery.of("t"));
    // two hexes straight ahead; the hex behind by reverse at 2
    assertEquals(Mp.of(2), r.cost(r.indexOf(Position.hex(A.neighbor(HexDirection.N)
        .neighbor(HexDirection.N)))));
    assertEquals(Mp.of(2), r.cost(r.indexOf(Position.hex(A.neighbor(HexDirection.S)))));
    assertEquals(-1, r.indexOf(Position.hex(A.neighbor(HexDirection.S)
        .neighbor(HexDirection.S))));
  }

  @Test
  void infantryHaveNoFacing() {
    Unit u = KitFixture.unit("i", "blue", "infantry", 6, A);
    GameState s = KitFixture.state(KitFixture.map().build(), "dry", "", u);
    Verdict v = RULES.check(s, MoveOrder.of(MoveQuery.of("i"),
        List.of(Step.enter(A.neighbor(HexDirection.S)))));
    assertEquals(Mp.of(1), v.spent());
    assertEquals(null, v.steps().get(0).facing());
  }

  @Test
  void aFacedUnitWithoutAFacingIsRefusedNamingTheField() {
    Unit u = KitFixture.unit("t", "blue", "truck", 6, A);
    GameState s = KitFixture.state(KitFixture.map().build(), "dry", "", u);
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> RULES.reach(s, MoveQuery.of("t")));
    assertEquals("units.t.facing", e.field());
  }

  @Test
  void turnsAreCountedTheShortWayRound() {
    assertEquals(0, FacingRule.hexsides(4, 4));
    assertEquals(1, FacingRule.hexsides(0, 5));
    assertEquals(3, FacingRule.hexsides(1, 4));
    assertEquals(2, FacingRule.hexsides(5, 1));
    assertEquals(List.of(0, 0, 2, 4), java.util.Arrays.stream(new FacingRule.Turning(2, 1, 0,
        false).costs()).boxed().toList());
  }

  @Test
  void aTurnMayCostFromNothingUpToTheLargestPointValueAndNoMore() {
    assertEquals(0, new FacingRule.Turning(0, 0, 0, false).cost(3));
    assertEquals(Points.MAX_TICKS,
        new FacingRule.Turning(Points.MAX_TICKS, 0, 0, false).cost(1));
    assertThrows(InvalidInputException.class,
        () -> new FacingRule.Turning(Points.MAX_TICKS + 1, 0, 0, false));
    assertEquals("8", FACING.rule().section());
  }
}
