package io.github.warpath.search;

import static io.github.warpath.testrules.TestRules.state;
import static io.github.warpath.testrules.TestRules.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.StepReport;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.testrules.TestRules;
import io.github.warpath.testrules.TestRules.Side;
import io.github.warpath.testrules.TestRules.Terrain;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a check of an order reports on the test rules: its steps, its violations, its end. */
class CheckTest {
  private final TestRules rules = new TestRules();
  private final HexMap map = TestRules.map(10, 10).build();

  private Hex h(String label) {
    return map.parse(label);
  }

  private static List<String> sections(Verdict v) {
    return v.violations().stream().map(x -> x.rule().section()).toList();
  }

  @Test
  void eachStepReportsWhereItWentWhatItCostAndWhatHappened() {
    HexMap road = map.toBuilder().path(Side.ROAD, List.of(h("0506"), h("0507"))).build();
    GameState s = state(road, unit("a", "blue", road, "0505", 4),
        unit("e", "red", road, "0509", 1));
    Verdict v = rules.check(s, MoveOrder.path("a", h("0506"), h("0507"), h("0508")));
    assertTrue(v.legal(), v::toString);
    List<StepReport> steps = v.steps();
    assertEquals(List.of(1, 2, 3), steps.stream().map(StepReport::step).toList());
    assertEquals(List.of("0506", "0507", "0508"), steps.stream().map(StepReport::label).toList());
    assertEquals(Position.hex(h("0508")), steps.get(2).position());
    // clear 1, then ½ along the road, then clear 1 plus the road hex re-priced (1 - ½)
    assertEquals(List.of(Mp.of(1), Mp.ofHalves(1), Mp.ofHalves(3)),
        steps.stream().map(StepReport::cost).toList());
    assertEquals(List.of(Mp.of(1), Mp.ofHalves(3), Mp.of(3)),
        steps.stream().map(StepReport::spent).toList());
    assertEquals(List.of("", "road", "move ends here"),
        steps.stream().map(StepReport::note).toList(), "0508 is in the enemy's zone of control");
    assertEquals(Position.hex(h("0508")), v.end().orElseThrow());
    assertEquals(Mp.of(1), v.remaining());
  }

  @Test
  void aViolationWithAKnownCostIsReportedAndTheCheckGoesOnCountingPoints() {
    HexMap woods = map.toBuilder().hex(h("0506"), Terrain.WOODS).hex(h("0507"), Terrain.WOODS)
        .build();
    GameState s = state(woods, unit("a", "blue", woods, "0505", 3));
    Verdict v = rules.check(s, MoveOrder.path("a", h("0506"), h("0507"), h("0508")));
    assertEquals(List.of("2", "2"), sections(v));
    Violation second = v.violations().get(1);
    assertEquals(3, second.step().getAsInt());
    assertEquals("0508", second.location().orElseThrow());
    assertEquals(Mp.of(1), second.needed().orElseThrow());
    assertEquals(Mp.of(-1), second.available().orElseThrow(), "already one point over");
    assertEquals(Mp.of(5), v.spent(), "2 + 2 + 1, the steps as walked");
    assertEquals(Position.hex(h("0508")), v.end().orElseThrow());
    assertEquals(3, v.steps().size());
  }

  @Test
  void aStepIntoImpassableTerrainEndsTheCheckThere() {
    HexMap water = map.toBuilder().hex(h("0506"), Terrain.WATER).build();
    GameState s = state(water, unit("a", "blue", water, "0505", 6));
    Verdict v = rules.check(s, MoveOrder.path("a", h("0506"), h("0507")));
    assertEquals(List.of("1"), sections(v));
    Violation x = v.violations().get(0);
    assertEquals(1, x.step().getAsInt());
    assertEquals("0505/0506", x.hexside().orElseThrow());
    assertTrue(v.end().isEmpty(), "what entering water costs is unknown, so the check stops");
    assertTrue(v.steps().isEmpty());
    assertEquals(Mp.ZERO, v.spent());
  }

  @Test
  void transportAfterMovingIsIllegalButTheUnitStillEndsInTheBox() {
    HexMap base = TestRules.map(10, 10).build();
    HexMap ported = base.toBuilder().hex(h("0202"), Terrain.PORT).build();
    GameState s = state(ported, unit("a", "blue", ported, "0202", 4));
    Verdict v = rules.check(s, MoveOrder.of(MoveQuery.of("a"), List.of(Step.enter(h("0203")),
        Step.enter(h("0202")), Step.to(Position.box(TestRules.DEPOT)))));
    assertEquals(List.of("7"), sections(v));
    Violation x = v.violations().get(0);
    assertEquals(3, x.step().getAsInt());
    assertEquals("depot", x.location().orElseThrow());
    assertTrue(x.hexside().isEmpty(), "a box has no hexside");
    assertEquals(Position.box(TestRules.DEPOT), v.end().orElseThrow());
    assertEquals(Mp.of(2), v.spent(), "the refused transport is priced at nothing");
    assertEquals("depot", v.steps().get(2).label());
  }

  @Test
  void fromTheBoxOnlyPortsCanBeReached() {
    HexMap base = TestRules.map(10, 10).build();
    HexMap ported = base.toBuilder().hex(h("0202"), Terrain.PORT).hex(h("0808"), Terrain.PORT)
        .build();
    GameState s = state(ported, unit("a", "blue", ported, "0202", 4));
    Verdict bad = rules.check(s, MoveOrder.of(MoveQuery.of("a"),
        List.of(Step.to(Position.box(TestRules.DEPOT)), Step.enter(h("0505")))));
    assertEquals(List.of("8"), sections(bad));
    assertEquals(2, bad.violations().get(0).step().getAsInt());
    assertEquals("0505", bad.violations().get(0).location().orElseThrow());
    assertTrue(bad.violations().get(0).hexside().isEmpty());
    Verdict ok = rules.check(s, MoveOrder.of(MoveQuery.of("a"),
        List.of(Step.to(Position.box(TestRules.DEPOT)), Step.enter(h("0808")))));
    assertTrue(ok.legal(), ok::toString);
    assertEquals("move ends here", ok.steps().get(1).note());
    assertEquals(Mp.of(4), ok.spent());
  }

  @Test
  void anActionTheRulesDoNotKnowIsUnreachableWhereTheUnitStands() {
    GameState s = state(map, unit("a", "blue", map, "0505", 1));
    Verdict v = rules.check(s, MoveOrder.of(MoveQuery.of("a"), List.of(Step.action("dance"))));
    assertEquals(List.of("8"), sections(v));
    Violation x = v.violations().get(0);
    assertEquals("0505", x.location().orElseThrow());
    assertTrue(x.hexside().isEmpty());
    assertFalse(v.end().isPresent());
  }
}
