package io.github.warpath.hexsystem;

import static io.github.warpath.hexsystem.Fixtures.attrs;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AXIS;
import static io.github.warpath.hexsystem.HexsystemVocabulary.SOVIET;
import static io.github.warpath.hexsystem.HexsystemVocabulary.WESTERN;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.warpath.Mp;
import io.github.warpath.conformance.Conformance.Scenario;
import io.github.warpath.conformance.HexRuleSetConformance;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.hex.HexNumbering;
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
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The hexsystem rules pass the conformance kit on random map sections with every feature: all
 * terrains, rivers, all-sea hexes and hexsides, roads, rails and straits, countries, dependents,
 * a neutral minor, India, the western edge and the Eastern Europe Box, two naval zones with
 * ports, convoys and a multi-zone port, off-map boxes, beachheads, airdrops, detachments,
 * weather by region, every phase, political conditions, and movers of every kind on hexes, in
 * boxes and on beachheads.
 */
class HexsystemConformanceTest extends HexRuleSetConformance {
  private static final HexsystemRules RULES = new HexsystemRules();
  private static final HexTerrain[] LAND = {HexTerrain.CLEAR, HexTerrain.CLEAR, HexTerrain.CLEAR,
      HexTerrain.CLEAR, HexTerrain.CLEAR, HexTerrain.CLEAR, HexTerrain.ROUGH, HexTerrain.FOREST,
      HexTerrain.JUNGLE, HexTerrain.SWAMP, HexTerrain.MOUNTAIN, HexTerrain.DESERT,
      HexTerrain.CITY};
  private static final String[] SIDES = {AXIS, WESTERN, SOVIET};
  private static final String[] WEATHER = {"fair", "fair", "mud", "storms", "snow"};
  private static final String[] KINDS = {"infantry", "armor", "mechanized", "cav-mech", "marine",
      "hq", "cavalry", "armor", "cav-mech"};

  @Override
  protected HexMovementRules rules() {
    return RULES;
  }

  @Override
  protected Scenario scenario(SplittableRandom rnd) {
    int cols = rnd.nextInt(4, 12);
    int rows = rnd.nextInt(4, 11);
    HexMap.Builder b = HexMap.builder(HexsystemRules.TERRAIN, 50, 8, cols, rows)
        .numbering(HexNumbering.builder().prefix("w").build());
    List<Hex> all = new ArrayList<>();
    boolean[][] sea = new boolean[cols][rows];
    for (int c = 0; c < cols; c++) {
      for (int r = 0; r < rows; r++) {
        Hex h = b.hexAt(c, r);
        all.add(h);
        sea[c][r] = rnd.nextInt(9) == 0;
        if (sea[c][r]) {
          b.hex(h, HexTerrain.ALL_SEA);
          continue;
        }
        b.hex(h, LAND[rnd.nextInt(LAND.length)]);
        if (rnd.nextInt(12) == 0) {
          b.hex(h, HexTerrain.FORTRESS);
        }
        if (rnd.nextInt(6) == 0) {
          b.hex(h, rnd.nextBoolean() ? HexTerrain.OPEN_PORT : HexTerrain.PORT);
        }
      }
    }
    for (Hex h : all) {
      for (HexDirection d : new HexDirection[] {HexDirection.NE, HexDirection.SE,
          HexDirection.S}) {
        if (!contains(b, cols, rows, h.neighbor(d))) {
          continue;
        }
        int roll = rnd.nextInt(30);
        if (roll < 3) {
          b.side(h, h.neighbor(d), SideFeature.RIVER);
        } else if (roll == 3) {
          b.side(h, h.neighbor(d), SideFeature.MAJOR_RIVER);
        } else if (roll >= 4 && roll <= 6) {
          b.side(h, h.neighbor(d), SideFeature.ALL_SEA);
        } else if (roll == 7) {
          b.side(h, h.neighbor(d), SideFeature.ALL_SEA, SideFeature.CONNECTED_STRAIT);
        }
      }
    }
    for (int k = 0; k < 2; k++) {
      List<Hex> line = new ArrayList<>();
      Hex h = all.get(rnd.nextInt(all.size()));
      line.add(h);
      for (int i = 0; i < 8; i++) {
        Hex n = h.neighbor(HexDirection.of(rnd.nextInt(6)));
        if (!contains(b, cols, rows, n) || line.contains(n)) {
          break;
        }
        line.add(n);
        h = n;
      }
      if (line.size() > 1) {
        b.path(k == 0 ? SideFeature.ROAD : SideFeature.RAIL, line);
      }
    }
    // political areas by column bands; a neutral minor in the first row of the last band
    int c1 = Math.max(1, cols / 3);
    int c2 = Math.max(c1 + 1, 2 * cols / 3);
    List<Hex> japan = new ArrayList<>();
    List<Hex> manchukuo = new ArrayList<>();
    List<Hex> russia = new ArrayList<>();
    List<Hex> mongolia = new ArrayList<>();
    List<Hex> edge = new ArrayList<>();
    List<Hex> india = new ArrayList<>();
    List<Hex> zoneA = new ArrayList<>();
    List<Hex> zoneB = new ArrayList<>();
    List<Hex> storm = new ArrayList<>();
    for (int c = 0; c < cols; c++) {
      for (int r = 0; r < rows; r++) {
        Hex h = b.hexAt(c, r);
        if (c < c1) {
          japan.add(h);
        } else if (c < c2) {
          manchukuo.add(h);
        } else if (r == 0) {
          mongolia.add(h);
        } else {
          russia.add(h);
          if (r == 1) {
            edge.add(h);
          }
        }
        if (r >= rows - 2 && c < c2) {
          india.add(h);
        }
        if (c <= cols / 2) {
          zoneA.add(h);
        }
        if (c >= cols / 2) {
          zoneB.add(h);
        }
        if (r < rows / 2) {
          storm.add(h);
        }
      }
    }
    b.region("japan", "country", attrs("nationality", "japanese", "faction", "axis"), japan);
    b.region("manchukuo", "dependent", attrs("of", "japan"), manchukuo);
    if (!russia.isEmpty()) {
      b.region("russia", "country", attrs("nationality", "russian", "faction", "soviet"), russia);
    }
    if (!mongolia.isEmpty()) {
      b.region("mongolia", "country", attrs("nationality", "mongolian", "faction", "neutral",
          "minor", "true"), mongolia);
    }
    if (!edge.isEmpty()) {
      b.region("russian-edge", "western-edge", Map.of(), edge);
    }
    b.region("india", "india-ceylon", Map.of(), india);
    b.region("north", "weather-zone", Map.of(), storm);
    b.region("zone-a", "naval-zone", Map.of(), zoneA);
    b.region("zone-b", "naval-zone", Map.of(), zoneB);
    for (String z : new String[] {"zone-a", "zone-b"}) {
      b.box(new OffMapBox(z + "-convoys", "convoys", Set.of(), attrs("naval-zone", z)));
      b.box(new OffMapBox(z + "-used", "used", Set.of(), attrs("naval-zone", z)));
    }
    b.box(new OffMapBox("box-1", "off-map", Set.of("box-2"), attrs("naval-zones", "zone-a")));
    b.box(new OffMapBox("box-2", "off-map", Set.of("box-1", "eastern-europe"),
        attrs("naval-zones", "zone-b", "map", rnd.nextBoolean() ? "tk" : "ds")));
    b.box(new OffMapBox("eastern-europe", "eastern-europe", Set.of("box-2"), Map.of()));
    b.box(OffMapBox.of("pool", "force-pool"));
    b.box(OffMapBox.of("delay", "delay"));
    b.box(OffMapBox.of("strategic", "strategic-warfare"));
    HexMap map = b.build();

    // the mover
    String side = SIDES[rnd.nextInt(3)];
    String kind = KINDS[rnd.nextInt(KINDS.length)];
    int steps = kind.equals("armor") || kind.equals("mechanized") || kind.equals("cav-mech")
        ? rnd.nextInt(1, 4) : rnd.nextInt(1, 3);
    String nat = side.equals(AXIS) ? pick(rnd, "japanese", "japanese", "kwantung", "hopeh")
        : side.equals(SOVIET) ? "russian" : pick(rnd, "british", "us");
    List<Unit> units = new ArrayList<>();
    List<Marker> markers = new ArrayList<>();
    Unit.Builder mover = Unit.builder().id("mover").side(side).nationality(nat).kind(kind)
        .steps(steps).allowance(Mp.ofHalves(rnd.nextInt(1, 13)));
    if (rnd.nextInt(8) == 0) {
      mover.addFlags("exp");
    }
    if (nat.equals("hopeh")) {
      mover.putAttributes("holding-nationality", "japanese");
    }
    int place = rnd.nextInt(10);
    Hex startHex = null;
    if (place == 0) {
      mover.position(Position.box(side.equals(SOVIET) ? "eastern-europe" : "box-1"));
    } else if (place == 1) {
      mover.position(Position.box("box-2"));
    } else {
      startHex = randomLand(rnd, map);
      mover.position(Position.hex(startHex));
    }
    units.add(mover.build());
    // beachheads: on sea hexes next to land
    for (int i = 0; i < map.size(); i++) {
      if (!map.has(map.hex(i), HexTerrain.ALL_SEA) || rnd.nextInt(3) != 0) {
        continue;
      }
      Hex sh = map.hex(i);
      for (int d = 0; d < 6; d++) {
        Hex n = sh.neighbor(HexDirection.of(d));
        if (map.contains(n) && !map.has(n, HexTerrain.ALL_SEA)) {
          String bside = rnd.nextInt(3) == 0 ? pickSideOtherThan(rnd, side) : side;
          markers.add(Marker.builder().kind("beachhead").side(bside).position(Position.hex(sh))
              .hexside(Hexside.between(sh, n)).build());
          if (startHex != null && rnd.nextInt(3) == 0 && bside.equals(side)) {
            startHex = sh;
            units.set(0, units.get(0).withPosition(Position.hex(sh)));
          }
          break;
        }
      }
    }
    // other units
    int others = rnd.nextInt(0, 7);
    for (int i = 0; i < others; i++) {
      Hex at = randomLand(rnd, map);
      boolean enemy = rnd.nextInt(4) != 0;
      String us = enemy ? pickSideOtherThan(rnd, side) : side;
      int roll = rnd.nextInt(14);
      String k = roll == 0 ? "air" : roll == 1 ? "hq" : "infantry";
      Unit.Builder ub = Unit.builder().id("u" + i).side(us).kind(k)
          .steps(rnd.nextInt(4) == 0 ? 2 : 1).allowance(Mp.of(2)).position(Position.hex(at));
      if (rnd.nextInt(4) == 0) {
        ub.addFlags("delay-stripe");
      }
      if (rnd.nextInt(8) == 0) {
        ub.addFlags("no-zoc");
      }
      if (k.equals("hq") && rnd.nextBoolean()) {
        ub.putAttributes("support-range", Integer.toString(rnd.nextInt(0, 3)));
      }
      units.add(ub.build());
    }
    // a lone enemy near the start, a candidate for overruns
    if (startHex != null && rnd.nextInt(4) != 0) {
      Hex near = startHex;
      int dist = rnd.nextInt(1, 3);
      for (int i = 0; i < dist; i++) {
        Hex n = near.neighbor(HexDirection.of(rnd.nextInt(6)));
        if (map.contains(n)) {
          near = n;
        }
      }
      if (!near.equals(startHex)) {
        units.add(Unit.builder().id("lone").side(pickSideOtherThan(rnd, side)).kind("infantry")
            .steps(1).allowance(Mp.of(1)).position(Position.hex(near)).build());
      }
    }
    // markers
    for (int i = 0; i < 3; i++) {
      String ms = rnd.nextBoolean() ? side : pickSideOtherThan(rnd, side);
      String mk = pick(rnd, "airdrop", "detachment", "logistics", "partisan-base", "control");
      markers.add(Marker.builder().kind(mk).side(ms).position(Position.hex(randomLand(rnd, map)))
          .build());
    }
    for (String z : new String[] {"zone-a", "zone-b"}) {
      int n = rnd.nextInt(0, 3);
      for (int i = 0; i < n; i++) {
        String cs = rnd.nextInt(4) == 0 ? pickSideOtherThan(rnd, side) : side;
        String type = pick(rnd, "escort", "scratch", "standard", "fleet-train");
        String cn = cs.equals(AXIS) ? pick(rnd, "axis", "japanese")
            : cs.equals(SOVIET) ? pick(rnd, "soviet", "russian") : pick(rnd, "british", "us");
        markers.add(Fixtures.convoy(z + i, cs, z + "-convoys", type, cn));
      }
    }
    if (rnd.nextInt(4) == 0) {
      markers.add(Marker.builder().kind("quit-india").position(Position.box("strategic"))
          .build());
    }
    Environment.Builder env = Environment.builder()
        .phase(pick(rnd, "operational-movement", "operational-movement", "reserve-movement",
            "exploitation"))
        .weather(WEATHER[rnd.nextInt(WEATHER.length)]);
    if (rnd.nextBoolean()) {
      env.putRegionWeather("north", WEATHER[rnd.nextInt(WEATHER.length)]);
    }
    if (rnd.nextInt(6) == 0) {
      env.addConditions("pre-war." + side);
    }
    if (rnd.nextInt(4) == 0 && !russia.isEmpty()) {
      env.addConditions("policy-affected.russia");
    }
    if (rnd.nextInt(5) == 0) {
      env.addConditions("just-activated.japan");
    }
    if (rnd.nextInt(6) == 0) {
      env.putAttributes("faction.manchukuo", pick(rnd, "axis", "neutral", "western"));
    }
    GameState state = GameState.builder().ruleSet(HexsystemRules.ID).board(map).units(units)
        .markers(markers).environment(env.build()).build();
    return new Scenario(state, MoveQuery.of("mover"));
  }

  private static boolean contains(HexMap.Builder b, int cols, int rows, Hex h) {
    int c = HexNumbering.rawColumn(h) - 50;
    int r = HexNumbering.rawRow(h) - 8;
    return c >= 0 && c < cols && r >= 0 && r < rows;
  }

  private static Hex randomLand(SplittableRandom rnd, HexMap map) {
    for (int tries = 0; tries < 50; tries++) {
      Hex h = map.hex(rnd.nextInt(map.size()));
      if (!map.has(h, HexTerrain.ALL_SEA)) {
        return h;
      }
    }
    return map.hex(0);
  }

  private static String pick(SplittableRandom rnd, String... options) {
    return options[rnd.nextInt(options.length)];
  }

  private static String pickSideOtherThan(SplittableRandom rnd, String side) {
    String s;
    do {
      s = SIDES[rnd.nextInt(3)];
    } while (s.equals(side));
    return s;
  }

  /** The random scenarios reach every procedure, so the agreement checks cover them. */
  @org.junit.jupiter.api.Test
  void theRandomScenariosExerciseEveryProcedure() {
    SplittableRandom rnd = new SplittableRandom(7L);
    Map<String, Integer> seen = new java.util.TreeMap<>();
    for (int i = 0; i < 300; i++) {
      Scenario s = scenario(rnd);
      io.github.warpath.rules.Reach r = RULES.reach(s.state(), s.query());
      for (int e = 1; e < r.size(); e++) {
        io.github.warpath.rules.Route route = RULES.path(s.state(), s.query(), r.position(e))
            .orElseThrow();
        for (io.github.warpath.rules.StepReport step : route.steps()) {
          for (String part : step.note().split("; ")) {
            String key = part.startsWith("overrun") ? "overrun"
                : part.startsWith("port to port") ? "port to port" : part;
            if (!key.isEmpty()) {
              seen.merge(key, 1, Integer::sum);
            }
          }
        }
      }
    }
    for (String feature : new String[] {"road", "rail", "connected strait", "overrun",
        "beachhead", "marine landing", "minimum move", "into the Eastern Europe Box",
        "out of the Eastern Europe Box", "port to port", "box to box"}) {
      org.junit.jupiter.api.Assertions.assertTrue(seen.getOrDefault(feature, 0) > 0,
          () -> feature + " never happens in the random scenarios: " + seen);
    }
  }

  @FuzzTest(maxDuration = "60s")
  void fuzzConformance(long seed) {
    checkSeed(seed);
  }
}
