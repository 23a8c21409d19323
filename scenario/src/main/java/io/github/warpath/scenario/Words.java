package io.github.warpath.scenario;

import io.github.warpath.rules.RuleSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks names against a rule set's vocabulary ({@link RuleSet#vocabulary()}), so that a
 * scenario or an order that uses a word the rule set does not know is rejected with the list of
 * words it does know, instead of being silently ignored.
 *
 * <p>How entries are read:
 * <ul>
 *   <li>plain categories (unit kinds, flags, marker kinds, phases, weather, conditions,
 *       actions): each entry is a word, or a form in which a part in angle brackets or braces
 *       stands for any text without dots ({@code pre-war.<side or nationality>} admits
 *       {@code pre-war.japanese}; the rule set's own validation then checks what the part
 *       names);</li>
 *   <li>keyed categories (unit attributes, options): an entry {@code name} allows any value,
 *       {@code name=a|b} allows only those values (entries of the same name add up), and a value
 *       in angle brackets or braces ({@code name=<number>}) is a placeholder for any value;</li>
 *   <li>chart keys: an entry is a key; {@code *} or a part in angle brackets or braces
 *       ({@code tec.<terrain>.mud}, {@code tec.{terrain}.mud}) matches any text between
 *       dots.</li>
 * </ul>
 * A category the rule set does not declare has no words: a scenario that uses one is told that
 * the rule set has none.
 *
 * <p>Board formats use it for the words of their boards (a table's {@code feature-kinds},
 * {@code feature-attributes} and {@code boxes}, for example).
 */
public final class Words {
  private static final Map<String, String> SINGULAR = Map.ofEntries(
      Map.entry("unit-kinds", "unit kind"),
      Map.entry("unit-attributes", "unit attribute"),
      Map.entry("unit-flags", "unit flag"),
      Map.entry("markers", "marker kind"),
      Map.entry("phases", "phase"),
      Map.entry("weather", "weather"),
      Map.entry("conditions", "condition"),
      Map.entry("options", "option"),
      Map.entry("actions", "action"),
      Map.entry("chart-keys", "chart key"),
      Map.entry("feature-kinds", "feature kind"),
      Map.entry("feature-attributes", "feature attribute"),
      Map.entry("boxes", "box"));

  private static final Map<String, String> PLURAL = Map.ofEntries(
      Map.entry("unit-kinds", "unit kinds"),
      Map.entry("unit-attributes", "unit attributes"),
      Map.entry("unit-flags", "unit flags"),
      Map.entry("markers", "markers"),
      Map.entry("phases", "phases"),
      Map.entry("weather", "weather names"),
      Map.entry("conditions", "conditions"),
      Map.entry("options", "options"),
      Map.entry("actions", "actions"),
      Map.entry("chart-keys", "chart keys"),
      Map.entry("feature-kinds", "feature kinds"),
      Map.entry("feature-attributes", "feature attributes"),
      Map.entry("boxes", "boxes"));

  private static final int LISTED = 40;

  private Words() {}

  private static String singular(String category) {
    String known = SINGULAR.get(category);
    if (known != null) {
      return known;
    }
    String words = category.replace('-', ' ');
    return words.endsWith("s") ? words.substring(0, words.length() - 1) : words;
  }

  private static String plural(String category) {
    return PLURAL.getOrDefault(category, category.replace('-', ' '));
  }

  /**
   * The words a rule set declares in a category.
   *
   * @param rules the rule set
   * @param category the category, e.g. {@code feature-kinds}
   * @return the entries, empty if the category is not declared
   */
  public static List<String> entries(RuleSet rules, String category) {
    List<String> words = rules.vocabulary().get(category);
    return words == null ? List.of() : words;
  }

  /**
   * Checks a plain word.
   *
   * @param rules the rule set
   * @param category the vocabulary category
   * @param word the word
   * @param at where the word was written
   */
  public static void word(RuleSet rules, String category, String word, JsonValue at) {
    List<String> known = entries(rules, category);
    if (known.contains(word)) {
      return;
    }
    for (String k : known) {
      if (isForm(k) && pattern(k).matcher(word).matches()) {
        return;
      }
    }
    throw at.fail("unknown " + singular(category) + " '" + word + "'"
        + suggestion(word, known) + "; " + knownList(rules, category, known));
  }

  /**
   * Reads a word from a value and checks it.
   *
   * @param rules the rule set
   * @param category the vocabulary category
   * @param v the value, which must be non-blank text
   * @return the word
   */
  public static String read(RuleSet rules, String category, JsonValue v) {
    String w = v.word("a " + singular(category));
    word(rules, category, w, v);
    return w;
  }

  /**
   * Checks a word against a category whose entries may be patterns ({@code port-zone-<k>}).
   *
   * @param rules the rule set
   * @param category the vocabulary category
   * @param v the value, which must be non-blank text
   * @return the word
   */
  public static String readPatterned(RuleSet rules, String category, JsonValue v) {
    String w = v.word("a " + singular(category));
    List<String> known = entries(rules, category);
    for (String k : known) {
      if (k.equals(w) || pattern(k).matcher(w).matches()) {
        return w;
      }
    }
    throw v.fail("unknown " + singular(category) + " '" + w + "'" + suggestion(w, known) + "; "
        + knownList(rules, category, known));
  }

  /**
   * Checks a keyed word and its value (unit attributes, options).
   *
   * @param rules the rule set
   * @param category the vocabulary category
   * @param key the name
   * @param value the value
   * @param at where the value was written
   */
  public static void keyed(RuleSet rules, String category, String key, String value, JsonValue at) {
    Map<String, Set<String>> allowed = keyedEntries(entries(rules, category));
    if (!allowed.containsKey(key)) {
      throw at.fail("unknown " + singular(category) + " '" + key + "'"
          + suggestion(key, allowed.keySet()) + "; "
          + knownList(rules, category, new ArrayList<>(allowed.keySet())));
    }
    Set<String> values = allowed.get(key);
    if (values != null && !values.contains(value)) {
      throw at.fail("'" + value + "' is not a value of " + singular(category) + " '" + key
          + "'; expected one of " + String.join(", ", values));
    }
  }

  /**
   * Checks a chart key against the declared keys and patterns.
   *
   * @param rules the rule set
   * @param key the key
   * @param at where the key was written
   */
  public static void chartKey(RuleSet rules, String key, JsonValue at) {
    List<String> known = entries(rules, "chart-keys");
    for (String k : known) {
      if (k.equals(key) || pattern(k).matcher(key).matches()) {
        return;
      }
    }
    throw at.fail("unknown chart key '" + key + "'" + suggestion(key, known) + "; "
        + knownList(rules, "chart-keys", known));
  }

  /** Whether an entry is a form with a placeholder, such as {@code pre-war.<side>}. */
  private static boolean isForm(String entry) {
    int open = entry.indexOf('<');
    int brace = entry.indexOf('{');
    return open >= 0 && entry.indexOf('>', open) > open
        || brace >= 0 && entry.indexOf('}', brace) > brace;
  }

  private static Pattern pattern(String entry) {
    StringBuilder re = new StringBuilder();
    int i = 0;
    while (i < entry.length()) {
      char c = entry.charAt(i);
      if (c == '*') {
        re.append("[^.]+");
        i++;
      } else if (c == '<' && entry.indexOf('>', i) > i) {
        re.append("[^.]+");
        i = entry.indexOf('>', i) + 1;
      } else if (c == '{' && entry.indexOf('}', i) > i) {
        re.append("[^.]+");
        i = entry.indexOf('}', i) + 1;
      } else {
        re.append(Pattern.quote(String.valueOf(c)));
        i++;
      }
    }
    return Pattern.compile(re.toString());
  }

  /** Names with their allowed values; a null set allows any value. */
  static Map<String, Set<String>> keyedEntries(List<String> entries) {
    Map<String, Set<String>> out = new LinkedHashMap<>();
    Set<String> open = new LinkedHashSet<>();
    for (String e : entries) {
      int eq = e.indexOf('=');
      if (eq < 0) {
        open.add(e);
        out.put(e, null);
        continue;
      }
      String name = e.substring(0, eq);
      if (open.contains(name)) {
        continue;
      }
      for (String v : e.substring(eq + 1).split("\\|")) {
        if (v.equals("*") || v.startsWith("<") && v.endsWith(">")
            || v.startsWith("{") && v.endsWith("}")) {
          open.add(name);
          out.put(name, null);
          break;
        }
        out.computeIfAbsent(name, n -> new LinkedHashSet<>()).add(v);
      }
    }
    return out;
  }

  private static String suggestion(String word, Iterable<String> known) {
    String hint = JsonValue.closest(word, known);
    return hint == null ? "" : " (did you mean '" + hint + "'?)";
  }

  private static String knownList(RuleSet rules, String category, List<String> known) {
    if (known.isEmpty()) {
      return "rule set " + rules.id() + " has no " + plural(category);
    }
    if (known.size() > LISTED) {
      return "rule set " + rules.id() + " knows " + known.size() + " " + plural(category)
          + ", e.g. " + String.join(", ", known.subList(0, LISTED));
    }
    return "rule set " + rules.id() + " knows: " + String.join(", ", known);
  }
}
