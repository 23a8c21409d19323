package io.github.warpath.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.testrules.TestRules;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GameStateTest {
  private final HexMap map = TestRules.map(10, 10)
      .region("north", "weather-zone", List.of(HexNumbering.fromRaw(0, 0)))
      .box(OffMapBox.of("pool", "force-pool")).build();

  private Unit unit(String id, String at) {
    return Unit.builder().id(id).side("blue").kind("inf").allowance(Mp.of(4))
        .position(Position.hex(map.parse(at))).build();
  }

  @Test
  void unitsAreFoundByIdAndByHex() {
    GameState s = GameState.builder().ruleSet("test").board(map)
        .addUnits(unit("a", "0505"), unit("b", "0505"), unit("c", "0606"))
        .build();
    assertEquals("b", s.unit("b").id());
    assertEquals(1, s.unitIndex("b"));
    assertTrue(s.hasUnit("c"));
    assertFalse(s.hasUnit("z"));
    assertEquals(List.of("a", "b"), s.unitsAt(map.parse("0505")).stream().map(Unit::id).toList());
    assertEquals(List.of("c"), s.unitsAt(Position.hex(map.parse("0606"))).stream()
        .map(Unit::id).toList());
    assertTrue(s.unitsAt(map.parse("0101")).isEmpty());
    int idx = map.index(map.parse("0505"));
    assertEquals(0, s.firstUnitIndexAt(idx));
    assertEquals(1, s.nextUnitIndexOnSameHex(0));
    assertEquals(-1, s.nextUnitIndexOnSameHex(1));
  }

  @Test
  void aStateRejectsDuplicateIdsAndPlacesThatDoNotExist() {
    InvalidInputException dup = assertThrows(InvalidInputException.class,
        () -> GameState.builder().ruleSet("test").board(map)
            .addUnits(unit("a", "0505"), unit("a", "0606")).build());
    assertEquals("units[1].id: duplicate unit id 'a' (also units[0])", dup.getMessage());
    InvalidInputException off = assertThrows(InvalidInputException.class,
        () -> GameState.builder().ruleSet("test").board(map)
            .addUnits(unit("a", "0505").withPosition(Position.hex(Hex.of(30, 0)))).build());
    assertEquals("units[0].position: hex 3116 is off the map (columns 01-10, rows 01-10)",
        off.getMessage());
    InvalidInputException box = assertThrows(InvalidInputException.class,
        () -> GameState.builder().ruleSet("test").board(map)
            .addUnits(unit("a", "0505").withPosition(Position.box("moon"))).build());
    assertEquals("units[0].position: unknown box 'moon'; the map has: pool", box.getMessage());
    InvalidInputException unknown = assertThrows(InvalidInputException.class,
        () -> GameState.builder().ruleSet("test").board(map).build().unit("x"));
    assertEquals("unit: unknown unit 'x'; the state has no units", unknown.getMessage());
  }

  @Test
  void aUnitRejectsANegativeAllowanceAndBlankNames() {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> Unit.builder().id("a").side("blue").kind("inf").allowance(Mp.of(-1))
            .position(Position.box("pool")).build());
    assertEquals("allowance: unit 'a' has a negative movement allowance (-1 MP)",
        e.getMessage());
    assertEquals("units[2].allowance", e.under("units[2]").field());
    assertThrows(InvalidInputException.class, () -> Unit.builder().id(" ").side("b").kind("k")
        .position(Position.box("pool")).build());
    assertThrows(InvalidInputException.class, () -> Unit.builder().id("a").side("b").kind("k")
        .steps(-1).position(Position.box("pool")).build());
  }

  @Test
  void changedCopiesLeaveTheOriginalAlone() {
    Unit a = unit("a", "0505");
    Unit moved = a.withPosition(Position.hex(map.parse("0606"))).withFacing(HexDirection.NE)
        .withFlag("moved");
    assertEquals(Position.hex(map.parse("0505")), a.position());
    assertTrue(a.facing().isEmpty());
    assertTrue(moved.hasFlag("moved"));
    assertFalse(moved.withoutFlag("moved").hasFlag("moved"));
    assertEquals(moved, moved.withFlag("moved"));
    GameState s = GameState.builder().ruleSet("test").board(map).addUnits(a).build();
    GameState t = s.withUnit(moved);
    assertEquals(Position.hex(map.parse("0505")), s.unit("a").position());
    assertEquals(Position.hex(map.parse("0606")), t.unit("a").position());
    assertEquals("0606", t.describe(t.unit("a").position()));
    assertEquals("box pool", t.describe(Position.box("pool")));
  }

  @Test
  void weatherCanDifferByRegion() {
    Environment env = Environment.builder().weather("dry").putRegionWeather("north", "mud")
        .addConditions("lingering-mud").phase("movement").build();
    assertEquals("mud", env.weatherAt(map, HexNumbering.fromRaw(0, 0)));
    assertEquals("dry", env.weatherAt(map, HexNumbering.fromRaw(5, 5)));
    assertTrue(env.has("lingering-mud"));
    assertEquals("combat", env.withPhase("combat").phase());
    assertEquals(1, Environment.defaults().turn());
    assertThrows(InvalidInputException.class, () -> Environment.builder().turn(-1).build());
  }

  @Test
  void markersSitOnHexesHexsidesOrBoxes() {
    Hex h = map.parse("0505");
    Marker beach = Marker.builder().kind("beachhead").side("axis").position(Position.hex(h))
        .hexside(h.side(HexDirection.N)).putAttributes("naval-zone", "south-china-sea").build();
    GameState s = GameState.builder().ruleSet("test").board(map).addMarkers(beach).build();
    assertEquals(List.of(beach), s.markersAt(Position.hex(h)));
    assertEquals("south-china-sea", beach.attribute("naval-zone", ""));
    assertEquals(Map.of(), Marker.builder().kind("x").position(Position.box("pool")).build()
        .attributes());
    assertThrows(InvalidInputException.class, () -> GameState.builder().ruleSet("test")
        .board(map).addMarkers(beach.withPosition(Position.hex(Hex.of(50, 50)))).build());
  }
}
