package io.github.warpath.search;

import static io.github.warpath.testrules.TestRules.state;
import static io.github.warpath.testrules.TestRules.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.StepReport;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.testrules.TestRules;
import io.github.warpath.testrules.TestRules.Side;
import io.github.warpath.testrules.TestRules.Terrain;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A check makes its verdict without the builder, from the walk's own lists: the verdict must be
 * the one the builder makes from the same parts, equal, printed the same and holding its lists in
 * the same shapes, and later checks on the same buffers must leave it as it was.
 */
class CheckedVerdictTest {
  private final TestRules rules = new TestRules();
  private final HexMap map = TestRules.map(10, 10).build();
  private final HexMap terrain = map.toBuilder().path(Side.ROAD, List.of(h("0506"), h("0507")))
      .hex(h("0703"), Terrain.WOODS).hex(h("0702"), Terrain.WOODS).hex(h("0504"), Terrain.WATER)
      .build();
  private final GameState state = state(terrain, unit("a", "blue", terrain, "0505", 4),
      unit("e", "red", terrain, "0509", 1), unit("w", "blue", terrain, "0704", 3));

  private Hex h(String label) {
    return map.parse(label);
  }

  /** The verdict as a builder makes it from the parts of another. */
  private static Verdict rebuilt(Verdict v) {
    return Verdict.builder().ruleSet(v.ruleSet()).addAllViolations(v.violations())
        .addAllWarnings(v.warnings()).addAllSteps(v.steps()).spent(v.spent())
        .allowance(v.allowance()).end(v.end()).putAllEnds(v.ends()).build();
  }

  private static void assertSameAsBuilt(Verdict v) {
    Verdict b = rebuilt(v);
    assertEquals(b, v);
    assertEquals(v, b);
    assertEquals(b.hashCode(), v.hashCode());
    assertEquals(b.toString(), v.toString());
    assertEquals(b.legal(), v.legal());
    assertEquals(b.steps().getClass(), v.steps().getClass(), "the steps' list");
    assertEquals(b.violations().getClass(), v.violations().getClass(), "the violations' list");
    assertEquals(b.warnings().getClass(), v.warnings().getClass(), "the warnings' list");
    assertEquals(b.ends().getClass(), v.ends().getClass(), "the ends' map");
  }

  @Test
  void aLegalOneStepCheckIsTheVerdictTheBuilderMakes() {
    Verdict v = rules.check(state, MoveOrder.path("a", h("0506")), new SearchBuffers());
    assertTrue(v.legal(), v::toString);
    assertEquals("LEGAL (test): spent 1 MP of 4 MP", v.toString());
    assertEquals(List.of(new StepReport(1, Position.hex(h("0506")), "0506", Mp.of(1), Mp.of(1),
        null, "")), v.steps());
    assertEquals(Position.hex(h("0506")), v.end().orElseThrow());
    assertTrue(v.violations().isEmpty());
    assertTrue(v.warnings().isEmpty());
    assertTrue(v.ends().isEmpty());
    assertSameAsBuilt(v);
    assertThrows(UnsupportedOperationException.class, () -> v.steps().remove(0));
  }

  @Test
  void aLegalCheckOfSeveralStepsIsTheVerdictTheBuilderMakes() {
    Verdict v = rules.check(state, MoveOrder.path("a", h("0506"), h("0507"), h("0508")),
        new SearchBuffers());
    assertTrue(v.legal(), v::toString);
    assertEquals(List.of("", "road", "move ends here"),
        v.steps().stream().map(StepReport::note).toList());
    assertEquals(Mp.of(3), v.spent());
    assertSameAsBuilt(v);
    assertThrows(UnsupportedOperationException.class, () -> v.steps().remove(0));
  }

  @Test
  void anIllegalCheckIsTheVerdictTheBuilderMakes() {
    // into the woods of 0703 and 0702 (2 MP each) and on with a 3 MP unit: two violations
    Verdict twice = rules.check(state, MoveOrder.path("w", h("0703"), h("0702"), h("0701")),
        new SearchBuffers());
    assertFalse(twice.legal());
    assertEquals(2, twice.violations().size(), twice::toString);
    assertSameAsBuilt(twice);
    assertThrows(UnsupportedOperationException.class, () -> twice.violations().remove(0));
    // into water: one violation and the check stops there
    Verdict water = rules.check(state, MoveOrder.path("a", h("0504"), h("0503")),
        new SearchBuffers());
    assertEquals(1, water.violations().size(), water::toString);
    assertTrue(water.end().isEmpty());
    assertTrue(water.steps().isEmpty());
    assertSameAsBuilt(water);
  }

  @Test
  void aMoveTheEligibilityRulesRefuseIsTheVerdictTheBuilderMakes() {
    GameState redMoves = state.withEnvironment(state.environment().withActiveSide("red"));
    Verdict v = rules.check(redMoves, MoveOrder.path("a", h("0506")), new SearchBuffers());
    assertEquals("ILLEGAL (test): spent 0 MP of 4 MP\n  test 9 Phasing side - only the red side"
        + " moves now", v.toString());
    assertEquals(0, v.violations().get(0).step().getAsInt());
    assertEquals(Position.hex(h("0505")), v.end().orElseThrow());
    assertTrue(v.steps().isEmpty());
    assertSameAsBuilt(v);
  }

  @Test
  void laterChecksOnTheSameBuffersLeaveAnEarlierVerdictAsItWas() {
    SearchBuffers buffers = new SearchBuffers();
    MoveOrder road = MoveOrder.path("a", h("0506"), h("0507"), h("0508"));
    MoveOrder woods = MoveOrder.path("w", h("0703"), h("0702"), h("0701"));
    Verdict first = rules.check(state, road, buffers);
    Verdict illegal = rules.check(state, woods, buffers);
    String firstText = first.toString() + first.steps();
    String illegalText = illegal.toString() + illegal.steps();
    List<StepReport> firstSteps = List.copyOf(first.steps());
    for (int i = 0; i < 3; i++) {
      rules.check(state, MoveOrder.path("a", h("0504")), buffers);
      rules.check(state, MoveOrder.of(MoveQuery.of("w"), List.of(Step.enter(h("0705")))),
          buffers);
      rules.check(state, woods, buffers);
      rules.apply(state, road, buffers);
    }
    assertEquals(firstText, first.toString() + first.steps());
    assertEquals(illegalText, illegal.toString() + illegal.steps());
    assertEquals(firstSteps, first.steps());
    assertEquals(first, rules.check(state, road, buffers));
    assertEquals(illegal, rules.check(state, woods, new SearchBuffers()));
  }

  @Test
  void aStepReportPlacesTheUnitAtTheHexTheOrderNamed() {
    Position to = Position.hex(h("0506"));
    Verdict v = rules.check(state, MoveOrder.of(MoveQuery.of("a"), List.of(Step.to(to))),
        new SearchBuffers());
    assertEquals(to, v.steps().get(0).position());
    assertSame(v.steps().get(0).position(), v.end().orElseThrow(),
        "the end of the move is the last step's position");
  }
}
