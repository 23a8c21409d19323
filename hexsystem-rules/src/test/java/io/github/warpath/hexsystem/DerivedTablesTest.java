package io.github.warpath.hexsystem;

import static io.github.warpath.hexsystem.Fixtures.check;
import static io.github.warpath.hexsystem.Fixtures.unit;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AXIS;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.Mp;
import io.github.warpath.hexsystem.Fixtures.TestMap;
import io.github.warpath.map.HexMap;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The rules cache the tables they derive from a map (costs per weather and chart, weather per
 * hex, political areas) on the map itself. States that share one map instance still get answers
 * from their own weather and chart overrides, whatever order they are asked in.
 */
class DerivedTablesTest {
  /** w1010 (clear), w1110 (forest), w1210 (clear, the weather region "east"). */
  private static final HexMap MAP = new TestMap("w", 1, "w1010", "w1210").fill(HexTerrain.CLEAR)
      .hex("w1110", HexTerrain.FOREST)
      .region("east", HexsystemVocabulary.REGION_WEATHER_ZONE, Map.of(), "w1210").build();

  /** A state on the shared map itself (not a copy, as the fixtures make). */
  private static GameState on(Environment env, Map<String, String> charts) {
    return GameState.builder().ruleSet(HexsystemRules.ID).board(MAP)
        .units(List.of(unit("u", AXIS).ma(6).at(MAP, "w1010").build())).environment(env)
        .charts(charts).build();
  }

  @Test
  void statesSharingAMapGetTheirOwnChartsAndWeather() {
    Environment fair = Environment.builder().build();
    Environment mud = Environment.builder().weather(HexsystemVocabulary.MUD).build();
    Environment eastMud = Environment.builder()
        .putRegionWeather("east", HexsystemVocabulary.MUD).build();
    GameState plain = on(fair, Map.of());
    GameState dearForest = on(fair, Map.of("tec.forest", "3"));
    GameState muddy = on(mud, Map.of("tec.forest.mud", "4", "tec.clear.mud", "2"));
    GameState muddyEast = on(eastMud, Map.of("tec.forest.mud", "4", "tec.clear.mud", "2"));
    for (int round = 0; round < 2; round++) {
      assertEquals(Mp.of(2 + 1), check(plain, "u", "w1110", "w1210").spent());
      assertEquals(Mp.of(3 + 1), check(dearForest, "u", "w1110", "w1210").spent());
      assertEquals(Mp.of(4 + 2), check(muddy, "u", "w1110", "w1210").spent());
      assertEquals(Mp.of(2 + 2), check(muddyEast, "u", "w1110", "w1210").spent());
    }
  }
}
