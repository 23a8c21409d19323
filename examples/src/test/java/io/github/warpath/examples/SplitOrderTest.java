package io.github.warpath.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.PhaseMovement;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A move given as two orders of one phase is judged like the single order: the points carry
 * over (rule 2), the minimum move belongs to the first hex of the phase only (rule 5), and a
 * move ended by a zone of control (rule 3) stays ended.
 */
class SplitOrderTest {
  private static final ExampleRules RULES = new ExampleRules();
  private static final HexMap BLANK = HexMap.builder(ExampleRules.TERRAIN, 9, 9).build();
  /** A hex with five hexes north of it and one south, all on the map. */
  private static final Hex START = startHex();
  private static final HexMap MAP = BLANK.toBuilder()
      .hex(line(1), ExampleRules.Terrain.SWAMP).build();
  private static final MoveQuery Q = MoveQuery.of("u");

  private static Hex startHex() {
    for (int i = 0; i < BLANK.size(); i++) {
      Hex h = BLANK.hex(i);
      Hex far = h;
      for (int k = 0; k < 5; k++) {
        far = far.neighbor(HexDirection.N);
      }
      if (BLANK.contains(far) && BLANK.contains(h.neighbor(HexDirection.S))
          && BLANK.contains(far.neighbor(HexDirection.NE))) {
        return h;
      }
    }
    throw new AssertionError("no room on the map");
  }

  /** The hex {@code k} hexes north of the start. */
  private static Hex line(int k) {
    Hex h = START;
    for (int i = 0; i < k; i++) {
      h = h.neighbor(HexDirection.N);
    }
    return h;
  }

  private static GameState state(Mp allowance, Unit... others) {
    Unit u = Unit.builder().id("u").side("blue").kind("infantry").allowance(allowance)
        .position(Position.hex(line(0))).build();
    GameState.Builder b = GameState.builder().ruleSet(ExampleRules.ID).board(MAP).addUnits(u);
    b.addUnits(others);
    return b.build();
  }

  private static MoveOrder order(int from, int to) {
    List<Step> steps = new java.util.ArrayList<>();
    for (int k = from + 1; k <= to; k++) {
      steps.add(Step.enter(line(k)));
    }
    return MoveOrder.of(Q, steps);
  }

  @Test
  void pointsSpentByTheFirstOrderAreGoneInTheSecond() {
    // hex 1 is swamp (3 MP), hexes 2 and 3 clear (1 MP each); 4 MP in all
    GameState s = state(Mp.of(4));
    assertFalse(RULES.check(s, order(0, 3)).legal());
    GameState after = RULES.apply(s, order(0, 1)).state().orElseThrow();
    PhaseMovement pm = after.unit("u").phaseMovement().orElseThrow();
    assertEquals(Mp.of(3), pm.spent());
    assertEquals(Position.hex(line(0)), pm.phaseStart());
    assertEquals("normal", pm.mode());
    Verdict rest = RULES.check(after, order(1, 3));
    assertFalse(rest.legal());
    assertEquals(Mp.of(1), rest.allowance());
    assertEquals("example 2 Movement allowance", rest.violations().get(0).rule().toString());
    assertTrue(RULES.check(after, order(1, 2)).legal());
  }

  @Test
  void theMinimumMoveIsTheFirstHexOfThePhaseNotOfEachOrder() {
    // 2 MP: the swamp (3 MP) may be entered as the first hex of the move, never later
    GameState s = state(Mp.of(2));
    Hex side = line(0).neighbor(HexDirection.S);
    MoveOrder wayOut = MoveOrder.of(Q, List.of(Step.enter(side)));
    GameState after = RULES.apply(s, wayOut).state().orElseThrow();
    MoveOrder back = MoveOrder.of(Q, List.of(Step.enter(line(0)), Step.enter(line(1))));
    assertFalse(RULES.check(s, MoveOrder.of(Q, List.of(Step.enter(side), Step.enter(line(0)),
        Step.enter(line(1))))).legal());
    Verdict rest = RULES.check(after, back);
    assertFalse(rest.legal());
    assertEquals(Mp.of(1), rest.allowance());
  }

  @Test
  void aMoveEndedByAZoneOfControlStaysEndedInTheNextOrder() {
    Unit enemy = Unit.builder().id("e").side("red").kind("infantry").allowance(Mp.of(4))
        .position(Position.hex(line(3).neighbor(HexDirection.NE))).build();
    GameState s = state(Mp.of(8), enemy);
    GameState after = RULES.apply(s, order(0, 3)).state().orElseThrow();
    assertEquals(ExampleRules.Rules.ZONE_OF_CONTROL.ref(),
        after.unit("u").phaseMovement().orElseThrow().stoppedBy().orElseThrow());
    Verdict rest = RULES.check(after, order(3, 4));
    assertFalse(rest.legal());
    assertEquals("example 3 Zones of control", rest.violations().get(0).rule().toString());
    assertEquals(List.of(Position.hex(line(3))), RULES.reach(after, Q).entries().stream()
        .map(e -> e.position()).toList());
  }

  @Test
  void aNewPhaseClearsTheMovement() {
    GameState s = state(Mp.of(4));
    GameState after = RULES.apply(s, order(0, 1)).state().orElseThrow().withoutPhaseMovement();
    assertTrue(after.unit("u").phaseMovement().isEmpty());
    assertEquals(Mp.of(4), RULES.check(after, order(1, 2)).allowance());
  }
}
