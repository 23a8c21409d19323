package io.github.warpath.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.examples.ExampleRules;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.Position;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Orders written as text: the step syntax of the command line and JSON orders. */
class OrdersTest {
  private static final ScenarioReader READER = ScenarioReader.of(RuleSets.of(new ExampleRules(),
      new WordyRules()));
  private static final Scenario ROAD = READER.read(Examples.file("example-road.json"));
  private static final Scenario WORDY = READER.read(ScenarioReaderTest.WORDY_FULL, "full.json");

  private static List<Step> path(Scenario s, String text) {
    return Orders.steps(JsonValue.argument(text, "--path"), s);
  }

  private static String pathError(Scenario s, String text) {
    return assertThrows(ScenarioException.class, () -> path(s, text)).getMessage();
  }

  private static MoveOrder order(Scenario s, String line) {
    return Orders.read(JsonValue.parseLine(line, "orders.jsonl", 3), s);
  }

  private static String orderError(Scenario s, String line) {
    return assertThrows(ScenarioException.class, () -> order(s, line)).getMessage();
  }

  @Test
  void aRangeQueryIsAnOrderWithoutAPath() {
    MoveQuery q = Orders.query(JsonValue.parseLine("{\"unit\": \"recon\", \"from\": \"0504\"}",
        "queries.jsonl", 2), ROAD);
    assertEquals(List.of("recon"), q.units());
    assertEquals(Position.hex(ROAD.state().hexMap().parse("0504")), q.start().orElseThrow());
    assertEquals("queries.jsonl:2:1: expected an object with unit or units, got text \"recon\"",
        assertThrows(ScenarioException.class, () -> Orders.query(JsonValue.parseLine(
            "\"recon\"", "queries.jsonl", 2), ROAD)).getMessage());
  }

  @Test
  void commaSeparatedLabelsEnterHexesInOrder() {
    HexMap map = ROAD.state().hexMap();
    assertEquals(List.of(Step.enter(map.parse("0504")), Step.enter(map.parse("0604")),
        Step.enter(map.parse("0603"))), path(ROAD, "0504, 0604,0603"));
  }

  @Test
  void aStepMayFaceAndAct() {
    HexMap map = WORDY.state().hexMap();
    assertEquals(List.of(new Step(Position.hex(map.parse("m0606")), HexDirection.NE, "reverse"),
        Step.turn(HexDirection.S), Step.action("leader-pinned"),
        Step.to(Position.box("reserve"))),
        path(WORDY, "m0606@ne+reverse,@S,+leader-pinned,box:reserve"));
  }

  @Test
  void stepErrorsNameTheStep() {
    assertEquals("--path: step 2 ('+fly'): unknown action 'fly'; rule set wordy knows: reverse,"
        + " leader-pinned", pathError(WORDY, "m0606,+fly"));
    assertEquals("--path: step 3 ('0699'): hex 0699 is off the map (columns 01-12, rows 01-09, or 02-10 in columns 02, 04, ..., 12)",
        pathError(ROAD, "0504,0604,0699"));
    assertEquals("--path: step 2 ('@up'): unknown facing 'up'; expected one of N, NE, SE, S, SW,"
        + " NW", pathError(ROAD, "0504,@up"));
    assertEquals("--path: step 2 (''): must not be empty; expected a step such as 0504, 0504@NE,"
        + " @NE or +ACTION", pathError(ROAD, "0504,,0604"));
    assertEquals("--path: step 1 ('+reverse'): unknown action 'reverse'; rule set example has no"
        + " actions", pathError(ROAD, "+reverse"));
  }

  @Test
  void aMoveHasAtMostTenThousandSteps() {
    String limit = String.join(",", java.util.Collections.nCopies(Orders.MAX_STEPS, "0504"));
    assertEquals(Orders.MAX_STEPS, path(ROAD, limit).size());
    assertEquals("--path: a move may have at most 10,000 steps, got 10,001",
        pathError(ROAD, limit + ",0604"));
    String array = "[" + String.join(",", java.util.Collections.nCopies(Orders.MAX_STEPS + 1,
        "\"0504\"")) + "]";
    assertEquals("orders.jsonl:3:27: path: a move may have at most 10,000 steps, got 10,001",
        orderError(ROAD, "{\"unit\": \"recon\", \"path\": " + array + "}"));
  }

  @Test
  void anEmptyPathIsAMoveOfNoSteps() {
    assertEquals(List.of(), path(ROAD, " "));
  }

  @Test
  void aJsonOrderNamesUnitModeOptionsStartAndPath() {
    MoveOrder o = order(WORDY, "{\"id\": 7, \"units\": [\"a\", \"c\"], \"mode\": \"strategic\","
        + " \"options\": {\"assault\": true}, \"from\": \"m0606\", \"path\": [\"m0706\","
        + " {\"to\": \"m0707\", \"facing\": \"S\"}]}");
    HexMap map = WORDY.state().hexMap();
    assertEquals(List.of("a", "c"), o.query().units());
    assertEquals("strategic", o.query().mode());
    assertEquals(Map.of("assault", "true"), o.query().options());
    assertEquals(Position.hex(map.parse("m0606")), o.query().start().orElseThrow());
    assertEquals(List.of(Step.enter(map.parse("m0706")),
        Step.enter(map.parse("m0707")).facing(HexDirection.S)), o.steps());
  }

  @Test
  void aJsonOrderMayGiveItsPathAsOneText() {
    MoveOrder o = order(ROAD, "{\"unit\": \"recon\", \"path\": \"0504,0604\"}");
    HexMap map = ROAD.state().hexMap();
    assertEquals(MoveOrder.path("recon", map.parse("0504"), map.parse("0604")), o);
    Verdict v = ROAD.ruleSet().check(ROAD.state(), o);
    assertTrue(v.legal());
    assertEquals(Mp.of(1), v.spent());
  }

  @Test
  void jsonOrderErrorsNameTheLineOfTheFile() {
    assertEquals("orders.jsonl:3:10: unit: unknown unit 'tank'; known: recon, rifles, guns",
        orderError(ROAD, "{\"unit\": \"tank\", \"path\": []}"));
    assertEquals("orders.jsonl:3:39: mode: rule set example has no mode 'fly'; modes: normal",
        orderError(ROAD, "{\"unit\": \"recon\", \"path\": [], \"mode\": \"fly\"}"));
    assertEquals("orders.jsonl:3:54: options.assault: unknown option 'assault'; rule set example"
        + " has no options", orderError(ROAD,
            "{\"unit\": \"recon\", \"path\": [], \"options\": {\"assault\": \"yes\"}}"));
    assertEquals("orders.jsonl:3:50: options.assault: 'yes' is not a value of option 'assault';"
        + " expected one of true, false", orderError(WORDY,
            "{\"unit\": \"a\", \"path\": [], \"options\": {\"assault\": \"yes\"}}"));
    assertEquals("orders.jsonl:3:1: path: missing; expected the steps of the move",
        orderError(ROAD, "{\"unit\": \"recon\"}"));
    assertEquals("orders.jsonl:3:17: units[1]: unit 'a' is listed twice",
        orderError(WORDY, "{\"units\": [\"a\", \"a\"], \"path\": []}"));
    assertEquals("orders.jsonl:3:11: unitz: unknown field 'unitz' (did you mean 'unit'?); known"
        + " fields: id, unit, units, mode, options, from, path",
        orderError(ROAD, "{\"unitz\": \"recon\", \"path\": []}"));
    assertEquals("orders.jsonl:3:1: expected an order, an object with unit and path, got an"
        + " array", orderError(ROAD, "[]"));
  }

  @Test
  void aScenarioTurnsCommandLineTextIntoAnOrder() {
    HexMap map = ROAD.state().hexMap();
    assertEquals(MoveOrder.path("recon", map.parse("0404"), map.parse("0403")),
        ROAD.order("recon", "0404,0403"));
    assertEquals("units: unknown unit 'tank'; known: recon, rifles, guns", assertThrows(
        ScenarioException.class, () -> ROAD.order("tank", "0404")).getMessage());
    assertEquals("steps: step 1 ('0499'): hex 0499 is off the map (columns 01-12, rows 01-09, or 02-10 in columns 02, 04, ..., 12)",
        assertThrows(ScenarioException.class, () -> ROAD.order("recon", "0499")).getMessage());
  }

  @Test
  void optionsOnTheCommandLineAreNameEqualsValue() {
    Map<String, JsonValue> into = new LinkedHashMap<>();
    Orders.option(JsonValue.argument("assault = true", "--option"), into);
    assertEquals("true", into.get("assault").text());
    MoveQuery q = Orders.query(WORDY, List.of(JsonValue.argument("a", "--unit")), null, into);
    assertEquals(Map.of("assault", "true"), q.options());
    assertEquals("--option: expected name=value, got 'assault'", assertThrows(
        ScenarioException.class, () -> Orders.option(JsonValue.argument("assault", "--option"),
            into)).getMessage());
    assertFalse(q.start().isPresent());
  }
}
