package io.github.warpath.scenario;

import io.github.warpath.InvalidInputException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * An immutable JSON value that remembers where it came from: the source (a file name), the line
 * and column where it starts, and its path in the document ({@code units[3].position}).
 *
 * <p>Scenario files are read into this tree first, so that every later check can point at the
 * value it is about. The typed accessors ({@link #text()}, {@link #integer(int, int)}, ...) and
 * {@link #fail(String)} throw a {@link ScenarioException} located at this value.
 *
 * <p>Values built in code ({@link #ofText(String)}, {@link #object()}, ...) have no source; they
 * are used to write scenario files and JSON results. {@link #toJson()} writes one line,
 * {@link #toPrettyJson()} an indented document; both keep the order of object members, so equal
 * values always print the same text.
 */
public final class JsonValue {

  /** The kind of a JSON value. */
  public enum Type {
    /** An object: named members in order. */
    OBJECT,
    /** An array. */
    ARRAY,
    /** A string. */
    TEXT,
    /** A number, kept as written. */
    NUMBER,
    /** {@code true} or {@code false}. */
    BOOLEAN,
    /** {@code null}. */
    NULL;

    /**
     * How a value of this type is named in messages.
     *
     * @return e.g. {@code "an object"}
     */
    public String describe() {
      switch (this) {
        case OBJECT: return "an object";
        case ARRAY: return "an array";
        case TEXT: return "text";
        case NUMBER: return "a number";
        case BOOLEAN: return "true or false";
        default: return "null";
      }
    }
  }

  private static final JsonValue NULL_VALUE = new JsonValue(Type.NULL, null, "", 0, 0, "");

  private final Type type;
  private final Object value;
  private final String source;
  private final int line;
  private final int column;
  private final String path;

  private JsonValue(Type type, Object value, String source, int line, int column, String path) {
    this.type = type;
    this.value = value;
    this.source = source;
    this.line = line;
    this.column = column;
    this.path = path;
  }

  /**
   * A value read from a source. Used by the parser; members and elements must already carry
   * their own locations.
   *
   * @param type the type
   * @param value a {@code Map<String, JsonValue>}, {@code List<JsonValue>}, {@code String} (text
   *     and numbers as written) or {@code Boolean}; {@code null} for null
   * @param source the file name
   * @param line 1-based line, or 0 if unknown
   * @param column 1-based column, or 0 if unknown
   * @param path the path in the document, empty for the root
   * @return the value
   */
  static JsonValue located(Type type, Object value, String source, int line, int column,
      String path) {
    Object v = value;
    if (v instanceof Map) {
      v = Collections.unmodifiableMap(new LinkedHashMap<>(castMap(v)));
    } else if (v instanceof List) {
      v = List.copyOf(castList(v));
    }
    return new JsonValue(type, v, Objects.requireNonNullElse(source, ""), line, column,
        Objects.requireNonNullElse(path, ""));
  }

  @SuppressWarnings("unchecked")
  private static Map<String, JsonValue> castMap(Object v) {
    return (Map<String, JsonValue>) v;
  }

  @SuppressWarnings("unchecked")
  private static List<JsonValue> castList(Object v) {
    return (List<JsonValue>) v;
  }

  /**
   * Parses JSON text.
   *
   * @param json the text
   * @param source a name for messages, such as the file name
   * @return the root value, located
   * @throws ScenarioException if the text is not well-formed JSON, with line and column
   */
  public static JsonValue parse(String json, String source) {
    return JsonParsing.parse(json, source, 0);
  }

  /**
   * Parses JSON text of a kind that is small by nature (a rule book, say), refusing it as soon
   * as it holds more values than given, so that a huge document costs little time and memory.
   *
   * @param json the text
   * @param source a name for messages, such as the file name
   * @param maxValues the most values (objects, arrays, texts, numbers, literals) allowed
   * @return the root value, located
   * @throws ScenarioException if the text is not well-formed JSON or holds too many values
   */
  public static JsonValue parse(String json, String source, int maxValues) {
    return JsonParsing.parse(json, source, 0, Math.min(maxValues, JsonParsing.MAX_VALUES));
  }

  /**
   * Parses one line of a JSON-lines file, so that locations name the line in the file.
   *
   * @param line the text of the line
   * @param source the file name
   * @param lineNumber the 1-based number of the line in the file
   * @return the value, located
   * @throws ScenarioException if the line is not well-formed JSON
   */
  public static JsonValue parseLine(String line, String source, int lineNumber) {
    return JsonParsing.parse(line, source, Math.max(0, lineNumber - 1));
  }

  /**
   * A text value given on a command line or by a program, located by a name for messages.
   *
   * @param text the text
   * @param source where it came from, e.g. the option name {@code --to}
   * @return a text value whose messages start with the source
   */
  public static JsonValue argument(String text, String source) {
    return new JsonValue(Type.TEXT, Objects.requireNonNull(text, "text"), source, 0, 0, "");
  }

  /**
   * A text value at the same place as this one (same source, line, column and path): for a part
   * of a text that is read on its own, so that its messages point where the whole was written.
   *
   * @param text the part
   * @return a text value located here
   */
  public JsonValue relabel(String text) {
    return new JsonValue(Type.TEXT, Objects.requireNonNull(text, "text"), source, line, column,
        path);
  }

  /**
   * A text value.
   *
   * @param text the text
   * @return the value
   */
  public static JsonValue ofText(String text) {
    return new JsonValue(Type.TEXT, Objects.requireNonNull(text, "text"), "", 0, 0, "");
  }

  /**
   * A whole number.
   *
   * @param number the number
   * @return the value
   */
  public static JsonValue ofNumber(long number) {
    return new JsonValue(Type.NUMBER, Long.toString(number), "", 0, 0, "");
  }

  /**
   * A decimal number.
   *
   * @param number the number
   * @return the value
   */
  public static JsonValue ofNumber(BigDecimal number) {
    return new JsonValue(Type.NUMBER, number.toPlainString(), "", 0, 0, "");
  }

  /**
   * A boolean.
   *
   * @param value the value
   * @return {@code true} or {@code false}
   */
  public static JsonValue ofBoolean(boolean value) {
    return new JsonValue(Type.BOOLEAN, value, "", 0, 0, "");
  }

  /**
   * JSON {@code null}.
   *
   * @return the null value
   */
  public static JsonValue ofNull() {
    return NULL_VALUE;
  }

  /**
   * An array of values.
   *
   * @param elements the elements
   * @return the value
   */
  public static JsonValue ofArray(List<JsonValue> elements) {
    return new JsonValue(Type.ARRAY, List.copyOf(elements), "", 0, 0, "");
  }

  /**
   * An array of texts.
   *
   * @param texts the texts
   * @return the value
   */
  public static JsonValue ofTexts(Iterable<String> texts) {
    List<JsonValue> out = new ArrayList<>();
    for (String t : texts) {
      out.add(ofText(t));
    }
    return ofArray(out);
  }

  /**
   * An object of text members.
   *
   * @param members the members, in order
   * @return the value
   */
  public static JsonValue ofTextMap(Map<String, String> members) {
    ObjectBuilder b = object();
    members.forEach(b::put);
    return b.build();
  }

  /**
   * Starts an object whose members keep the order they are put in.
   *
   * @return a builder
   */
  public static ObjectBuilder object() {
    return new ObjectBuilder();
  }

  /** Builds an object value; members keep their insertion order. Not thread-safe. */
  public static final class ObjectBuilder {
    private final Map<String, JsonValue> members = new LinkedHashMap<>();

    private ObjectBuilder() {}

    /**
     * Sets a member.
     *
     * @param name the member name
     * @param value the value
     * @return this builder
     */
    public ObjectBuilder put(String name, JsonValue value) {
      members.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, "value"));
      return this;
    }

    /**
     * Sets a text member; {@code null} writes JSON null.
     *
     * @param name the member name
     * @param text the text or null
     * @return this builder
     */
    public ObjectBuilder put(String name, String text) {
      return put(name, text == null ? ofNull() : ofText(text));
    }

    /**
     * Sets a number member.
     *
     * @param name the member name
     * @param number the number
     * @return this builder
     */
    public ObjectBuilder put(String name, long number) {
      return put(name, ofNumber(number));
    }

    /**
     * Sets a boolean member.
     *
     * @param name the member name
     * @param flag the value
     * @return this builder
     */
    public ObjectBuilder put(String name, boolean flag) {
      return put(name, ofBoolean(flag));
    }

    /**
     * Puts every member of an object, in its order.
     *
     * @param object an object value
     * @return this builder
     */
    public ObjectBuilder putAll(JsonValue object) {
      object.members().forEach(this::put);
      return this;
    }

    /**
     * Whether a member of this name was put.
     *
     * @param name the member name
     * @return true if present
     */
    public boolean has(String name) {
      return members.containsKey(name);
    }

    /**
     * The object.
     *
     * @return an immutable value
     */
    public JsonValue build() {
      return new JsonValue(Type.OBJECT, Collections.unmodifiableMap(new LinkedHashMap<>(members)),
          "", 0, 0, "");
    }
  }

  /**
   * The type of this value.
   *
   * @return the type
   */
  public Type type() {
    return type;
  }

  /**
   * Whether this is an object.
   *
   * @return true for an object
   */
  public boolean isObject() {
    return type == Type.OBJECT;
  }

  /**
   * Whether this is an array.
   *
   * @return true for an array
   */
  public boolean isArray() {
    return type == Type.ARRAY;
  }

  /**
   * Whether this is text.
   *
   * @return true for a string
   */
  public boolean isText() {
    return type == Type.TEXT;
  }

  /**
   * Whether this is a number.
   *
   * @return true for a number
   */
  public boolean isNumber() {
    return type == Type.NUMBER;
  }

  /**
   * Whether this is JSON null.
   *
   * @return true for null
   */
  public boolean isNull() {
    return type == Type.NULL;
  }

  /**
   * The source this value was read from.
   *
   * @return a file name, an option name, or the empty string
   */
  public String source() {
    return source;
  }

  /**
   * The line where this value starts.
   *
   * @return 1-based, or 0 if unknown
   */
  public int line() {
    return line;
  }

  /**
   * The column where this value starts.
   *
   * @return 1-based, or 0 if unknown
   */
  public int column() {
    return column;
  }

  /**
   * The path of this value in its document, such as {@code units[3].position}; names that are not
   * plain words are quoted: {@code charts["tec.woods.mud"]}.
   *
   * @return the path, empty for the root
   */
  public String path() {
    return path;
  }

  /**
   * The path of a member of this object (whether or not it exists), for messages.
   *
   * @param name the member name
   * @return e.g. {@code units[3].kind}
   */
  public String pathOf(String name) {
    return memberPath(path, name);
  }

  /**
   * The path of an element of this array, for messages.
   *
   * @param index the index
   * @return e.g. {@code units[3]}
   */
  public String pathOf(int index) {
    return path + "[" + index + "]";
  }

  /**
   * Appends a member name to a path, quoting names that are not plain words.
   *
   * @param parent the parent path, possibly empty
   * @param name the member name
   * @return the member's path
   */
  public static String memberPath(String parent, String name) {
    boolean plain = !name.isEmpty();
    for (int i = 0; i < name.length() && plain; i++) {
      char c = name.charAt(i);
      plain = c < 128 && (Character.isLetterOrDigit(c) || c == '-' || c == '_' || c == '$');
    }
    if (!plain) {
      return parent + "[" + JsonText.quote(name) + "]";
    }
    return parent.isEmpty() ? name : parent + "." + name;
  }

  /**
   * The members of this object, in document order.
   *
   * @return an immutable map
   * @throws ScenarioException if this is not an object
   */
  public Map<String, JsonValue> members() {
    expect(Type.OBJECT);
    return castMap(value);
  }

  /**
   * The elements of this array.
   *
   * @return an immutable list
   * @throws ScenarioException if this is not an array
   */
  public List<JsonValue> elements() {
    expect(Type.ARRAY);
    return castList(value);
  }

  /**
   * A member of this object.
   *
   * @param name the member name
   * @return the member, or {@code null} if absent
   * @throws ScenarioException if this is not an object
   */
  public JsonValue get(String name) {
    return members().get(name);
  }

  /**
   * Whether this object has a member that is not null.
   *
   * @param name the member name
   * @return true if present and not null
   */
  public boolean has(String name) {
    JsonValue v = get(name);
    return v != null && !v.isNull();
  }

  /**
   * A member that must be present and not null.
   *
   * @param name the member name
   * @param expected what the member should hold, for the message
   * @return the member
   * @throws ScenarioException located at this object if the member is missing
   */
  public JsonValue require(String name, String expected) {
    JsonValue v = get(name);
    if (v == null || v.isNull()) {
      throw failAt(pathOf(name), "missing; expected " + expected);
    }
    return v;
  }

  /**
   * Checks that this object has no members other than the given ones. Members whose names start
   * with {@code x-} (extensions for other tools) are always allowed.
   *
   * @param known the member names this object may have
   * @return this value
   * @throws ScenarioException at the first unknown member, listing the known names
   */
  public JsonValue onlyMembers(Set<String> known) {
    for (Map.Entry<String, JsonValue> e : members().entrySet()) {
      String name = e.getKey();
      if (known.contains(name) || name.startsWith("x-")) {
        continue;
      }
      String hint = closest(name, known);
      throw e.getValue().fail("unknown field '" + name + "'"
          + (hint == null ? "" : " (did you mean '" + hint + "'?)") + "; known fields: "
          + String.join(", ", known));
    }
    return this;
  }

  /**
   * An ordered, immutable set of member names, for {@link #onlyMembers(Set)}: messages list the
   * names in this order.
   *
   * @param names the names
   * @return the set
   */
  public static Set<String> names(String... names) {
    return Collections.unmodifiableSet(new LinkedHashSet<>(List.of(names)));
  }

  /**
   * The known word closest to a misspelled one, or null if none is close.
   *
   * @param word the misspelled word
   * @param known the known words
   * @return the suggestion or null
   */
  public static String closest(String word, Iterable<String> known) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    String w = word.toLowerCase(Locale.ROOT);
    if (w.length() >= 3) {
      for (String k : known) {
        String lk = k.toLowerCase(Locale.ROOT);
        if (lk.startsWith(w) || w.startsWith(lk) && lk.length() >= 3) {
          return k;
        }
      }
    }
    for (String k : known) {
      int d = distance(w, k.toLowerCase(Locale.ROOT));
      if (d < bestDistance) {
        bestDistance = d;
        best = k;
      }
    }
    int limit = Math.max(1, Math.min(3, word.length() / 3));
    return bestDistance <= limit ? best : null;
  }

  private static int distance(String a, String b) {
    if (Math.abs(a.length() - b.length()) > 3 || a.length() > 64 || b.length() > 64) {
      return Integer.MAX_VALUE;
    }
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }

  /**
   * The number of members or elements.
   *
   * @return the size of an object or array, else 0
   */
  public int size() {
    if (type == Type.OBJECT) {
      return castMap(value).size();
    }
    if (type == Type.ARRAY) {
      return castList(value).size();
    }
    return 0;
  }

  /**
   * This value as text.
   *
   * @return the string
   * @throws ScenarioException if this is not a string
   */
  public String text() {
    expect(Type.TEXT);
    return (String) value;
  }

  /**
   * This value as text that is not blank.
   *
   * @param expected what the text should be, for the message
   * @return the trimmed string
   * @throws ScenarioException if this is not a string or is blank
   */
  public String word(String expected) {
    if (type != Type.TEXT) {
      throw fail("expected " + expected + ", got " + describeValue());
    }
    String t = ((String) value).trim();
    if (t.isEmpty()) {
      throw fail("must not be empty; expected " + expected);
    }
    for (int i = 0; i < t.length(); i++) {
      char c = t.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < t.length()
          && Character.isLowSurrogate(t.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        throw fail(String.format(Locale.ROOT, "character %d is a lone surrogate (U+%04X), half"
            + " of a pair that encodes no character; expected %s in valid Unicode", i + 1,
            (int) c, expected));
      }
    }
    return t;
  }

  /**
   * A scalar as text: strings as they are, numbers as written, booleans as {@code true} or
   * {@code false}. Used for attribute and chart values, which rule sets read as text.
   *
   * @return the text
   * @throws ScenarioException for objects, arrays and null
   */
  public String scalarText() {
    if (type == Type.TEXT || type == Type.NUMBER) {
      return (String) value;
    }
    if (type == Type.BOOLEAN) {
      return value.toString();
    }
    throw fail("expected text, a number or true/false, got " + type.describe());
  }

  /**
   * This array's elements as words (non-blank texts).
   *
   * @param expected what each element should be, for messages
   * @return the trimmed texts, in order
   * @throws ScenarioException if this is not an array or an element is not a word
   */
  public List<String> words(String expected) {
    List<String> out = new ArrayList<>();
    for (JsonValue e : elements()) {
      out.add(e.word(expected));
    }
    return out;
  }

  /**
   * This object's members as text, for attribute maps: each value is text, a number or a
   * boolean.
   *
   * @return the members in document order
   * @throws ScenarioException if this is not an object or a value is not a scalar
   */
  public Map<String, String> scalarMembers() {
    Map<String, String> out = new LinkedHashMap<>();
    for (Map.Entry<String, JsonValue> e : members().entrySet()) {
      out.put(e.getKey(), e.getValue().scalarText());
    }
    return out;
  }

  /**
   * This value as a whole number within bounds.
   *
   * @param min the smallest allowed value
   * @param max the largest allowed value
   * @return the number
   * @throws ScenarioException if this is not a whole number or out of bounds
   */
  public int integer(int min, int max) {
    if (type != Type.NUMBER) {
      throw fail("expected a whole number, got " + describeValue());
    }
    BigDecimal d = new BigDecimal((String) value);
    if (d.stripTrailingZeros().scale() > 0) {
      throw fail("expected a whole number, got " + value);
    }
    if (d.compareTo(BigDecimal.valueOf(min)) < 0 || d.compareTo(BigDecimal.valueOf(max)) > 0) {
      throw fail("must be between " + min + " and " + max + ", got " + value);
    }
    return d.intValueExact();
  }

  /**
   * This value as a finite number: JSON has no NaN or infinity, but a number too large for a
   * {@code double} ({@code 1e400}) is refused here. Negative zero reads as zero.
   *
   * @return the number
   * @throws ScenarioException if this is not a number or is out of range
   */
  public double number() {
    if (type != Type.NUMBER) {
      throw fail("expected a number, got " + describeValue());
    }
    double d = Double.parseDouble((String) value);
    if (!Double.isFinite(d)) {
      throw fail("expected a finite number, got " + abbreviate((String) value));
    }
    return d + 0.0;
  }

  /**
   * This value as a boolean.
   *
   * @return the value
   * @throws ScenarioException if this is not {@code true} or {@code false}
   */
  public boolean bool() {
    if (type != Type.BOOLEAN) {
      throw fail("expected true or false, got " + describeValue());
    }
    return (Boolean) value;
  }

  /**
   * A short description of this value for messages: its type, and for scalars the value.
   *
   * @return e.g. {@code text "12"} or {@code an array}
   */
  public String describeValue() {
    switch (type) {
      case TEXT: return "text " + JsonText.quote(abbreviate((String) value));
      case NUMBER: return "the number " + abbreviate((String) value);
      case BOOLEAN: return value.toString();
      default: return type.describe();
    }
  }

  private static String abbreviate(String s) {
    return s.length() > 40 ? s.substring(0, 37) + "..." : s;
  }

  private void expect(Type t) {
    if (type != t) {
      throw fail("expected " + t.describe() + ", got " + describeValue());
    }
  }

  /**
   * An exception about this value, located at it.
   *
   * @param problem what is wrong and what was expected
   * @return the exception, to throw
   */
  public ScenarioException fail(String problem) {
    return new ScenarioException(source, line, column, path, problem);
  }

  /**
   * An exception about this value for a problem found by other code (the core, a rule set, a
   * geometry check), located at this value; the problem's own field prefix is left out.
   *
   * @param problem the problem
   * @return the exception, to throw
   */
  public ScenarioException fail(InvalidInputException problem) {
    return new ScenarioException(source, line, column, path, HexMapFormat.problem(problem),
        problem);
  }

  /**
   * An exception about another path, located at this value (for a missing member, say).
   *
   * @param atPath the path the problem is about
   * @param problem what is wrong and what was expected
   * @return the exception, to throw
   */
  public ScenarioException failAt(String atPath, String problem) {
    return new ScenarioException(source, line, column, atPath, problem);
  }

  /**
   * Finds the value at a path below this one, as far as the path resolves.
   *
   * @param relative a path such as {@code units[3].position} or {@code charts["a.b"]}
   * @return the deepest value the path reaches (this value if nothing resolves)
   */
  public JsonValue find(String relative) {
    JsonValue at = this;
    int i = 0;
    String p = relative;
    while (i < p.length()) {
      char c = p.charAt(i);
      if (c == '.') {
        i++;
        continue;
      }
      String name;
      Integer index = null;
      if (c == '[') {
        int end = p.indexOf(']', i);
        if (end < 0) {
          return at;
        }
        String inside = p.substring(i + 1, end);
        i = end + 1;
        if (inside.startsWith("\"") && inside.endsWith("\"") && inside.length() >= 2) {
          name = inside.substring(1, inside.length() - 1);
        } else {
          try {
            index = Integer.parseInt(inside);
          } catch (NumberFormatException e) {
            return at;
          }
          name = null;
        }
      } else {
        int end = i;
        while (end < p.length() && p.charAt(end) != '.' && p.charAt(end) != '[') {
          end++;
        }
        name = p.substring(i, end);
        i = end;
      }
      JsonValue next = null;
      if (index != null && at.isArray() && index >= 0 && index < at.size()) {
        next = at.elements().get(index);
      } else if (name != null && at.isObject()) {
        next = at.members().get(name);
      }
      if (next == null) {
        return at;
      }
      at = next;
    }
    return at;
  }

  /**
   * Writes this value as JSON on one line.
   *
   * @return compact JSON text
   */
  public String toJson() {
    return JsonText.write(this, false);
  }

  /**
   * Writes this value as indented JSON; arrays of plain values stay on one line.
   *
   * @return JSON text ending in a newline
   */
  public String toPrettyJson() {
    return JsonText.write(this, true) + "\n";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof JsonValue && ((JsonValue) o).type == type
        && Objects.equals(((JsonValue) o).value, value);
  }

  @Override
  public int hashCode() {
    return type.hashCode() * 31 + Objects.hashCode(value);
  }

  @Override
  public String toString() {
    return toJson();
  }
}
