package io.github.warpath.efs.internal;

import io.github.warpath.Mp;
import io.github.warpath.efs.EfsRuleHeading;
import io.github.warpath.efs.EfsWeather;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.Transition;
import java.util.ArrayList;
import java.util.List;

/**
 * Words for the search's transitions: the violation of an illegal step (the reason of its
 * {@link StepReason}, completed with the place, the terrain and the numbers where they matter)
 * and the note of a legal one (roads followed, the road left, zones of control entered).
 */
final class StepExplanation {
  private static final StepReason[] REASONS = StepReason.values();
  /** The note of a step along each road class, by the low bits of the state entered. */
  private static final String[] ALONG = {"", "along minor road", "along main road",
      "along Motorway"};

  private StepExplanation() {}

  /**
   * The violation of an illegal transition.
   *
   * @param g the compiled query
   * @param code the reason code
   * @param t the transition
   * @param fromNode the node left
   * @param spent engine units spent before
   * @return the violation
   */
  static Violation explain(EfsGraph g, int code, Transition t, int fromNode, int spent) {
    StepReason w = REASONS[code];
    QueryProfile q = g.profile();
    int fromLoc = fromNode >>> q.shift;
    int toLoc = t.to < 0 ? -1 : t.to >>> q.shift;
    int[] info = g.pricing().info;
    switch (w) {
      case ALLOWANCE:
        return DearStep.explain(g, t, fromNode, spent);
      case OVERRUN_ALLOWANCE:
        return Violation.builder().rule(w.rule().ref()).reason(w.reason())
            .needed(Mp.ofTicks(t.argA, EfsGraph.TICKS))
            .available(Mp.ofTicks(Math.max(0, t.argB), EfsGraph.TICKS)).build();
      case TERRAIN_CLOSED:
        return Violation.of(w.rule(), describeHex(g, toLoc) + " is closed to " + q.mover()
            + (toLoc >= 0 && (info[toLoc] & HexWeather.SWAMP) != 0
            && (q.chartProfile & StepTables.MOT) != 0
            ? " (motorized units enter swamp along a railroad)" : ""));
      case HEXSIDE_CLOSED:
        return Violation.of(w.rule(), describeSide(g, fromLoc, toLoc) + " cannot be crossed by "
            + q.mover() + " in " + weatherName(g, toLoc));
      case ROAD_EXIT:
        return Violation.of(w.rule(), RoadExit.closedOffRoad(g.map().label(fromLoc),
            describeHex(g, fromLoc)));
      case OVERRUN_MODE:
        return Violation.of(w.rule(), Overrun.notInMode(MovementModes.id(q.mode)));
      case RETREAT_LENGTH:
        return Violation.of(w.rule(), Retreat.tooLong(q));
      default:
        return Violation.of(w.rule(), w.reason());
    }
  }

  /**
   * The violation of a destination no transition reaches.
   *
   * @param g the compiled query
   * @return the violation
   */
  static Violation unreachable(EfsGraph g) {
    if (g.profile().mode == MovementModes.AIR) {
      return Violation.of(StepReason.AIR_NOT_TERMINAL.rule(),
          StepReason.AIR_NOT_TERMINAL.reason());
    }
    return Violation.of(EfsRuleHeading.HEX_TO_HEX,
        "units move from a hex to an adjacent hex (a failed"
        + " overrun names an adjacent enemy hex)");
  }

  /**
   * The note of a legal transition.
   *
   * @param g the compiled query
   * @param fromNode the node left
   * @param slot the slot
   * @param t the transition
   * @return the note, possibly empty
   */
  static String note(EfsGraph g, int fromNode, int slot, Transition t) {
    QueryProfile q = g.profile();
    int overrunSlots = g.overrunSlots();
    if (q.mode != MovementModes.NORMAL && slot >= overrunSlots) {
      return slot - overrunSlots < 6 ? "overrun" : "overrun failed";
    }
    switch (q.mode) {
      case MovementModes.ONE_HEX:
        return "One Hex Movement";
      case MovementModes.INFILTRATION:
        return "infiltration";
      case MovementModes.AIR:
        return "air transport";
      case MovementModes.RETREAT:
        return "retreat";
      case MovementModes.MODE_CHANGE:
        return slot == 0 ? "to firing side" : "to mobile side";
      default:
        break;
    }
    if (slot >= Overrun.FAILURE) {
      return "overrun failed";
    }
    // the parts joined with "; " as they come, so that a step with one part or none (the usual
    // legal step) builds no text
    String note = slot >= Overrun.SUCCESS ? "overrun" : "";
    int s = t.to & 7;
    note = and(note, ALONG[s & 3]);
    if ((s & 4) != 0) {
      note = and(note, "along railroad");
    }
    HexMap map = g.map();
    StepPricing p = g.pricing();
    int from = fromNode >>> 3;
    int fs = fromNode & 7;
    int dir = slot % 6;
    int next = from < map.size() ? map.neighbor(from, dir) : -1;
    int v = next < 0 ? -1 : p.stepValue(from, dir, next);
    if (fs != 0 && v >= 0) {
      int x = p.surcharge(from, fs, v);
      if (x > 0) {
        note = and(note, "left the road in " + map.label(from) + ": +"
            + Mp.ofTicks(x, EfsGraph.TICKS));
      }
    }
    int to = t.to >>> 3;
    if (slot < 6 && g.marks().inZoc(to) && g.zocCost() > 0) {
      note = and(note, "enemy ZOC +" + Mp.ofTicks(g.zocCost(), EfsGraph.TICKS));
    }
    return note;
  }

  /** Two parts of a note, either possibly empty, joined with "; " when both are there. */
  private static String and(String note, String part) {
    return part.isEmpty() ? note : note.isEmpty() ? part : note + "; " + part;
  }

  private static String weatherName(EfsGraph g, int loc) {
    if (loc < 0 || loc >= g.map().size()) {
      return "this weather";
    }
    int f = g.pricing().info[loc];
    String w = EfsWeather.values()[f & HexWeather.WEATHER].id();
    return (f & HexWeather.LINGERING) != 0 && (f & HexWeather.WOODS) != 0
        ? w + " (lingering mud)" : w;
  }

  private static String describeHex(EfsGraph g, int loc) {
    HexMap map = g.map();
    if (loc < 0 || loc >= map.size()) {
      return "that place";
    }
    List<String> names = new ArrayList<>();
    for (Enum<?> e : map.vocabulary().hexFeaturesOf(map.hexMask(loc))) {
      names.add(TerrainVocabulary.spell(e));
    }
    String terrain = names.isEmpty() ? "clear" : String.join("+", names);
    return terrain + " in " + weatherName(g, loc) + " (" + map.label(loc) + ")";
  }

  private static String describeSide(EfsGraph g, int a, int b) {
    HexMap map = g.map();
    if (a < 0 || b < 0 || a >= map.size() || b >= map.size()) {
      return "the hexside";
    }
    int dir = map.hex(a).directionTo(map.hex(b)).index();
    long s = map.sideMask(a, dir);
    return (s & StepTables.LAKE) != 0 ? "a lake hexside" : (s & StepTables.MAJOR) != 0
        ? "a major river" : "a river";
  }
}
