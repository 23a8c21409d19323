package io.github.warpath.squad;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.warpath.Mp;
import io.github.warpath.conformance.Conformance.Scenario;
import io.github.warpath.conformance.HexRuleSetConformance;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Squad-afv passes the conformance kit on random scenarios: random terrain, hexside features and
 * roads, chart overrides, and moving groups of every shape - a lone squad, infantry stacks with
 * leaders, assault movement, vehicles and AFVs (facing in the search state, reverse, turning),
 * stacks of two vehicles, one-point and faster guns, vehicles and guns with infantry walking
 * alongside, transports with passengers - among enemy
 * units and friendly units that over-stack the end hex.
 */
class SquadAfvConformanceTest extends HexRuleSetConformance {
  private static final SquadAfvRules RULES = new SquadAfvRules();
  private static final String[] INFANTRY = {"squad", "half-squad", "leader", "team"};

  @Override
  protected HexMovementRules rules() {
    return RULES;
  }

  @Override
  protected Scenario scenario(SplittableRandom rnd) {
    int cols = rnd.nextInt(3, 13);
    int rows = rnd.nextInt(3, 13);
    HexMap.Builder b = HexMap.builder(SquadAfvRules.TERRAIN, cols, rows);
    SquadTerrain[] terrain = SquadTerrain.values();
    SquadHexside[] sides = SquadHexside.values();
    for (int c = 0; c < cols; c++) {
      for (int r = 0; r < rows; r++) {
        Hex h = b.hexAt(c, r);
        if (rnd.nextInt(3) == 0) {
          b.hex(h, terrain[rnd.nextInt(terrain.length)]);
        }
        if (rnd.nextInt(4) == 0) {
          Hex n = h.neighbor(HexDirection.of(rnd.nextInt(6)));
          int nc = io.github.warpath.hex.HexNumbering.rawColumn(n);
          int nr = io.github.warpath.hex.HexNumbering.rawRow(n);
          if (nc >= 0 && nc < cols && nr >= 0 && nr < rows) {
            b.side(h, n, sides[1 + rnd.nextInt(sides.length - 1)]);
          }
        }
      }
    }
    HexMap blank = b.build();
    List<Hex> road = new ArrayList<>();
    Hex h = blank.hex(rnd.nextInt(blank.size()));
    road.add(h);
    for (int i = 0; i < 10; i++) {
      Hex n = h.neighbor(HexDirection.of(rnd.nextInt(6)));
      if (!blank.contains(n) || road.contains(n)) {
        break;
      }
      road.add(n);
      h = n;
    }
    if (road.size() > 1) {
      b.path(SquadHexside.ROAD, road);
    }
    HexMap map = b.build();
    Position start = Position.hex(map.hex(rnd.nextInt(map.size())));
    List<Unit> units = new ArrayList<>();
    List<String> movers = new ArrayList<>();
    boolean assault = false;
    HexDirection facing = HexDirection.of(rnd.nextInt(6));
    String cls = rnd.nextInt(3) == 0 ? (rnd.nextBoolean() ? "wheeled" : "tracked") : null;
    switch (rnd.nextInt(5)) {
      case 0: { // infantry stack, perhaps with leaders, perhaps assaulting
        infantry(rnd, "i", rnd.nextInt(1, 5), start, units, movers);
        assault = rnd.nextInt(4) == 0;
        break;
      }
      case 1:
      case 2: { // one or two vehicles, perhaps carrying a squad
        int n = rnd.nextInt(4) == 0 ? 2 : 1;
        for (int i = 0; i < n; i++) {
          Unit.Builder u = Unit.builder().id("v" + i).side("allies")
              .kind(rnd.nextBoolean() ? "afv" : "vehicle").position(start).facing(facing)
              .allowance(Mp.ofHalves(rnd.nextInt(0, 25)));
          u.putAttributes("movement-class", cls == null ? "tracked" : cls);
          units.add(u.build());
          movers.add("v" + i);
        }
        if (rnd.nextBoolean()) {
          units.add(Unit.builder().id("p").side("allies").kind("squad").position(start)
              .putAttributes("carried-by", "v0").build());
        }
        walkers(rnd, start, units, movers);
        break;
      }
      case 3: { // a gun
        Unit.Builder u = Unit.builder().id("g").side("allies").kind("gun").position(start)
            .facing(facing).allowance(Mp.of(rnd.nextInt(3) == 0 ? 2 : 1));
        if (cls != null) {
          u.putAttributes("movement-class", cls);
        }
        units.add(u.build());
        movers.add("g");
        walkers(rnd, start, units, movers);
        break;
      }
      default: { // a lone squad, perhaps unable to move
        Unit.Builder u = Unit.builder().id("s").side("allies").kind("squad").position(start);
        int roll = rnd.nextInt(10);
        if (roll == 0) {
          u.addFlags("pinned");
        } else if (roll == 1) {
          u.addFlags("moved");
        }
        units.add(u.build());
        movers.add("s");
      }
    }
    int others = rnd.nextInt(6);
    for (int i = 0; i < others; i++) {
      Position at = Position.hex(map.hex(rnd.nextInt(map.size())));
      if (at.equals(start)) {
        continue;
      }
      boolean enemy = rnd.nextBoolean();
      String kind = rnd.nextBoolean() ? "squad" : "afv";
      Unit.Builder u = Unit.builder().id("o" + i).side(enemy ? "axis" : "allies").kind(kind)
          .position(at);
      if (kind.equals("afv")) {
        u.facing(HexDirection.N).allowance(Mp.of(6));
      }
      units.add(u.build());
    }
    GameState.Builder s = GameState.builder().ruleSet(SquadAfvRules.ID).board(map).units(units);
    if (rnd.nextInt(4) == 0) {
      s.putCharts("hex.woods.foot", "3").putCharts("side.road.tracked", "1")
          .putCharts("hex.clear.wheeled", "1.5");
    }
    MoveQuery q = MoveQuery.builder().addAllUnits(movers)
        .mode(assault ? SquadAfvRules.MODE_ASSAULT : SquadAfvRules.MODE_NORMAL).build();
    return new Scenario(s.build(), q);
  }

  @FuzzTest(maxDuration = "60s")
  void fuzzConformance(long seed) {
    checkSeed(seed);
  }

  /** Sometimes infantry on foot moving with the vehicles or gun as one stack. */
  private static void walkers(SplittableRandom rnd, Position start, List<Unit> units, List<String> movers) {
    if (rnd.nextInt(3) != 0) {
      return;
    }
    infantry(rnd, "w", rnd.nextInt(1, 3), start, units, movers);
  }

  /** {@code n} random infantry units (leaders, squads, half squads, teams) that move. */
  private static void infantry(SplittableRandom rnd, String prefix, int n, Position start,
      List<Unit> units, List<String> movers) {
    for (int i = 0; i < n; i++) {
      String kind = INFANTRY[rnd.nextInt(INFANTRY.length)];
      Unit.Builder u = Unit.builder().id(prefix + i).side("allies").kind(kind).position(start);
      if (kind.equals("team")) {
        u.allowance(Mp.ofHalves(rnd.nextInt(0, 9)));
      }
      units.add(u.build());
      movers.add(prefix + i);
    }
  }
}
