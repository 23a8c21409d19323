package io.github.warpath.efs.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.efs.EfsWeather;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;
import io.github.warpath.state.GameState;
import java.util.List;

/**
 * Air Transport ({@code EFS air transport}): airborne units, MSUs and Soviet HQs fly from one air
 * terminal to another as their whole move, spending every point. A terminal is a town, city or
 * major city that is friendly, not next to an enemy unit and not in an enemy zone of
 * interdiction (a town in mud only with an engineer), or the side's Air Ready box. Who may fly,
 * the air transport points and the start are judged in {@link Eligibility}. One slot per
 * location: the destination.
 */
final class AirTransport {
  private static final String AXIS_POINTS = EfsVocabulary.AIR_TRANSPORT_POINTS + "."
      + EfsVocabulary.AXIS;
  private static final String SOVIET_POINTS = EfsVocabulary.AIR_TRANSPORT_POINTS + "."
      + EfsVocabulary.SOVIET;
  /** The reason: air transport to a hex that is no air terminal. */
  static final String NOT_TERMINAL = "air transport ends on a town, city or major city, or in an"
      + " Air Ready box";
  /** The reason: air transport to a hex that is not friendly. */
  static final String NOT_FRIENDLY = "air transport ends on a friendly hex (one held by a friendly"
      + " unit, or marked or mapped as friendly)";
  /** The reason: air transport next to an enemy unit. */
  static final String ENEMY_ADJACENT = "air transport may not end next to an enemy unit";
  /** The reason: air transport in an enemy zone of interdiction. */
  static final String INTERDICTED = "air transport may not end in an enemy zone of interdiction";
  /** The reason: a town in mud without an engineer. */
  static final String TOWN_MUD = "in mud a town serves air transport only with an engineer in the"
      + " hex";
  /** The reason: the other side's Air Ready box. */
  static final String BOX_SIDE = "that Air Ready box belongs to the other side";
  /** The reason: air transport is the whole move. */
  static final String DONE = "air transport is the whole move";
  static final String KIND = "only airborne units, MSUs and Soviet HQs move by air transport";
  static final String REACTION = "air transport is not a way to react";
  static final String SPENT = "air transport is the unit's whole move for the phase, and it has"
      + " already spent movement points";

  private final BoardMarks marks;
  private String[] boxSides = new String[0];
  private HexMap boxesOf;
  private int[] info;
  private int hexCount;
  private String side;
  private boolean engineerInStack;
  private int allowance;

  /**
   * Air transport over shared marks.
   *
   * @param marks the board marks
   */
  AirTransport(BoardMarks marks) {
    this.marks = marks;
  }

  /**
   * Takes the hex weather flags of new tables.
   *
   * @param hexInfo the hex weather flags
   */
  void pointAt(int[] hexInfo) {
    info = hexInfo;
  }

  /**
   * Compiles a query.
   *
   * @param map the map
   * @param boxNames the map's boxes, in location order
   * @param q the query profile
   */
  void reset(HexMap map, String[] boxNames, QueryProfile q) {
    if (map != boxesOf) {
      boxSides = new String[boxNames.length];
      for (int k = 0; k < boxNames.length; k++) {
        OffMapBox b = map.box(boxNames[k]);
        boxSides[k] = b.kind().equals(EfsVocabulary.AIR_READY)
            ? b.attributes().getOrDefault("side", "") : null;
      }
      boxesOf = map;
    }
    hexCount = map.size();
    side = q.side;
    engineerInStack = q.engineerInStack;
    allowance = q.allowance;
  }

  /**
   * The flight to a location.
   *
   * @param node the node left
   * @param spent engine units spent before
   * @param loc the destination location
   * @param out the transition to fill
   * @return {@link MoveGraph#LEGAL}, {@link MoveGraph#ILLEGAL} or {@link MoveGraph#NONE}
   */
  int fly(int node, int spent, int loc, Transition out) {
    if (loc == node >>> 1) {
      return MoveGraph.NONE;
    }
    out.to = loc << 1 | 1;
    // the flight leaves the start node, where nothing is spent yet: it takes the whole allowance
    out.cost = allowance;
    out.flags = Transition.SPEND_ALL | Transition.STOP;
    int why = terminal(loc);
    if (why != 0) {
      out.rule = why;
      return MoveGraph.ILLEGAL;
    }
    out.rule = StepReason.AIR_DONE.ordinal();
    return MoveGraph.LEGAL;
  }

  /**
   * Whether a location can start or end an air transport for the moving side.
   *
   * @param loc a hex index, or the hex count plus a box number
   * @return 0 if it can, else the reason code
   */
  int terminal(int loc) {
    return loc < hexCount ? hex(loc) : box(loc - hexCount);
  }

  private int hex(int i) {
    final int f = info[i];
    final int flags = marks.hex.get(i);
    if ((f & (HexWeather.TOWN | HexWeather.CITY)) == 0) {
      return StepReason.AIR_NOT_TERMINAL.ordinal();
    }
    if ((flags & BoardMarks.ENEMY) != 0 || !marks.friendly(i)) {
      return StepReason.AIR_NOT_FRIENDLY.ordinal();
    }
    if ((flags & BoardMarks.ADJACENT) != 0) {
      return StepReason.AIR_ENEMY_ADJACENT.ordinal();
    }
    if (marks.interdicted(i)) {
      return StepReason.AIR_INTERDICTED.ordinal();
    }
    if ((f & HexWeather.CITY) == 0 && (f & HexWeather.WEATHER) == EfsWeather.MUD.ordinal()
        && !engineerInStack && !marks.engineerIn(i)) {
      return StepReason.AIR_TOWN_MUD.ordinal();
    }
    return 0;
  }

  private int box(int k) {
    String owner = boxSides[k];
    if (owner == null) {
      return StepReason.AIR_NOT_TERMINAL.ordinal();
    }
    if (!owner.isEmpty() && !owner.equals(side)) {
      return StepReason.AIR_BOX_SIDE.ordinal();
    }
    return 0;
  }

  /**
   * The air transport points a stack needs: each unit's {@code air-transport-cost}, 1 if unset.
   *
   * @param state the state
   * @param ids the units
   * @return the points
   */
  static int pointsNeeded(GameState state, List<String> ids) {
    int needed = 0;
    for (int k = 0; k < ids.size(); k++) {
      needed += UnitAttributes.count(state.unit(ids.get(k)), EfsVocabulary.AIR_TRANSPORT_COST, 1);
    }
    return needed;
  }

  /**
   * The air transport points available to a side for a query.
   *
   * @param state the state
   * @param query the query (option {@code air-transport-points} wins)
   * @param side the side
   * @return the points
   * @throws InvalidInputException if the option or attribute is not a whole number
   */
  static int pointsAvailable(GameState state, MoveQuery query, String side) {
    String opt = query.options().get(EfsVocabulary.OPTION_AIR_TRANSPORT_POINTS);
    if (opt != null) {
      return points(opt, "options." + EfsVocabulary.OPTION_AIR_TRANSPORT_POINTS);
    }
    String key = side.equals(EfsVocabulary.AXIS) ? AXIS_POINTS : SOVIET_POINTS;
    String env = state.environment().attributes().get(key);
    return env == null ? 0 : points(env, "environment.attributes." + key);
  }

  /**
   * Reads a number of air transport points.
   *
   * @param text the text
   * @param field the input field, for the error
   * @return the points, 0 or more
   * @throws InvalidInputException naming the field if it is no such number
   */
  static int points(String text, String field) {
    try {
      int n = Integer.parseInt(text.trim());
      if (n >= 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new InvalidInputException(field, "expected a whole number of 0 or more, got '" + text
        + "'");
  }
}
