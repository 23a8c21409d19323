package io.github.warpath.efs.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.efs.EfsTerrain;
import io.github.warpath.efs.EfsWeather;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.Region;
import io.github.warpath.state.Environment;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * The weather column and terrain flags of every hex, for one environment: map-wide weather,
 * weather by region, and lingering mud (everywhere or by region), which puts woods hexes of dry
 * areas in mud.
 *
 * <p>{@link #info} holds per hex: bits 0-2 the effective weather column, then the flags below.
 */
public final class HexWeather {
  /** Mask of the weather column. */
  public static final int WEATHER = 7;
  /** Lingering mud is in force in this (dry) hex. */
  public static final int LINGERING = 8;
  /** The hex has woods. */
  public static final int WOODS = 16;
  /** The hex has swamp. */
  public static final int SWAMP = 32;
  /** The hex is a city or major city. */
  public static final int CITY = 64;
  /** The hex is a major city. */
  public static final int MAJOR_CITY = 128;
  /** The hex is a town. */
  public static final int TOWN = 256;

  /** Condition that puts woods in mud. */
  public static final String LINGERING_MUD = "lingering-mud";

  /** Flags and weather per hex index. */
  public final int[] info;

  private HexWeather(int[] info) {
    this.info = info;
  }

  /**
   * The identity of an environment's weather, used as a cache key.
   *
   * @param weather map-wide weather column
   * @param regionWeather weather column by region name
   * @param lingeringEverywhere lingering mud in every dry hex
   * @param lingeringRegions regions with lingering mud
   */
  public record Key(int weather, Map<String, Integer> regionWeather, boolean lingeringEverywhere,
      List<String> lingeringRegions) {

    /**
     * Reads an environment, checking its names against the map.
     *
     * @param env the environment
     * @param map the map
     * @return the key
     * @throws InvalidInputException for unknown weather, regions or conditions
     */
    public static Key of(Environment env, HexMap map) {
      int w = EfsWeather.of(env.weather(), "environment.weather").ordinal();
      Map<String, Integer> rw = new java.util.LinkedHashMap<>();
      for (Map.Entry<String, String> e : env.regionWeather().entrySet()) {
        String field = "environment.regionWeather." + e.getKey();
        if (!map.regions().containsKey(e.getKey())) {
          throw new InvalidInputException(field, "unknown region '" + e.getKey() + "'"
              + knownRegions(map));
        }
        rw.put(e.getKey(), EfsWeather.of(e.getValue(), field).ordinal());
      }
      boolean all = false;
      List<String> regions = new ArrayList<>();
      for (String c : env.conditions()) {
        if (c.equals(LINGERING_MUD)) {
          all = true;
        } else if (c.startsWith(LINGERING_MUD + "@")) {
          String region = c.substring(LINGERING_MUD.length() + 1);
          if (!map.regions().containsKey(region)) {
            throw new InvalidInputException("environment.conditions", "unknown region '"
                + region + "' in '" + c + "'" + knownRegions(map));
          }
          regions.add(region);
        } else {
          throw new InvalidInputException("environment.conditions", "unknown condition '" + c
              + "'; known: " + LINGERING_MUD + ", " + LINGERING_MUD + "@<region>");
        }
      }
      Collections.sort(regions);
      return new Key(w, Collections.unmodifiableMap(rw), all, List.copyOf(regions));
    }
  }

  private static String knownRegions(HexMap map) {
    return map.regions().isEmpty() ? "; the map has no regions"
        : "; the map has: " + String.join(", ", map.regions().keySet());
  }

  /**
   * Computes the table for a map.
   *
   * @param map the map
   * @param key the weather
   * @return the table
   */
  public static HexWeather build(HexMap map, Key key) {
    int n = map.size();
    int[] info = new int[n];
    List<Region> order = new ArrayList<>();
    List<Integer> columns = new ArrayList<>();
    for (Region r : map.regions().values()) {
      Integer w = key.regionWeather().get(r.name());
      if (w != null) {
        order.add(r);
        columns.add(w);
      }
    }
    List<Region> lingering = new ArrayList<>();
    for (String name : key.lingeringRegions()) {
      lingering.add(map.region(name));
    }
    long woods = 1L << EfsTerrain.WOODS.ordinal();
    long swamp = 1L << EfsTerrain.SWAMP.ordinal();
    long city = 1L << EfsTerrain.CITY.ordinal();
    long major = 1L << EfsTerrain.MAJOR_CITY.ordinal();
    long town = 1L << EfsTerrain.TOWN.ordinal();
    for (int i = 0; i < n; i++) {
      int w = key.weather();
      for (int k = 0; k < order.size(); k++) {
        if (order.get(k).contains(i)) {
          w = columns.get(k);
          break;
        }
      }
      long m = map.hexMask(i);
      int flags = 0;
      if ((m & woods) != 0) {
        flags |= WOODS;
      }
      if ((m & swamp) != 0) {
        flags |= SWAMP;
      }
      if ((m & (city | major)) != 0) {
        flags |= CITY;
      }
      if ((m & major) != 0) {
        flags |= MAJOR_CITY;
      }
      if ((m & town) != 0) {
        flags |= TOWN;
      }
      boolean lm = key.lingeringEverywhere();
      for (int k = 0; !lm && k < lingering.size(); k++) {
        lm = lingering.get(k).contains(i);
      }
      if (lm && w == EfsWeather.DRY.ordinal()) {
        flags |= LINGERING;
        if ((flags & WOODS) != 0) {
          w = EfsWeather.MUD.ordinal();
        }
      }
      info[i] = flags | w;
    }
    return new HexWeather(info);
  }

  /**
   * Whether a hex is dry without lingering mud (super-heavy artillery on minor roads).
   *
   * @param i a hex index
   * @return true if dry and free of lingering mud
   */
  public boolean dryNoLingering(int i) {
    return (info[i] & (WEATHER | LINGERING)) == EfsWeather.DRY.ordinal();
  }
}
