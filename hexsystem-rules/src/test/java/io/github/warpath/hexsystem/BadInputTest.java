package io.github.warpath.hexsystem;

import static io.github.warpath.hexsystem.Fixtures.attrs;
import static io.github.warpath.hexsystem.Fixtures.check;
import static io.github.warpath.hexsystem.Fixtures.state;
import static io.github.warpath.hexsystem.Fixtures.unit;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AXIS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.hexsystem.Fixtures.S;
import io.github.warpath.hexsystem.Fixtures.TestMap;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Malformed states and queries throw {@link InvalidInputException} naming the field and what
 * was expected; they never give a stack trace from deep inside or a silently wrong answer.
 */
class BadInputTest {
  private static final HexMap MAP = new TestMap("w", 2, "w1010", "w1210")
      .fill(HexTerrain.CLEAR).hex("w1110", HexTerrain.ALL_SEA).build();

  private static S base() {
    return state(MAP).add(unit("u", AXIS).ma(3).at(MAP, "w1010"));
  }

  private static InvalidInputException bad(Supplier<GameState> s, String field) {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> Fixtures.RULES.validate(s.get()));
    assertEquals(field, e.field(), e::getMessage);
    // queries refuse the same state
    assertThrows(InvalidInputException.class, () -> check(s.get(), "u", "w1011"));
    return e;
  }

  @Test
  void unknownUnitWords() {
    InvalidInputException kind = bad(() -> base().add(unit("x", AXIS).kind("zeppelin")
        .at(MAP, "w1210")).build(), "units[1].kind");
    assertTrue(kind.getMessage().contains("cav-mech"), kind::getMessage);
    bad(() -> base().add(unit("x", "martians").at(MAP, "w1210")).build(), "units[1].side");
    bad(() -> base().add(unit("x", AXIS).flag("tired").at(MAP, "w1210")).build(),
        "units[1].flags");
    bad(() -> base().add(unit("x", AXIS).attr("colour", "red").at(MAP, "w1210")).build(),
        "units[1].attributes.colour");
    bad(() -> base().add(unit("x", AXIS).attr("support-range", "far").at(MAP, "w1210")).build(),
        "units[1].attributes.support-range");
  }

  @Test
  void unknownOrMisplacedMarkers() {
    bad(() -> base().add(Marker.builder().kind("mine").side(AXIS)
        .position(Position.hex(MAP.parse("w1210"))).build()).build(), "markers[0].kind");
    bad(() -> base().add(Fixtures.beachhead(AXIS, MAP, "w1210", "w1211")).build(),
        "markers[0].position");
    bad(() -> base().add(Marker.builder().kind("beachhead").side(AXIS)
        .position(Position.hex(MAP.parse("w1110"))).build()).build(), "markers[0].hexside");
    bad(() -> base().add(Marker.builder().kind("airdrop")
        .position(Position.hex(MAP.parse("w1210"))).build()).build(), "markers[0].side");
  }

  @Test
  void convoysNeedAConvoysBoxAndKnownTypes() {
    HexMap zoned = new TestMap("w", 2, "w1010", "w1210").fill(HexTerrain.CLEAR)
        .region("sea", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(), "w1010")
        .box("sea-convoys", HexsystemVocabulary.BOX_CONVOYS, attrs("naval-zone", "sea"))
        .box("sea-used", HexsystemVocabulary.BOX_USED, attrs("naval-zone", "sea"))
        .box("elsewhere", HexsystemVocabulary.BOX_HOLDING, Map.of()).build();
    Supplier<S> s = () -> state(zoned).add(unit("u", AXIS).ma(3).at(zoned, "w1010"));
    InvalidInputException type = assertThrows(InvalidInputException.class,
        () -> Fixtures.RULES.validate(s.get().add(Fixtures.convoy("c", AXIS, "sea-convoys",
            "raft", "axis")).build()));
    assertEquals("markers[0].attributes.convoy-type", type.field());
    InvalidInputException where = assertThrows(InvalidInputException.class,
        () -> Fixtures.RULES.validate(s.get().add(Fixtures.convoy("c", AXIS, "elsewhere",
            "standard", "axis")).build()));
    assertEquals("markers[0].position", where.field());
  }

  @Test
  void mapRegionsAndBoxesMustUseTheRuleSetsKinds() {
    HexMap region = new TestMap("w", 1, "w1010").fill(HexTerrain.CLEAR)
        .region("mordor", "kingdom", Map.of(), "w1010").build();
    bad(() -> state(region).add(unit("u", AXIS).ma(3).at(region, "w1010")).build(),
        "map.regions.mordor.kind");
    HexMap faction = new TestMap("w", 1, "w1010").fill(HexTerrain.CLEAR)
        .region("japan", "country", attrs("faction", "orange"), "w1010").build();
    bad(() -> state(faction).add(unit("u", AXIS).ma(3).at(faction, "w1010")).build(),
        "map.regions.japan.faction");
    HexMap box = new TestMap("w", 1, "w1010").fill(HexTerrain.CLEAR)
        .box("limbo", "purgatory", Map.of()).build();
    bad(() -> state(box).add(unit("u", AXIS).ma(3).at(box, "w1010")).build(),
        "map.boxes.limbo.kind");
    HexMap zoneless = new TestMap("w", 1, "w1010").fill(HexTerrain.CLEAR)
        .region("sea", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(), "w1010").build();
    InvalidInputException e = bad(() -> state(zoneless).add(unit("u", AXIS).ma(3)
        .at(zoneless, "w1010")).build(), "map.boxes");
    assertTrue(e.getMessage().contains("naval-zone=sea"), e::getMessage);
    HexMap overlap = new TestMap("w", 1, "w1010").fill(HexTerrain.CLEAR)
        .region("a", "country", Map.of(), "w1010").region("b", "country", Map.of(), "w1010")
        .build();
    bad(() -> state(overlap).add(unit("u", AXIS).ma(3).at(overlap, "w1010")).build(),
        "map.regions.b");
  }

  @Test
  void environmentWordsAreChecked() {
    InvalidInputException weather = bad(() -> base().weather("hail").build(),
        "environment.weather");
    assertTrue(weather.getMessage().contains("storms"), weather::getMessage);
    bad(() -> base().regionWeather("atlantis", "mud").build(),
        "environment.regionWeather.atlantis");
    bad(() -> base().condition("martial-law").build(), "environment.conditions[martial-law]");
    bad(() -> base().condition("policy-affected.narnia").build(),
        "environment.conditions[policy-affected.narnia]");
    bad(() -> base().attribute("closed-to.martians", "x").build(),
        "environment.attributes.closed-to.martians");
    bad(() -> base().active("martians").build(), "environment.activeSide");
  }

  @Test
  void theMapMustUseTheHexsystemTerrain() {
    HexMap other = HexMap.builder(TerrainVocabulary.of(HexsystemVocabularyTerrain.class,
        SideFeature.class), 3, 3).numbering(HexNumbering.standard()).build();
    GameState s = GameState.builder().ruleSet(HexsystemRules.ID).board(other).build();
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> Fixtures.RULES.validate(s));
    assertEquals("map", e.field());
  }

  /** Another terrain enum, for a map that is not a hexsystem map. */
  enum HexsystemVocabularyTerrain { OPEN }

  @Test
  void aStartOrTargetOffTheMapIsBadInput() {
    GameState s = base().build();
    InvalidInputException start = assertThrows(InvalidInputException.class,
        () -> Fixtures.RULES.reach(s, MoveQuery.of("u").withStart(Position.hex(
            HexNumbering.builder().prefix("w").build().parse("w5050")))));
    assertEquals("start", start.field());
    assertThrows(InvalidInputException.class, () -> Fixtures.RULES.path(s, MoveQuery.of("u"),
        Position.box("nowhere")));
    assertThrows(InvalidInputException.class,
        () -> GameState.builder().ruleSet(HexsystemRules.ID).board(MAP)
            .addUnits(unit("u", AXIS).in("nowhere").build()).build());
  }

  /** The problem an exception states, without the field in front. */
  private static String problem(InvalidInputException e) {
    return e.getMessage().substring(e.field().length() + 2);
  }

  /** A state on a map with the unit u in w1010, for the map checks. */
  private static Supplier<GameState> on(TestMap map) {
    HexMap m = map.build();
    return () -> state(m).add(unit("u", AXIS).ma(3).at(m, "w1010")).build();
  }

  private static TestMap plain() {
    return new TestMap("w", 1, "w1010").fill(HexTerrain.CLEAR);
  }

  @Test
  void everyRegionKindAcceptsOnlyItsOwnAttributes() {
    String[][] kinds = {{"country", "nationality, faction, minor, capital"},
        {"dependent", "of, faction"}, {"naval-zone", "none"}, {"india-ceylon", "none"},
        {"western-edge", "none"}, {"weather-zone", "none"}};
    for (String[] k : kinds) {
      Map<String, String> attributes = new java.util.LinkedHashMap<>();
      if (k[0].equals("dependent")) {
        attributes.put("of", "land");
      }
      attributes.put("colour", "red");
      TestMap map = plain().region("land", "country", Map.of(), "w0909")
          .region("r", k[0], attributes, "w1010");
      if (k[0].equals("naval-zone")) {
        map.box("r-convoys", "convoys", attrs("naval-zone", "r"))
            .box("r-used", "used", attrs("naval-zone", "r"));
      }
      InvalidInputException e = bad(on(map), "map.regions.r.colour");
      assertEquals("unknown attribute; known: " + k[1], problem(e), k[0]);
    }
  }

  @Test
  void everyBoxKindAcceptsOnlyItsOwnAttributes() {
    String[][] kinds = {{"off-map", "naval-zones, controller, map"},
        {"eastern-europe", "naval-zones, controller, map"}, {"delay", "side"},
        {"force-pool", "side, nationality"}, {"strategic-warfare", "none"},
        {"convoys", "naval-zone"}, {"used", "naval-zone"}};
    for (String[] k : kinds) {
      Map<String, String> attributes = new java.util.LinkedHashMap<>();
      if (k[0].equals("convoys") || k[0].equals("used")) {
        attributes.put("naval-zone", "sea");
      }
      attributes.put("colour", "red");
      TestMap map = plain().region("sea", "naval-zone", Map.of(), "w1010")
          .box("b", k[0], attributes)
          .box("sea-" + (k[0].equals("convoys") ? "used" : "convoys"),
              k[0].equals("convoys") ? "used" : "convoys", attrs("naval-zone", "sea"));
      if (!k[0].equals("used") && !k[0].equals("convoys")) {
        map.box("sea-used", "used", attrs("naval-zone", "sea"));
      }
      InvalidInputException e = bad(on(map), "map.boxes.b.colour");
      assertEquals("unknown attribute; known: " + k[1], problem(e), k[0]);
    }
    // holding boxes take anything
    Fixtures.RULES.validate(on(plain().box("b", "holding", attrs("colour", "red"))).get());
  }

  @Test
  void boxSidesAndControllersMustBeSides() {
    bad(on(plain().box("d", "delay", attrs("side", "martians"))), "map.boxes.d.side");
    bad(on(plain().box("p", "force-pool", attrs("side", "martians"))), "map.boxes.p.side");
    InvalidInputException c = bad(on(plain().box("o", "off-map",
        attrs("controller", "martians"))), "map.boxes.o.controller");
    assertEquals("expected a side (axis, western, soviet), got 'martians'", problem(c));
    bad(on(plain().box("o", "off-map", attrs("map", "atlas"))), "map.boxes.o.map");
    for (String side : HexsystemVocabulary.SIDES) {
      Fixtures.RULES.validate(on(plain().box("o", "off-map", attrs("controller", side))
          .box("d", "delay", attrs("side", side))).get());
    }
  }

  @Test
  void aMapHasAtMostOneEasternEuropeBoxAndOneConvoysAndUsedBoxPerZone() {
    InvalidInputException ee = bad(on(plain().box("first", "eastern-europe", Map.of())
        .box("second", "eastern-europe", Map.of())), "map.boxes.second");
    assertEquals("the map has two Eastern Europe boxes (first, second)", problem(ee));
    InvalidInputException convoys = bad(on(plain().region("sea", "naval-zone", Map.of(), "w1010")
        .box("c1", "convoys", attrs("naval-zone", "sea"))
        .box("c2", "convoys", attrs("naval-zone", "sea"))
        .box("u", "used", attrs("naval-zone", "sea"))), "map.boxes.c2");
    assertEquals("naval zone sea has two Convoys boxes", problem(convoys));
    InvalidInputException used = bad(on(plain().region("sea", "naval-zone", Map.of(), "w1010")
        .box("u1", "used", attrs("naval-zone", "sea"))
        .box("c", "convoys", attrs("naval-zone", "sea"))
        .box("u2", "used", attrs("naval-zone", "sea"))), "map.boxes.u2");
    assertEquals("naval zone sea has two Used boxes", problem(used));
    // either box may come first in the map's list
    Fixtures.RULES.validate(on(plain().region("sea", "naval-zone", Map.of(), "w1010")
        .box("u", "used", attrs("naval-zone", "sea"))
        .box("c", "convoys", attrs("naval-zone", "sea"))).get());
    InvalidInputException unknown = bad(on(plain().box("o", "off-map",
        attrs("naval-zones", "atlantic"))), "map.boxes.o.naval-zones");
    assertEquals("unknown naval zone 'atlantic'; the map's naval zones: none", problem(unknown));
  }

  @Test
  void aMapHasAtMost64NavalZones() {
    for (int zones : new int[] {64, 65}) {
      HexMap.Builder b = HexMap.builder(HexsystemRules.TERRAIN, 9, 9)
          .numbering(HexNumbering.builder().prefix("w").build()).fill(HexTerrain.CLEAR);
      HexMap blank = b.build();
      for (int z = 0; z < zones; z++) {
        b.region("z" + z, "naval-zone", Map.of(), java.util.List.of(blank.hex(z)));
        b.box(new io.github.warpath.map.OffMapBox("z" + z + "-convoys", "convoys", Set.of(),
            attrs("naval-zone", "z" + z)));
        b.box(new io.github.warpath.map.OffMapBox("z" + z + "-used", "used", Set.of(),
            attrs("naval-zone", "z" + z)));
      }
      HexMap map = b.build();
      GameState s = state(map).add(unit("u", AXIS).ma(3).at(map, map.label(0))).build();
      if (zones == 64) {
        Fixtures.RULES.validate(s);
      } else {
        InvalidInputException e = assertThrows(InvalidInputException.class,
            () -> Fixtures.RULES.validate(s));
        assertEquals("map.regions", e.field());
        assertEquals("at most 64 naval zones, the map has 65", problem(e));
      }
    }
  }

  @Test
  void regionFieldsAreChecked() {
    InvalidInputException minor = bad(on(plain().region("land", "country",
        attrs("minor", "perhaps"), "w1010")), "map.regions.land.minor");
    assertEquals("expected true or false, got 'perhaps'", problem(minor));
    bad(on(plain().region("land", "country", attrs("capital", "w5050"), "w1010")),
        "map.regions.land.capital");
    bad(on(plain().region("colony", "dependent", Map.of(), "w1010")),
        "map.regions.colony.of");
    bad(on(plain().region("colony", "dependent", attrs("of", "atlantis"), "w1010")),
        "map.regions.colony.of");
    // a blank entry in a nationality list is ignored
    Fixtures.RULES.validate(on(plain().region("land", "country",
        attrs("nationality", "a,,b", "minor", "false"), "w1010")).get());
  }

  @Test
  void markersMustLieWhereTheirKindBelongs() {
    HexMap map = new TestMap("w", 2, "w1010", "w1210").fill(HexTerrain.CLEAR)
        .hex("w1110", HexTerrain.ALL_SEA).hex("w1211", HexTerrain.PORT)
        .region("sea", "naval-zone", Map.of(), "w1211")
        .box("sea-used", "used", attrs("naval-zone", "sea"))
        .box("sea-convoys", "convoys", attrs("naval-zone", "sea"))
        .box("pool", "force-pool", Map.of()).build();
    Supplier<S> s = () -> state(map).add(unit("u", AXIS).ma(3).at(map, "w1010"));
    Position inBox = Position.box("pool");
    Position onHex = Position.hex(map.parse("w1210"));
    Object[][] cases = {
        {"beachhead", "", Position.hex(map.parse("w1110")), "markers[0].side"},
        {"beachhead", AXIS, inBox, "markers[0].position"},
        {"detachment", "", Position.hex(map.parse("w1211")), "markers[0].side"},
        {"naval-base", "", onHex, "markers[0].side"},
        {"naval-base", AXIS, inBox, "markers[0].position"},
        {"airdrop", AXIS, inBox, "markers[0].position"},
        {"control", AXIS, inBox, "markers[0].position"},
        {"free-passage", "", inBox, "markers[0].position"},
        {"mobilizing", "", inBox, "markers[0].position"},
        {"no-occupation", "", inBox, "markers[0].position"},
        {"troop-convoy", AXIS, onHex, "markers[0].position"},
        {"troop-convoy", "", Position.box("sea-convoys"), "markers[0].side"}};
    for (Object[] c : cases) {
      Marker.Builder m = Marker.builder().kind((String) c[0]).side((String) c[1])
          .position((Position) c[2]);
      if (c[0].equals("troop-convoy")) {
        m.putAttributes("convoy-type", "standard").putAttributes("nationality", "axis");
      }
      Marker marker = m.build();
      InvalidInputException e = assertThrows(InvalidInputException.class,
          () -> Fixtures.RULES.validate(s.get().add(marker).build()), () -> c[0] + " " + c[2]);
      assertEquals(c[3], e.field(), () -> c[0] + " " + c[2]);
    }
    // a convoy in a Used box is accepted (it carries nobody this phase), as is a marker on the
    // map's first hex
    Fixtures.RULES.validate(s.get().add(Fixtures.convoy("c", AXIS, "sea-used", "standard",
        "axis"), Fixtures.marker("airdrop", AXIS, map, map.label(0))).build());
    InvalidInputException extra = assertThrows(InvalidInputException.class,
        () -> Fixtures.RULES.validate(s.get().add(Marker.builder().kind("troop-convoy")
            .side(AXIS).position(Position.box("sea-convoys")).putAttributes("convoy-type",
                "standard").putAttributes("nationality", "axis").putAttributes("speed", "9")
            .build()).build()));
    assertEquals("markers[0].attributes.speed", extra.field());
  }

  @Test
  void namesAreListedOrSaidToBeNoneInTheMessages() {
    InvalidInputException weather = bad(() -> base().regionWeather("north", "mud").build(),
        "environment.regionWeather.north");
    assertEquals("unknown region; the map has: none", problem(weather));
    InvalidInputException closed = bad(() -> base().attribute("closed-to.axis", "narnia")
        .build(), "environment.attributes.closed-to.axis");
    assertEquals("unknown country or dependent 'narnia'; the map has: none", problem(closed));
    InvalidInputException preWar = bad(() -> base().condition("pre-war.").build(),
        "environment.conditions[pre-war.]");
    assertTrue(problem(preWar).startsWith("unknown condition"), preWar::getMessage);
  }
}
