package io.github.warpath.cli;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.PhasedEntry;
import io.github.warpath.rules.PhasedReach;
import io.github.warpath.rules.PhasedRoute;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.StepReport;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.state.Position;
import io.github.warpath.threat.ThreatHex;
import io.github.warpath.threat.ThreatMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a picture shows on top of the map: the moving units' side, where they start, the range
 * with its costs and stops, and a path. Hexes are the map's dense indices.
 */
final class Overlay {
  final Scenario scenario;
  final HexMap map;
  final String title;
  String side;
  final Set<String> movers;
  final int start;
  final Mp allowance;
  final Map<Integer, Mp> cost = new LinkedHashMap<>();
  final Set<Integer> mustStop = new LinkedHashSet<>();
  final List<Integer> path = new ArrayList<>();
  /** The hexes of an alternative to an illegal order, from the start, drawn dashed. */
  final List<Integer> alternative = new ArrayList<>();
  /** What the alternative is, for the key: {@code nearest hex}, say. */
  String alternativeKind = "";
  /**
   * What the shading measures: {@code cost} (MP) for ranges and paths, {@code units} for threat
   * maps, where {@link #cost} holds the number of units that can reach each hex.
   */
  String measure = "cost";
  /** Hexes a zone of control of the moving side could cover (threat maps). */
  final Set<Integer> zone = new LinkedHashSet<>();
  /** Over several phases: the phase (index) in which each hex is first reached or entered. */
  final Map<Integer, Integer> phase = new LinkedHashMap<>();
  /** Over several phases: the phases' names, in order. */
  final List<String> phaseNames = new ArrayList<>();

  private Overlay(Scenario scenario, MoveQuery query, Position start, Mp allowance,
      String title) {
    this.scenario = scenario;
    this.map = scenario.state().hexMap();
    this.title = title;
    this.side = query != null ? scenario.state().unit(query.units().get(0)).side()
        : scenario.state().units().isEmpty() ? "" : scenario.state().units().get(0).side();
    this.movers = query == null ? new LinkedHashSet<>() : new LinkedHashSet<>(query.units());
    Hex h = start == null ? null : start.hexOrNull();
    this.start = h == null ? -1 : map.index(h);
    this.allowance = allowance;
  }

  /**
   * A threat map: each hex shaded by how many of the side's units can reach it (the count in
   * {@link #cost}), ringed where every unit that gets there must stop, with the hexes their
   * zones of control could cover.
   */
  static Overlay threat(Scenario scenario, ThreatMap threat, String title) {
    Overlay o = new Overlay(scenario, null, null, Mp.ZERO, title);
    o.side = threat.side();
    o.movers.addAll(threat.units());
    o.measure = "units";
    for (ThreatHex h : threat.hexes()) {
      int i = o.map.index(h.hex());
      if (h.reachable()) {
        o.cost.put(i, Mp.of(h.units().size()));
      }
      if (h.mustStopForAll()) {
        o.mustStop.add(i);
      }
      if (!h.zoneOfControl().isEmpty()) {
        o.zone.add(i);
      }
    }
    return o;
  }

  /** The board alone: no range, no path, no moving unit. */
  static Overlay board(Scenario scenario, String title) {
    return new Overlay(scenario, null, null, Mp.ZERO, title);
  }

  /** The range of a query. */
  static Overlay of(Scenario scenario, MoveQuery query, Reach reach, String title) {
    Overlay o = new Overlay(scenario, query, reach.start(), reach.allowance(), title);
    for (int i = 0; i < reach.size(); i++) {
      int hex = reach.hexIndex(i);
      if (hex < 0) {
        continue;
      }
      o.cost.put(hex, reach.cost(i));
      if (reach.mustStop(i)) {
        o.mustStop.add(hex);
      }
    }
    return o;
  }

  /** A route, with the cost so far at each hex it enters. */
  static Overlay of(Scenario scenario, MoveQuery query, Position start, Mp allowance,
      Route route, String title) {
    Overlay o = new Overlay(scenario, query, start, allowance, title);
    if (o.start >= 0) {
      o.path.add(o.start);
      o.cost.put(o.start, Mp.ZERO);
    }
    for (StepReport s : route.steps()) {
      o.enter(s, Mp.ZERO);
    }
    if (route.mustStop() && !o.path.isEmpty()) {
      o.mustStop.add(o.path.get(o.path.size() - 1));
    }
    return o;
  }

  /**
   * Adds an alternative to the picture of an order, drawn dashed from the start.
   *
   * @param a the alternative
   * @return this overlay
   */
  Overlay withAlternative(io.github.warpath.rules.Alternative a) {
    alternativeKind = a.kind().id().replace('-', ' ');
    if (start >= 0) {
      alternative.add(start);
    }
    for (StepReport s : a.route().steps()) {
      Hex h = s.position().hexOrNull();
      if (h != null && (alternative.isEmpty()
          || alternative.get(alternative.size() - 1) != map.index(h))) {
        alternative.add(map.index(h));
      }
    }
    return this;
  }

  /** The positions after a sequence of phases, shaded by the phase that first reaches them. */
  static Overlay of(Scenario scenario, MoveQuery query, PhasedReach reach, String title) {
    Overlay o = new Overlay(scenario, query, reach.start(), Mp.ZERO, title);
    reach.phases().forEach(p -> o.phaseNames.add(p.name()));
    for (PhasedEntry e : reach.entries()) {
      Hex h = e.position().hexOrNull();
      if (h == null) {
        continue;
      }
      int i = o.map.index(h);
      o.cost.put(i, e.total());
      o.phase.put(i, e.firstPhase());
      if (e.mustStop()) {
        o.mustStop.add(i);
      }
    }
    return o;
  }

  /** A route over several phases: each hex entered marked with its phase, costs summed. */
  static Overlay of(Scenario scenario, MoveQuery query, PhasedRoute route, String title) {
    Overlay o = new Overlay(scenario, query, route.start(), Mp.ZERO, title);
    if (o.start >= 0) {
      o.path.add(o.start);
      o.cost.put(o.start, Mp.ZERO);
      o.phase.put(o.start, 0);
    }
    Mp before = Mp.ZERO;
    for (int k = 0; k < route.legs().size(); k++) {
      o.phaseNames.add(route.legs().get(k).phase().name());
      Route leg = route.legs().get(k).route();
      for (StepReport s : leg.steps()) {
        int i = o.enter(s, before);
        if (i >= 0) {
          o.phase.put(i, k);
        }
      }
      before = before.plus(leg.cost());
    }
    return o;
  }

  /**
   * Adds a step's hex to the path (once, where the step stays in it) with the points spent so
   * far; returns the hex, or -1 for a step off the map.
   */
  private int enter(StepReport s, Mp before) {
    Hex h = s.position().hexOrNull();
    if (h == null) {
      return -1;
    }
    int i = map.index(h);
    if (path.isEmpty() || path.get(path.size() - 1) != i) {
      path.add(i);
    }
    cost.put(i, before.plus(s.spent()));
    return i;
  }

  /** The largest cost shown, at least the allowance, for shading. */
  Mp maxCost() {
    Mp max = allowance;
    for (Mp m : cost.values()) {
      max = Mp.max(max, m);
    }
    return max;
  }
}
