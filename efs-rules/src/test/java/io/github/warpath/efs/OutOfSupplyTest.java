package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.mp;
import static io.github.warpath.efs.Fx.panzer;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import org.junit.jupiter.api.Test;

/** EFS out of supply: a unit with an out of supply marker has 2 MP less (never below 0). */
class OutOfSupplyTest {

  @Test
  void anOutOfSupplyUnitLosesTwoPoints() {
    GameState s = Fx.clear().unit(panzer("pz", "0303", EfsVocabulary.OUT_OF_SUPPLY))
        .unit(Fx.infantry("inf", "0505", EfsVocabulary.OUT_OF_SUPPLY)).state();
    assertEquals(mp(8), check(s, "pz", "0304").allowance());
    assertEquals(mp(4), check(s, "inf", "0506").allowance());
  }

  @Test
  void theAllowanceNeverGoesBelowZero() {
    GameState s = Fx.clear().unit(Fx.axis("w", "infantry", MovementClass.WHITE, 1, "0303",
        EfsVocabulary.OUT_OF_SUPPLY)).state();
    Violation v = assertIllegal(check(s, "w", "0304"), EfsRuleHeading.ALLOWANCE, 1);
    assertEquals(mp(1), v.needed().orElseThrow());
    assertEquals(mp(0), v.available().orElseThrow());
    assertEquals(1, Fx.reach(s, MoveQuery.of("w")).size());
  }

  @Test
  void aScenarioMayChangeThePenalty() {
    GameState s = Fx.clear().unit(panzer("pz", "0303", EfsVocabulary.OUT_OF_SUPPLY))
        .chart("out-of-supply.reduction", "3").state();
    assertEquals(mp(7), check(s, "pz", "0304").allowance());
  }

  @Test
  void aStackHasTheAllowanceOfItsWeakestUnit() {
    GameState s = Fx.clear().unit(panzer("a", "0303")).unit(panzer("b", "0303",
        EfsVocabulary.OUT_OF_SUPPLY)).state();
    MoveQuery both = MoveQuery.builder().addUnits("a", "b").build();
    assertEquals(mp(8), check(s, both, "0304").allowance());
  }
}
