package io.github.warpath.efs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.hex.Hexside;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
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
import java.util.List;
import java.util.Map;

/**
 * A small language for EFS test scenarios: maps by hex label ({@code 0101} is column 1, row 1;
 * {@code 0203} and {@code 0303} are adjacent, as are {@code 0303} and {@code 0304}), units,
 * environments and orders.
 */
final class Fx {
  static final EfsRules RULES = new EfsRules();
  private static final HexNumbering NUMBERING = HexNumbering.standard();

  final HexMap.Builder map;
  final List<Unit> units = new ArrayList<>();
  final List<Marker> markers = new ArrayList<>();
  Environment env = env(EfsPhase.REGULAR_MOVEMENT, EfsVocabulary.AXIS, EfsWeather.DRY);
  Map<String, String> charts = Map.of();

  Fx(int columns, int rows) {
    map = HexMap.builder(EfsRules.TERRAIN, columns, rows);
  }

  /** A 10 x 10 map of clear hexes. */
  static Fx clear() {
    return new Fx(10, 10);
  }

  static Hex hex(String label) {
    return NUMBERING.parse(label);
  }

  Fx terrain(EfsTerrain t, String... labels) {
    for (String l : labels) {
      map.hex(hex(l), t);
    }
    return this;
  }

  Fx side(String a, String b, EfsHexside... features) {
    map.side(hex(a), hex(b), features);
    return this;
  }

  Fx line(EfsHexside feature, String... labels) {
    List<Hex> path = new ArrayList<>();
    for (String l : labels) {
      path.add(hex(l));
    }
    map.path(feature, path);
    return this;
  }

  Fx region(String name, String kind, Map<String, String> attributes, String... labels) {
    List<Hex> hs = new ArrayList<>();
    for (String l : labels) {
      hs.add(hex(l));
    }
    map.region(name, kind, attributes, hs);
    return this;
  }

  Fx box(io.github.warpath.map.OffMapBox box) {
    map.box(box);
    return this;
  }

  Fx unit(Unit u) {
    units.add(u);
    return this;
  }

  Fx marker(Marker m) {
    markers.add(m);
    return this;
  }

  Fx bridge(String side, String at, String across, String state) {
    return marker(Marker.builder().kind(EfsVocabulary.BRIDGE).side(side)
        .position(Position.hex(hex(at))).hexside(Hexside.between(hex(at), hex(across)))
        .putAttributes(EfsVocabulary.STATE, state).build());
  }

  Fx weather(EfsWeather w, String... conditions) {
    env = Environment.builder().from(env).weather(w.id()).conditions(Arrays.asList(conditions))
        .build();
    return this;
  }

  Fx phase(EfsPhase p, String side) {
    env = env.withPhase(p.id()).withActiveSide(side);
    return this;
  }

  Fx chart(String key, String value) {
    Map<String, String> m = new java.util.LinkedHashMap<>(charts);
    m.put(key, value);
    charts = m;
    return this;
  }

  Fx env(Environment e) {
    env = e;
    return this;
  }

  GameState state() {
    GameState s = GameState.builder().ruleSet(EfsRules.ID).board(map.build()).units(units)
        .markers(markers).environment(env).charts(charts).build();
    RULES.validate(s);
    return s;
  }

  static Environment env(EfsPhase phase, String side, EfsWeather weather) {
    return Environment.builder().phase(phase.id()).activeSide(side).weather(weather.id())
        .build();
  }

  /** A unit with a movement class, allowance in whole points, and position. */
  static Unit unit(String id, String side, String kind, MovementClass c, int ma, String at,
      String... flags) {
    return Unit.builder().id(id).side(side).kind(kind).allowance(Mp.of(ma))
        .position(Position.hex(hex(at))).putAttributes(EfsVocabulary.MOVEMENT_CLASS, c.id())
        .flags(Arrays.asList(flags)).build();
  }

  static Unit axis(String id, String kind, MovementClass c, int ma, String at, String... flags) {
    return unit(id, EfsVocabulary.AXIS, kind, c, ma, at, flags);
  }

  static Unit soviet(String id, String kind, MovementClass c, int ma, String at,
      String... flags) {
    return unit(id, EfsVocabulary.SOVIET, kind, c, ma, at, flags);
  }

  /** An Axis panzer division (red, 10 MP). */
  static Unit panzer(String id, String at, String... flags) {
    return axis(id, EfsVocabulary.ARMOR, MovementClass.RED, 10, at, flags);
  }

  /** An Axis infantry division (white, 6 MP). */
  static Unit infantry(String id, String at, String... flags) {
    return axis(id, "infantry", MovementClass.WHITE, 6, at, flags);
  }

  /** A Soviet rifle division (white, 5 MP), usually the enemy. */
  static Unit rifles(String id, String at, String... flags) {
    return soviet(id, "infantry", MovementClass.WHITE, 5, at, flags);
  }

  static MoveOrder order(String unit, String... labels) {
    return order(MoveQuery.of(unit), labels);
  }

  static MoveOrder order(MoveQuery q, String... labels) {
    List<Step> steps = new ArrayList<>();
    for (String l : labels) {
      steps.add(Step.enter(hex(l)));
    }
    return MoveOrder.of(q, steps);
  }

  static Verdict check(GameState s, String unit, String... labels) {
    return RULES.check(s, order(unit, labels));
  }

  static Verdict check(GameState s, MoveQuery q, String... labels) {
    return RULES.check(s, order(q, labels));
  }

  static Reach reach(GameState s, MoveQuery q) {
    return RULES.reach(s, q);
  }

  /** Points as halves, e.g. {@code mp(3.5)}. */
  static Mp mp(double points) {
    return Mp.ofTwelfths((int) Math.round(points * 12));
  }

  static void assertLegal(Verdict v, double spent) {
    assertTrue(v.legal(), () -> "expected legal, got " + v);
    assertEquals(mp(spent), v.spent(), () -> v.toString());
  }

  /** Asserts the verdict is illegal and its first violation cites the rule at the step. */
  static Violation assertIllegal(Verdict v, EfsRuleHeading rule, int step) {
    assertFalse(v.legal(), () -> "expected illegal, got " + v);
    Violation first = v.violations().get(0);
    assertEquals(rule.section(), first.rule().section(), () -> v.toString());
    assertEquals(step, first.step().orElse(-1), () -> v.toString());
    return first;
  }

  /** Asserts some violation of the verdict cites the rule. */
  static Violation assertCites(Verdict v, EfsRuleHeading rule) {
    for (Violation x : v.violations()) {
      if (x.rule().section().equals(rule.section())) {
        return x;
      }
    }
    throw new AssertionError("no violation of " + rule.section() + " in " + v);
  }

  static Mp cost(Reach r, String label) {
    int i = r.indexOf(hex(label));
    if (i < 0) {
      throw new AssertionError(label + " is not in the range");
    }
    return r.cost(i);
  }
}
