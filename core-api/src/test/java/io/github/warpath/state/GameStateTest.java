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
import io.github.warpath.map.Board;
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
    assertEquals("units[0].position: hex 3116 is off the map (columns 01-10, rows 01-10, or 02-11 in columns 02, 04, ..., 10)",
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
    Environment everywhere = Environment.builder().weather("snow").build();
    assertEquals("snow", everywhere.weatherAt(map, HexNumbering.fromRaw(0, 0)),
        "without weather by region every hex has the map-wide weather");
    assertEquals("snow", everywhere.weatherAt(map, HexNumbering.fromRaw(5, 5)));
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

  @Test
  void anUnknownUnitInABigStateIsReportedWithAFewKnownIds() {
    GameState.Builder b = GameState.builder().ruleSet("test").board(map);
    for (int i = 1; i <= 13; i++) {
      b.addUnits(unit("u" + i, "0505"));
    }
    InvalidInputException many = assertThrows(InvalidInputException.class,
        () -> b.build().unit("x"));
    assertEquals("unit: unknown unit 'x'; the state has 13 units, e.g. u1, u2, u3, u4, u5, u6,"
        + " u7, u8, u9, u10, u11, u12", many.getMessage());
    GameState twelve = GameState.builder().from(b.build()).units(b.build().units().subList(0, 12))
        .build();
    InvalidInputException all = assertThrows(InvalidInputException.class,
        () -> twelve.unitIndex("x"));
    assertEquals("unit: unknown unit 'x'; known: u1, u2, u3, u4, u5, u6, u7, u8, u9, u10, u11,"
        + " u12", all.getMessage());
  }

  @Test
  void unitsInABoxAreFoundByTheBoxPosition() {
    Unit pooled = unit("p", "0505").withPosition(Position.box("pool"));
    GameState s = GameState.builder().ruleSet("test").board(map)
        .addUnits(unit("a", "0505"), pooled).build();
    assertEquals(List.of(pooled), s.unitsAt(Position.box("pool")));
    assertEquals(List.of("a"), s.unitsAt(Position.hex(map.parse("0505"))).stream()
        .map(Unit::id).toList());
    assertEquals(-1, s.firstUnitIndexAt(map.index(map.parse("0606"))));
  }

  /** A board that is not a hex map, as a table-top rule set has. */
  private static final Board TABLE = () -> "table 48 x 48 inches";

  @Test
  void aStateOnABoardThatIsNotAHexMapHoldsUnitsInBoxesOnly() {
    Unit inBox = Unit.builder().id("a").side("blue").kind("inf").position(Position.box("reserve"))
        .build();
    GameState s = GameState.builder().ruleSet("table").board(TABLE).addUnits(inBox)
        .addMarkers(Marker.builder().kind("objective").position(Position.box("reserve"))
            .hexside(Hex.of(0, 0).side(HexDirection.N)).build())
        .build();
    assertEquals(List.of(inBox), s.unitsAt(Position.box("reserve")));
    assertTrue(s.unitsAt(Position.hex(Hex.of(0, 0))).isEmpty());
    assertEquals("box reserve", s.describe(Position.box("reserve")));
    assertEquals("HexPosition[hex=Hex(0, 0)]", s.describe(Position.hex(Hex.of(0, 0))));
    InvalidInputException notHex = assertThrows(InvalidInputException.class, s::hexMap);
    assertEquals("board: this rule set needs a hex map, the state has a table 48 x 48 inches",
        notHex.getMessage());
    InvalidInputException onHex = assertThrows(InvalidInputException.class,
        () -> GameState.builder().ruleSet("table").board(TABLE)
            .addUnits(inBox.withPosition(Position.hex(Hex.of(0, 0)))).build());
    assertEquals("units[0].position: a hex position needs a hex map, the board is a table 48 x"
        + " 48 inches", onHex.getMessage());
  }

  @Test
  void aBoardThatIsNotAHexMapHasNoHexToListUnitsOn() {
    Unit inBox = Unit.builder().id("a").side("blue").kind("inf").position(Position.box("reserve"))
        .build();
    GameState s = GameState.builder().ruleSet("table").board(TABLE).addUnits(inBox).build();
    InvalidInputException first = assertThrows(InvalidInputException.class,
        () -> s.firstUnitIndexAt(0));
    assertEquals("board: this rule set needs a hex map, the state has a table 48 x 48 inches",
        first.getMessage());
    InvalidInputException next = assertThrows(InvalidInputException.class,
        () -> s.nextUnitIndexOnSameHex(0));
    assertEquals("board", next.field());
  }

  @Test
  void aMarkerHexsideMustTouchTheMap() {
    Hex corner = map.parse("0101");
    Marker edge = Marker.builder().kind("bridge").position(Position.hex(corner))
        .hexside(corner.side(HexDirection.N)).build();
    assertEquals(1, GameState.builder().ruleSet("test").board(map).addMarkers(edge).build()
        .markers().size(), "one of its hexes is on the map");
    Marker away = Marker.builder().kind("bridge").position(Position.hex(corner))
        .hexside(Hex.of(-5, 0).side(HexDirection.N)).build();
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> GameState.builder().ruleSet("test").board(map).addMarkers(edge, away).build());
    assertTrue(e.getMessage().startsWith("markers[1].hexside: hexside "), e.getMessage());
    assertTrue(e.getMessage().endsWith(" is off the map (columns 01-10, rows 01-10, or 02-11 in columns 02, 04, ..., 10)"));
  }

  @Test
  void aUnitReadsItsAttributesAndFlags() {
    Unit u = unit("a", "0505").withAttributes(Map.of("movement-class", "motorized",
        "elite", "TRUE", "broken", "no"));
    assertEquals("motorized", u.attribute("movement-class", "foot"));
    assertEquals("foot", u.attribute("size", "foot"));
    assertTrue(u.isTrue("elite"));
    assertFalse(u.isTrue("broken"));
    assertFalse(u.isTrue("size"));
    assertEquals(1, u.steps(), "one step unless told");
    assertEquals(0, u.withSteps(0).steps(), "a unit may have lost every step");
    assertEquals(u, u.withoutFlag("moved"), "removing an absent flag changes nothing");
    Environment env = Environment.builder().turn(0).addConditions("mud").build();
    assertEquals(0, env.turn());
    assertTrue(env.has("mud"));
    assertFalse(env.has("snow"));
    assertEquals("", env.weatherAt(map, map.parse("0505")), "no weather set");
  }
}
