package io.github.warpath.rulebook.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.kit.Points;
import io.github.warpath.kit.RuleKit;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.scenario.JsonValue;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads a rule book (format {@value #FORMAT}) into a {@link RuleKit}. Every problem is a
 * scenario exception located at the value at fault (file, line, column, JSON path).
 */
public final class BookReader {
  /** The format name a rule book declares. */
  public static final String FORMAT = "warpath-rulebook-1";

  private static final Set<String> TOP = JsonValue.names("$schema", "format", "name",
      "version", "description", "denominator", "classes", "unitKinds", "weather", "terrain",
      "hexsides", "lines", "zonesOfControl", "minimumMove", "enemyHexes", "stacking", "phases",
      "modes", "modifiers", "allowance", "adjacent", "facing");

  private BookReader() {}

  /**
   * Reads a rule book.
   *
   * @param root the parsed document
   * @param ruleSetId the id of the rule set the rules belong to
   * @return the kit
   * @throws io.github.warpath.scenario.ScenarioException located at the value at fault
   */
  public static RuleKit read(JsonValue root, String ruleSetId) {
    MovementSections.object(root, "a rule book").onlyMembers(TOP);
    JsonValue format = root.require("format", "\"" + FORMAT + "\"");
    if (!format.word(FORMAT).equals(FORMAT)) {
      throw format.fail("this reader understands rule books of format \"" + FORMAT
          + "\", got '" + format.text() + "'");
    }
    JsonValue den = root.require("denominator", "ticks per movement point: 1, 2, 3, 4, 6 or"
        + " 12");
    int denominator = den.integer(-1_000_000, 1_000_000);
    try {
      Points.checkDenominator(denominator);
    } catch (InvalidInputException e) {
      throw den.fail("the denominator must divide 12 (1, 2, 3, 4, 6 or 12) so that every"
          + " amount is exact, got " + denominator);
    }
    List<String> classes = names(root.require("classes", "the movement class names"),
        "movement class");
    List<String> weather = root.has("weather")
        ? names(root.get("weather"), "weather column") : List.of("clear");
    BookContext ctx = new BookContext(ruleSetId, denominator, classes, weather);
    Map<String, Integer> kinds = new LinkedHashMap<>();
    if (root.has("unitKinds")) {
      JsonValue uk = MovementSections.object(root.get("unitKinds"), "unit kinds by name");
      for (var e : uk.members().entrySet()) {
        String c = e.getValue().word("a movement class");
        kinds.put(e.getKey(), ctx.classIndex(c, e.getValue()));
      }
    } else {
      for (int i = 0; i < classes.size(); i++) {
        kinds.put(classes.get(i), i);
      }
    }
    JsonValue terrain = MovementSections.object(root.require("terrain", "the terrain kinds"),
        "the terrain");
    var terrainRule = TerrainSections.terrain(terrain, ctx);
    JsonValue hexsides = section(root, "hexsides");
    JsonValue lines = section(root, "lines");
    ctx.sideKinds = TerrainSections.sideNames(hexsides, lines);
    TerrainVocabulary vocabulary;
    try {
      vocabulary = TerrainVocabulary.named(ctx.terrainKinds, ctx.sideKinds);
    } catch (InvalidInputException e) {
      throw root.fail(e);
    }
    var hexsideRule = TerrainSections.hexsides(hexsides, ctx);
    var lineRule = TerrainSections.lines(lines, ctx);
    String name = root.has("name") ? root.get("name").text() : "Rule book";
    return new RuleKit(ruleSetId, name,
        root.has("version") ? root.get("version").text() : "1",
        root.has("description") ? root.get("description").text() : "",
        denominator, classes, weather, kinds, vocabulary, terrainRule, hexsideRule, lineRule,
        MovementSections.zones(section(root, "zonesOfControl"), ctx),
        MovementSections.minimumMove(section(root, "minimumMove"), ctx),
        MovementSections.enemy(section(root, "enemyHexes"), ctx),
        MovementSections.stacking(section(root, "stacking"), ctx, kinds.keySet()),
        MovementSections.phases(section(root, "phases"), ctx),
        MovementSections.modes(section(root, "modes"), ctx),
        MovementSections.modifiers(section(root, "modifiers"), ctx),
        MovementSections.citation(section(root, "allowance"), ctx, "allowance",
            "Movement allowance"),
        MovementSections.citation(section(root, "adjacent"), ctx, "hex-to-hex", "Hex to hex"),
        FacingSection.facing(section(root, "facing"), ctx));
  }

  private static JsonValue section(JsonValue root, String name) {
    JsonValue v = root.get(name);
    return v == null || v.isNull() ? null : MovementSections.object(v, "the " + name);
  }

  private static List<String> names(JsonValue list, String what) {
    if (!list.isArray() || list.size() == 0) {
      throw list.fail("expected a non-empty list of " + what + " names, got "
          + list.describeValue());
    }
    if (list.size() > 64) {
      throw list.fail("at most 64 " + what + " names are allowed, got " + list.size());
    }
    List<String> out = list.words("a " + what + " name");
    for (int i = 0; i < out.size(); i++) {
      if (out.indexOf(out.get(i)) != i || out.get(i).equals(BookContext.ALL)) {
        throw list.elements().get(i).fail("the " + what + " name '" + out.get(i)
            + "' is repeated or reserved");
      }
    }
    return out;
  }
}
