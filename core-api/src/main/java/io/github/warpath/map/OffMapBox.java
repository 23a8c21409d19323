package io.github.warpath.map;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A named box off the hex grid: an off-map box, the Eastern Europe Box, a naval zone's Convoys
 * and Used boxes, the Air Ready box, a force pool. Which boxes exist is map data; what they mean
 * is up to the rule set, guided by {@link #kind()} and {@link #attributes()}.
 *
 * @param name unique name on the map, e.g. {@code "eastern-europe"}
 * @param kind what sort of box it is, in the rule set's vocabulary, e.g. {@code "off-map"}
 * @param adjacent names of boxes adjacent to this one (for box-to-box movement)
 * @param attributes further data, e.g. {@code naval-zone=micronesia}
 */
public record OffMapBox(String name, String kind, Set<String> adjacent,
    Map<String, String> attributes) {

  /**
   * Creates a box, copying the collections.
   *
   * @param name unique name, not blank
   * @param kind box kind, not blank
   * @param adjacent adjacent box names
   * @param attributes further data
   */
  public OffMapBox {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(kind, "kind");
    if (name.isBlank()) {
      throw new IllegalArgumentException("box name must not be blank");
    }
    adjacent = Collections.unmodifiableSet(new LinkedHashSet<>(adjacent));
    attributes = Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
  }

  /**
   * A box without adjacency or attributes.
   *
   * @param name the name
   * @param kind the kind
   * @return the box
   */
  public static OffMapBox of(String name, String kind) {
    return new OffMapBox(name, kind, Set.of(), Map.of());
  }

  /**
   * An attribute value.
   *
   * @param key attribute name
   * @return the value, or {@code null} if absent
   */
  public String attribute(String key) {
    return attributes.get(key);
  }
}
