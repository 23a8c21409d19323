package io.github.warpath.hexsystem.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.map.Region;
import java.util.List;
import java.util.Map;

/** Checks of the attributes of map regions and boxes: required keys and the keys allowed. */
final class MapAttributes {
  private MapAttributes() {}

  static String required(OffMapBox box, String field, String key) {
    return required(box.attributes(), field, key);
  }

  static String required(Map<String, String> attributes, String field, String key) {
    String v = attributes.get(key);
    if (v == null || v.isBlank()) {
      throw new InvalidInputException(field + "." + key, "required");
    }
    return v.trim();
  }

  static void allowOnly(Region r, String field, String... keys) {
    allowOnly(r.attributes(), field, keys);
  }

  static void allowOnly(OffMapBox b, String field, String... keys) {
    allowOnly(b.attributes(), field, keys);
  }

  static void allowOnly(Map<String, String> attributes, String field, String... keys) {
    List<String> allowed = List.of(keys);
    for (String k : attributes.keySet()) {
      if (!allowed.contains(k)) {
        throw new InvalidInputException(field + "." + k, "unknown attribute; known: "
            + (allowed.isEmpty() ? "none" : String.join(", ", allowed)));
      }
    }
  }
}
