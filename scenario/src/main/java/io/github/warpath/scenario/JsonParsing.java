package io.github.warpath.scenario;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads JSON text into {@link JsonValue} trees with Jackson's streaming parser, recording the
 * line, column and path of every value. Limits keep hostile input cheap: nesting depth, number
 * and string lengths.
 */
final class JsonParsing {
  /** Deepest nesting a scenario or order may have; real files need fewer than ten levels. */
  static final int MAX_DEPTH = 64;

  /**
   * The most values (objects, arrays, texts, numbers, literals) one document may hold. Each costs
   * a few hundred bytes once read, so this bounds the memory a file can take; a large real
   * scenario holds some tens of thousands.
   */
  static final int MAX_VALUES = 1_000_000;

  private static final JsonFactory FACTORY = JsonFactory.builder()
      .streamReadConstraints(StreamReadConstraints.builder()
          .maxNestingDepth(MAX_DEPTH)
          .maxNumberLength(64)
          .maxStringLength(16_000_000)
          .maxNameLength(10_000)
          .build())
      .build();

  private JsonParsing() {}

  static JsonValue parse(String json, String source, int lineOffset) {
    return parse(json, source, lineOffset, MAX_VALUES);
  }

  static JsonValue parse(String json, String source, int lineOffset, int maxValues) {
    JsonParser p = null;
    try {
      p = FACTORY.createParser(json);
      if (json.startsWith("\uFEFF")) {
        throw new ScenarioException(source, 1, 1, "", "the text starts with a byte order mark"
            + " (U+FEFF); save it as UTF-8 without one");
      }
      JsonToken t = p.nextToken();
      if (t == null) {
        throw new ScenarioException(source, 0, 0, "", "the input is empty; expected a JSON "
            + "object");
      }
      JsonValue root = read(p, source, "", lineOffset, new int[] {0, maxValues});
      if (p.nextToken() != null) {
        JsonLocation l = p.currentTokenLocation();
        throw new ScenarioException(source, l.getLineNr() + lineOffset, l.getColumnNr(), "",
            "unexpected content after the end of the JSON value");
      }
      return root;
    } catch (JsonProcessingException e) {
      JsonLocation l = e.getLocation();
      if ((l == null || l.getLineNr() <= 0) && p != null) {
        l = p.currentLocation();
      }
      int line = l == null || l.getLineNr() <= 0 ? 0 : l.getLineNr() + lineOffset;
      int column = l == null || l.getColumnNr() <= 0 ? 0 : l.getColumnNr();
      throw new ScenarioException(source, line, column, "", "not valid JSON: "
          + clean(e.getOriginalMessage()), e);
    } catch (IOException e) {
      throw new ScenarioException(source, 0, 0, "", "cannot read: " + e.getMessage(), e);
    } finally {
      if (p != null) {
        try {
          p.close();
        } catch (IOException e) {
          // reading from a string: nothing to release
        }
      }
    }
  }

  /** Jackson's message without its hints about parser features, on one line. */
  static String clean(String message) {
    if (message == null) {
      return "malformed input";
    }
    String m = message;
    int nl = m.indexOf('\n');
    if (nl >= 0) {
      m = m.substring(0, nl);
    }
    m = m.replaceAll(":? ?[(]?enable `[^`]*` to allow[)]?", "");
    m = m.replaceAll(", from `StreamReadConstraints[^`]*`", "");
    m = m.replaceAll(" ?\\(start marker at \\[Source:[^\\]]*\\]\\)", "");
    return m.trim();
  }

  private static JsonValue read(JsonParser p, String source, String path, int lineOffset,
      int[] count) throws IOException {
    JsonLocation at = p.currentTokenLocation();
    int line = at.getLineNr() + lineOffset;
    int column = at.getColumnNr();
    if (++count[0] > count[1]) {
      throw new ScenarioException(source, line, column, path, "the document holds more than "
          + String.format(Locale.ROOT, "%,d", count[1]) + " values; that is the most a file"
          + " may hold");
    }
    JsonToken t = p.currentToken();
    switch (t) {
      case START_OBJECT: {
        Map<String, JsonValue> members = new LinkedHashMap<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
          String name = p.currentName();
          JsonLocation nameAt = p.currentTokenLocation();
          String childPath = JsonValue.memberPath(path, name);
          if (members.containsKey(name)) {
            throw new ScenarioException(source, nameAt.getLineNr() + lineOffset,
                nameAt.getColumnNr(),
                childPath, "field '" + name + "' appears twice");
          }
          p.nextToken();
          members.put(name, read(p, source, childPath, lineOffset, count));
        }
        return JsonValue.located(JsonValue.Type.OBJECT, members, source, line, column, path);
      }
      case START_ARRAY: {
        List<JsonValue> elements = new ArrayList<>();
        while (p.nextToken() != JsonToken.END_ARRAY) {
          elements.add(read(p, source, path + "[" + elements.size() + "]", lineOffset,
              count));
        }
        return JsonValue.located(JsonValue.Type.ARRAY, elements, source, line, column, path);
      }
      case VALUE_STRING:
        return JsonValue.located(JsonValue.Type.TEXT, p.getText(), source, line, column, path);
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        return JsonValue.located(JsonValue.Type.NUMBER, p.getText(), source, line, column, path);
      case VALUE_TRUE:
        return JsonValue.located(JsonValue.Type.BOOLEAN, Boolean.TRUE, source, line, column,
            path);
      case VALUE_FALSE:
        return JsonValue.located(JsonValue.Type.BOOLEAN, Boolean.FALSE, source, line, column,
            path);
      case VALUE_NULL:
        return JsonValue.located(JsonValue.Type.NULL, null, source, line, column, path);
      default:
        throw new ScenarioException(source, line, column, path, "unexpected JSON token " + t);
    }
  }
}
