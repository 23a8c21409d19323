package io.github.warpath.hexsystem.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.state.Environment;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The political facts of an environment, resolved against a map's areas: each area's current
 * alignment, the countries activated in the last Western War and Peace Segment, whether Kwantung
 * units are free, which areas each side may not enter, and who is in Pre-War. Parsing checks
 * every condition and attribute and names the first one it does not understand.
 */
public final class PoliticalFacts {
  /** The condition forms the rules read. */
  public static final List<String> CONDITION_FORMS = List.of(HexsystemVocabulary.PRE_WAR,
      HexsystemVocabulary.PRE_WAR + ".<side or nationality>",
      HexsystemVocabulary.POLICY_AFFECTED + "<country>",
      HexsystemVocabulary.JUST_ACTIVATED + "<country>", HexsystemVocabulary.QUIT_INDIA);
  /** The environment attribute forms the rules read. */
  public static final List<String> ATTRIBUTE_FORMS = List.of(
      HexsystemVocabulary.FACTION_OF + "<country or dependent>",
      HexsystemVocabulary.CLOSED_TO + "<side>");

  final int[] faction;
  final boolean[] justActivated;
  final boolean[] policyAffected;
  final boolean[][] closed;
  final boolean preWarAll;
  final Set<String> preWar = new HashSet<>();
  final boolean quitIndia;
  final boolean kwantungFree;

  PoliticalFacts(MapTables mt, Environment env, TerrainEffectsChart chart) {
    int n = mt.areas.length;
    faction = new int[n];
    justActivated = new boolean[n];
    policyAffected = new boolean[n];
    closed = new boolean[3][n];
    boolean all = false;
    boolean quit = false;
    for (String c : env.conditions()) {
      String field = "environment.conditions[" + c + "]";
      if (c.equals(HexsystemVocabulary.PRE_WAR)) {
        all = true;
      } else if (c.startsWith(HexsystemVocabulary.PRE_WAR + ".")
          && c.length() > HexsystemVocabulary.PRE_WAR.length() + 1) {
        preWar.add(c.substring(HexsystemVocabulary.PRE_WAR.length() + 1));
      } else if (c.startsWith(HexsystemVocabulary.POLICY_AFFECTED)) {
        policyAffected[country(mt, c.substring(HexsystemVocabulary.POLICY_AFFECTED.length()),
            field)] = true;
      } else if (c.startsWith(HexsystemVocabulary.JUST_ACTIVATED)) {
        justActivated[country(mt, c.substring(HexsystemVocabulary.JUST_ACTIVATED.length()),
            field)] = true;
      } else if (c.equals(HexsystemVocabulary.QUIT_INDIA)) {
        quit = true;
      } else {
        throw new InvalidInputException(field, "unknown condition; known forms: "
            + String.join(", ", CONDITION_FORMS));
      }
    }
    preWarAll = all;
    quitIndia = quit;
    for (Map.Entry<String, String> e : env.attributes().entrySet()) {
      String key = e.getKey();
      String field = "environment.attributes." + key;
      if (key.startsWith(HexsystemVocabulary.FACTION_OF)) {
        area(mt, key.substring(HexsystemVocabulary.FACTION_OF.length()), field);
        if (TableEncoding.faction(e.getValue()) < 0) {
          throw new InvalidInputException(field, "expected axis, western, soviet or neutral, got '"
              + e.getValue() + "'");
        }
      } else if (key.startsWith(HexsystemVocabulary.CLOSED_TO)) {
        int side = TableEncoding.side(key.substring(HexsystemVocabulary.CLOSED_TO.length()));
        if (side < 0) {
          throw new InvalidInputException(field, "expected closed-to.<side> with a side of "
              + String.join(", ", HexsystemVocabulary.SIDES));
        }
        for (String name : e.getValue().split(",")) {
          closed[side][area(mt, name.trim(), field)] = true;
        }
      } else {
        throw new InvalidInputException(field, "unknown environment attribute; known forms: "
            + String.join(", ", ATTRIBUTE_FORMS));
      }
    }
    for (int a = 0; a < n; a++) {
      String f = env.attributes().get(mt.areas[a].factionKey);
      faction[a] = f != null ? TableEncoding.faction(f) : mt.areas[a].baseFaction;
    }
    for (int a = 0; a < n; a++) {
      if (faction[a] < 0) {
        faction[a] = faction[mt.areas[a].owner];
      }
    }
    boolean free = true;
    for (String name : chart.kwantungCountries) {
      Integer a = mt.areaIndex.get(name);
      if (a != null && policyAffected[a]) {
        free = false;
      }
    }
    kwantungFree = free;
  }

  private static int area(MapTables mt, String name, String field) {
    Integer a = mt.areaIndex.get(name);
    if (a == null) {
      throw new InvalidInputException(field, "unknown country or dependent '" + name + "'; the"
          + " map has: " + (mt.areaIndex.isEmpty() ? "none" : String.join(", ",
              new java.util.TreeSet<>(mt.areaIndex.keySet()))));
    }
    return a;
  }

  private static int country(MapTables mt, String name, String field) {
    int a = area(mt, name, field);
    if (mt.areas[a].dependent) {
      throw new InvalidInputException(field, "'" + name + "' is a dependent, not a country");
    }
    return a;
  }

  /** Whether a unit of this side and nationalities is in Pre-War. */
  boolean inPreWar(String side, String nationality, String holding) {
    return preWarAll || preWar.contains(side) || preWar.contains(nationality)
        || (holding != null && preWar.contains(holding));
  }
}
