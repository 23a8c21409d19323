package io.github.warpath.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.state.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Routes, the steps of orders and the reports of steps, as values. */
class RouteAndStepTest {
  private final Position a = Position.hex(Hex.of(0, 0));
  private final Position b = Position.hex(Hex.of(0, 1));
  private final Position c = Position.hex(Hex.of(1, 1));

  private Route route() {
    return new Route(a, List.of(
        new StepReport(1, b, "0102", Mp.of(1), Mp.of(1), HexDirection.S, "road"),
        new StepReport(2, c, "0203", Mp.ofHalves(1), Mp.ofHalves(3), null, "")), Mp.ofHalves(3),
        true);
  }

  @Test
  void aRouteBecomesTheStepsOfAnOrderKeepingEachRecordedFacing() {
    assertEquals(List.of(Step.to(b).facing(HexDirection.S), Step.to(c)), route().toSteps());
    assertEquals(c, route().end());
    assertEquals(a, new Route(a, List.of(), Mp.ZERO, false).end(),
        "an empty route ends at its start");
  }

  @Test
  void aRoutePrintsItsCostAndOneLinePerStep() {
    assertEquals("route, 1½ MP, ends the move\n  1. 0102 facing S  +1 MP = 1 MP  (road)\n"
        + "  2. 0203  +½ MP = 1½ MP", route().toString());
    assertEquals("route, 0 MP", new Route(a, List.of(), Mp.ZERO, false).toString());
  }

  @Test
  void aStepAsksForSomethingOnlyWithAFacingOrAnAction() {
    assertFalse(Step.to(b).asksForSomething());
    assertFalse(Step.enter(Hex.of(0, 1)).asksForSomething());
    assertTrue(Step.to(b).facing(HexDirection.N).asksForSomething());
    assertTrue(Step.to(b).withAction("reverse").asksForSomething());
    assertTrue(Step.turn(HexDirection.SE).asksForSomething());
    assertTrue(Step.action("leader-pinned").asksForSomething());
    Step turn = Step.turn(HexDirection.SE);
    assertTrue(turn.inPlace());
    assertEquals(HexDirection.SE, turn.facing());
    assertNull(turn.action());
    Step act = Step.to(b).withAction("reverse");
    assertEquals("reverse", act.action());
    assertEquals(b, act.to());
    assertFalse(act.inPlace());
    assertEquals(new Step(b, HexDirection.N, "reverse"), act.facing(HexDirection.N));
  }

  @Test
  void aRuleReferenceIsItsOwnReference() {
    RuleRef r = new RuleRef("test", "3", "Zones of control");
    assertSame(r, r.ref());
    assertEquals("test 3 Zones of control", r.toString());
    assertEquals("test 3", new RuleRef("test", "3", "").toString());
  }
}
