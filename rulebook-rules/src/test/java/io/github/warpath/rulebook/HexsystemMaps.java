package io.github.warpath.rulebook;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.hexsystem.HexTerrain;
import io.github.warpath.hexsystem.HexsystemRules;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.hexsystem.SideFeature;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random hexsystem states that stay inside what the hexsystem rule book can state (see
 * docs/rulebook.md, "What a rule book cannot say yet"): fair weather, the Operational Movement
 * Phase, no regions, boxes or markers, supplied movers that cannot overrun (infantry), enemy
 * ground units that all project zones, and no road, rail or strait into an all-sea hex.
 */
final class HexsystemMaps {
  /** The land terrain a hex may hold besides clear. */
  private static final HexTerrain[] LAND = {HexTerrain.ROUGH, HexTerrain.FOREST,
      HexTerrain.JUNGLE, HexTerrain.SWAMP, HexTerrain.MOUNTAIN, HexTerrain.DESERT,
      HexTerrain.CITY, HexTerrain.FORTRESS, HexTerrain.PORT, HexTerrain.OPEN_PORT};
  private static final SideFeature[] SIDES = {SideFeature.RIVER, SideFeature.MAJOR_RIVER,
      SideFeature.ALL_SEA};
  private static final SideFeature[] LINES = {SideFeature.ROAD, SideFeature.RAIL,
      SideFeature.CONNECTED_STRAIT};

  private HexsystemMaps() {}

  /** A random hexsystem state whose mover is the unit "u". */
  static GameState randomState(SplittableRandom rnd) {
    int cols = rnd.nextInt(3, 14);
    int rows = rnd.nextInt(3, 14);
    HexMap.Builder b = HexMap.builder(HexsystemRules.TERRAIN, cols, rows);
    boolean[] sea = new boolean[cols * rows];
    for (int c = 0; c < cols; c++) {
      for (int r = 0; r < rows; r++) {
        Hex h = b.hexAt(c, r);
        if (rnd.nextInt(14) == 0) {
          b.hex(h, HexTerrain.ALL_SEA);
          sea[c * rows + r] = true;
          continue;
        }
        if (rnd.nextInt(3) == 0) {
          b.hex(h, LAND[rnd.nextInt(LAND.length)]);
        }
        if (rnd.nextInt(8) == 0) {
          b.hex(h, LAND[rnd.nextInt(LAND.length)]);
        }
        if (rnd.nextInt(4) == 0) {
          b.side(h, h.neighbor(HexDirection.of(rnd.nextInt(6))),
              SIDES[rnd.nextInt(SIDES.length)]);
        }
      }
    }
    HexMap blank = b.build();
    for (int k = rnd.nextInt(3); k > 0; k--) {
      List<Hex> line = new ArrayList<>();
      Hex h = blank.hex(rnd.nextInt(blank.size()));
      while (!line.contains(h) && blank.contains(h) && !isSea(blank, h) && line.size() < 15) {
        line.add(h);
        h = h.neighbor(HexDirection.of(rnd.nextInt(6)));
      }
      if (line.size() > 1) {
        b.path(LINES[rnd.nextInt(LINES.length)], line);
      }
    }
    HexMap map = b.build();
    List<Hex> land = new ArrayList<>();
    for (int i = 0; i < map.size(); i++) {
      if (!isSea(map, map.hex(i))) {
        land.add(map.hex(i));
      }
    }
    if (land.isEmpty()) {
      return randomState(rnd);
    }
    List<Unit> units = new ArrayList<>();
    Hex start = land.get(rnd.nextInt(land.size()));
    units.add(ground("u", HexsystemVocabulary.AXIS, rnd.nextInt(1, 3), start)
        .allowance(Mp.ofHalves(rnd.nextInt(2, 15))).build());
    for (int i = rnd.nextInt(5); i > 0; i--) {
      Hex at = land.get(rnd.nextInt(land.size()));
      if (!at.equals(start)) {
        units.add(ground("e" + i, HexsystemVocabulary.WESTERN, rnd.nextInt(1, 3), at).build());
      }
    }
    for (int i = rnd.nextInt(3); i > 0; i--) {
      Hex at = land.get(rnd.nextInt(land.size()));
      if (!at.equals(start)) {
        units.add(ground("f" + i, HexsystemVocabulary.AXIS, rnd.nextInt(1, 3), at).build());
      }
    }
    units.removeIf(x -> x.side().equals(HexsystemVocabulary.AXIS) && !x.id().equals("u")
        && units.stream().anyMatch(y -> y.side().equals(HexsystemVocabulary.WESTERN)
            && y.hexOrNull().equals(x.hexOrNull())));
    return GameState.builder().ruleSet(HexsystemRules.ID).board(map).units(units)
        .environment(Environment.builder().phase(HexsystemVocabulary.OPERATIONAL_MOVEMENT)
            .build()).build();
  }

  private static boolean isSea(HexMap map, Hex h) {
    return map.has(h, HexTerrain.ALL_SEA);
  }

  private static Unit.Builder ground(String id, String side, int steps, Hex at) {
    return Unit.builder().id(id).side(side).kind(HexsystemVocabulary.INFANTRY)
        .nationality(side.equals(HexsystemVocabulary.AXIS) ? HexsystemVocabulary.JAPANESE
            : HexsystemVocabulary.BRITISH)
        .steps(steps).position(Position.hex(at));
  }

  /**
   * The same state for a rule book: the same terrain by name, every unit of the kind its size
   * names (one-step, multi-step), the weather and phase kept.
   */
  static GameState translate(GameState hs, TerrainVocabulary v, String ruleSet) {
    HexMap m = hs.hexMap();
    HexMap.Builder b = HexMap.builder(v, m.columns(), m.rows());
    for (int i = 0; i < m.size(); i++) {
      Hex h = m.hex(i);
      for (Enum<?> f : m.vocabulary().hexFeaturesOf(m.hexMask(i))) {
        b.hex(h, v.hexFeature(m.vocabulary().nameOf(f)));
      }
      for (int d = 0; d < 6; d++) {
        for (Enum<?> f : m.vocabulary().hexsideFeaturesOf(m.sideMask(i, d))) {
          b.side(h, h.neighbor(HexDirection.of(d)), v.hexsideFeature(m.vocabulary().nameOf(f)));
        }
      }
    }
    List<Unit> units = new ArrayList<>();
    for (Unit u : hs.units()) {
      units.add(Unit.builder().from(u).kind(u.steps() <= 1 ? "one-step" : "multi-step").build());
    }
    return GameState.builder().ruleSet(ruleSet).board(b.build()).units(units)
        .environment(hs.environment()).build();
  }
}
