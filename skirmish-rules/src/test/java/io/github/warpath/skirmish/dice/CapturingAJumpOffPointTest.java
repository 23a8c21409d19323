package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import java.util.List;
import org.junit.jupiter.api.Test;

/** 10.4 Capturing a Jump-Off Point. */
class CapturingAJumpOffPointTest {
  private static final Marker JOP = Marker.builder().id("jop1").kind("jump-off-point")
      .side("de").position(TablePosition.at(30, 10)).build();

  private static GameState state() {
    return GameState.builder().ruleSet(MiniaturesDice.ID).board(Dx.table())
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
    GameState s = GameState.builder().ruleSet(MiniaturesDice.ID).board(Dx.table())
        .addUnits(Dx.team("g", "de", 25, 10)).addMarkers(taken).build();
    MoveOutcome o = Dx.RULES.apply(s, Dx.order(Dx.q("normal", "3,3", "g"), Dx.at(30, 10)));
    Marker m = o.state().orElseThrow().markers().get(0);
    assertTrue(m.attributes().isEmpty(), m.toString());
    assertEquals(1, Dx.RULES.endOfTurn(o.state().orElseThrow()).markers().size());
  }
}
