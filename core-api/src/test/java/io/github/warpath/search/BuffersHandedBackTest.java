package io.github.warpath.search;

import static io.github.warpath.testrules.TestRules.state;
import static io.github.warpath.testrules.TestRules.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.ReusableReach;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.testrules.TestRules;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Every query with buffers hands them back when it is done, so that another thread may use
 * them next; and every query refuses a state of another rule set.
 */
class BuffersHandedBackTest {
  private static final TestRules RULES = new TestRules();
  private static final HexMap MAP = TestRules.map(6, 6).build();
  private static final GameState STATE = state(MAP, unit("a", "blue", MAP, "0303", 2));
  private static final MoveOrder FAR = MoveOrder.path("a", MAP.parse("0304"),
      MAP.parse("0305"), MAP.parse("0306"));

  private static void handedBack(String name, Consumer<SearchBuffers> query) {
    SearchBuffers b = new SearchBuffers();
    query.accept(b);
    assertTrue(Engine.acquire(b), name + " handed its buffers back");
    Engine.release(b, true);
  }

  @Test
  void eachQueryHandsItsBuffersBack() {
    Position target = Position.hex(MAP.parse("0305"));
    handedBack("reach", b -> RULES.reach(STATE, MoveQuery.of("a"), b));
    handedBack("reach into a range", b -> RULES.reach(STATE, MoveQuery.of("a"), b,
        new ReusableReach()));
    handedBack("path", b -> RULES.path(STATE, MoveQuery.of("a"), target, b));
    handedBack("path cost", b -> RULES.pathCostTicks(STATE, MoveQuery.of("a"), target, b));
    handedBack("check", b -> RULES.check(STATE, FAR, b));
    handedBack("apply", b -> RULES.apply(STATE, FAR, b));
    handedBack("apply legal", b -> RULES.apply(STATE, MoveOrder.path("a", MAP.parse("0304")),
        b));
    handedBack("alternatives", b -> RULES.alternatives(STATE, FAR, b));
    handedBack("alternatives of a verdict", b -> RULES.alternatives(STATE, FAR,
        RULES.check(STATE, FAR), b));
  }

  @Test
  void aStateOfAnotherRuleSetIsRefusedByEveryQuery() {
    GameState other = GameState.builder().from(STATE).ruleSet("other").build();
    Verdict v = RULES.check(STATE, FAR);
    List<Runnable> queries = List.of(
        () -> RULES.refusals(other, MoveQuery.of("a")),
        () -> RULES.alternatives(other, FAR, v, new SearchBuffers()),
        () -> RULES.alternatives(other, FAR),
        () -> RULES.check(other, FAR),
        () -> RULES.reach(other, MoveQuery.of("a")));
    for (Runnable q : queries) {
      InvalidInputException e = assertThrows(InvalidInputException.class, q::run);
      assertEquals("ruleSet: the state is for rule set 'other', not 'test'", e.getMessage());
    }
  }

  @Test
  void theEnginesOwnQueriesHandTheirBuffersBack() {
    HandGraph g = HandGraph.column(3, 1);
    int start = g.node("0101", 0);
    g.startAt(start).legal(start, g.node("0102", 0), 1);
    Position target = Position.hex(g.map().parse("0102"));
    handedBack("engine reach", b -> SearchEngine.reach(g, b, new ReusableReach()));
    handedBack("engine path cost", b -> SearchEngine.pathCost(g, b, target, false));
    handedBack("engine path", b -> SearchEngine.path(g, b, target));
  }
}
