package io.github.warpath.cli.serve;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The parameters of a request's query string, checked against what the endpoint accepts: an
 * unknown parameter, a repeated one that may appear once, or undecodable text is a 400 that
 * names the parameter.
 */
final class Params {
  private final Map<String, List<String>> values = new LinkedHashMap<>();

  private Params() {}

  /**
   * Parses a raw (still percent-encoded) query string.
   *
   * @param raw the query, or null for none
   * @param known the names the endpoint accepts
   * @return the parameters
   * @throws BadRequest for an unknown name or bad encoding
   */
  static Params parse(String raw, Set<String> known) {
    Params p = new Params();
    if (raw == null || raw.isEmpty()) {
      return p;
    }
    for (String pair : raw.split("&")) {
      if (pair.isEmpty()) {
        continue;
      }
      int eq = pair.indexOf('=');
      String name = decode(eq < 0 ? pair : pair.substring(0, eq), "a parameter name");
      String value = eq < 0 ? "" : decode(pair.substring(eq + 1), name);
      if (!known.contains(name)) {
        throw new BadRequest(400, name, "unknown parameter; this endpoint takes "
            + String.join(", ", known));
      }
      p.values.computeIfAbsent(name, k -> new ArrayList<>()).add(value);
    }
    return p;
  }

  private static String decode(String text, String what) {
    try {
      return URLDecoder.decode(text, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      throw new BadRequest(400, what, "bad percent-encoding (" + e.getMessage() + ")");
    }
  }

  /**
   * A parameter given at most once.
   *
   * @param name the name
   * @return its value, or null if absent or empty
   */
  String one(String name) {
    List<String> v = values.get(name);
    if (v == null) {
      return null;
    }
    if (v.size() > 1) {
      throw new BadRequest(400, name, "given " + v.size() + " times; give it once");
    }
    return v.get(0).isBlank() ? null : v.get(0);
  }

  /**
   * A parameter that must be given.
   *
   * @param name the name
   * @param what what it is, for the message
   * @return its value
   */
  String required(String name, String what) {
    String v = one(name);
    if (v == null) {
      throw new BadRequest(400, name, "missing; give " + what);
    }
    return v;
  }

  /**
   * Every value of a parameter that may be repeated.
   *
   * @param name the name
   * @return the values, in order, blank ones left out
   */
  List<String> all(String name) {
    List<String> out = new ArrayList<>();
    for (String v : values.getOrDefault(name, List.of())) {
      if (!v.isBlank()) {
        out.add(v);
      }
    }
    return out;
  }
}
