package io.github.warpath.cli;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Results;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.Words;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import io.github.warpath.threat.ThreatHex;
import io.github.warpath.threat.ThreatMap;
import io.github.warpath.threat.ThreatMaps;
import io.github.warpath.threat.ThreatQuery;
import io.github.warpath.threat.UnitThreat;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * What {@code warpath threat} and the explorer's {@code /api/threat} share: reading the question
 * (side, phase, mode, zones, threads), each part checked against the scenario with an error that
 * names it, and the JSON shape of the answer.
 */
public final class ThreatAnswers {
  /** The most threads a threat map may ask for. */
  public static final int MAX_THREADS = 64;

  private ThreatAnswers() {}

  /**
   * The threat map of a side.
   *
   * @param scenario a scenario on a hex map
   * @param side the side, located for messages
   * @param phase a phase of the rule set, or null for the scenario's current phase
   * @param mode a movement mode, or null for the rule set's default
   * @param zones whether to add the zones of control
   * @param threads the threads to run on, 1 to {@value #MAX_THREADS}
   * @return the threat map
   * @throws InvalidInputException naming the side, phase, mode or threads at fault
   */
  public static ThreatMap compute(Scenario scenario, JsonValue side, JsonValue phase,
      JsonValue mode, boolean zones, int threads) {
    if (!(scenario.state().board() instanceof HexMap)) {
      throw side.fail("threat maps are drawn on hex maps; this scenario is played on a table");
    }
    String s = side.word("a side");
    TreeSet<String> sides = new TreeSet<>();
    for (Unit u : scenario.state().units()) {
      sides.add(u.side());
    }
    if (!sides.contains(s)) {
      throw side.fail("no unit of side '" + s + "'; sides: " + (sides.isEmpty()
          ? "none (the scenario has no units)" : String.join(", ", sides)));
    }
    HexMovementRules rules = scenario.hexRules();
    ThreatQuery q = ThreatQuery.of(s).withZones(zones).onThreads(threads);
    if (phase != null && !phase.isNull()) {
      q = q.inPhase(Words.read(rules, "phases", phase));
    }
    if (mode != null && !mode.isNull()) {
      String m = mode.word("a movement mode");
      try {
        rules.mode(m);
      } catch (InvalidInputException e) {
        throw mode.fail(e);
      }
      q = q.inMode(m);
    }
    return ThreatMaps.of(rules, scenario.state(), q);
  }

  /**
   * The JSON answer: {@code ruleSet}, {@code side}, {@code phase}, {@code mode},
   * {@code zonesOfControl}, {@code units} (the side's units on the map), {@code reachable} (hexes
   * some unit reaches), {@code maxUnits}, and {@code hexes} in map order, each with {@code hex},
   * {@code units} (each {@code unit}, {@code cost}, {@code costTwelfths}, {@code mustStop}) and
   * {@code zoneOfControl} (the units whose zone could cover it).
   *
   * @param scenario the scenario
   * @param threat the threat map
   * @return the object
   */
  public static JsonValue json(Scenario scenario, ThreatMap threat) {
    JsonValue.ObjectBuilder b = JsonValue.object().put("ruleSet", scenario.ruleSet().id())
        .put("side", threat.side()).put("phase", threat.phase()).put("mode", threat.mode())
        .put("zonesOfControl", threat.zones());
    b.put("units", JsonValue.ofTexts(threat.units())).put("reachable", threat.reachableCount())
        .put("maxUnits", threat.maxUnits());
    List<JsonValue> hexes = new ArrayList<>();
    for (ThreatHex h : threat.hexes()) {
      List<JsonValue> reach = new ArrayList<>();
      for (UnitThreat u : h.units()) {
        JsonValue.ObjectBuilder e = JsonValue.object().put("unit", u.unit());
        Results.mp(e, "cost", u.cost());
        reach.add(e.put("mustStop", u.mustStop()).build());
      }
      hexes.add(JsonValue.object().put("hex", position(scenario, h.hex()))
          .put("units", JsonValue.ofArray(reach)).put("zoneOfControl", JsonValue.ofTexts(h.zoneOfControl()))
          .build());
    }
    return b.put("hexes", JsonValue.ofArray(hexes)).build();
  }

  private static JsonValue position(Scenario scenario, Hex hex) {
    return Results.position(scenario, Position.hex(hex));
  }
}
