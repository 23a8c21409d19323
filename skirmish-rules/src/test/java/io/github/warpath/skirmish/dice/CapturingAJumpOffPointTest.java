package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.github.warpath.state.Unit;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** 10.4 Capturing a Jump-Off Point. */
class CapturingAJumpOffPointTest {
  private static final Marker JOP = Marker.builder().id("jop1").kind("jump-off-point")
      .side("de").position(TablePosition.at(30, 10)).build();

  private static GameState state() {
    return GameState.builder().ruleSet(MiniaturesDiceRules.ID).board(Dx.table())
        .addUnits(Dx.team("t", "uk", 10, 10)).addMarkers(JOP).build();
  }

  @Test
  void movingOntoAnEnemyJumpOffPointCapturesIt() {
    GameState s = GameState.builder().from(state()).units(List.of(Dx.team("t", "uk", 20, 10)))
        .build();
    MoveOutcome o = Dx.RULES.apply(s, Dx.order(Dx.q("normal", "5,5", "t"), Dx.at(30, 10)));
    Marker m = o.state().orElseThrow().markers().get(0);
    assertEquals("uk", m.attribute("captured-by", ""));
    assertEquals("pending", m.attribute("morale-test", ""));
    assertEquals(DiceRule.JUMP_OFF.ref(), o.verdict().warnings().get(0).rule());
    assertEquals(List.of(), Dx.RULES.endOfTurn(o.state().orElseThrow()).markers(),
        "removed at the end of the turn");
  }

  @Test
  void comingWithinFourInchesBlocksIt() {
    GameState s = GameState.builder().from(state()).units(List.of(Dx.team("t", "uk", 20, 10)))
        .build();
    MoveOutcome o = Dx.RULES.apply(s, Dx.order(Dx.q("normal", "3,3", "t"), Dx.at(25.5, 10)));
    assertTrue(o.verdict().warnings().get(0).reason().contains("blocked"), o.verdict()::toString);
    assertEquals(List.of("t"), Dx.RULES.blockers(o.state().orElseThrow(), "jop1"));
    assertEquals(List.of(), Dx.RULES.blockers(s, "jop1"), "9.5\" away before the move");
  }

  @Test
  void theOwnerRecapturesItBeforeTheTurnEnds() {
    Marker taken = Marker.builder().from(JOP).putAttributes("captured-by", "uk")
        .putAttributes("morale-test", "pending").build();
    GameState s = GameState.builder().ruleSet(MiniaturesDiceRules.ID).board(Dx.table())
        .addUnits(Dx.team("g", "de", 25, 10)).addMarkers(taken).build();
    MoveOutcome o = Dx.RULES.apply(s, Dx.order(Dx.q("normal", "3,3", "g"), Dx.at(30, 10)));
    Marker m = o.state().orElseThrow().markers().get(0);
    assertTrue(m.attributes().isEmpty(), m.toString());
    assertEquals(1, Dx.RULES.endOfTurn(o.state().orElseThrow()).markers().size());
  }

  private static GameState with(Marker jop, Unit... units) {
    return GameState.builder().ruleSet(MiniaturesDiceRules.ID).board(Dx.table())
        .units(List.of(units)).addMarkers(jop).build();
  }

  @Test
  void aFigureWhoseBaseCoversThePointCapturesIt() {
    GameState s = with(JOP, Dx.team("t", "uk", 20, 10));
    MoveOutcome o = Dx.RULES.apply(s, Dx.order(Dx.q("normal", "5,5", "t"), Dx.at(29.5, 10)));
    Marker m = o.state().orElseThrow().markers().get(0);
    assertEquals("uk", m.attribute("captured-by", ""));
    assertEquals("1", m.attribute("captured-turn", ""));
    assertEquals("captures the enemy jump-off point 'jop1': it is removed at the end of the"
        + " turn unless recaptured, and its owner takes a Force Morale Test",
        o.verdict().warnings().get(0).reason());
    assertEquals("(30, 10)", o.verdict().warnings().get(0).location().orElseThrow());
    MoveOutcome near = Dx.RULES.apply(s, Dx.order(Dx.q("normal", "5,5", "t"), Dx.at(29.4, 10)));
    assertTrue(near.state().orElseThrow().markers().get(0).attributes().isEmpty(),
        "0.6\" away the base does not cover it");
    assertEquals("within 4\" of the enemy jump-off point 'jop1': it is blocked, the enemy may"
        + " not deploy from it", near.verdict().warnings().get(0).reason());
  }

  @Test
  void anUnnamedJumpOffPointIsNamedByWhereItIs() {
    Marker bare = Marker.builder().kind("jump-off-point").side("de")
        .position(TablePosition.at(30, 10)).build();
    MoveOutcome o = Dx.RULES.apply(with(bare, Dx.team("t", "uk", 20, 10)),
        Dx.order(Dx.q("normal", "3,3", "t"), Dx.at(26, 10)));
    assertEquals("within 4\" of the enemy jump-off point at (30, 10): it is blocked, the enemy"
        + " may not deploy from it", o.verdict().warnings().get(0).reason());
    MoveOutcome far = Dx.RULES.apply(with(bare, Dx.team("t", "uk", 20, 10)),
        Dx.order(Dx.q("normal", "2,3", "t"), Dx.at(25, 10)));
    assertEquals(List.of(), far.verdict().warnings(), "4.5\" from its base edge");
  }

  @Test
  void unitsOnFootAndArmouredVehiclesOfTheEnemyWithin4InchesBlock() {
    GameState s = with(JOP, Dx.team("near", "uk", 34.4, 10), Dx.team("far", "uk", 35, 10),
        Dx.unit("tank", "uk", "armoured-vehicle", Dx.at(30, 15.4)),
        Dx.unit("truck", "uk", "vehicle", Dx.at(30, 7)), Dx.team("own", "de", 30, 11),
        Dx.unit("rider", "uk", "team", new io.github.warpath.skirmish.table.Aboard("truck")));
    assertEquals(List.of("near", "tank"), Dx.RULES.blockers(s, "jop1"));
    assertEquals("marker", assertThrows(io.github.warpath.InvalidInputException.class,
        () -> Dx.RULES.blockers(s, "jop2")).field());
  }

  @Test
  void theOwnerRecapturingItIsTold() {
    Marker taken = Marker.builder().from(JOP).putAttributes("captured-by", "uk")
        .putAttributes("captured-turn", "1").putAttributes("morale-test", "pending").build();
    MoveOutcome o = Dx.RULES.apply(with(taken, Dx.team("g", "de", 25, 10)),
        Dx.order(Dx.q("normal", "3,3", "g"), Dx.at(30, 10)));
    assertEquals("recaptures jump-off point 'jop1'", o.verdict().warnings().get(0).reason());
    assertTrue(o.state().orElseThrow().markers().get(0).attributes().isEmpty());
    MoveOutcome own = Dx.RULES.apply(with(JOP, Dx.team("g", "de", 25, 10)),
        Dx.order(Dx.q("normal", "3,3", "g"), Dx.at(30, 10)));
    assertEquals(List.of(), own.verdict().warnings(), "its own side standing on it changes"
        + " nothing");
  }
}
