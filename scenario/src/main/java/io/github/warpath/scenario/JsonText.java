package io.github.warpath.scenario;

import java.util.List;
import java.util.Map;

/**
 * Writes {@link JsonValue} trees as JSON text: compact (one line, for JSON-lines output) or
 * indented by two spaces, with arrays of plain values (scalars, arrays or objects of scalars)
 * kept on one line, and each element of other arrays on a line of its own, when they fit in 100
 * characters. Member order is kept, so the same value always gives the same text.
 */
final class JsonText {
  private static final int LINE = 100;

  private JsonText() {}

  static String write(JsonValue v, boolean pretty) {
    StringBuilder sb = new StringBuilder();
    if (pretty) {
      pretty(v, sb, 0);
    } else {
      compact(v, sb);
    }
    return sb.toString();
  }

  /**
   * A JSON string literal.
   *
   * @param s the text
   * @return the text in double quotes, escaped
   */
  static String quote(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"': sb.append("\\\""); break;
        case '\\': sb.append("\\\\"); break;
        case '\n': sb.append("\\n"); break;
        case '\r': sb.append("\\r"); break;
        case '\t': sb.append("\\t"); break;
        default:
          if (c < 0x20 || c == 0x2028 || c == 0x2029) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
      }
    }
    return sb.append('"').toString();
  }

  private static void scalar(JsonValue v, StringBuilder sb) {
    switch (v.type()) {
      case TEXT:
        sb.append(quote(v.text()));
        break;
      case NUMBER:
      case BOOLEAN:
        sb.append(v.scalarText());
        break;
      default:
        sb.append("null");
    }
  }

  private static void compact(JsonValue v, StringBuilder sb) {
    if (v.isObject()) {
      sb.append('{');
      boolean first = true;
      for (Map.Entry<String, JsonValue> e : v.members().entrySet()) {
        if (!first) {
          sb.append(',');
        }
        first = false;
        sb.append(quote(e.getKey())).append(':');
        compact(e.getValue(), sb);
      }
      sb.append('}');
    } else if (v.isArray()) {
      sb.append('[');
      boolean first = true;
      for (JsonValue e : v.elements()) {
        if (!first) {
          sb.append(',');
        }
        first = false;
        compact(e, sb);
      }
      sb.append(']');
    } else {
      scalar(v, sb);
    }
  }

  private static void indent(StringBuilder sb, int depth) {
    for (int i = 0; i < depth; i++) {
      sb.append("  ");
    }
  }

  private static int column(StringBuilder sb) {
    int nl = sb.lastIndexOf("\n");
    return sb.length() - (nl + 1);
  }

  private static void pretty(JsonValue v, StringBuilder sb, int depth) {
    if (v.isObject()) {
      Map<String, JsonValue> members = v.members();
      if (members.isEmpty()) {
        sb.append("{}");
        return;
      }
      sb.append("{\n");
      int k = 0;
      for (Map.Entry<String, JsonValue> e : members.entrySet()) {
        indent(sb, depth + 1);
        sb.append(quote(e.getKey())).append(": ");
        pretty(e.getValue(), sb, depth + 1);
        sb.append(++k < members.size() ? ",\n" : "\n");
      }
      indent(sb, depth);
      sb.append('}');
    } else if (v.isArray()) {
      List<JsonValue> elements = v.elements();
      if (elements.isEmpty()) {
        sb.append("[]");
        return;
      }
      boolean plain = true;
      for (JsonValue e : elements) {
        plain &= flat(e);
      }
      if (plain) {
        StringBuilder one = new StringBuilder();
        compactSpaced(v, one);
        if (column(sb) + one.length() <= LINE) {
          sb.append(one);
          return;
        }
      }
      sb.append("[\n");
      for (int i = 0; i < elements.size(); i++) {
        indent(sb, depth + 1);
        JsonValue e = elements.get(i);
        StringBuilder one = new StringBuilder();
        if (e.isObject() || e.isArray()) {
          compactSpaced(e, one);
        }
        if (one.length() > 0 && column(sb) + one.length() + 1 <= LINE) {
          sb.append(one);
        } else {
          pretty(e, sb, depth + 1);
        }
        sb.append(i + 1 < elements.size() ? ",\n" : "\n");
      }
      indent(sb, depth);
      sb.append(']');
    } else {
      scalar(v, sb);
    }
  }

  /** A scalar, an array of scalars, or an object of scalars: kept on one line where it fits. */
  private static boolean flat(JsonValue e) {
    if (e.isArray()) {
      return e.elements().stream().noneMatch(x -> x.isObject() || x.isArray());
    }
    if (e.isObject()) {
      return e.members().values().stream().noneMatch(x -> x.isObject() || x.isArray());
    }
    return true;
  }

  private static void compactSpaced(JsonValue v, StringBuilder sb) {
    if (v.isObject()) {
      sb.append('{');
      int k = 0;
      for (Map.Entry<String, JsonValue> e : v.members().entrySet()) {
        if (k++ > 0) {
          sb.append(", ");
        }
        sb.append(quote(e.getKey())).append(": ");
        compactSpaced(e.getValue(), sb);
      }
      sb.append('}');
    } else if (v.isArray()) {
      sb.append('[');
      List<JsonValue> elements = v.elements();
      for (int i = 0; i < elements.size(); i++) {
        if (i > 0) {
          sb.append(", ");
        }
        compactSpaced(elements.get(i), sb);
      }
      sb.append(']');
    } else {
      scalar(v, sb);
    }
  }
}
