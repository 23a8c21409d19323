package io.github.warpath.hexsystem.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.Region;
import io.github.warpath.state.Environment;
import java.util.List;
import java.util.Map;

/**
 * The weather code of every hex, resolved as {@link Environment#weatherAt} does (the first
 * region in map order with an entry, else the map-wide weather); computed once per map and
 * weather combination.
 */
final class WeatherTable {
  private WeatherTable() {}

  /**
   * The weather per hex for an environment, cached on the map.
   *
   * @param map the map
   * @param env the environment
   * @return a code per hex (see {@link TableEncoding})
   * @throws InvalidInputException for an unknown weather name or region
   */
  static byte[] of(HexMap map, Environment env) {
    String weather = env.weather();
    Map<String, String> byRegion = env.regionWeather();
    return map.derived(List.of(WeatherTable.class, weather, byRegion),
        m -> compute(m, weather, byRegion));
  }

  private static byte[] compute(HexMap map, String weather, Map<String, String> byRegion) {
    byte general = code(weather, "environment.weather");
    for (Map.Entry<String, String> e : byRegion.entrySet()) {
      String field = "environment.regionWeather." + e.getKey();
      if (!map.regions().containsKey(e.getKey())) {
        throw new InvalidInputException(field, "unknown region; the map has: "
            + (map.regions().isEmpty() ? "none" : String.join(", ", map.regions().keySet())));
      }
      code(e.getValue(), field);
    }
    byte[] out = new byte[map.size()];
    boolean[] set = new boolean[map.size()];
    java.util.Arrays.fill(out, general);
    for (Region r : map.regions().values()) {
      String w = byRegion.get(r.name());
      if (w == null) {
        continue;
      }
      byte c = code(w, "environment.regionWeather." + r.name());
      for (int i = 0; i < out.length; i++) {
        if (!set[i] && r.contains(i)) {
          out[i] = c;
          set[i] = true;
        }
      }
    }
    return out;
  }

  private static byte code(String name, String field) {
    int c = TableEncoding.weather(name);
    if (c < 0) {
      throw new InvalidInputException(field, "unknown weather '" + name + "'; known: "
          + String.join(", ", HexsystemVocabulary.WEATHER));
    }
    return (byte) c;
  }
}
