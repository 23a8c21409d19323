package io.github.warpath.squad.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.squad.SquadRule;
import org.junit.jupiter.api.Test;

/**
 * Vehicle Reverse Movement and Vehicles and Turning: when a vehicle's step costs more than the
 * points it has left, the rule cited is the one whose extra cost made it too dear. Reverse
 * triples the step's cost and each hexside turned after the first costs a point; the movement
 * points themselves are cited only when the step's own price is beyond them. Costs are in
 * twelfths of a point, as the graph counts them.
 */
class DearStepTest {
  private static final int MP = SquadGraph.TICKS;

  /** The rule cited for a step of {@code step} twelfths, in reverse or not, after a turn. */
  private static SquadRule cited(int step, boolean reverse, int hexsidesTurned, int left) {
    int reverseExtra = reverse ? (VehicleReverseMovement.MULTIPLE - 1) * step : 0;
    int turnCost = VehiclesAndTurning.cost(hexsidesTurned);
    return DearStep.cited(reverseExtra, turnCost, step + reverseExtra + turnCost, left);
  }

  @Test
  void reverseIsCitedWhenTheStepForwardWouldUseExactlyThePointsLeft() {
    // a clear hex of 1 MP in reverse costs 3 MP; with 1 MP left it would fit going forward
    assertEquals(SquadRule.REVERSE, cited(MP, true, 0, MP));
    assertEquals(SquadRule.MOVING_POINTS, cited(MP, true, 0, MP - 1),
        "not even the step's own 1 MP is left");
  }

  @Test
  void turningIsCitedWhenTheHexAloneWouldUseExactlyThePointsLeft() {
    // two hexsides cost 1 MP on top of the clear hex's 1 MP; 1 MP left pays the hex alone
    assertEquals(SquadRule.TURNING, cited(MP, false, 2, MP));
    assertEquals(SquadRule.MOVING_POINTS, cited(MP, false, 2, MP - 1));
    // a turn in place of three hexsides costs 2 MP, and nothing else is paid for
    assertEquals(SquadRule.TURNING, DearStep.cited(0, 2 * MP, 2 * MP, 0));
  }

  @Test
  void reverseIsCitedWhenTheStepWithItsTurnWouldFitGoingForward() {
    // a clear hex in reverse after turning three hexsides: 3 MP + 2 MP; with 3 MP left the
    // hex and the turn (1 + 2) fit exactly, and so would the hex in reverse without the turn,
    // but reverse is what the move asked for on top of the turn it needed
    assertEquals(SquadRule.REVERSE, cited(MP, true, 3, 3 * MP));
  }

  @Test
  void turningIsCitedWhenTheStepInReverseWouldFitWithoutTheTurn() {
    // a road hexside of 1/2 MP in reverse costs 1 1/2 MP, and three hexsides turned 2 MP more:
    // with 1 1/2 MP left the reverse step alone fits exactly, the step with its turn does not
    int road = MP / 2;
    assertEquals(SquadRule.TURNING, cited(road, true, 3, 3 * road));
  }

  @Test
  void reverseTheDearerIsCitedWhenOnlyBothTogetherMakeTheStepTooDear() {
    // 1 MP hex, reverse +2 MP, three hexsides +2 MP, 1 2/3 MP left: either extra alone is too
    // much, the hex alone fits
    assertEquals(SquadRule.REVERSE, cited(MP, true, 3, MP + 8));
    // without reverse only the turn is left to blame
    assertEquals(SquadRule.TURNING, cited(MP, false, 3, MP + 8));
  }

  @Test
  void theMovementPointsAreCitedForAStepWithoutExtras() {
    assertEquals(SquadRule.MOVING_POINTS, cited(2 * MP, false, 0, MP));
    assertEquals(SquadRule.MOVING_POINTS, cited(2 * MP, false, 1, MP), "one hexside is free");
  }
}
