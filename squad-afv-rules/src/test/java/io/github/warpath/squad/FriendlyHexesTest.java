package io.github.warpath.squad;

import static io.github.warpath.squad.Fixture.RULES;
import static io.github.warpath.squad.Fixture.at;
import static io.github.warpath.squad.Fixture.enter;
import static io.github.warpath.squad.Fixture.order;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Unit;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Friendly Hexes: friendly units, fortifications and emplacements may be passed through; a move
 * that ends over the stacking limits eliminates the lowest-value units until the hex is legal.
 */
class FriendlyHexesTest {

  private static Fixture fourSquadsAt0509() {
    return new Fixture(10, 12).infantry("a", "squad", "0509").infantry("b", "squad", "0509")
        .infantry("c", "squad", "0509").infantry("d", "squad", "0509");
  }

  private static Unit afv(String id, String label, String... attributes) {
    Unit.Builder b = Unit.builder().id(id).side("allies").kind("afv").facing(HexDirection.N)
        .allowance(Mp.of(6)).position(at(label));
    for (int i = 0; i < attributes.length; i += 2) {
      b.putAttributes(attributes[i], attributes[i + 1]);
    }
    return b.build();
  }

  /** The state once the applied move is over (the player ends it; nothing else moves). */
  private static GameState over(MoveOutcome out) {
    return RULES.endMovement(out.state().orElseThrow());
  }

  @Test
  void unitsPassThroughAFullFriendlyHex() {
    GameState s = fourSquadsAt0509().infantry("s", "squad", "0510").state();
    MoveOutcome out = RULES.apply(s, order("s", enter("0509"), enter("0508")));
    assertTrue(out.verdict().legal(), out.verdict().toString());
    assertTrue(out.verdict().warnings().isEmpty());
    assertEquals(5, over(out).units().size());
  }

  @Test
  void overStackingIsSettledWhenTheMoveEndsNotWhereAnOrderStops() {
    GameState s = fourSquadsAt0509().infantry("s", "squad", "0510").state();
    Verdict whole = RULES.check(s, order("s", enter("0509"), enter("0508")));
    assertTrue(whole.legal(), whole.toString());
    assertTrue(whole.warnings().isEmpty());
    // the same move in two orders: the first stops in the full hex, the second goes on
    GameState halfway = RULES.apply(s, order("s", enter("0509"))).state().orElseThrow();
    assertTrue(halfway.hasUnit("s"));
    assertEquals(5, halfway.unitsAt(at("0509")).size());
    Verdict rest = RULES.check(halfway, order("s", enter("0508")));
    assertTrue(rest.legal(), rest.toString());
    assertEquals(whole.spent(), RULES.check(s, order("s", enter("0509"))).spent()
        .plus(rest.spent()));
    GameState after = RULES.apply(halfway, order("s", enter("0508"))).state().orElseThrow();
    assertEquals(5, after.units().size());
    assertEquals(at("0508"), after.unit("s").position());
    assertEquals(4, after.unitsAt(at("0509")).size());
  }

  @Test
  void anOverStackLeftPendingIsSettledWhenAnotherStackBeginsToMove() {
    GameState s = fourSquadsAt0509().infantry("s", "squad", "0510")
        .infantry("e", "squad", "0310").state();
    GameState halfway = RULES.apply(s, order("s", enter("0509"))).state().orElseThrow();
    MoveOutcome other = RULES.apply(halfway, order("e", enter("0309")));
    assertEquals(List.of("the move ended over the stacking limits (0 vehicles, AFVs or guns and"
        + " 5 infantry): s (squad, value 3) is eliminated"), other.verdict().warnings().stream()
        .map(Violation::reason).toList());
    GameState after = other.state().orElseThrow();
    assertFalse(after.hasUnit("s"));
    assertEquals(4, after.unitsAt(at("0509")).size());
    assertEquals(at("0309"), after.unit("e").position());
  }

  @Test
  void fortificationsAndEmplacementsDoNotHinderMovement() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510").state();
    s = s.withMarkers(List.of(
        Marker.builder().kind("fortification").side("axis").position(at("0509")).build(),
        Marker.builder().kind("emplacement").position(at("0508")).build()));
    assertEquals(Mp.of(2), RULES.check(s, order("s", enter("0509"), enter("0508"))).spent());
  }

  @Test
  void endingInAFullHexEliminatesTheLowestValueUnitTheMoverFirstAmongEquals() {
    GameState s = fourSquadsAt0509().infantry("s", "squad", "0510").state();
    MoveOutcome out = RULES.apply(s, order("s", enter("0509")));
    assertTrue(out.verdict().legal());
    List<Violation> w = out.verdict().warnings();
    assertEquals(1, w.size());
    assertEquals(SquadRule.FRIENDLY_HEXES.ref(), w.get(0).rule());
    assertEquals("0509", w.get(0).location().orElseThrow());
    assertTrue(w.get(0).reason().contains("s (squad, value 3) is eliminated"), w.get(0).reason());
    GameState after = over(out);
    assertFalse(after.hasUnit("s"));
    assertEquals(4, after.unitsAt(at("0509")).size());
  }

  @Test
  void theHalfSquadGoesBeforeTheSquads() {
    GameState s = new Fixture(10, 12).infantry("a", "squad", "0509")
        .infantry("b", "squad", "0509").infantry("h", "half-squad", "0509")
        .infantry("d", "squad", "0509").infantry("s", "squad", "0510").state();
    MoveOutcome out = RULES.apply(s, order("s", enter("0509")));
    GameState after = over(out);
    assertFalse(after.hasUnit("h"));
    assertEquals(at("0509"), after.unit("s").position());
    assertEquals(1, out.verdict().warnings().size());
  }

  @Test
  void aSquadJoiningTwoAfvsIsEliminated() {
    GameState s = new Fixture(10, 12).unit(afv("t1", "0509")).unit(afv("t2", "0509"))
        .infantry("s", "squad", "0510").state();
    MoveOutcome out = RULES.apply(s, order("s", enter("0509")));
    assertEquals(List.of("t1", "t2"), over(out).unitsAt(at("0509")).stream()
        .map(Unit::id).toList());
  }

  @Test
  void eliminationGoesOnUntilTheHexIsLegal() {
    GameState s = new Fixture(10, 12).unit(afv("t1", "0509")).infantry("a", "squad", "0509")
        .infantry("b", "squad", "0509").unit(afv("t2", "0510")).state();
    MoveOutcome out = RULES.apply(s, order("t2", enter("0509")));
    assertTrue(out.verdict().legal());
    assertEquals(2, out.verdict().warnings().size());
    assertEquals(List.of("t1", "t2"), over(out).unitsAt(at("0509")).stream()
        .map(Unit::id).toList());
  }

  @Test
  void theValueAttributeAndChartDecideWhoIsLowest() {
    GameState s = new Fixture(10, 12).unit(afv("t1", "0509")).unit(afv("t2", "0509", "value",
        "1")).infantry("s", "squad", "0510").state();
    MoveOutcome out = RULES.apply(s, order("s", enter("0509")));
    assertFalse(over(out).hasUnit("t2"));
    assertTrue(over(out).hasUnit("s"));
    assertTrue(out.verdict().warnings().get(0).reason().contains("t2 (afv, value 1)"));
    GameState valued = new Fixture(10, 12).unit(afv("t1", "0509")).unit(afv("t2", "0509"))
        .infantry("s", "squad", "0510").chart("value.squad", "9").state();
    GameState after = over(RULES.apply(valued, order("s", enter("0509"))));
    assertTrue(after.hasUnit("s"));
    assertTrue(after.hasUnit("t1"));
    assertFalse(after.hasUnit("t2")); // equal values: the later one of the state
  }

  @Test
  void aTransportEliminatedTakesItsPassengersWithIt() {
    GameState s = new Fixture(10, 12).unit(afv("t1", "0509"))
        .unit(afv("t2", "0509", "value", "1"))
        .unit(Unit.builder().id("p").side("allies").kind("squad").position(at("0509"))
            .putAttributes("carried-by", "t2").build())
        .infantry("s", "squad", "0510").state();
    MoveOutcome out = RULES.apply(s, MoveOrder.of(io.github.warpath.rules.MoveQuery.of("s"),
        List.of(enter("0509"))));
    GameState after = over(out);
    assertFalse(after.hasUnit("t2"));
    assertFalse(after.hasUnit("p"));
    assertTrue(out.verdict().warnings().get(0).reason().endsWith("with its passengers"));
  }

  @Test
  void anIllegalMoveWarnsOfNothing() {
    GameState s = fourSquadsAt0509().infantry("s", "squad", "0510").state();
    var v = RULES.check(s, order("s", enter("0509"), enter("0508"), enter("0507"),
        enter("0506"), enter("0505")));
    assertFalse(v.legal());
    assertTrue(v.warnings().isEmpty());
  }

  @Test
  void theArrivingUnitGoesFirstEvenWhenTheStateListsItFirst() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510").infantry("a", "squad",
        "0509").infantry("b", "squad", "0509").infantry("c", "squad", "0509")
        .infantry("d", "squad", "0509").state();
    MoveOutcome out = RULES.apply(s, order("s", enter("0509")));
    assertTrue(out.verdict().legal(), out.verdict().toString());
    GameState after = over(out);
    assertFalse(after.hasUnit("s"));
    assertEquals(List.of("a", "b", "c", "d"), after.unitsAt(at("0509")).stream()
        .map(Unit::id).toList());
    assertEquals(List.of("the move ended over the stacking limits (0 vehicles, AFVs or guns and"
        + " 5 infantry): s (squad, value 3) is eliminated"), out.verdict().warnings().stream()
        .map(Violation::reason).toList());
  }

  @Test
  void aUnitOfValueZeroIsTheFirstToGo() {
    GameState s = new Fixture(10, 12).unit(afv("t1", "0509", "value", "0")).unit(afv("t2",
        "0509")).infantry("s", "squad", "0510").state();
    MoveOutcome out = RULES.apply(s, order("s", enter("0509")));
    assertTrue(out.verdict().legal(), out.verdict().toString());
    assertEquals(List.of("t2", "s"), over(out).unitsAt(at("0509")).stream()
        .map(Unit::id).toList());
    assertEquals("the move ended over the stacking limits (2 vehicles, AFVs or guns and 1"
        + " infantry): t1 (afv, value 0) is eliminated",
        out.verdict().warnings().get(0).reason());
  }

  @Test
  void anOrderThatStopsWithinTheLimitsLeavesNothingToSettle() {
    GameState s = new Fixture(10, 12).infantry("a", "squad", "0509")
        .infantry("s", "squad", "0510").state();
    GameState after = RULES.apply(s, order("s", enter("0509"))).state().orElseThrow();
    assertEquals(Set.of("entered-a-hex"), after.unit("s").phaseMovement().orElseThrow().facts());
    assertEquals(2, RULES.endMovement(after).unitsAt(at("0509")).size());
  }

  @Test
  void aPendingOverStackIsSettledOnceAndThenForgotten() {
    // s stops in the full hex with its move not over; the half squad h is worth least
    GameState s = new Fixture(10, 12).infantry("a", "squad", "0509")
        .infantry("b", "squad", "0509").infantry("h", "half-squad", "0509")
        .infantry("d", "squad", "0509").infantry("s", "squad", "0510").state();
    GameState halfway = RULES.apply(s, order("s", enter("0509"))).state().orElseThrow();
    assertEquals(Set.of("entered-a-hex", "over-stacked"),
        halfway.unit("s").phaseMovement().orElseThrow().facts());
    GameState after = RULES.endMovement(halfway);
    assertFalse(after.hasUnit("h"));
    assertEquals(Set.of("entered-a-hex"), after.unit("s").phaseMovement().orElseThrow().facts());
    assertEquals(after, RULES.endMovement(after), "nothing is left pending");
  }
}
