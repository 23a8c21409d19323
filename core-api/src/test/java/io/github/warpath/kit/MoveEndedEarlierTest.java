package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.PhaseMovement;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A move a rule ended stays ended for the rest of the phase (7 Zones of Control: entering a
 * zone ends the move): a later order of the unit is refused citing the rule that ended it, and a
 * move no rule ended goes on with the points left.
 */
class MoveEndedEarlierTest {
  private static final HexMap MAP = KitFixture.map().build();
  private static final Hex A = MAP.hex(MAP.index(KitFixture.map().hexAt(1, 1)));
  private static final Hex B = A.neighbor(HexDirection.S);
  private static final Hex C = B.neighbor(HexDirection.S);
  private static final Hex D = C.neighbor(HexDirection.S);
  private static final ZoneOfControlRule ZONES = new ZoneOfControlRule(
      KitFixture.rule("7", "Zones of Control"), -1L, 0, 0, 0, ZoneOfControlRule.Enter.STOP, 0,
      ZoneOfControlRule.Leave.NOTHING, 0, ZoneOfControlRule.ZoneToZone.ALLOWED, false);
  private static final KitRuleSet RULES = new KitRuleSet(KitFixture.kit(ZONES,
      MinimumMoveRule.Kind.NONE, null, null, List.of(KitFixture.normal()), List.of()));

  /** u at A, v at A too, an enemy beyond D whose zone covers D. */
  private static GameState state() {
    return KitFixture.state(MAP, "dry", "", KitFixture.unit("u", "blue", "infantry", 6, A),
        KitFixture.unit("v", "blue", "infantry", 6, A),
        KitFixture.unit("e", "red", "infantry", 4, D.neighbor(HexDirection.S)));
  }

  @Test
  void aMoveTheZoneEndedRecordsTheRuleAndALaterOrderIsRefusedCitingIt() {
    GameState after = RULES.apply(state(), MoveOrder.path("u", B, C, D)).state().orElseThrow();
    PhaseMovement pm = after.unit("u").phaseMovement().orElseThrow();
    assertEquals("7", pm.stoppedBy().orElseThrow().section());
    assertEquals(Mp.of(3), pm.spent());
    Hex back = D.neighbor(HexDirection.N);
    Verdict v = RULES.check(after, MoveOrder.path("u", back));
    assertFalse(v.legal());
    Violation x = v.violations().get(0);
    assertEquals("7", x.rule().section());
    String label = MAP.label(D);
    assertEquals("'u' ended its move in " + label + " earlier in this phase, under this rule,"
        + " and moves no more until the next phase", x.reason());
    assertEquals(Optional.of(label), x.location());
    assertEquals(1, v.violations().size());
    Reach r = RULES.reach(after, MoveQuery.of("u"));
    assertEquals(1, r.size(), "its range is where it stands");
  }

  @Test
  void aStackOfWhichOneUnitsMoveEndedIsRefusedForThatUnitOnly() {
    GameState after = RULES.apply(state(), MoveOrder.path("u", B, C, D)).state().orElseThrow();
    GameState joined = after.withUnit(after.unit("v").withPosition(after.unit("u").position()));
    MoveQuery both = MoveQuery.builder().addUnits("u", "v").build();
    Verdict v = RULES.check(joined, MoveOrder.of(both,
        List.of(io.github.warpath.rules.Step.enter(C))));
    assertEquals(1, v.violations().size(), v.toString());
    assertTrue(v.violations().get(0).reason().startsWith("'u' ended its move"));
  }

  @Test
  void aMoveNoRuleEndedGoesOnWithThePointsLeft() {
    GameState after = RULES.apply(state(), MoveOrder.path("u", B)).state().orElseThrow();
    PhaseMovement pm = after.unit("u").phaseMovement().orElseThrow();
    assertEquals(Optional.empty(), pm.stoppedBy());
    Verdict v = RULES.check(after, MoveOrder.path("u", C, D));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.of(3), v.spent().plus(pm.spent()));
  }
}
