package io.github.warpath.scenario.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.rules.Step;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Orders;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import io.github.warpath.scenario.ScenarioWriter;
import io.github.warpath.skirmish.dice.MiniaturesDiceRules;
import io.github.warpath.skirmish.fixed.MiniaturesFixedRules;
import io.github.warpath.skirmish.table.Aboard;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Shape;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Tables in scenario files: what each field becomes, and writing back byte for byte. */
class TableFormatTest {
  static final ScenarioReader READER = ScenarioReader.standard();

  static List<Path> examples() {
    return TableExamples.all();
  }

  @Test
  void theStandardReaderFindsTheTableFormatByServiceLoading() {
    assertTrue(READER.boardFormats().get("table") instanceof TableFormat);
    assertEquals(2, examples().size(), "one example per table rule set");
  }

  @Test
  void theFarmExampleHoldsItsTableFeaturesAndUnits() {
    Scenario s = READER.read(TableExamples.file("miniatures-fixed-farm.json"));
    Table t = (Table) s.state().board();
    assertEquals(36, t.width());
    assertEquals(24, t.depth());
    assertEquals(List.of("wood", "wall", "crag", "farmhouse", "lane"),
        t.features().stream().map(Feature::id).toList());
    assertEquals(Feature.area("wood", "rough", 16, 3, 21, 2, 23, 7, 19, 10, 15, 8),
        t.feature("wood"));
    assertEquals(Feature.line("wall", "obstacle", 0.5, 8, 14, 15, 14, 15, 19), t.feature("wall"));
    assertEquals(Feature.rectangle("crag", "impassable", 20, 13, 25, 17), t.feature("crag"));
    assertEquals(TablePosition.ofXy(12, 9, 13.5, 9.5, 15, 10), s.state().unit("a").position());
    assertEquals(TablePosition.at(4, 21), s.state().unit("tank").position());
    assertEquals(Position.box("off-table"), s.state().unit("carrier").position());
  }

  @Test
  void theHedgerowExampleHoldsAttributesFacingsVehiclesAndJumpOffPoints() {
    Scenario s = READER.read(TableExamples.file("miniatures-dice-hedgerow.json"));
    Table t = (Table) s.state().board();
    assertEquals(Map.of("depth", "knee"), t.feature("brook").attributes());
    assertEquals(2.0, ((Shape.Line) t.feature("brook").shape()).width());
    assertEquals("barn", t.feature("barn-door").attribute("building", ""));
    assertEquals(new Aboard("lorry"), s.state().unit("sappers").position());
    assertEquals(TablePosition.at(24, 6).withFacing(180), s.state().unit("gruppe").position());
    assertEquals("1", s.state().unit("bren").attributes().get("shock"));
    assertEquals(TablePosition.at(34, 20), s.state().markers().get(1).position());
  }

  @ParameterizedTest
  @MethodSource("examples")
  void writingAnExampleAndReadingItBackGivesTheSameStateAndText(Path file) {
    Scenario first = READER.read(file);
    String written = ScenarioWriter.write(first);
    Scenario second = READER.read(written, "written.json");
    assertEquals(first.state().board(), second.state().board());
    assertEquals(first.state().units(), second.state().units());
    assertEquals(first.state().markers(), second.state().markers());
    assertEquals(written, ScenarioWriter.write(second));
  }

  @Test
  void rectanglesAreWrittenAsRectanglesAndOtherAreasAsCorners() {
    Table t = Table.builder(20, 10)
        .feature(Feature.rectangle("r", "rough", 1, 1, 4, 3))
        .feature(Feature.rectangle("backwards", "rough", 9, 1, 6, 3))
        .feature(Feature.area("tri", "open", 12, 1, 15, 1, 13, 4)).build();
    JsonValue board = new TableFormat().writeBoard(t);
    List<JsonValue> f = board.get("features").elements();
    assertEquals("[1,1,4,3]", f.get(0).get("rectangle").toJson());
    assertEquals("[[9,1],[6,1],[6,3],[9,3]]", f.get(1).get("area").toJson());
    assertEquals("[[12,1],[15,1],[13,4]]", f.get(2).get("area").toJson());
  }

  @Test
  void numbersAreWrittenExactlySoThatTheyReadBackTheSame() {
    SplittableRandom rnd = new SplittableRandom(3);
    for (int round = 0; round < 50; round++) {
      double w = 1 + rnd.nextDouble() * 70;
      double d = 1 + rnd.nextDouble() * 70;
      Table t = Table.builder(w, d).feature(Feature.line("l", "road", rnd.nextDouble() * 3,
          rnd.nextDouble() * w, rnd.nextDouble() * d, rnd.nextDouble() * w,
          rnd.nextDouble() * d)).build();
      List<TablePoint> models = List.of(new TablePoint(rnd.nextDouble() * w,
          rnd.nextDouble() * d, 0), TablePoint.of(w, d), TablePoint.of(0, 0));
      Unit u = Unit.builder().id("u").side("s").kind("infantry")
          .position(TablePosition.of(models).withFacing(rnd.nextDouble() * 720 - 360)).build();
      GameState state = GameState.builder().ruleSet(MiniaturesFixedRules.ID).board(t).addUnits(u)
          .build();
      Scenario s = Scenario.of(new MiniaturesFixedRules(), state, "random", "");
      String text = ScenarioWriter.write(s);
      Scenario back = READER.read(text, "random.json");
      assertEquals(state.board(), back.state().board());
      assertEquals(state.units(), back.state().units());
      assertEquals(text, ScenarioWriter.write(back));
    }
  }

  @Test
  void aPositionIsWrittenInItsShortestForm() {
    TableFormat f = new TableFormat();
    Table t = Table.builder(10, 10).build();
    assertEquals("[1,2]", f.writePosition(TablePosition.at(1, 2), t).toJson());
    assertEquals("[1,2,1]", f.writePosition(TablePosition.of(new TablePoint(1, 2, 1)), t)
        .toJson());
    assertEquals("[[1,2],[3,4.5]]", f.writePosition(TablePosition.ofXy(1, 2, 3, 4.5), t)
        .toJson());
    assertEquals("{\"models\":[[1,2]],\"facing\":270}",
        f.writePosition(TablePosition.at(1, 2).withFacing(-90), t).toJson());
    assertEquals("{\"aboard\":\"lorry\"}", f.writePosition(new Aboard("lorry"), t).toJson());
    assertEquals("\"box:lost\"", f.writePosition(Position.box("lost"), t).toJson());
  }

  @Test
  void positionsReadFromTextAsOnTheCommandLine() {
    Scenario s = READER.read(TableExamples.file("miniatures-dice-hedgerow.json"));
    assertEquals(TablePosition.ofXy(12, 9, 13.5, 9.5).withFacing(90),
        s.position("12,9:13.5,9.5@90"));
    assertEquals(TablePosition.of(new TablePoint(30, 5, 1)), s.position(" 30 , 5 , 1 "));
    assertEquals(new Aboard("lorry"), s.position("aboard:lorry"));
    assertEquals(Position.box("lost"), s.position("box:lost"));
    assertEquals("12,9:13.5,9.5@90", s.describe(s.position("12,9:13.5,9.5@90")));
    assertEquals("30,5,1", s.describe(s.position("30,5,1")));
    assertEquals("0.333,1", s.describe(TablePosition.at(1.0 / 3, 1)));
  }

  @Test
  void stepsOfATableMoveAreSeparatedBySlashes() {
    Scenario s = READER.read(TableExamples.file("miniatures-fixed-farm.json"));
    List<Step> steps = Orders.steps(JsonValue.argument("12,14:13.5,14.5:15,15/12,20:13.5,20.5:"
        + "15,20", "--path"), s);
    assertEquals(List.of(Step.to(TablePosition.ofXy(12, 14, 13.5, 14.5, 15, 15)),
        Step.to(TablePosition.ofXy(12, 20, 13.5, 20.5, 15, 20))), steps);
    assertEquals(List.of(new Step(TablePosition.at(0, 12), null, "enter"),
        Step.to(TablePosition.ofXy(4, 12))), Orders.steps(JsonValue.argument("0,12+enter/4,12",
            "--path"), s));
  }

  @Test
  void aJsonOrderGivesTableStepsAsPositionsTextsOrStepObjects() {
    Scenario s = READER.read(TableExamples.file("miniatures-fixed-farm.json"));
    MoveOrder o = Orders.read(JsonValue.parseLine("{\"id\": 1, \"unit\": \"a\", \"mode\":"
        + " \"run\", \"path\": [[[12, 14], [13.5, 14.5], [15, 15]], \"12,20:13.5,20.5:15,20\","
        + " {\"to\": {\"models\": [[12, 21], [13.5, 21.5], [15, 21]], \"facing\": 90}}]}",
        "orders.jsonl", 1), s);
    assertEquals(MoveQuery.of("a", "run"), o.query());
    assertEquals(List.of(Step.to(TablePosition.ofXy(12, 14, 13.5, 14.5, 15, 15)),
        Step.to(TablePosition.ofXy(12, 20, 13.5, 20.5, 15, 20)),
        Step.to(TablePosition.ofXy(12, 21, 13.5, 21.5, 15, 21).withFacing(90))), o.steps());
    MoveOrder enter = Orders.read(JsonValue.parseLine("{\"unit\": \"carrier\", \"path\":"
        + " [{\"to\": [0, 12], \"action\": \"enter\"}, [6, 12]]}", "orders.jsonl", 2), s);
    assertEquals(new Step(TablePosition.at(0, 12), null, "enter"), enter.steps().get(0));
    assertTrue(s.ruleSet().check(s.state(), enter).legal());
  }

  @Test
  void aMoveReadFromTextIsJudgedByTheRuleSet() {
    Scenario s = READER.read(TableExamples.file("miniatures-fixed-farm.json"));
    MoveOrder advance = s.order("a", "12,14:13.5,14.5:15,15");
    assertTrue(s.ruleSet().check(s.state(), advance).legal());
    MoveOrder intoTheWood = Orders.read(JsonValue.parseLine("{\"unit\": \"a\", \"mode\": \"run\","
        + " \"path\": \"17,6:18.5,6.5:20,7\"}", "o.jsonl", 1), s);
    io.github.warpath.rules.Verdict v = s.ruleSet().check(s.state(), intoTheWood);
    assertFalse(v.legal());
    assertEquals("terrain/rough-ground", v.violations().get(0).rule().section(),
        "rough ground: No Run");
  }

  @Test
  void aTableStateIsWrittenThroughTheInstalledFormat() {
    GameState state = GameState.builder().ruleSet(MiniaturesDiceRules.ID)
        .board(Table.builder(12, 12).build()).addUnits(Unit.builder().id("t").side("uk")
            .kind("team").position(TablePosition.at(6, 6)).build()).build();
    Scenario s = Scenario.of(new MiniaturesDiceRules(), state, "", "");
    assertEquals("table", s.boardFormat().kind());
    assertEquals("{\"version\":1,\"ruleSet\":\"miniatures-dice\",\"board\":{\"kind\":\"table\","
        + "\"width\":12,\"depth\":12},\"units\":[{\"id\":\"t\",\"side\":\"uk\",\"kind\":\"team\","
        + "\"allowance\":0,\"position\":[6,6]}]}", ScenarioWriter.toJson(s).toJson());
    ScenarioReader explicit = ScenarioReader.of(RuleSets.of(new MiniaturesDiceRules()))
        .withBoardFormat(new TableFormat());
    assertEquals(state.units(), explicit.read(ScenarioWriter.write(s), "t.json").state()
        .units());
  }

  @Test
  void theTableOfTheFormatReferenceReads() throws Exception {
    String doc = java.nio.file.Files.readString(Path.of("..", "docs", "scenario-format.md"));
    int at = doc.indexOf("## The board: `\"kind\": \"table\"`");
    int start = doc.indexOf("```json\n", at) + "```json\n".length();
    String board = doc.substring(start, doc.indexOf("```", start));
    Scenario s = READER.read("{\"version\": 1, \"ruleSet\": \"miniatures-fixed\", " + board
        + "}", "README.md");
    Table t = (Table) s.state().board();
    assertEquals(5, t.features().size());
    assertTrue(t.feature("ditch").isTrue("anti-tank"));
  }
}
