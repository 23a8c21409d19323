package io.github.warpath.skirmish.fixed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Malformed input is rejected with a message naming the field. */
class InputValidationTest {
  private static final GameState S = Fx.state(Fx.table(),
      Fx.unit("a", "blue", "infantry", 10, 10, 12, 10));

  private static InvalidInputException bad(Runnable r) {
    return assertThrows(InvalidInputException.class, r::run);
  }

  @Test
  void unknownKindsAreListed() {
    InvalidInputException e = bad(() -> Fx.RULES.validate(Fx.state(Fx.table(),
        Fx.unit("a", "blue", "cavalry", 10, 10))));
    assertEquals("units[0].kind", e.field());
    assertTrue(e.getMessage().contains("heavy-tracked"));
    InvalidInputException f = bad(() -> Fx.RULES.validate(Fx.state(
        Fx.table(Feature.rectangle("w", "forest", 1, 1, 2, 2)), Fx.unit("a", "blue",
            "infantry", 10, 10))));
    assertEquals("board.features[0].kind", f.field());
  }

  @Test
  void positionsOffTheTableAreRejected() {
    InvalidInputException e = bad(() -> Fx.RULES.validate(Fx.state(Fx.table(),
        Fx.unit("a", "blue", "infantry", 10, 50))));
    assertEquals("units[0].position.models[0]", e.field());
    InvalidInputException box = bad(() -> Fx.RULES.validate(Fx.state(Fx.table(),
        Fx.unit("a", "blue", "infantry", Position.box("reserve")))));
    assertTrue(box.getMessage().contains("off-table"));
  }

  @Test
  void stepsMustPlaceEveryModel() {
    InvalidInputException e = bad(() -> Fx.RULES.check(S, Fx.order("a", "advance",
        Fx.at(12, 12))));
    assertEquals("steps[0].to", e.field());
    assertTrue(e.getMessage().contains("2 models"));
    InvalidInputException hex = bad(() -> Fx.RULES.check(S, MoveOrder.of(MoveQuery.of("a"),
        List.of(Step.to(Position.box("x"))))));
    assertEquals("steps[0].to", hex.field());
  }

  @Test
  void unknownModesOptionsAndActionsAreListed() {
    assertTrue(bad(() -> Fx.RULES.check(S, Fx.order("a", "crawl", Fx.at(11, 11, 13, 11))))
        .getMessage().contains("advance, run"));
    MoveQuery q = MoveQuery.builder().addUnits("a").putOptions("sneak", "true").build();
    assertEquals("options.sneak", bad(() -> Fx.RULES.check(S, Fx.order(q,
        Fx.at(11, 11, 13, 11)))).field());
    MoveQuery notBool = MoveQuery.builder().addUnits("a").putOptions("assault", "yes").build();
    assertEquals("options.assault", bad(() -> Fx.RULES.check(S, Fx.order(notBool,
        Fx.at(11, 11, 13, 11)))).field());
    assertEquals("steps[0].action", bad(() -> Fx.RULES.check(S, MoveOrder.of(MoveQuery.of("a"),
        List.of(Step.to(Fx.at(11, 11, 13, 11)).withAction("dig-in"))))).field());
  }

  @Test
  void badTablesAndBasesAreRejected() {
    assertTrue(bad(() -> Table.builder(0, 10)).getMessage().contains("positive"));
    assertTrue(bad(() -> Table.builder(10, 10).feature(Feature.area("bow", "rough", 0, 0, 4, 4,
        4, 0, 0, 4)).build()).getMessage().contains("bow"));
    assertEquals("units.a.attributes.base", bad(() -> Fx.RULES.validate(Fx.state(Fx.table(),
        io.github.warpath.state.Unit.builder().from(Fx.unit("a", "blue", "infantry", 5, 5))
            .putAttributes("base", "-1").build()))).field());
  }

  @Test
  void queriesNameTheirBadArguments() {
    assertEquals("model", bad(() -> Fx.RULES.reach(S, MoveQuery.of("a"), 2)).field());
    assertEquals("target", bad(() -> Fx.RULES.route(S, MoveQuery.of("a"), 0,
        TablePoint.of(60, 1))).field());
    assertEquals("unit", bad(() -> Fx.RULES.reach(S, MoveQuery.of("zz"), 0)).field());
    assertEquals("units", bad(() -> Fx.RULES.check(Fx.state(Fx.table(), Fx.unit("a", "blue",
        "infantry", 5, 5), Fx.unit("b", "blue", "infantry", 9, 9)), Fx.order(MoveQuery.builder()
        .addUnits("a", "b").build(), TablePosition.at(6, 6)))).field());
  }

  @Test
  void aQueryStartIsCheckedLikeAPosition() {
    InvalidInputException off = bad(() -> Fx.RULES.check(S, Fx.order(MoveQuery.builder()
        .addUnits("a").start(TablePosition.ofXy(50, 10, 12, 10)).build(),
        TablePosition.ofXy(10, 11, 12, 11))));
    assertTrue(off.field().startsWith("start"), off.field());
    InvalidInputException box = bad(() -> Fx.RULES.reach(S, MoveQuery.builder().addUnits("a")
        .start(Position.box("reserve")).build(), 0));
    assertEquals("start", box.field());
    assertTrue(box.getMessage().contains("off-table and left-table"), box.getMessage());
  }

  @Test
  void queriesCheckTheStateToo() {
    GameState swamp = Fx.state(Fx.table(Feature.rectangle("x", "swamp", 1, 1, 2, 2)),
        Fx.unit("a", "blue", "infantry", 10, 10));
    InvalidInputException e = bad(() -> Fx.RULES.reach(swamp, MoveQuery.of("a"), 0));
    assertEquals("board.features[0].kind", e.field());
    assertTrue(e.getMessage().contains("open, rough, obstacle, building, road, impassable"));
    assertEquals("model: unit 'a' has 2 models (0 to 1), got 2",
        bad(() -> Fx.RULES.reach(S, MoveQuery.of("a"), 2)).getMessage());
  }

  @Test
  void everyStepIsCheckedModelByModel() {
    GameState one = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10));
    assertEquals("steps[1].to.models[0]", bad(() -> Fx.RULES.check(one, Fx.order("a",
        "advance", TablePosition.ofXy(11, 10), TablePosition.ofXy(49, 10)))).field());
    assertEquals("steps[0].to.models[1]", bad(() -> Fx.RULES.check(S, Fx.order("a",
        "advance", TablePosition.ofXy(11, 10, 13, -1)))).field());
    InvalidInputException box = bad(() -> Fx.RULES.check(one, MoveOrder.of(MoveQuery.of("a"),
        List.of(Step.to(Position.box(MiniaturesFixedRules.OFF_TABLE))))));
    assertEquals("steps[0].to", box.field());
    assertTrue(box.getMessage().contains("got BoxPosition[box=off-table]"), box.getMessage());
  }

  @Test
  void anEntryStepAfterTheFirstStopsTheCheck() {
    GameState one = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10));
    Verdict v = Fx.RULES.check(one, MoveOrder.of(MoveQuery.of("a"), List.of(
        Step.to(TablePosition.ofXy(11, 10)),
        Step.to(TablePosition.ofXy(12, 10)).withAction(MiniaturesFixedRules.ENTER),
        Step.to(TablePosition.ofXy(30, 10)))));
    assertEquals(1, v.violations().size(), v::toString);
    assertEquals("only a unit waiting off the table enters from the edge",
        v.violations().get(0).reason());
    assertEquals(2, v.violations().get(0).step().getAsInt());
    assertTrue(v.end().isEmpty());
  }
}
