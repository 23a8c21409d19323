package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.mp;
import static io.github.warpath.efs.Fx.rifles;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import org.junit.jupiter.api.Test;

/**
 * EFS movement points: a unit spends up to its allowance, and a step it cannot pay for says what
 * it needs and what is left. Woods at 0306 cost 2 on foot; the Soviet unit at 0505 controls 0405.
 */
class MovementAllowanceTest {

  private static Fx field(int allowance) {
    return Fx.clear().terrain(EfsTerrain.WOODS, "0306").unit(rifles("r", "0505"))
        .unit(Fx.axis("inf", "infantry", MovementClass.WHITE, allowance, "0303"));
  }

  @Test
  void aUnitMaySpendItsWholeAllowance() {
    GameState s = field(2).state();
    assertLegal(check(s, "inf", "0304", "0305"), 2.0);
    Violation v = assertIllegal(check(s, "inf", "0304", "0305", "0205"), EfsRuleHeading.ALLOWANCE,
        3);
    assertEquals(mp(1), v.needed().orElseThrow());
    assertEquals(mp(0), v.available().orElseThrow());
  }

  @Test
  void theShortfallCountsThePointsAlreadySpent() {
    GameState s = field(3).state();
    // 1 + 1 spent, the woods need 2 of the 1 left
    Violation v = assertIllegal(check(s, "inf", "0304", "0305", "0306"), EfsRuleHeading.ALLOWANCE,
        3);
    assertEquals(mp(2), v.needed().orElseThrow());
    assertEquals(mp(1), v.available().orElseThrow());
    assertEquals("not enough movement points left", v.reason());
  }

  @Test
  void theZoneOfControlSurchargeIsPaidFromTheSamePoints() {
    // 0304 clear 1, then 0405 clear 1 + 1 for the zone of control
    assertLegal(check(field(3).state(), "inf", "0304", "0405"), 3.0);
    // the clear hex alone (1) fits the 1 MP left: the zone of control surcharge makes the step
    // too dear, so its rule is the one cited, with the same points
    Violation v = assertIllegal(check(field(2).state(), "inf", "0304", "0405"),
        EfsRuleHeading.ENEMY_ZOC, 2);
    assertEquals(mp(2), v.needed().orElseThrow());
    assertEquals(mp(1), v.available().orElseThrow());
  }

  @Test
  void pointsSpentInAnEarlierOrderOfThePhaseAreGone() {
    GameState s = field(6).state();
    s = s.withUnit(Unit.builder().from(s.unit("inf")).putAttributes(EfsVocabulary.MP_SPENT,
        "4½").build());
    assertEquals(mp(1.5), check(s, "inf", "0304").allowance());
    assertLegal(check(s, "inf", "0304"), 1.0);
    Violation v = assertIllegal(check(s, "inf", "0304", "0305"), EfsRuleHeading.ALLOWANCE, 2);
    assertEquals(mp(0.5), v.available().orElseThrow());
  }
}
