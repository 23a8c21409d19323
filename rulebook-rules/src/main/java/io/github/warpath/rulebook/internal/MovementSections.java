package io.github.warpath.rulebook.internal;

import io.github.warpath.kit.AllowanceModifier;
import io.github.warpath.kit.EnemyHexRule;
import io.github.warpath.kit.MinimumMoveRule;
import io.github.warpath.kit.ModeRule;
import io.github.warpath.kit.PhaseRule;
import io.github.warpath.kit.StackingRule;
import io.github.warpath.kit.ZoneOfControlRule;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.scenario.JsonValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the sections about units rather than ground: zones of control, minimum move, enemy
 * hexes, stacking, phases, modes and allowance modifiers.
 */
final class MovementSections {
  private static final Set<String> ZONES = JsonValue.names("rule", "projectedBy", "ignoredBy",
      "notAcross", "notInto", "enter", "leave", "zoneToZone", "negatedByFriendly");
  private static final Set<String> RULE_ONLY = JsonValue.names("rule");
  private static final Set<String> MINIMUM = JsonValue.names("rule", "kind");
  private static final Set<String> ENEMY = JsonValue.names("rule", "prohibited", "actions");
  private static final Set<String> ACTION = JsonValue.names("rule", "classes", "add", "stop");
  private static final Set<String> STACKING = JsonValue.names("rule", "limit", "points",
      "overstack", "check", "values");
  private static final Set<String> PHASES = JsonValue.names("rule", "phases");
  private static final Set<String> MODE = with(BookContext.MODIFIER_FIELDS, "rule",
      "description", "classes", "linesOnly", "notNextToEnemy", "ignoresZones");
  private static final Set<String> PHASE = with(BookContext.MODIFIER_FIELDS, "classes");
  private static final Set<String> MODIFIER = with(BookContext.MODIFIER_FIELDS, "rule");

  private MovementSections() {}

  private static Set<String> with(Set<String> base, String... more) {
    Set<String> out = new LinkedHashSet<>(List.of(more));
    out.addAll(base);
    return java.util.Collections.unmodifiableSet(out);
  }

  static JsonValue object(JsonValue v, String what) {
    if (!v.isObject()) {
      throw v.fail("expected " + what + ", an object, got " + v.describeValue());
    }
    return v;
  }

  static ZoneOfControlRule zones(JsonValue section, BookContext ctx) {
    if (section == null) {
      return null;
    }
    object(section, "the zones of control").onlyMembers(ZONES);
    RuleRef rule = ctx.rule(section);
    long all = ctx.classes.size() == 64 ? -1L : (1L << ctx.classes.size()) - 1;
    long projecting = section.has("projectedBy") ? ctx.classMask(section.get("projectedBy"))
        : all;
    long ignoring = section.has("ignoredBy") ? ctx.classMask(section.get("ignoredBy")) : 0;
    long notAcross = section.has("notAcross") ? ctx.sideMask(section.get("notAcross")) : 0;
    long notInto = section.has("notInto") ? ctx.terrainMask(section.get("notInto")) : 0;
    ZoneEffect entering = section.has("enter")
        ? ZoneEffect.read(section.get("enter"), "stop", ctx) : ZoneEffect.NONE;
    ZoneOfControlRule.Enter enter = entering.adds() ? ZoneOfControlRule.Enter.EXTRA_COST
        : entering.word().equals("stop") ? ZoneOfControlRule.Enter.STOP
        : ZoneOfControlRule.Enter.NOTHING;
    ZoneEffect leaving = section.has("leave")
        ? ZoneEffect.read(section.get("leave"), "prohibited", ctx) : ZoneEffect.NONE;
    ZoneOfControlRule.Leave leave = leaving.adds() ? ZoneOfControlRule.Leave.EXTRA_COST
        : leaving.word().equals("prohibited") ? ZoneOfControlRule.Leave.PROHIBITED
        : ZoneOfControlRule.Leave.NOTHING;
    ZoneOfControlRule.ZoneToZone z2z = section.has("zoneToZone")
        ? BookContext.choice(section.get("zoneToZone"), ZoneOfControlRule.ZoneToZone.class,
            "allowed, prohibited, oneHex or firstStep")
        : ZoneOfControlRule.ZoneToZone.ALLOWED;
    boolean negated = section.has("negatedByFriendly")
        && section.get("negatedByFriendly").bool();
    return new ZoneOfControlRule(rule, projecting, ignoring, notAcross, notInto, enter,
        entering.cost(), leave, leaving.cost(), z2z, negated);
  }

  /**
   * What a zone of control does to a unit entering or leaving it, as a book writes it: a word
   * ({@code "none"} or the section's own, such as {@code "stop"}) or {@code {"add": points}}.
   *
   * @param word the word read, or {@code "add"} for an extra cost
   * @param cost the extra cost in ticks, 0 for a word
   */
  private record ZoneEffect(String word, int cost) {
    static final ZoneEffect NONE = new ZoneEffect("none", 0);

    static ZoneEffect read(JsonValue v, String own, BookContext ctx) {
      if (v.isObject()) {
        v.onlyMembers(JsonValue.names("add"));
        return new ZoneEffect("add",
            Amounts.ticks(v.require("add", "the extra cost"), ctx.denominator, false));
      }
      String expected = "\"" + own + "\", \"none\" or {\"add\": points}";
      String w = v.word(expected);
      if (!w.equals(own) && !w.equals("none")) {
        throw v.fail("expected " + expected + ", got '" + w + "'");
      }
      return new ZoneEffect(w, 0);
    }

    boolean adds() {
      return word.equals("add");
    }
  }

  static RuleRef citation(JsonValue section, BookContext ctx, String id, String title) {
    if (section == null) {
      return new RuleRef(ctx.ruleSet, id, title);
    }
    object(section, "a rule").onlyMembers(RULE_ONLY);
    return ctx.rule(section);
  }

  static MinimumMoveRule minimumMove(JsonValue section, BookContext ctx) {
    if (section == null) {
      return new MinimumMoveRule(new RuleRef(ctx.ruleSet, "minimum-move", "Minimum move"),
          MinimumMoveRule.Kind.NONE);
    }
    object(section, "the minimum move").onlyMembers(MINIMUM);
    return new MinimumMoveRule(ctx.rule(section), BookContext.choice(
        section.require("kind", "none or firstHex"), MinimumMoveRule.Kind.class,
        "none or firstHex"));
  }

  static EnemyHexRule enemy(JsonValue section, BookContext ctx) {
    if (section == null) {
      return new EnemyHexRule(new RuleRef(ctx.ruleSet, "enemy-units", "Enemy units"), true);
    }
    object(section, "the enemy hex rule").onlyMembers(ENEMY);
    List<EnemyHexRule.Action> actions = new ArrayList<>();
    if (section.has("actions")) {
      JsonValue list = object(section.get("actions"), "the declared actions by name");
      if (list.size() > 16) {
        throw list.fail("at most 16 declared actions are allowed, got " + list.size());
      }
      for (var e : list.members().entrySet()) {
        JsonValue a = object(e.getValue(), "a declared action");
        a.onlyMembers(ACTION);
        long classes = ctx.classMask(a.require("classes", "the classes that may take it"));
        int add = a.has("add") ? Amounts.ticks(a.get("add"), ctx.denominator, false) : 0;
        actions.add(new EnemyHexRule.Action(e.getKey(), ctx.rule(a), classes, add,
            a.has("stop") && a.get("stop").bool()));
      }
    }
    return new EnemyHexRule(ctx.rule(section), !section.has("prohibited")
        || section.get("prohibited").bool(), actions);
  }

  static StackingRule stacking(JsonValue section, BookContext ctx, Set<String> unitKinds) {
    if (section == null) {
      return null;
    }
    object(section, "the stacking rule").onlyMembers(STACKING);
    RuleRef rule = ctx.rule(section);
    int limit = section.require("limit", "the most stacking points in a hex")
        .integer(0, 1_000_000);
    int[] points = new int[ctx.classes.size()];
    java.util.Arrays.fill(points, 1);
    if (section.has("points")) {
      JsonValue table = object(section.get("points"), "points by class");
      for (var e : table.members().entrySet()) {
        int p = e.getValue().integer(0, 1_000_000);
        if (e.getKey().equals(BookContext.ALL)) {
          java.util.Arrays.fill(points, p);
        }
      }
      for (var e : table.members().entrySet()) {
        if (!e.getKey().equals(BookContext.ALL)) {
          points[ctx.classIndex(e.getKey(), e.getValue())] = e.getValue().integer(0, 1_000_000);
        }
      }
    }
    StackingRule.Overstack overstack = section.has("overstack")
        ? BookContext.choice(section.get("overstack"), StackingRule.Overstack.class,
            "illegal, warning or eliminate")
        : StackingRule.Overstack.ILLEGAL;
    StackingRule.Check check = section.has("check")
        ? BookContext.choice(section.get("check"), StackingRule.Check.class, "everyHex or end")
        : overstack == StackingRule.Overstack.ILLEGAL ? StackingRule.Check.EVERY_HEX
            : StackingRule.Check.END;
    Map<String, Integer> values = new LinkedHashMap<>();
    if (section.has("values")) {
      JsonValue table = object(section.get("values"), "values by unit kind");
      for (var e : table.members().entrySet()) {
        BookContext.index(e.getKey(), List.copyOf(unitKinds), "unit kind", e.getValue());
        values.put(e.getKey(), e.getValue().integer(0, 1_000_000));
      }
    }
    try {
      return new StackingRule(rule, limit, points, overstack, check, values);
    } catch (io.github.warpath.InvalidInputException e) {
      throw (section.has("check") ? section.get("check") : section).fail(e);
    }
  }

  static PhaseRule phases(JsonValue section, BookContext ctx) {
    if (section == null) {
      return null;
    }
    object(section, "the phases").onlyMembers(PHASES);
    RuleRef rule = ctx.rule(section);
    JsonValue list = object(section.require("phases", "the phases by name"), "phases by name");
    Map<String, PhaseRule.Phase> out = new LinkedHashMap<>();
    for (var e : list.members().entrySet()) {
      JsonValue p = object(e.getValue(), "a phase");
      p.onlyMembers(PHASE);
      long classes = p.has("classes") ? ctx.classMask(p.get("classes")) : -1L;
      out.put(e.getKey(), new PhaseRule.Phase(classes, ctx.modifier(p, rule, "")));
    }
    return new PhaseRule(rule, out);
  }

  static List<ModeRule> modes(JsonValue section, BookContext ctx) {
    List<ModeRule> out = new ArrayList<>();
    if (section == null) {
      RuleRef rule = new RuleRef(ctx.ruleSet, "modes", "Movement modes");
      out.add(new ModeRule(rule, "normal", "hex to hex", -1L, AllowanceModifier.none(rule), 0,
          false, false));
      return out;
    }
    object(section, "the modes by id");
    if (section.size() == 0) {
      throw section.fail("at least one mode is needed");
    }
    for (var e : section.members().entrySet()) {
      JsonValue m = object(e.getValue(), "a mode");
      m.onlyMembers(MODE);
      RuleRef rule = ctx.rule(m);
      String description = m.has("description") ? m.get("description").text() : e.getKey();
      long classes = m.has("classes") ? ctx.classMask(m.get("classes")) : -1L;
      long linesOnly = 0;
      if (m.has("linesOnly")) {
        JsonValue lines = m.get("linesOnly");
        linesOnly = ctx.sideMask(lines);
        if (linesOnly == 0) {
          throw lines.fail("name at least one line, or leave linesOnly out");
        }
      }
      boolean notNext = m.has("notNextToEnemy") && m.get("notNextToEnemy").bool();
      boolean ignores = m.has("ignoresZones") && m.get("ignoresZones").bool();
      out.add(new ModeRule(rule, e.getKey(), description, classes,
          ctx.modifier(m, rule, ""), linesOnly, notNext, ignores));
    }
    return out;
  }

  static List<AllowanceModifier> modifiers(JsonValue section, BookContext ctx) {
    List<AllowanceModifier> out = new ArrayList<>();
    if (section == null) {
      return out;
    }
    object(section, "the allowance modifiers by unit flag");
    for (var e : section.members().entrySet()) {
      JsonValue m = object(e.getValue(), "a modifier");
      m.onlyMembers(MODIFIER);
      out.add(ctx.modifier(m, ctx.rule(m), e.getKey()));
    }
    return out;
  }
}
