package io.github.warpath.skirmish.table.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.rules.Violation;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The shared input checks, chart readers, names and verdict helpers of the table rule sets. */
class TableHelpersTest {
  private static final RuleRef RATE = new RuleRef("t", "rate", "Rates");
  private static final RuleRef EDGE = new RuleRef("t", "edge", "Edges");

  private enum Kind { HALF_TRACK, WALKER }

  @Test
  void enumConstantsAreNamedInLowerCaseWithDashes() {
    assertEquals("half-track", EnumWords.id(Kind.HALF_TRACK));
    assertEquals(List.of("half-track", "walker"), EnumWords.ids(Kind.values()));
    assertEquals(Kind.WALKER, EnumWords.of(Kind.values(), "f", "kind", "walker"));
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> EnumWords.of(Kind.values(), "units[0].kind", "troop type", "WALKER"));
    assertEquals("units[0].kind", e.field());
    assertTrue(e.getMessage().contains("unknown troop type 'WALKER'; known: half-track, walker"),
        e.getMessage());
  }

  @Test
  void chartInchesAreFiniteAndNotNegative() {
    assertEquals(2.5, ChartCsv.inches("rate.x", " 2.5 "));
    assertEquals(0, ChartCsv.inches("rate.x", "0"));
    for (String bad : new String[] {"-1", "NaN", "Infinity", "fast", ""}) {
      InvalidInputException e = assertThrows(InvalidInputException.class,
          () -> ChartCsv.inches("charts.rate.x", bad), bad);
      assertEquals("charts.rate.x", e.field());
      assertTrue(e.getMessage().contains("'" + bad + "'"), e.getMessage());
    }
  }

  @Test
  void chartResourcesSkipCommentsAndBlankLinesAndTrimCells() {
    List<String[]> rows = ChartCsv.csv(io.github.warpath.skirmish.dice.DiceChart.class,
        "dice-chart.csv");
    assertEquals(List.of("key", "value"), List.of(rows.get(0)));
    assertEquals(List.of("base.team", "1"), List.of(rows.get(1)));
    assertEquals(7, rows.size(), "a header and six values");
    IllegalStateException missing = assertThrows(IllegalStateException.class,
        () -> ChartCsv.csv(TableHelpersTest.class, "no-such.csv"));
    assertTrue(missing.getMessage().contains("no-such.csv"));
  }

  @Test
  void inchesBecomePointsRoundedToTheNearestTwelfth() {
    assertEquals(Mp.of(6), Verdicts.mp(6));
    assertEquals(Mp.ofTwelfths(73), Verdicts.mp(6.09), "6.09\" is 73.08 twelfths");
    assertEquals(Mp.ofTwelfths(74), Verdicts.mp(6.13));
    assertEquals("model 3 at (4, 5)", Verdicts.at(2, TablePoint.of(4, 5)));
  }

  @Test
  void violationsCarryTheirRuleStepPlaceAndArithmetic() {
    Violation plain = Verdicts.of(RATE, "too far", 2, "model 1 at (1, 1)");
    assertEquals(RATE, plain.rule());
    assertEquals("too far", plain.reason());
    assertEquals(2, plain.step().getAsInt());
    assertEquals("model 1 at (1, 1)", plain.location().orElseThrow());
    assertTrue(Verdicts.of(RATE, "too far", 0, null).location().isEmpty());
    Violation len = Verdicts.length(RATE, "too far", 1, "here", 6.5, 6);
    assertEquals(Mp.ofHalves(13), len.needed().orElseThrow());
    assertEquals(Mp.of(6), len.available().orElseThrow());
    assertEquals("here", len.location().orElseThrow());
    assertEquals(1, len.step().getAsInt());
  }

  @Test
  void aViolationIsListedOnceForTheSameRuleAndReason() {
    List<Violation> list = new ArrayList<>();
    Verdicts.add(list, Verdicts.of(RATE, "too far", 1, null));
    Verdicts.add(list, Verdicts.of(RATE, "too far", 2, "elsewhere"));
    Verdicts.add(list, Verdicts.of(RATE, "much too far", 1, null));
    Verdicts.add(list, Verdicts.of(EDGE, "too far", 1, null));
    assertEquals(3, list.size());
    assertEquals(1, list.get(0).step().getAsInt(), "the first one stays");
  }

  @Test
  void booleanOptionsAreTrueOrFalse() {
    assertTrue(Verdicts.flag(Map.of("forced", "TRUE"), "forced"));
    assertFalse(Verdicts.flag(Map.of("forced", "False"), "forced"));
    assertFalse(Verdicts.flag(Map.of(), "forced"));
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> Verdicts.flag(Map.of("forced", "yes"), "forced"));
    assertEquals("options.forced", e.field());
    assertTrue(e.getMessage().contains("'yes'"));
  }

  @Test
  void onlyKnownOptionsAreRead() {
    TableInputChecks.options(Map.of("dice", "3"), List.of("dice", "forced"), "miniatures-dice");
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> TableInputChecks.options(Map.of("dice", "3", "speed", "1"), List.of("dice", "forced"),
            "miniatures-dice"));
    assertEquals("options.speed", e.field());
    assertTrue(e.getMessage().contains("miniatures-dice reads dice, forced"), e.getMessage());
  }

  private static Unit unit(String base) {
    Unit.Builder b = Unit.builder().id("u").side("s").kind("k")
        .position(TablePosition.at(1, 1));
    if (base != null) {
      b.putAttributes("base", base);
    }
    return b.build();
  }

  @Test
  void aBaseIsAPositiveDiameterOrTheDefault() {
    assertEquals(1.25, TableInputChecks.diameter(unit(null), 1.25));
    assertEquals(2.5, TableInputChecks.diameter(unit("2.5"), 1));
    for (String bad : new String[] {"0", "-1", "wide", "Infinity", "NaN"}) {
      InvalidInputException e = assertThrows(InvalidInputException.class,
          () -> TableInputChecks.diameter(unit(bad), 1), bad);
      assertEquals("units.u.attributes.base", e.field());
      assertTrue(e.getMessage().contains("'" + bad + "'"));
    }
  }

  @Test
  void everyModelStandsOnTheTableAndOnTheGroundWhereThereAreNoFloors() {
    Table t = Table.builder(10, 10).build();
    TableInputChecks.onTable(t, TablePosition.ofXy(0, 0, 10, 10), "start", false, "r");
    TablePosition upstairs = TablePosition.of(TablePoint.of(1, 1), TablePoint.of(2, 2)
        .atLevel(1));
    TableInputChecks.onTable(t, upstairs, "start", true, "r");
    InvalidInputException floor = assertThrows(InvalidInputException.class,
        () -> TableInputChecks.onTable(t, upstairs, "start", false, "miniatures-fixed"));
    assertEquals("start.models[1]", floor.field());
    assertTrue(floor.getMessage().contains("miniatures-fixed has no floors"));
    InvalidInputException off = assertThrows(InvalidInputException.class,
        () -> TableInputChecks.onTable(t, TablePosition.ofXy(1, 1, 10.5, 1), "units[2].position",
            true, "r"));
    assertEquals("units[2].position.models[1]", off.field());
    assertTrue(off.getMessage().contains("(10.5, 1) is off the table 10\" x 10\""));
  }

  @Test
  void aStateIsPlayedOnATableUnderItsOwnRuleSet() {
    Table t = Table.builder(10, 10).build();
    GameState s = GameState.builder().ruleSet("miniatures-dice").board(t).build();
    assertEquals(t, TableInputChecks.table(s, "miniatures-dice"));
    InvalidInputException other = assertThrows(InvalidInputException.class,
        () -> TableInputChecks.table(s, "miniatures-fixed"));
    assertEquals("ruleSet", other.field());
    assertTrue(other.getMessage().contains("'miniatures-dice', not miniatures-fixed"));
  }

  @Test
  void aViolationIsListedOncePerRuleAndReason() {
    List<Violation> list = new ArrayList<>();
    Verdicts.add(list, Verdicts.of(RATE, "too far", 1, "model 1 at (1, 1)"));
    Verdicts.add(list, Verdicts.of(RATE, "too far", 2, "model 2 at (2, 2)"));
    assertEquals(1, list.size(), "the same rule and reason for another model and step");
    assertEquals(1, list.get(0).step().getAsInt());
    Verdicts.add(list, Verdicts.of(EDGE, "too far", 1, null));
    Verdicts.add(list, Verdicts.of(RATE, "off the table", 1, null));
    assertEquals(List.of("rate: too far", "edge: too far", "rate: off the table"),
        list.stream().map(v -> v.rule().section() + ": " + v.reason()).toList());
  }
}
