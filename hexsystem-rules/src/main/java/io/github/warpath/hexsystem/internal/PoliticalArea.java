package io.github.warpath.hexsystem.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hex;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.Region;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * A political area of the map: a country (its Home nationalities, alignment, whether minor, its
 * capital) or a dependent of one. Read and checked from a region of kind country or dependent.
 */
final class PoliticalArea {
  final String name;
  final boolean dependent;
  /** For a dependent, the index of its country; for a country, its own index. */
  int owner;
  final Set<String> home;
  /** The alignment the map gives, or -1 (a dependent follows its country). */
  final int baseFaction;
  final boolean minor;
  final int capital;
  final String factionKey;
  final String policyKey;
  final String activatedKey;
  final String ownerName;

  PoliticalArea(String name, boolean dependent, Set<String> home, int baseFaction, boolean minor,
      int capital, String ownerName) {
    this.name = name;
    this.dependent = dependent;
    this.home = home;
    this.baseFaction = baseFaction;
    this.minor = minor;
    this.capital = capital;
    this.ownerName = ownerName;
    this.factionKey = HexsystemVocabulary.FACTION_OF + name;
    this.policyKey = HexsystemVocabulary.POLICY_AFFECTED + name;
    this.activatedKey = HexsystemVocabulary.JUST_ACTIVATED + name;
  }

  /**
   * Reads a country or dependent region.
   *
   * @throws InvalidInputException naming the region's attribute
   */
  static PoliticalArea of(Region r, HexMap map) {
    String field = "map.regions." + r.name();
    boolean dependent = r.kind().equals(HexsystemVocabulary.REGION_DEPENDENT);
    Set<String> home = new LinkedHashSet<>();
    String nat = r.attributes().get("nationality");
    if (nat != null) {
      for (String n : nat.split(",")) {
        if (!n.isBlank()) {
          home.add(n.trim());
        }
      }
    }
    String f = r.attributes().get("faction");
    int faction = -1;
    if (f != null) {
      faction = TableEncoding.faction(f);
      if (faction < 0) {
        throw new InvalidInputException(field + ".faction", "expected axis, western, soviet or"
            + " neutral, got '" + f + "'");
      }
    } else if (!dependent) {
      faction = TableEncoding.NEUTRAL;
    }
    String minor = r.attributes().getOrDefault("minor", "false");
    if (!minor.equals("true") && !minor.equals("false")) {
      throw new InvalidInputException(field + ".minor", "expected true or false, got '" + minor
          + "'");
    }
    int capital = -1;
    String cap = r.attributes().get("capital");
    if (cap != null) {
      Hex h;
      try {
        h = map.parse(cap);
      } catch (InvalidInputException e) {
        throw e.under(field + ".capital");
      }
      capital = map.index(h);
    }
    String owner = dependent ? MapAttributes.required(r.attributes(), field, "of") : r.name();
    return new PoliticalArea(r.name(), dependent, Set.copyOf(home), faction,
        minor.equals("true"), capital, owner);
  }
}
