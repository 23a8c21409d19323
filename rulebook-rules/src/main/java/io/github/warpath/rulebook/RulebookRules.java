package io.github.warpath.rulebook;

import io.github.warpath.kit.KitRuleSet;
import io.github.warpath.kit.RuleKit;
import io.github.warpath.rulebook.internal.BookReader;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.ScenarioException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The {@value #ID} rule set: a hex game's movement rules read from a JSON rule book (format
 * {@code warpath-rulebook-1}) and run on the rule kit. Violations cite the book's own rule ids
 * and titles.
 *
 * <p>The instance made by the no-argument constructor (the one service loading finds) holds the
 * built-in example book, the rules of the {@code example} rule set written as a rule book;
 * scenarios name their own book, and {@link #read} makes a rule set of it.
 */
public final class RulebookRules extends KitRuleSet {
  /** The rule set id. */
  public static final String ID = "rulebook";
  /** The resource, next to this class, of the JSON Schema of rule books. */
  public static final String SCHEMA_RESOURCE = "warpath-rulebook-1.schema.json";
  /** The resource, next to this class, of the built-in example book. */
  public static final String EXAMPLE_RESOURCE = "example.rulebook.json";

  /** The most JSON values a rule book may hold; real books hold a few thousand. */
  public static final int MAX_VALUES = 100_000;

  private final JsonValue book;
  private final boolean builtIn;

  /** The rule set of the built-in example book. */
  public RulebookRules() {
    this(BookReader.read(example(), ID), example(), true);
  }

  private RulebookRules(RuleKit kit, JsonValue book, boolean builtIn) {
    super(kit);
    this.book = book;
    this.builtIn = builtIn;
  }

  @Override
  public String name() {
    return builtIn ? "Rule book" : super.name();
  }

  @Override
  public String description() {
    return builtIn ? "Any hex game's movement rules, read from a JSON rule book (format"
        + " warpath-rulebook-1) that a scenario names inline or as a file next to it; this"
        + " instance holds the example rules written as a book." : super.description();
  }

  private static JsonValue example() {
    return JsonValue.parse(resource(EXAMPLE_RESOURCE), EXAMPLE_RESOURCE);
  }

  /**
   * Makes a rule set of a rule book.
   *
   * @param book the parsed rule book
   * @return the rule set
   * @throws ScenarioException naming the file, line, column and path of the value at fault
   */
  public static RulebookRules read(JsonValue book) {
    return new RulebookRules(BookReader.read(book, ID), book, false);
  }

  /**
   * Makes a rule set of a rule book's text.
   *
   * @param json the text
   * @param source a name for messages, such as the file name
   * @return the rule set
   * @throws ScenarioException naming the file, line, column and path of the value at fault
   */
  public static RulebookRules read(String json, String source) {
    return read(JsonValue.parse(json, source, MAX_VALUES));
  }

  /**
   * The rule book this rule set was read from.
   *
   * @return the parsed book
   */
  public JsonValue book() {
    return book;
  }

  /**
   * The JSON Schema of rule books.
   *
   * @return the schema text
   */
  public static String schema() {
    return resource(SCHEMA_RESOURCE);
  }

  private static String resource(String name) {
    try (InputStream in = RulebookRules.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("the resource " + name + " is missing from the jar");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
