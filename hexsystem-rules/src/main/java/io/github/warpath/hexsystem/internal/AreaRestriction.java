package io.github.warpath.hexsystem.internal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.hexsystem.HexsystemVocabulary;

/**
 * The political and other restrictions on the hexes a unit may enter, each a named predicate
 * over a political area (a country or dependent, or none). They read only data: the map's areas,
 * the environment's political facts and the moving unit. The first that blocks an area is the
 * rule a violation cites.
 */
enum AreaRestriction {
  /** Areas the scenario closes to a side under Policies, Truces and Failures. */
  POLICIES(HexsystemRule.POLICIES_TRUCES_FAILURES) {
    @Override
    boolean blocks(Mover m, int a) {
      return a >= 0 && m.politics.closed[m.side][a];
    }
  },
  /** In Pre-War, only the unit's Home Country and Dependents. */
  PRE_WAR(HexsystemRule.PRE_WAR) {
    @Override
    boolean blocks(Mover m, int a) {
      return m.preWar && !m.home(a);
    }
  },
  /** Neutral Minor Countries are closed. */
  NEUTRAL_MINOR(HexsystemRule.NEUTRAL_MINOR_COUNTRIES) {
    @Override
    boolean blocks(Mover m, int a) {
      return a >= 0 && !m.tables.areas[a].dependent && m.tables.areas[a].minor
          && m.politics.faction[a] == TableEncoding.NEUTRAL;
    }
  },
  /**
   * A non-Japanese Axis unit enters an Axis country or dependent only if it is its own Home
   * Country or Dependent; an Exp unit enters any Axis country. A multi-national unit must satisfy
   * the rule for its non-Japanese nationality. Kwantung units are Japanese here (their own rule
   * keeps them in Japanese Dependents).
   */
  NON_JAPANESE_AXIS(HexsystemRule.NON_JAPANESE_AXIS_UNITS) {
    @Override
    boolean blocks(Mover m, int a) {
      if (m.side != TableEncoding.AXIS || a < 0 || m.politics.faction[a] != TableEncoding.AXIS) {
        return false;
      }
      boolean restricted = false;
      boolean allowed = true;
      for (String n : m.nationalities) {
        if (n != null && !n.equals(HexsystemVocabulary.JAPANESE)
            && !n.equals(HexsystemVocabulary.KWANTUNG)) {
          restricted = true;
          allowed &= m.tables.homeOrDependentOf(a, n);
        }
      }
      if (!restricted || allowed) {
        return false;
      }
      return !(m.exp && !m.tables.areas[a].dependent);
    }
  },
  /** Kwantung units stay in Japanese Dependents unless the listed countries are all free. */
  KWANTUNG(HexsystemRule.KWANTUNG_UNITS) {
    @Override
    boolean blocks(Mover m, int a) {
      return m.kwantung && !m.politics.kwantungFree && !(a >= 0 && m.tables.areas[a].dependent
          && m.tables.homeOrDependentOf(a, HexsystemVocabulary.JAPANESE));
    }
  },
  /** Units of a minor with Free Passage, Mobilizing or No Occupation in its capital stay home. */
  MINOR_MARKERS(HexsystemRule.MINOR_COUNTRY_MARKERS) {
    @Override
    boolean blocks(Mover m, int a) {
      return m.lockedTo >= 0 && !(a >= 0 && m.tables.areas[a].owner == m.lockedTo);
    }
  },
  /** Soviet units stay out of Axis countries (and dependents) just activated. */
  JUST_ACTIVATED(HexsystemRule.JUST_ACTIVATED_AXIS_COUNTRIES) {
    @Override
    boolean blocks(Mover m, int a) {
      if (m.side != TableEncoding.SOVIET || a < 0) {
        return false;
      }
      int country = m.tables.areas[a].owner;
      return m.politics.justActivated[country] && m.politics.faction[country] == TableEncoding.AXIS;
    }
  };

  final HexsystemRule rule;

  AreaRestriction(HexsystemRule rule) {
    this.rule = rule;
  }

  /**
   * Whether the restriction forbids the unit to enter a hex of an area.
   *
   * @param m the moving unit and the facts
   * @param a the area, or -1 for a hex in no country or dependent
   * @return true if forbidden
   */
  abstract boolean blocks(Mover m, int a);

  private static final AreaRestriction[] ALL = values();

  /**
   * Fills the blocking rule per area (index {@code areas.length} is "no area"), -1 where
   * nothing blocks.
   *
   * @param m the moving unit
   * @param out one slot per area plus one
   */
  static void evaluate(Mover m, int[] out) {
    int n = m.tables.areas.length;
    for (int a = 0; a <= n; a++) {
      int area = a == n ? -1 : a;
      out[a] = -1;
      for (AreaRestriction p : ALL) {
        if (p.blocks(m, area)) {
          out[a] = p.rule.ordinal();
          break;
        }
      }
    }
  }

  /** The moving unit as the predicates see it; reused between queries. */
  static final class Mover {
    MapTables tables;
    PoliticalFacts politics;
    int side;
    final String[] nationalities = new String[2];
    boolean exp;
    boolean preWar;
    boolean kwantung;
    /** The minor country whose marker keeps the unit at home, or -1. */
    int lockedTo;

    boolean home(int a) {
      if (a < 0) {
        return false;
      }
      for (String n : nationalities) {
        if (n != null && tables.homeOrDependentOf(a, n)) {
          return true;
        }
      }
      return false;
    }
  }
}
