package io.github.warpath.efs.internal;

import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.efs.EfsWeather;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;

/**
 * Air Transport ({@code EFS air transport}): airborne units, MSUs and Soviet HQs fly from one air
 * terminal to another as their whole move, spending every point. A terminal is a town, city or
 * major city that is friendly, not next to an enemy unit and not in an enemy zone of
 * interdiction (a town in mud only with an engineer), or the side's Air Ready box. Who may fly,
 * the air transport points and the start are judged in {@link Eligibility}. One slot per
 * location: the destination.
 */
final class AirTransport {
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
   * Compiles a query.
   *
   * @param map the map
   * @param boxNames the map's boxes, in location order
   * @param hexInfo the hex weather flags
   * @param q the query profile
   */
  void reset(HexMap map, String[] boxNames, int[] hexInfo, QueryProfile q) {
    if (map != boxesOf) {
      boxSides = new String[boxNames.length];
      for (int k = 0; k < boxNames.length; k++) {
        OffMapBox b = map.box(boxNames[k]);
        boxSides[k] = b.kind().equals(EfsVocabulary.AIR_READY)
            ? b.attributes().getOrDefault("side", "") : null;
      }
      boxesOf = map;
    }
    info = hexInfo;
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
    out.cost = Math.max(0, allowance - spent);
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
}
