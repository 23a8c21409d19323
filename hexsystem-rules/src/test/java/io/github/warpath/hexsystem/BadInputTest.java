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
}
