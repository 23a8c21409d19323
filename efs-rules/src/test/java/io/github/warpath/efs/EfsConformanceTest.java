package io.github.warpath.efs;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.warpath.Mp;
import io.github.warpath.conformance.Conformance.Scenario;
import io.github.warpath.conformance.HexRuleSetConformance;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.hex.Hexside;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The efs rule set passes the conformance kit on random EFS maps: every terrain and hexside,
 * roads of each class, railroads, rivers with bridge units, fortified lines, strongpoints, every
 * weather (map-wide and by region, with and without lingering mud), every phase and both sides,
 * every movement class and mode, stacks, enemy zones of control and chart overrides.
 */
class EfsConformanceTest extends HexRuleSetConformance {
  private static final EfsRules RULES = new EfsRules();
  private static final String[] KINDS = {"infantry", EfsVocabulary.CAVALRY, EfsVocabulary.ARMOR,
      "mechanized", EfsVocabulary.ARTILLERY, EfsVocabulary.ENGINEER, EfsVocabulary.AIRBORNE,
      EfsVocabulary.MSU, EfsVocabulary.HQ, EfsVocabulary.SUPER_HEAVY_ARTILLERY};
  private static final String[] OVERRIDES = {"tec.woods.motorized.mud=4", "tec.clear.motorized"
      + ".dry=1/2", "tec.river.non-motorized=2,2,1,NE,NE", "tec.enemy-zoc=2", "rail.woods-reduction"
      + "=2", "tec.town.motorized.dry=1", "strategic.multiplier=3", "tec.lake.motorized.dry=3"};

  @Override
  protected HexMovementRules rules() {
    return RULES;
  }

  @Override
  protected long[] seeds() {
    return new long[] {1L, 2L, 3L, 20261122L, 41L, 1941L, 1942L, 77L};
  }

  @Override
  protected Scenario scenario(SplittableRandom rnd) {
    int cols = rnd.nextInt(3, 13);
    int rows = rnd.nextInt(3, 13);
    HexMap.Builder b = HexMap.builder(EfsRules.TERRAIN, cols, rows);
    List<Hex> all = new ArrayList<>();
    for (int c = 0; c < cols; c++) {
      for (int r = 0; r < rows; r++) {
        all.add(b.hexAt(c, r));
      }
    }
    String mode = pickMode(rnd);
    boolean coherent = rnd.nextInt(4) != 0;
    Hex start = all.get(rnd.nextInt(all.size()));
    List<Hex> rivers = new ArrayList<>();
    for (Hex h : all) {
      int t = rnd.nextInt(100);
      if (t < 25) {
        b.hex(h, EfsTerrain.WOODS);
      } else if (t < 33) {
        b.hex(h, EfsTerrain.SWAMP);
      } else if (t < 39) {
        b.hex(h, EfsTerrain.TOWN);
      } else if (t < 43) {
        b.hex(h, EfsTerrain.CITY);
      } else if (t < 45) {
        b.hex(h, EfsTerrain.MAJOR_CITY);
      }
      if (rnd.nextInt(10) == 0) {
        b.hex(h, EfsTerrain.WOODS);
      }
      for (int d = 0; d < 3; d++) {
        Hex n = h.neighbor(HexDirection.of(d));
        if (!all.contains(n)) {
          continue;
        }
        int s = rnd.nextInt(100);
        EfsHexside f = s < 8 ? EfsHexside.RIVER : s < 12 ? EfsHexside.MAJOR_RIVER
            : s < 14 ? EfsHexside.LAKE : s < 16 ? EfsHexside.SOVIET_FORTIFIED_LINE
            : s < 17 ? EfsHexside.AXIS_FORTIFIED_LINE : null;
        if (f != null) {
          b.side(h, n, f);
          if (f == EfsHexside.RIVER || f == EfsHexside.MAJOR_RIVER) {
            rivers.add(h);
            rivers.add(n);
          }
        }
      }
    }
    EfsHexside[] lines = {EfsHexside.MINOR_ROAD, EfsHexside.MAIN_ROAD, EfsHexside.MOTORWAY,
        EfsHexside.RAILROAD};
    int roads = rnd.nextInt(1, 5);
    for (int k = 0; k < roads; k++) {
      List<Hex> path = new ArrayList<>();
      Hex h = k == 0 && coherent ? start : all.get(rnd.nextInt(all.size()));
      path.add(h);
      for (int i = 0; i < 10; i++) {
        Hex n = h.neighbor(HexDirection.of(rnd.nextInt(6)));
        if (!all.contains(n) || path.contains(n)) {
          break;
        }
        path.add(n);
        h = n;
      }
      if (path.size() > 1) {
        b.path(lines[rnd.nextInt(lines.length)], path);
      }
    }
    List<Hex> west = new ArrayList<>();
    for (Hex h : all) {
      if (h.q() < cols / 2) {
        west.add(h);
      }
    }
    if (!west.isEmpty()) {
      b.region("west", "weather-zone", west);
      b.region("held", EfsVocabulary.CONTROL_REGION, Map.of("side", EfsVocabulary.AXIS), west);
    }
    boolean airBox = rnd.nextBoolean();
    if (airBox) {
      b.box(new OffMapBox("air-ready", EfsVocabulary.AIR_READY, java.util.Set.of(),
          rnd.nextBoolean() ? Map.of() : Map.of("side", EfsVocabulary.AXIS)));
    }
    if (coherent && mode.equals(EfsVocabulary.AIR_TRANSPORT)) {
      b.hex(start, EfsTerrain.TOWN);
      for (int k = 0; k < 4; k++) {
        b.hex(all.get(rnd.nextInt(all.size())), rnd.nextBoolean() ? EfsTerrain.TOWN
            : EfsTerrain.CITY);
      }
    }
    HexMap map = b.build();

    EfsPhase phase = EfsPhase.values()[rnd.nextInt(EfsPhase.values().length)];
    String active = rnd.nextInt(8) == 0 ? "" : EfsVocabulary.SIDES.get(rnd.nextInt(2));
    MovementClass moverClass = null;
    String moverKind = null;
    if (coherent) {
      switch (mode) {
        case EfsVocabulary.MODE_CHANGE:
          phase = EfsPhase.ENGINEERING;
          moverClass = MovementClass.GREEN;
          break;
        case EfsVocabulary.INFILTRATION:
          moverClass = MovementClass.YELLOW;
          phase = active.equals(EfsVocabulary.SOVIET) ? EfsPhase.MOTORIZED_MOVEMENT
              : EfsPhase.REGULAR_MOVEMENT;
          break;
        case EfsVocabulary.AIR_TRANSPORT:
          moverKind = rnd.nextBoolean() ? EfsVocabulary.AIRBORNE : EfsVocabulary.MSU;
          moverClass = MovementClass.WHITE;
          phase = EfsPhase.REGULAR_MOVEMENT;
          break;
        case EfsVocabulary.RETREAT:
          break;
        default:
          int p = rnd.nextInt(3);
          phase = p == 0 ? EfsPhase.REGULAR_MOVEMENT : p == 1 ? EfsPhase.MOTORIZED_MOVEMENT
              : EfsPhase.REACTION_MOVEMENT;
          moverClass = p == 0 && rnd.nextBoolean() ? MovementClass.WHITE
              : rnd.nextInt(3) == 0 ? MovementClass.YELLOW : MovementClass.RED;
          break;
      }
    }
    Environment.Builder env = Environment.builder().phase(phase.id()).activeSide(active)
        .weather(EfsWeather.values()[rnd.nextInt(5)].id());
    if (!west.isEmpty() && rnd.nextInt(3) == 0) {
      env.putRegionWeather("west", EfsWeather.values()[rnd.nextInt(5)].id());
    }
    if (rnd.nextInt(4) == 0) {
      env.addConditions(rnd.nextBoolean() || west.isEmpty() ? "lingering-mud"
          : "lingering-mud@west");
    }
    env.putAttributes("air-transport-points.axis", Integer.toString(rnd.nextInt(0, 4)));
    env.putAttributes("air-transport-points.soviet", Integer.toString(rnd.nextInt(0, 4)));

    String side = !coherent && rnd.nextInt(3) == 0 ? EfsVocabulary.SOVIET
        : phase == EfsPhase.REACTION_MOVEMENT && !active.isEmpty()
            ? (active.equals(EfsVocabulary.AXIS) ? EfsVocabulary.SOVIET : EfsVocabulary.AXIS)
            : active.isEmpty() ? EfsVocabulary.SIDES.get(rnd.nextInt(2)) : active;
    String enemySide = side.equals(EfsVocabulary.AXIS) ? EfsVocabulary.SOVIET
        : EfsVocabulary.AXIS;
    List<Unit> units = new ArrayList<>();
    int stack = rnd.nextInt(4) == 0 ? 2 : 1;
    List<String> ids = new ArrayList<>();
    for (int k = 0; k < stack; k++) {
      Unit u = randomUnit(rnd, "m" + k, side, start, true);
      if (moverClass != null) {
        u = Unit.builder().from(u).putAttributes(EfsVocabulary.MOVEMENT_CLASS, moverClass.id())
            .build();
      }
      if (moverKind != null) {
        u = Unit.builder().from(u).kind(moverKind).build();
      }
      units.add(u);
      ids.add("m" + k);
    }
    if (coherent && side.equals(EfsVocabulary.SOVIET)) {
      units.add(Unit.builder().id("hq").side(side).kind(EfsVocabulary.HQ)
          .position(Position.hex(start)).putAttributes(EfsVocabulary.HQ_RANGE, "3").build());
    }
    if (coherent && mode.equals(EfsVocabulary.INFILTRATION)) {
      Hex n = start.neighbor(HexDirection.of(rnd.nextInt(6)));
      if (map.contains(n)) {
        units.add(Unit.builder().id("z").side(enemySide).kind("infantry")
            .position(Position.hex(n)).build());
      }
    }
    int others = rnd.nextInt(0, 7);
    for (int k = 0; k < others; k++) {
      Hex at = all.get(rnd.nextInt(all.size()));
      if (at.equals(start)) {
        continue;
      }
      boolean enemy = rnd.nextInt(4) != 0;
      units.add(randomUnit(rnd, "o" + k, enemy ? enemySide : side, at, false));
    }
    List<Marker> markers = new ArrayList<>();
    for (int k = 0; k + 1 < rivers.size(); k += 2) {
      if (rnd.nextInt(3) == 0) {
        markers.add(Marker.builder().kind(EfsVocabulary.BRIDGE)
            .side(EfsVocabulary.SIDES.get(rnd.nextInt(2)))
            .position(Position.hex(rivers.get(k)))
            .hexside(Hexside.between(rivers.get(k), rivers.get(k + 1)))
            .putAttributes(EfsVocabulary.STATE, rnd.nextBoolean() ? EfsVocabulary.OPERATING
                : EfsVocabulary.UNDER_CONSTRUCTION).build());
      }
    }
    for (int k = rnd.nextInt(0, 4); k > 0; k--) {
      String kind = rnd.nextBoolean() ? EfsVocabulary.STRONGPOINT : rnd.nextBoolean()
          ? EfsVocabulary.INTERDICTION : EfsVocabulary.CONTROL;
      markers.add(Marker.builder().kind(kind).side(EfsVocabulary.SIDES.get(rnd.nextInt(2)))
          .position(Position.hex(all.get(rnd.nextInt(all.size())))).build());
    }
    GameState.Builder gs = GameState.builder().ruleSet(EfsRules.ID).board(map).units(units)
        .markers(markers).environment(env.build());
    if (rnd.nextInt(4) == 0) {
      String[] kv = OVERRIDES[rnd.nextInt(OVERRIDES.length)].split("=");
      gs.putCharts(kv[0], kv[1]);
    }
    GameState state = gs.build();
    RULES.validate(state);
    MoveQuery.Builder q = MoveQuery.builder().units(ids).mode(mode);
    if (mode.equals(EfsVocabulary.RETREAT)) {
      q.putOptions(EfsVocabulary.OPTION_HEXES, Integer.toString(rnd.nextInt(1, 4)));
    }
    if (airBox && mode.equals(EfsVocabulary.AIR_TRANSPORT) && rnd.nextInt(3) == 0) {
      MoveQuery base = q.build();
      return new Scenario(state, base.withStart(Position.box("air-ready")));
    }
    return new Scenario(state, q.build());
  }

  private static String pickMode(SplittableRandom rnd) {
    int m = rnd.nextInt(20);
    if (m < 9) {
      return EfsVocabulary.NORMAL;
    }
    String[] others = {EfsVocabulary.ONE_HEX, EfsVocabulary.INFILTRATION,
        EfsVocabulary.STRATEGIC, EfsVocabulary.AIR_TRANSPORT, EfsVocabulary.RETREAT,
        EfsVocabulary.MODE_CHANGE};
    return others[m % others.length];
  }

  private static Unit randomUnit(SplittableRandom rnd, String id, String side, Hex at,
      boolean mover) {
    MovementClass c;
    int k = rnd.nextInt(100);
    c = k < 35 ? MovementClass.WHITE : k < 65 ? MovementClass.RED : k < 78 ? MovementClass.YELLOW
        : k < 86 ? MovementClass.ORANGE : k < 94 ? MovementClass.GREEN : k < 97
        ? MovementClass.GRAY : MovementClass.BLUE;
    String kind = KINDS[rnd.nextInt(KINDS.length)];
    Unit.Builder u = Unit.builder().id(id).side(side).kind(kind)
        .allowance(Mp.ofHalves(rnd.nextInt(0, mover ? 25 : 13))).position(Position.hex(at))
        .putAttributes(EfsVocabulary.MOVEMENT_CLASS, rnd.nextBoolean() ? c.id() : c.alias());
    if (kind.equals(EfsVocabulary.HQ)) {
      u.putAttributes(EfsVocabulary.HQ_RANGE, Integer.toString(rnd.nextInt(0, 6)));
    }
    if (c == MovementClass.GREEN && rnd.nextInt(4) == 0) {
      u.putAttributes(EfsVocabulary.MODE, EfsVocabulary.MODE_FIRING);
    }
    if (mover && rnd.nextInt(6) == 0) {
      u.putAttributes(EfsVocabulary.MP_SPENT, Mp.ofHalves(rnd.nextInt(0, 5)).toFraction());
    }
    String[] flags = EfsVocabulary.UNIT_FLAGS.toArray(new String[0]);
    for (String f : flags) {
      if (rnd.nextInt(8) == 0) {
        u.addFlags(f);
      }
    }
    return u.build();
  }

  @Test
  void theGeneratorCoversEveryModeAndPhase() {
    SplittableRandom rnd = new SplittableRandom(7);
    java.util.Set<String> modes = new java.util.HashSet<>();
    java.util.Set<String> phases = new java.util.HashSet<>();
    java.util.Set<String> weathers = new java.util.HashSet<>();
    for (int i = 0; i < 300; i++) {
      Scenario s = scenario(rnd);
      modes.add(RULES.mode(s.query().mode()).id());
      phases.add(s.state().environment().phase());
      weathers.add(s.state().environment().weather());
    }
    org.junit.jupiter.api.Assertions.assertEquals(RULES.modes().size(), modes.size());
    org.junit.jupiter.api.Assertions.assertEquals(EfsPhase.values().length, phases.size());
    org.junit.jupiter.api.Assertions.assertEquals(EfsWeather.values().length, weathers.size());
  }

  @FuzzTest(maxDuration = "60s")
  void fuzzConformance(long seed) {
    checkSeed(seed);
  }
}
