package io.github.warpath.rulebook.internal;

import io.github.warpath.kit.HexsideRule;
import io.github.warpath.kit.LineRule;
import io.github.warpath.kit.Points;
import io.github.warpath.kit.TerrainRule;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.scenario.JsonValue;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads the terrain, hexsides and lines sections of a rule book. */
final class TerrainSections {
  static final int MAX_KINDS = 64;
  private static final Set<String> TERRAIN = JsonValue.names("rule", "default", "combine",
      "kinds");
  private static final Set<String> TERRAIN_KIND = JsonValue.names("cost", "weather",
      "replaces");
  private static final Set<String> SIDES = JsonValue.names("rule", "kinds");
  private static final Set<String> SIDE_KIND = JsonValue.names("add", "replace", "weather",
      "down", "blocksZoc");
  private static final Set<String> SIDE_EFFECTS = JsonValue.names("add", "replace", "weather");
  private static final Set<String> SIDE_WEATHER = JsonValue.names("add", "replace");
  private static final Set<String> LINES = JsonValue.names("rule", "when", "kinds");
  private static final Set<String> LINE_KIND = JsonValue.names("rank", "rate", "bridges",
      "connects");

  private TerrainSections() {}

  static Map<String, JsonValue> kinds(JsonValue section, String what) {
    JsonValue kinds = section.require("kinds", "the " + what + " kinds, an object by name");
    if (!kinds.isObject()) {
      throw kinds.fail("expected the " + what + " kinds, an object by name, got "
          + kinds.describeValue());
    }
    if (kinds.size() > MAX_KINDS) {
      throw kinds.fail("at most " + MAX_KINDS + " " + what + " kinds are allowed (a map"
          + " stores them as bits), got " + kinds.size());
    }
    return kinds.members();
  }

  static TerrainRule terrain(JsonValue section, BookContext ctx) {
    section.onlyMembers(TERRAIN);
    RuleRef rule = ctx.rule(section);
    Map<String, JsonValue> kinds = kinds(section, "terrain");
    if (kinds.isEmpty()) {
      throw section.failAt(section.pathOf("kinds"), "at least one terrain kind is needed");
    }
    List<String> names = new ArrayList<>(kinds.keySet());
    ctx.terrainKinds = names;
    int n = names.size();
    int[][][] cost = new int[n][][];
    long[] replaces = new long[n];
    for (int k = 0; k < n; k++) {
      JsonValue kind = kinds.get(names.get(k));
      if (!kind.isObject()) {
        throw kind.fail("expected a terrain kind, an object with a cost, got "
            + kind.describeValue());
      }
      kind.onlyMembers(TERRAIN_KIND);
      JsonValue costValue = kind.require("cost", "the cost to enter, a table by class");
      int[] base = ctx.classTable(costValue, true, false);
      for (int c = 0; c < base.length; c++) {
        if (base[c] == Points.NONE) {
          throw costValue.fail("no cost for class '" + ctx.classes.get(c) + "'; give it, or"
              + " give \"*\" for every class");
        }
      }
      cost[k] = new int[ctx.classes.size()][ctx.weather.size()];
      for (int c = 0; c < base.length; c++) {
        Arrays.fill(cost[k][c], base[c]);
      }
      if (kind.has("weather")) {
        JsonValue byWeather = kind.get("weather");
        if (!byWeather.isObject()) {
          throw byWeather.fail("expected costs by weather, an object, got "
              + byWeather.describeValue());
        }
        for (var e : byWeather.members().entrySet()) {
          int w = BookContext.index(e.getKey(), ctx.weather, "weather", e.getValue());
          int[] over = ctx.classTable(e.getValue(), true, false);
          for (int c = 0; c < over.length; c++) {
            if (over[c] != Points.NONE) {
              cost[k][c][w] = over[c];
            }
          }
        }
      }
      if (kind.has("replaces")) {
        replaces[k] = ctx.terrainMask(kind.get("replaces"));
      }
    }
    int cyclic = TerrainRule.cycle(replaces);
    if (cyclic >= 0) {
      throw kinds.get(names.get(cyclic)).fail("overlays form a cycle: '" + names.get(cyclic)
          + "' replaces, directly or through other overlays, itself");
    }
    int def = 0;
    if (section.has("default")) {
      JsonValue d = section.get("default");
      def = BookContext.index(d.word("a terrain kind"), names, "terrain kind", d);
    }
    TerrainRule.Combine combine = TerrainRule.Combine.MAX;
    if (section.has("combine")) {
      combine = BookContext.choice(section.get("combine"), TerrainRule.Combine.class,
          "max or sum");
    }
    return new TerrainRule(rule, names, def, combine, cost, replaces);
  }

  /** The hexside and line kind names, in vocabulary order (hexsides first). */
  static List<String> sideNames(JsonValue hexsides, JsonValue lines) {
    List<String> out = new ArrayList<>();
    if (hexsides != null) {
      out.addAll(kinds(hexsides, "hexside").keySet());
    }
    if (lines != null) {
      for (var e : kinds(lines, "line").entrySet()) {
        if (out.contains(e.getKey())) {
          throw e.getValue().fail("'" + e.getKey() + "' is both a hexside kind and a line");
        }
        out.add(e.getKey());
      }
    }
    if (out.size() > MAX_KINDS) {
      throw (lines != null ? lines : hexsides).fail("hexside kinds and lines together may number at most " + MAX_KINDS
          + ", got " + out.size());
    }
    return out;
  }

  static HexsideRule hexsides(JsonValue section, BookContext ctx) {
    int classes = ctx.classes.size();
    int weathers = ctx.weather.size();
    int n = ctx.sideKinds.size();
    int[][][] add = none(n, classes, weathers);
    int[][][] replace = none(n, classes, weathers);
    int[][][] addDown = none(n, classes, weathers);
    int[][][] replaceDown = none(n, classes, weathers);
    if (section == null) {
      return new HexsideRule(new RuleRef(ctx.ruleSet, "hexsides", "Hexsides"), ctx.sideKinds,
          new HexsideRule.Effects(add, replace), null, 0);
    }
    section.onlyMembers(SIDES);
    RuleRef rule = ctx.rule(section);
    long blocks = 0;
    for (var e : kinds(section, "hexside").entrySet()) {
      JsonValue kind = e.getValue();
      if (!kind.isObject()) {
        throw kind.fail("expected a hexside kind, an object, got " + kind.describeValue());
      }
      kind.onlyMembers(SIDE_KIND);
      int k = ctx.sideKinds.indexOf(e.getKey());
      effects(kind, ctx, add[k], replace[k]);
      if (kind.has("down")) {
        JsonValue down = MovementSections.object(kind.get("down"), "the effects of crossing"
            + " down");
        down.onlyMembers(SIDE_EFFECTS);
        effects(down, ctx, addDown[k], replaceDown[k]);
      } else {
        addDown[k] = add[k];
        replaceDown[k] = replace[k];
      }
      if (kind.has("blocksZoc") && kind.get("blocksZoc").bool()) {
        blocks |= 1L << k;
      }
    }
    return new HexsideRule(rule, ctx.sideKinds, new HexsideRule.Effects(add, replace),
        new HexsideRule.Effects(addDown, replaceDown), blocks);
  }

  private static int[][][] none(int kinds, int classes, int weathers) {
    int[][][] out = new int[kinds][classes][weathers];
    for (int[][] byClass : out) {
      for (int[] row : byClass) {
        Arrays.fill(row, Points.NONE);
      }
    }
    return out;
  }

  /** A hexside's add and replace tables, then its partial tables by weather column. */
  private static void effects(JsonValue v, BookContext ctx, int[][] add, int[][] replace) {
    fill(v, ctx, add, replace, -1);
    if (v.has("weather")) {
      JsonValue byWeather = MovementSections.object(v.get("weather"), "effects by weather");
      for (var e : byWeather.members().entrySet()) {
        int w = BookContext.index(e.getKey(), ctx.weather, "weather", e.getValue());
        JsonValue in = MovementSections.object(e.getValue(), "the effects in " + e.getKey());
        in.onlyMembers(SIDE_WEATHER);
        fill(in, ctx, add, replace, w);
      }
    }
  }

  /** Sets the cells given, in one weather column or (w = -1) in all. */
  private static void fill(JsonValue v, BookContext ctx, int[][] add, int[][] replace, int w) {
    for (int t = 0; t < 2; t++) {
      String key = t == 0 ? "add" : "replace";
      if (!v.has(key)) {
        continue;
      }
      int[] cells = ctx.classTable(v.get(key), t == 1, false);
      int[][] out = t == 0 ? add : replace;
      for (int c = 0; c < cells.length; c++) {
        if (w < 0) {
          Arrays.fill(out[c], cells[c]);
        } else if (cells[c] != Points.NONE) {
          out[c][w] = cells[c];
        }
      }
    }
  }

  static LineRule lines(JsonValue section, BookContext ctx) {
    if (section == null) {
      return LineRule.none(new RuleRef(ctx.ruleSet, "lines", "Lines"));
    }
    section.onlyMembers(LINES);
    RuleRef rule = ctx.rule(section);
    LineRule.When when = LineRule.When.ALONG_HEXSIDE;
    if (section.has("when")) {
      when = BookContext.choice(section.get("when"), LineRule.When.class,
          "alongHexside, leavingAlongLine or wholeMove");
    }
    Map<String, JsonValue> kinds = kinds(section, "line");
    List<String> names = new ArrayList<>(kinds.keySet());
    int n = names.size();
    int[] sideKind = new int[n];
    int[] rank = new int[n];
    int[][] rate = new int[n][];
    long[] bridges = new long[n];
    long[] connects = new long[n];
    long lineKinds = 0;
    for (String name : names) {
      lineKinds |= 1L << ctx.sideKinds.indexOf(name);
    }
    for (int i = 0; i < n; i++) {
      JsonValue kind = kinds.get(names.get(i));
      if (!kind.isObject()) {
        throw kind.fail("expected a line, an object with rates, got " + kind.describeValue());
      }
      kind.onlyMembers(LINE_KIND);
      sideKind[i] = ctx.sideKinds.indexOf(names.get(i));
      rank[i] = kind.has("rank") ? kind.get("rank").integer(0, 1000) : 0;
      rate[i] = ctx.classTable(kind.require("rate", "the cost per hex along the line, by class"),
          false, false);
      if (kind.has("bridges")) {
        bridges[i] = ctx.sideMask(kind.get("bridges"));
      }
      if (kind.has("connects")) {
        JsonValue list = kind.get("connects");
        connects[i] = ctx.sideMask(list);
        if ((connects[i] & ~lineKinds) != 0) {
          throw list.fail("a line connects only to lines; lines: " + String.join(", ", names));
        }
      }
    }
    return new LineRule(rule, when, names, sideKind, rank, rate, bridges, connects);
  }
}
