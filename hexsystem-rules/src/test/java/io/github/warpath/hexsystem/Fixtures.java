package io.github.warpath.hexsystem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.hex.Hexside;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Small labelled maps and states for the rule tests. */
final class Fixtures {
  static final HexsystemRules RULES = new HexsystemRules();

  private Fixtures() {}

  /** A map section covering some labels with a margin, labelled with a prefix. */
  static final class TestMap {
    final HexNumbering numbering;
    final HexMap.Builder builder;

    TestMap(String prefix, int margin, String... labels) {
      numbering = HexNumbering.builder().prefix(prefix).build();
      int minC = Integer.MAX_VALUE;
      int minR = Integer.MAX_VALUE;
      int maxC = Integer.MIN_VALUE;
      int maxR = Integer.MIN_VALUE;
      for (String l : labels) {
        Hex h = numbering.parse(l);
        minC = Math.min(minC, HexNumbering.rawColumn(h));
        maxC = Math.max(maxC, HexNumbering.rawColumn(h));
        minR = Math.min(minR, HexNumbering.rawRow(h));
        maxR = Math.max(maxR, HexNumbering.rawRow(h));
      }
      int c0 = Math.max(0, minC - margin);
      int r0 = Math.max(0, minR - margin);
      builder = HexMap.builder(HexsystemRules.TERRAIN, c0, r0, maxC + margin - c0 + 1,
          maxR + margin - r0 + 1).numbering(numbering);
    }

    Hex h(String label) {
      return numbering.parse(label);
    }

    TestMap hex(String label, HexTerrain... terrain) {
      builder.hex(h(label), terrain);
      return this;
    }

    TestMap fill(HexTerrain terrain) {
      builder.fill(terrain);
      return this;
    }

    TestMap side(String a, String b, SideFeature... features) {
      builder.side(h(a), h(b), features);
      return this;
    }

    TestMap path(SideFeature feature, String... labels) {
      List<Hex> hs = new ArrayList<>();
      for (String l : labels) {
        hs.add(h(l));
      }
      builder.path(feature, hs);
      return this;
    }

    TestMap region(String name, String kind, Map<String, String> attributes, String... labels) {
      List<Hex> hs = new ArrayList<>();
      for (String l : labels) {
        hs.add(h(l));
      }
      builder.region(name, kind, attributes, hs);
      return this;
    }

    /** A region of every hex of the section. */
    TestMap regionAll(String name, String kind, Map<String, String> attributes) {
      HexMap blank = builder.build();
      List<Hex> hs = new ArrayList<>();
      for (int i = 0; i < blank.size(); i++) {
        hs.add(blank.hex(i));
      }
      builder.region(name, kind, attributes, hs);
      return this;
    }

    TestMap box(String name, String kind, Map<String, String> attributes, String... adjacent) {
      builder.box(new OffMapBox(name, kind, Set.of(adjacent), attributes));
      return this;
    }

    HexMap build() {
      return builder.build();
    }
  }

  /** A unit builder with the usual fields. */
  static final class U {
    private final Unit.Builder b = Unit.builder();

    U(String id, String side) {
      b.id(id).side(side).kind(HexsystemVocabulary.INFANTRY);
    }

    U id(String id) {
      b.id(id);
      return this;
    }

    U nat(String n) {
      b.nationality(n);
      return this;
    }

    U kind(String k) {
      b.kind(k);
      return this;
    }

    U steps(int s) {
      b.steps(s);
      return this;
    }

    U ma(int points) {
      b.allowance(Mp.of(points));
      return this;
    }

    U ma(Mp mp) {
      b.allowance(mp);
      return this;
    }

    U at(HexMap map, String label) {
      b.position(Position.hex(map.parse(label)));
      return this;
    }

    U in(String box) {
      b.position(Position.box(box));
      return this;
    }

    U flag(String... flags) {
      b.addFlags(flags);
      return this;
    }

    U attr(String key, String value) {
      b.putAttributes(key, value);
      return this;
    }

    Unit build() {
      return b.build();
    }
  }

  static U unit(String id, String side) {
    return new U(id, side);
  }

  static Marker marker(String kind, String side, HexMap map, String label) {
    return Marker.builder().kind(kind).side(side).position(Position.hex(map.parse(label)))
        .build();
  }

  static Marker beachhead(String side, HexMap map, String label, String facing) {
    return Marker.builder().kind(HexsystemVocabulary.BEACHHEAD).side(side)
        .position(Position.hex(map.parse(label)))
        .hexside(Hexside.between(map.parse(label), map.parse(facing))).build();
  }

  static Marker convoy(String id, String side, String zoneBox, String type, String nationality) {
    return Marker.builder().id(id).kind(HexsystemVocabulary.TROOP_CONVOY).side(side)
        .position(Position.box(zoneBox)).putAttributes(HexsystemVocabulary.CONVOY_TYPE, type)
        .putAttributes(HexsystemVocabulary.CONVOY_NATIONALITY, nationality).build();
  }

  /** A state builder. */
  static final class S {
    final HexMap map;
    final List<Unit> units = new ArrayList<>();
    final List<Marker> markers = new ArrayList<>();
    final Environment.Builder env = Environment.builder()
        .phase(HexsystemVocabulary.OPERATIONAL_MOVEMENT);
    final Map<String, String> charts = new LinkedHashMap<>();

    S(HexMap map) {
      this.map = map;
    }

    S add(U... us) {
      for (U u : us) {
        units.add(u.build());
      }
      return this;
    }

    S add(Marker... ms) {
      markers.addAll(Arrays.asList(ms));
      return this;
    }

    S phase(String phase) {
      env.phase(phase);
      return this;
    }

    S weather(String w) {
      env.weather(w);
      return this;
    }

    S regionWeather(String region, String w) {
      env.putRegionWeather(region, w);
      return this;
    }

    S condition(String c) {
      env.addConditions(c);
      return this;
    }

    S attribute(String k, String v) {
      env.putAttributes(k, v);
      return this;
    }

    S active(String side) {
      env.activeSide(side);
      return this;
    }

    S chart(String k, String v) {
      charts.put(k, v);
      return this;
    }

    /**
     * The state, on its own copy of the map. The rules cache the tables they derive from a map
     * on the map instance; a copy per state makes every test compute them afresh, so that a
     * mutation-testing run (which swaps code between tests in one JVM) sees the tables of the
     * code under test. {@code DerivedTablesTest} checks the caching itself.
     */
    GameState build() {
      return GameState.builder().ruleSet(HexsystemRules.ID).board(map.toBuilder().build())
          .units(units)
          .markers(markers).environment(env.build()).charts(charts).build();
    }
  }

  static S state(HexMap map) {
    return new S(map);
  }

  /** The label of the hex next to a labelled hex in a direction (0 to 5, clockwise from north). */
  static String next(HexMap map, String label, int direction) {
    int n = map.neighbor(map.index(map.parse(label)), direction);
    if (n < 0) {
      throw new IllegalArgumentException(label + " has no neighbour in direction " + direction);
    }
    return map.label(n);
  }

  // ---- queries

  static Verdict check(GameState s, String unit, String... labels) {
    return RULES.check(s, order(s, MoveQuery.of(unit), labels));
  }

  static MoveOrder order(GameState s, MoveQuery q, String... places) {
    List<Step> steps = new ArrayList<>();
    for (String p : places) {
      steps.add(Step.to(place(s, p)));
    }
    return MoveOrder.of(q, steps);
  }

  /** A hex label, or "box:<name>". */
  static Position place(GameState s, String p) {
    if (p.startsWith("box:")) {
      return Position.box(p.substring(4));
    }
    return Position.hex(s.hexMap().parse(p));
  }

  static MoveOutcome apply(GameState s, String unit, String... labels) {
    return RULES.apply(s, order(s, MoveQuery.of(unit), labels));
  }

  /** The reach as place to cost in MP (as text, "box:" prefix for boxes) with "!" for stops. */
  static Map<String, String> reach(GameState s, String unit) {
    return reach(s, MoveQuery.of(unit));
  }

  static Map<String, String> reach(GameState s, MoveQuery q) {
    Reach r = RULES.reach(s, q);
    Map<String, String> out = new LinkedHashMap<>();
    for (int i = 0; i < r.size(); i++) {
      Position p = r.position(i);
      String key = p.hexOrNull() != null ? s.hexMap().label(p.hexOrNull())
          : "box:" + ((io.github.warpath.state.BoxPosition) p).box();
      out.put(key, r.cost(i).number() + (r.mustStop(i) ? "!" : ""));
    }
    return out;
  }

  // ---- assertions

  static void assertLegal(Verdict v) {
    assertTrue(v.legal(), () -> "expected legal, got " + v);
  }

  /** Asserts the verdict is illegal and its first violation cites a rule at a step. */
  static Violation assertViolation(Verdict v, HexsystemRule rule, int step) {
    assertFalse(v.legal(), () -> "expected illegal, got " + v);
    Violation first = v.violations().get(0);
    assertEquals(rule.section(), first.rule().section(), () -> v.toString());
    assertEquals(rule.heading(), first.rule().heading(), () -> v.toString());
    assertEquals(step, first.step().orElse(-1), () -> v.toString());
    return first;
  }

  static Map<String, String> attrs(String... kv) {
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], kv[i + 1]);
    }
    return m;
  }
}
