package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.skirmish.table.Aboard;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.state.GameState;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Malformed input to miniatures-dice is rejected with the field named. */
class DiceInputValidationTest {
  private static final GameState S = Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10));

  private static InvalidInputException bad(Runnable r) {
    return assertThrows(InvalidInputException.class, r::run);
  }

  @Test
  void unknownWordsAreListed() {
    assertEquals("units[0].kind", bad(() -> Dx.RULES.validate(Dx.state(Dx.table(),
        Dx.unit("t", "uk", "cavalry", Dx.at(1, 1))))).field());
    assertTrue(bad(() -> Dx.RULES.validate(Dx.state(Dx.table(), Dx.with(Dx.team("t", "uk", 1,
        1), "weapon", "bazooka")))).getMessage().contains("flamethrower"));
    assertEquals("units[0].attributes.shock", bad(() -> Dx.RULES.validate(Dx.state(Dx.table(),
        Dx.with(Dx.team("t", "uk", 1, 1), "shock", "-1")))).field());
    assertEquals("board.features[0].kind", bad(() -> Dx.RULES.validate(Dx.state(
        Dx.table(Feature.rectangle("w", "swamp", 1, 1, 2, 2)), Dx.team("t", "uk", 5, 5))))
        .field());
    assertEquals("charts.adjacent-ish", bad(() -> Dx.RULES.validate(S.withCharts(
        Map.of("adjacent-ish", "1")))).field());
  }

  @Test
  void featuresMustBeComplete() {
    assertEquals("board.features[0].attributes.depth", bad(() -> Dx.RULES.validate(Dx.state(
        Dx.table(Feature.line("r", "stream", 3, 1, 1, 9, 9)), Dx.team("t", "uk", 20, 20))))
        .field());
    assertTrue(bad(() -> Dx.RULES.validate(Dx.state(Dx.table(Feature.rectangle("h", "building",
        10, 10, 14, 14), Feature.line("d", "opening", 0, 20, 10, 20, 11).with("type",
        "small-door").with("building", "h")), Dx.team("t", "uk", 30, 30)))).getMessage()
        .contains("not on the outline"));
  }

  @Test
  void positionsAndDiceAreChecked() {
    assertTrue(bad(() -> Dx.RULES.validate(Dx.state(Dx.table(), Dx.unit("t", "uk", "team",
        new Aboard("nobody"))))).getMessage().contains("nobody"));
    assertEquals("options.dice", bad(() -> Dx.RULES.check(S, Dx.order(Dx.q("normal", "3,x",
        "t"), Dx.at(12, 10)))).field());
    assertEquals("target", bad(() -> Dx.RULES.probabilityToReach(S, MoveQuery.of("t"), 0,
        TablePoint.of(99, 1))).field());
    assertEquals("mode", bad(() -> Dx.RULES.probabilityToReach(S, MoveQuery.of("t", "embark"),
        0, TablePoint.of(9, 1))).field());
    assertEquals("model", bad(() -> Dx.RULES.probabilityToReach(S, MoveQuery.of("t"), 3,
        TablePoint.of(9, 1))).field());
    assertEquals("steps[0].to", bad(() -> Dx.RULES.check(S, Dx.order(Dx.q("normal", "3,3",
        "t"), Dx.at(12, 10, 13, 10)))).field());
  }
}
