package io.github.warpath.rulebook.internal;

import io.github.warpath.kit.AllowanceModifier;
import io.github.warpath.kit.Points;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.scenario.JsonValue;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What every section reader needs: the rule set id, the denominator, the class, terrain and
 * hexside names, and the readers of class tables, name lists and rule citations.
 */
final class BookContext {
  static final String ALL = "*";
  static final Set<String> MODIFIER_FIELDS = JsonValue.names("multiplier", "add", "round",
      "minimum");

  final String ruleSet;
  final int denominator;
  final List<String> classes;
  final List<String> weather;
  List<String> terrainKinds = List.of();
  List<String> sideKinds = List.of();

  BookContext(String ruleSet, int denominator, List<String> classes, List<String> weather) {
    this.ruleSet = ruleSet;
    this.denominator = denominator;
    this.classes = classes;
    this.weather = weather;
  }

  /** The author's citation of a section: {@code "rule": {"id": "7.3", "title": "..."}}. */
  RuleRef rule(JsonValue section) {
    JsonValue r = section.require("rule", "the rule's citation, {\"id\": ..., \"title\": ...}");
    if (!r.isObject()) {
      throw r.fail("expected {\"id\": ..., \"title\": ...}, got " + r.describeValue());
    }
    r.onlyMembers(JsonValue.names("id", "title"));
    return new RuleRef(ruleSet, r.require("id", "the rule's id, such as \"7.3\"")
        .word("the rule's id"), r.require("title", "the rule's title").word("the rule's title"));
  }

  /** A table by class: {@code {"*": 1, "tracked": 2}}; cells not given are NONE. */
  int[] classTable(JsonValue table, boolean mayProhibit, boolean negativeAllowed) {
    if (!table.isObject()) {
      throw table.fail("expected a table by movement class, such as {\"*\": 1, \""
          + classes.get(0) + "\": 2}, got " + table.describeValue());
    }
    int[] out = new int[classes.size()];
    Arrays.fill(out, Points.NONE);
    JsonValue all = table.get(ALL);
    if (all != null) {
      Arrays.fill(out, amount(all, mayProhibit, negativeAllowed));
    }
    for (var e : table.members().entrySet()) {
      if (e.getKey().equals(ALL)) {
        continue;
      }
      out[classIndex(e.getKey(), e.getValue())] = amount(e.getValue(), mayProhibit,
          negativeAllowed);
    }
    return out;
  }

  int amount(JsonValue v, boolean mayProhibit, boolean negativeAllowed) {
    if (v.isText() && v.text().trim().equalsIgnoreCase("prohibited")) {
      if (!mayProhibit) {
        throw v.fail("\"prohibited\" is not allowed here; expected movement points");
      }
      return Points.PROHIBITED;
    }
    return Amounts.ticks(v, denominator, negativeAllowed);
  }

  int classIndex(String name, JsonValue at) {
    int i = classes.indexOf(name);
    if (i < 0) {
      String hint = JsonValue.closest(name, classes);
      throw at.fail("unknown movement class '" + name + "'" + (hint == null ? ""
          : " (did you mean '" + hint + "'?)") + "; classes: " + String.join(", ", classes));
    }
    return i;
  }

  /** A list of class names (or {@code ["*"]}) as a mask. */
  long classMask(JsonValue list) {
    return mask(list, classes, "movement class");
  }

  long terrainMask(JsonValue list) {
    return mask(list, terrainKinds, "terrain kind");
  }

  long sideMask(JsonValue list) {
    return mask(list, sideKinds, "hexside kind");
  }

  private static long mask(JsonValue list, List<String> names, String what) {
    if (!list.isArray()) {
      throw list.fail("expected a list of " + what + " names, got " + list.describeValue());
    }
    long m = 0;
    for (JsonValue e : list.elements()) {
      String n = e.word("a " + what + " name");
      if (n.equals(ALL)) {
        m |= names.size() == 64 ? -1L : (1L << names.size()) - 1;
        continue;
      }
      m |= 1L << index(n, names, what, e);
    }
    return m;
  }

  static int index(String name, List<String> names, String what, JsonValue at) {
    int i = names.indexOf(name);
    if (i < 0) {
      String hint = JsonValue.closest(name, names);
      throw at.fail("unknown " + what + " '" + name + "'" + (hint == null ? ""
          : " (did you mean '" + hint + "'?)") + "; known: " + String.join(", ", names));
    }
    return i;
  }

  /** An allowance change: multiplier, add, round, minimum (all optional). */
  AllowanceModifier modifier(JsonValue section, RuleRef rule, String flag) {
    int num = 1;
    int den = 1;
    if (section.has("multiplier")) {
      JsonValue m = section.get("multiplier");
      Amounts.Fraction f = Amounts.fraction(m, false);
      BigInteger g = f.numerator().gcd(f.denominator());
      BigInteger n = g.signum() == 0 ? f.numerator() : f.numerator().divide(g);
      BigInteger d = g.signum() == 0 ? f.denominator() : f.denominator().divide(g);
      if (n.bitLength() > 10 || d.bitLength() > 10) {
        throw m.fail("a multiplier is a fraction with terms up to 1000, got "
            + m.scalarText());
      }
      num = n.intValue();
      den = d.intValue();
    }
    int add = section.has("add") ? Amounts.ticks(section.get("add"), denominator, true) : 0;
    AllowanceModifier.Rounding round = AllowanceModifier.Rounding.NONE;
    if (section.has("round")) {
      round = choice(section.get("round"), AllowanceModifier.Rounding.class,
          "down, up, nearest or none");
    }
    int min = section.has("minimum")
        ? Amounts.ticks(section.get("minimum"), denominator, false) : 0;
    return new AllowanceModifier(rule, flag, num, den, add, round, min);
  }

  /** An enum choice written in lower camel case or with dashes. */
  static <E extends Enum<E>> E choice(JsonValue v, Class<E> type, String expected) {
    String w = v.word(expected);
    String key = w.replaceAll("([a-z])([A-Z])", "$1_$2").replace('-', '_')
        .toUpperCase(Locale.ROOT);
    for (E e : type.getEnumConstants()) {
      if (e.name().equals(key)) {
        return e;
      }
    }
    throw v.fail("expected " + expected + ", got '" + w + "'");
  }
}
