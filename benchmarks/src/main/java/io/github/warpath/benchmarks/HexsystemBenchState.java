package io.github.warpath.benchmarks;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.hexsystem.HexTerrain;
import io.github.warpath.hexsystem.HexsystemRules;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.hexsystem.SideFeature;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A seeded, map-sized hexsystem position for benchmarks: a 60 x 40 section of a "w" map with
 * mixed terrain (half clear, the rest rough, forest, mountain, swamp, jungle, cities and a
 * little sea), rivers on about 8% of hexsides, six roads and two rail lines across it, three
 * countries, and an Axis front line of 40 units in the east whose zones of control cover much of
 * the range. Three movers start in the west-centre: a one-step infantry unit (MA 3), a
 * three-step armor unit that can overrun (MA 6) and an HQ with MA 1 (its range is all minimum
 * moves: two mountain hexes lie next to the start).
 */
public final class HexsystemBenchState {
  /** The state. */
  public final GameState state;
  private final Map<String, Position> targets = new java.util.HashMap<>();

  /**
   * Builds the position.
   *
   * @param seed the seed
   */
  public HexsystemBenchState(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    int cols = 60;
    int rows = 40;
    HexMap.Builder b = HexMap.builder(HexsystemRules.TERRAIN, 20, 0, cols, rows)
        .numbering(HexNumbering.builder().prefix("w").build());
    List<Hex> all = new ArrayList<>();
    for (int c = 0; c < cols; c++) {
      for (int r = 0; r < rows; r++) {
        Hex h = b.hexAt(c, r);
        all.add(h);
        int roll = rnd.nextInt(100);
        HexTerrain t = roll < 50 ? HexTerrain.CLEAR : roll < 65 ? HexTerrain.ROUGH
            : roll < 75 ? HexTerrain.FOREST : roll < 83 ? HexTerrain.MOUNTAIN
            : roll < 88 ? HexTerrain.SWAMP : roll < 93 ? HexTerrain.JUNGLE
            : roll < 97 ? HexTerrain.CITY : HexTerrain.ALL_SEA;
        b.hex(h, t);
      }
    }
    HexMap plain = b.build();
    for (Hex h : all) {
      for (HexDirection d : new HexDirection[] {HexDirection.NE, HexDirection.SE,
          HexDirection.S}) {
        if (plain.contains(h.neighbor(d)) && rnd.nextInt(100) < 8) {
          b.side(h, h.neighbor(d), SideFeature.RIVER);
        }
      }
    }
    for (int k = 0; k < 8; k++) {
      int row = 2 + rnd.nextInt(rows - 4);
      Hex h = b.hexAt(0, row);
      List<Hex> line = new ArrayList<>();
      line.add(h);
      for (int i = 0; i < cols * 2; i++) {
        HexDirection d = HexDirection.of(1 + rnd.nextInt(2)); // NE or SE: west to east
        Hex n = h.neighbor(d);
        if (!plain.contains(n) || plain.has(n, HexTerrain.ALL_SEA)) {
          break;
        }
        line.add(n);
        h = n;
      }
      if (line.size() > 1) {
        b.path(k < 6 ? SideFeature.ROAD : SideFeature.RAIL, line);
      }
    }
    List<Hex> west = new ArrayList<>();
    List<Hex> middle = new ArrayList<>();
    List<Hex> east = new ArrayList<>();
    for (Hex h : all) {
      int c = HexNumbering.rawColumn(h) - 20;
      (c < 20 ? west : c < 40 ? middle : east).add(h);
    }
    b.region("china", "country", Map.of("nationality", "chinese", "faction", "western"), west);
    b.region("manchukuo", "dependent", Map.of("of", "japan"), middle);
    b.region("japan", "country", Map.of("nationality", "japanese", "faction", "axis"), east);
    Hex start = b.hexAt(18, 20);
    // rough going next to the start, so the HQ's first hex can exceed its allowance
    for (HexDirection d : new HexDirection[] {HexDirection.N, HexDirection.SW}) {
      b.clearHex(start.neighbor(d)).hex(start.neighbor(d), HexTerrain.MOUNTAIN);
    }
    HexMap map = b.build();

    List<Unit> units = new ArrayList<>();
    units.add(Unit.builder().id("infantry").side("western").nationality("chinese")
        .kind("infantry").steps(1).allowance(Mp.of(3)).position(Position.hex(start)).build());
    units.add(Unit.builder().id("armor").side("western").nationality("us").kind("armor")
        .steps(3).allowance(Mp.of(6)).position(Position.hex(start)).build());
    units.add(Unit.builder().id("hq").side("western").nationality("chinese").kind("hq")
        .steps(2).allowance(Mp.of(1)).position(Position.hex(start)).build());
    for (int i = 0; i < 40; i++) {
      Hex h = b.hexAt(22 + rnd.nextInt(12), rnd.nextInt(rows));
      units.add(Unit.builder().id("axis-" + i).side("axis").nationality("japanese")
          .kind(i % 5 == 0 ? "armor" : "infantry").steps(1 + rnd.nextInt(2))
          .allowance(Mp.of(2)).position(Position.hex(h)).build());
    }
    for (int i = 0; i < 10; i++) {
      Hex h = b.hexAt(10 + rnd.nextInt(12), rnd.nextInt(rows));
      units.add(Unit.builder().id("ally-" + i).side("western").nationality("chinese")
          .kind("infantry").allowance(Mp.of(2)).position(Position.hex(h)).build());
    }
    state = GameState.builder().ruleSet(HexsystemRules.ID).board(map).units(units)
        .environment(Environment.builder().phase(HexsystemVocabulary.OPERATIONAL_MOVEMENT)
            .activeSide("western").weather("fair").build())
        .build();
    // path targets: the most expensive hex each mover can reach
    for (String mover : new String[] {"infantry", "armor", "hq"}) {
      Reach r = new HexsystemRules().reach(state, MoveQuery.of(mover));
      int far = 0;
      for (int i = 1; i < r.size(); i++) {
        if (r.costTicks(i) > r.costTicks(far)) {
          far = i;
        }
      }
      targets.put(mover, r.position(far));
    }
  }

  /**
   * The path target of a mover: the most expensive hex it can reach.
   *
   * @param mover infantry, armor or hq
   * @return the target
   */
  public Position target(String mover) {
    return targets.get(mover);
  }
}
