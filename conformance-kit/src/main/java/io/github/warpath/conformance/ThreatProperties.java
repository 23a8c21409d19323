package io.github.warpath.conformance;

import io.github.warpath.InvalidInputException;
import io.github.warpath.conformance.Conformance.Scenario;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.ReachEntry;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import io.github.warpath.threat.ThreatHex;
import io.github.warpath.threat.ThreatMap;
import io.github.warpath.threat.ThreatMaps;
import io.github.warpath.threat.ThreatQuery;
import io.github.warpath.threat.UnitThreat;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The threat map property: a side's threat map is the union of its units' single range queries
 * (same hexes, same cost and "must stop" per unit), with the zones of control of each unit from
 * every hex it can reach, and it is the same on one thread and on several.
 */
public final class ThreatProperties {
  private ThreatProperties() {}

  /**
   * Checks the property for every side of a scenario's state, in a random mode, sometimes a
   * random phase of the rule set, with zones of control or without.
   *
   * @param rules the rule set
   * @param s the scenario
   * @param rnd the randomness to draw the mode, phase and zones from
   * @param buffers buffers for the single range queries
   * @throws AssertionError describing the first disagreement
   */
  public static void threatMapIsTheUnionOfSingleRanges(HexMovementRules rules, Scenario s,
      SplittableRandom rnd, SearchBuffers buffers) {
    Set<String> sides = new LinkedHashSet<>();
    for (Unit u : s.state().units()) {
      if (u.hexOrNull() != null) {
        sides.add(u.side());
      }
    }
    List<MovementMode> modes = rules.modes();
    List<String> phases = rules.vocabulary().getOrDefault("phases", List.of());
    for (String side : sides) {
      ThreatQuery q = ThreatQuery.of(side)
          .inMode(modes.get(rnd.nextInt(modes.size())).id())
          .withZones(rnd.nextBoolean());
      if (!phases.isEmpty() && rnd.nextInt(3) == 0) {
        q = q.inPhase(phases.get(rnd.nextInt(phases.size())));
      }
      check(rules, s, q, buffers);
    }
  }

  private static void check(HexMovementRules rules, Scenario s, ThreatQuery q,
      SearchBuffers buffers) {
    List<ThreatHex> expected;
    try {
      expected = union(rules, ThreatMaps.situation(rules, s.state(), q), q, buffers);
    } catch (InvalidInputException e) {
      try {
        ThreatMaps.of(rules, s.state(), q);
      } catch (InvalidInputException again) {
        return;
      }
      throw fail(s, q, "single range queries reject the input (" + e.getMessage()
          + ") but the threat map does not");
    }
    ThreatMap one = ThreatMaps.of(rules, s.state(), q);
    if (!one.hexes().equals(expected)) {
      throw fail(s, q, "the threat map is not the union of the single ranges:\n  threat map "
          + one.hexes() + "\n  union      " + expected);
    }
    ThreatMap two = ThreatMaps.of(rules, s.state(), q.onThreads(2));
    if (!two.equals(one)) {
      throw fail(s, q, "the threat map differs between 1 and 2 threads:\n  1: " + one
          + "\n  2: " + two);
    }
  }

  /** The threat map built the slow way: one range per unit, merged by hex index. */
  private static List<ThreatHex> union(HexMovementRules rules, GameState state, ThreatQuery q,
      SearchBuffers buffers) {
    HexMap map = state.hexMap();
    String mode = rules.mode(q.mode()).id();
    TreeMap<Integer, List<UnitThreat>> reached = new TreeMap<>();
    TreeMap<Integer, List<String>> zones = new TreeMap<>();
    for (Unit u : state.units()) {
      if (!u.side().equals(q.side()) || u.hexOrNull() == null) {
        continue;
      }
      List<ReachEntry> entries = rules.reach(state, MoveQuery.of(u.id(), mode), buffers)
          .entries();
      Set<Integer> covered = new LinkedHashSet<>();
      for (ReachEntry e : entries) {
        Hex h = e.position().hexOrNull();
        if (h == null) {
          continue;
        }
        reached.computeIfAbsent(map.index(h), k -> new ArrayList<>())
            .add(new UnitThreat(u.id(), e.cost(), e.mustStop()));
        if (q.zones()) {
          for (Hex z : rules.zoneOfControl(state, u.id(), h)) {
            covered.add(map.index(z));
          }
        }
      }
      for (int z : covered) {
        zones.computeIfAbsent(z, k -> new ArrayList<>()).add(u.id());
      }
    }
    Set<Integer> all = new TreeSet<>(reached.keySet());
    all.addAll(zones.keySet());
    List<ThreatHex> out = new ArrayList<>();
    for (int h : all) {
      out.add(new ThreatHex(map.hex(h), reached.getOrDefault(h, List.of()),
          zones.getOrDefault(h, List.of())));
    }
    return out;
  }

  private static AssertionError fail(Scenario s, ThreatQuery q, String what) {
    return new AssertionError(what + "\n  for " + q + "\n  in " + s);
  }
}
