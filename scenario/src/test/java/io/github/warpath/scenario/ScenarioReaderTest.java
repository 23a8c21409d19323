package io.github.warpath.scenario;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.examples.ExampleRules;
import io.github.warpath.examples.ExampleRules.Side;
import io.github.warpath.examples.ExampleRules.Terrain;
import io.github.warpath.examples.RangeDemo;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.hex.HexLayout;
import io.github.warpath.hex.Hexside;
import io.github.warpath.map.Board;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Reading and writing scenario files: what each field becomes in the game state. */
class ScenarioReaderTest {
  private static final ScenarioReader READER = ScenarioReader.of(RuleSets.installed()
      .with(new ExampleRules()).with(new WordyRules()));

  /** A scenario that uses every field of the format, under the wordy rules. */
  static final String WORDY_FULL = """
      {
        "$schema": "warpath-scenario-1.schema.json",
        "version": 1,
        "name": "Everything",
        "description": "Every field of the format once.",
        "ruleSet": "wordy",
        "x-editor": {"zoom": 2},
        "board": {
          "kind": "hex-map",
          "numbering": {"locationFormat": "m$gridLocation$"},
          "columns": 4,
          "rows": 3,
          "topLeft": "m0505",
          "legend": {"c": "clear", "wo": "woods", "tw": ["town", "hills"]},
          "terrain": ["c c wo c", "c tw c c", "c c c c"],
          "hexes": {"m0807": "swamp", "m0808": ["lake"]},
          "hexsides": [{"feature": "stream", "sides": [["m0505", "m0506"], ["m0505", "m0504"]]}],
          "lines": [{"feature": "road", "hexes": ["m0506", "m0606", "m0706"]}],
          "regions": [{"name": "north", "kind": "weather-zone", "attributes": {"front": 1},
            "hexes": ["m0505", "m0606"]}],
          "boxes": [
            {"name": "reserve", "kind": "off-map", "adjacent": ["depot"]},
            {"name": "depot", "kind": "off-map", "attributes": {"capacity": 2}}
          ]
        },
        "units": [
          {"id": "a", "side": "blue", "nationality": "british", "kind": "armor", "steps": 2,
            "allowance": "4½", "position": "m0506", "facing": "se",
            "attributes": {"movement-class": "motorized", "supply-range": 5},
            "flags": ["out-of-supply"]},
          {"id": "b", "side": "blue", "kind": "infantry", "allowance": "2 1/2",
            "position": "box:reserve"},
          {"id": "c", "side": "red", "kind": "recon", "allowance": 1.5, "position": "m0807"}
        ],
        "markers": [
          {"id": "br1", "kind": "bridge", "side": "blue", "position": "m0505",
            "hexside": ["m0505", "m0506"], "attributes": {"state": "operating"}},
          {"kind": "airdrop", "position": "box:depot"}
        ],
        "environment": {"turn": 3, "phase": "movement", "activeSide": "blue", "weather": "dry",
          "regionWeather": {"north": "mud"}, "conditions": ["lingering-mud"],
          "attributes": {"quit-india": true}},
        "charts": {"tec.woods.mud": 3, "allowance.recon": "4½"}
      }
      """;

  static List<Path> examples() {
    return Examples.hexMaps();
  }

  @Test
  void theRoadExampleIsTheRangeDemoPosition() {
    Scenario s = READER.read(Examples.file("example-road.json"));
    HexMovementRules rules = s.hexRules();
    Reach fromFile = rules.reach(s.state(), MoveQuery.of("recon"));
    Reach fromCode = rules.reach(RangeDemo.example(), MoveQuery.of("recon"));
    assertEquals(53, fromFile.size());
    assertEquals(fromCode.entries(), fromFile.entries());
    assertEquals("Recon along the road", s.name());
    assertEquals(ExampleRules.ID, s.ruleSet().id());
  }

  @Test
  void thePointyExampleReadsItsRowsAsTheMapDrawsThem() {
    Scenario s = READER.read(Examples.file("example-crossing.json"));
    HexMap map = s.state().hexMap();
    assertEquals(HexLayout.POINTY_TOP, map.layout());
    assertEquals("columns 01-08, rows 01-10", map.extent());
    assertEquals("w0101", map.label(0));
    assertTrue(map.has(map.parse("w0103"), Terrain.WOODS), "row 1, third code");
    assertTrue(map.has(map.parse("w0709"), Terrain.TOWN), "row 7, ninth code");
    assertTrue(map.has(map.parse("w0502"), Terrain.LAKE), "row 5, second code");
    assertTrue(map.has(Hexside.between(map.parse("w0405"), map.parse("w0505")), Side.ROAD));
    assertTrue(map.has(Hexside.between(map.parse("w0405"), map.parse("w0505")), Side.STREAM));
    assertEquals(2, s.state().environment().turn());
    Reach reach = s.hexRules().reach(s.state(), MoveQuery.of("lancers"));
    assertEquals(Mp.of(2), reach.cost(reach.indexOf(map.parse("w0505"))), "four road hexes");
  }

  @Test
  void everyFieldOfTheFormatReachesTheState() {
    Scenario s = READER.read(WORDY_FULL, "full.json");
    GameState st = s.state();
    HexMap map = st.hexMap();
    assertEquals("Everything", s.name());
    assertEquals("Every field of the format once.", s.description());
    assertEquals("m0505", map.label(0), "top-left hex");
    assertEquals("columns 05-08, rows 05-07", map.extent());
    assertEquals(Set.of(Terrain.TOWN, Terrain.HILLS), map.features(map.parse("m0607"),
        Terrain.class));
    assertEquals(Set.of(Terrain.WOODS), map.features(map.parse("m0705"), Terrain.class));
    assertEquals(Set.of(Terrain.CLEAR, Terrain.SWAMP), map.features(map.parse("m0807"),
        Terrain.class));
    assertEquals(Set.of(Terrain.CLEAR, Terrain.LAKE), map.features(map.parse("m0808"),
        Terrain.class));
    assertTrue(map.has(Hexside.between(map.parse("m0505"), map.numbering().parse("m0504")),
        Side.STREAM),
        "a hexside on the map's edge");
    assertTrue(map.has(Hexside.between(map.parse("m0606"), map.parse("m0706")), Side.ROAD));
    assertFalse(map.has(Hexside.between(map.parse("m0505"), map.parse("m0606")), Side.ROAD));
    assertEquals(Map.of("front", "1"), map.region("north").attributes());
    assertTrue(map.inRegion(map.parse("m0606"), "north"));
    assertEquals(Set.of("depot"), map.box("reserve").adjacent());
    assertEquals("2", map.box("depot").attribute("capacity"));

    Unit a = st.unit("a");
    assertEquals("british", a.nationality());
    assertEquals(2, a.steps());
    assertEquals(Mp.ofHalves(9), a.allowance());
    assertEquals(HexDirection.SE, a.facing().orElseThrow());
    assertEquals(Map.of("movement-class", "motorized", "supply-range", "5"), a.attributes());
    assertEquals(Set.of("out-of-supply"), a.flags());
    assertEquals(Position.box("reserve"), st.unit("b").position());
    assertEquals(Mp.ofHalves(5), st.unit("b").allowance());
    assertEquals(Mp.ofHalves(3), st.unit("c").allowance());

    Marker bridge = st.markers().get(0);
    assertEquals("br1", bridge.id());
    assertEquals(Hexside.between(map.parse("m0505"), map.parse("m0506")),
        bridge.hexside().orElseThrow());
    assertEquals("operating", bridge.attribute("state", ""));
    assertEquals(Position.box("depot"), st.markers().get(1).position());

    Environment e = st.environment();
    assertEquals(3, e.turn());
    assertEquals("movement", e.phase());
    assertEquals("blue", e.activeSide());
    assertEquals("mud", e.weatherAt(map, map.parse("m0606")));
    assertEquals("dry", e.weatherAt(map, map.parse("m0807")));
    assertEquals(Set.of("lingering-mud"), e.conditions());
    assertEquals("true", e.attributes().get("quit-india"));
    assertEquals(Map.of("tec.woods.mud", "3", "allowance.recon", "4½"), st.charts());
  }

  @ParameterizedTest
  @MethodSource("examples")
  void writingAnExampleAndReadingItBackGivesTheSameText(Path file) {
    Scenario first = READER.read(file);
    String written = ScenarioWriter.write(first);
    Scenario second = READER.read(written, "written.json");
    assertEquals(written, ScenarioWriter.write(second));
    assertSameMap(first.state().hexMap(), second.state().hexMap());
    assertEquals(first.state().units(), second.state().units());
  }

  @Test
  void theFullScenarioSurvivesWritingAndReading() {
    Scenario first = READER.read(WORDY_FULL, "full.json");
    Scenario second = READER.read(ScenarioWriter.write(first), "written.json");
    assertSameMap(first.state().hexMap(), second.state().hexMap());
    assertEquals(first.state().units(), second.state().units());
    assertEquals(first.state().markers(), second.state().markers());
    assertEquals(first.state().environment(), second.state().environment());
    assertEquals(first.state().charts(), second.state().charts());
    assertEquals(first.state().hexMap().regions().keySet(),
        second.state().hexMap().regions().keySet());
    assertEquals(first.state().hexMap().boxes(), second.state().hexMap().boxes());
  }

  @Test
  void aWrittenMapWithEveryMixOfTerrainGetsOneCodePerMix() {
    HexMap.Builder b = HexMap.builder(ExampleRules.TERRAIN, 10, 10);
    Terrain[] t = Terrain.values();
    int k = 0;
    for (int c = 0; c < 10; c++) {
      for (int r = 0; r < 10; r++) {
        for (int bit = 0; bit < t.length; bit++) {
          if ((k & (1 << bit)) != 0) {
            b.hex(b.hexAt(c, r), t[bit]);
          }
        }
        k = (k + 1) % 64;
      }
    }
    GameState state = GameState.builder().ruleSet(ExampleRules.ID).board(b.build()).build();
    String written = ScenarioWriter.write(Scenario.of(new ExampleRules(), state, "", ""));
    Scenario back = READER.read(written, "mixes.json");
    JsonValue legend = JsonValue.parse(written, "mixes.json").get("board").get("legend");
    assertEquals(64, legend.size(), "every subset of six terrain features");
    assertTrue(legend.members().keySet().stream().allMatch(code -> code.length() == 1));
    assertSameMap(state.hexMap(), back.state().hexMap());
  }

  @Test
  void aMapWhoseLabelsDoNotReadBackIsNotWritten() {
    GameState state = GameState.builder().ruleSet(ExampleRules.ID)
        .board(HexMap.builder(ExampleRules.TERRAIN, 3, 150).build()).build();
    assertEquals("numbering: the labels of this map do not read back: the hex in raw column 0,"
        + " row 99 is labelled 01100, which reads as another hex; give the parts more digits"
        + " (columnLeading, rowLeading) or a separator",
        org.junit.jupiter.api.Assertions.assertThrows(io.github.warpath.InvalidInputException.class,
            () -> ScenarioWriter.write(Scenario.of(new ExampleRules(), state, "", "")))
            .getMessage());
    HexMap wide = HexMap.builder(ExampleRules.TERRAIN, 3, 150).numbering(
        io.github.warpath.hex.HexNumbering.builder().rowLeading(2).build()).build();
    Scenario s = Scenario.of(new ExampleRules(), GameState.builder().ruleSet(ExampleRules.ID)
        .board(wide).build(), "", "");
    Scenario back = READER.read(ScenarioWriter.write(s), "wide.json");
    assertEquals("columns 01-03, rows 001-150", back.state().hexMap().extent());
  }

  @Test
  void aBoardFormatCanBeInstalledForAnotherKind() {
    BoardFormat renamed = new BoardFormat() {
      @Override
      public String kind() {
        return "table";
      }

      @Override
      public boolean writes(Board board) {
        return false;
      }

      @Override
      public Board readBoard(JsonValue board, RuleSet ruleSet) {
        return BoardFormat.hexMap().readBoard(board, ruleSet);
      }

      @Override
      public Position readPosition(JsonValue value, Board board) {
        return BoardFormat.hexMap().readPosition(value, board);
      }

      @Override
      public JsonValue writeBoard(Board board) {
        throw new UnsupportedOperationException();
      }

      @Override
      public JsonValue writePosition(Position position, Board board) {
        return BoardFormat.hexMap().writePosition(position, board);
      }
    };
    String json = "{\"version\": 1, \"ruleSet\": \"example\", \"board\": {\"kind\": \"table\","
        + " \"columns\": 2, \"rows\": 2}, \"units\": [{\"id\": \"u\", \"side\": \"s\", \"kind\":"
        + " \"recon\", \"position\": \"0202\"}]}";
    Scenario s = READER.withBoardFormat(renamed).read(json, "t.json");
    assertEquals("table", s.boardFormat().kind());
    assertEquals("0202", s.describe(s.state().unit("u").position()));
    assertEquals(Set.of("hex-map", "table"), READER.withBoardFormat(renamed).boardFormats()
        .keySet());
  }

  @Test
  void theExampleInTheFormatReferenceReads() throws Exception {
    String doc = java.nio.file.Files.readString(Path.of("..", "docs", "scenario-format.md"));
    int start = doc.indexOf("```json\n") + "```json\n".length();
    String json = doc.substring(start, doc.indexOf("```", start));
    Scenario s = READER.read(json, "README.md");
    assertEquals("Recon along the road", s.name());
    Reach reach = s.hexRules().reach(s.state(), MoveQuery.of("recon"));
    assertTrue(reach.contains(s.state().hexMap().parse("0504")));
  }

  @Test
  void theStandardReaderFindsTheInstalledRuleSets() {
    ScenarioReader standard = ScenarioReader.standard();
    assertTrue(standard.ruleSets().find(ExampleRules.ID).isPresent());
    assertTrue(standard.boardFormats().containsKey("hex-map"));
  }

  @Test
  void scenarioPositionsReadAndWriteLikeTheFile() {
    Scenario s = READER.read(WORDY_FULL, "full.json");
    assertEquals(Position.box("depot"), s.position("box:depot"));
    assertEquals("box:depot", s.describe(Position.box("depot")));
    assertEquals("m0606", s.describe(s.position("m606")), "labels without leading zeros");
  }

  private static void assertSameMap(HexMap a, HexMap b) {
    assertEquals(a.size(), b.size());
    assertEquals(a.numbering(), b.numbering());
    assertEquals(a.firstColumn(), b.firstColumn());
    assertEquals(a.firstRow(), b.firstRow());
    long[] ha = new long[a.size()];
    long[] hb = new long[b.size()];
    long[] sa = new long[a.size() * 6];
    long[] sb = new long[b.size() * 6];
    for (int i = 0; i < a.size(); i++) {
      ha[i] = a.hexMask(i);
      hb[i] = b.hexMask(i);
      for (int d = 0; d < 6; d++) {
        sa[i * 6 + d] = a.sideMask(i, d);
        sb[i * 6 + d] = b.sideMask(i, d);
      }
    }
    assertArrayEquals(ha, hb);
    assertArrayEquals(sa, sb);
  }
}
