package io.github.warpath.hexsystem.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The hexsystem movement facts of a {@link io.github.warpath.state.PhaseMovement}: which
 * procedure the move is in, and what hex-to-hex movement must do next. They turn the search
 * state at the end of an order into words and back, so the next order of the phase starts where
 * the last one stopped.
 * <ul>
 *   <li>{@value #HEX_TO_HEX}: the move has begun (hex to hex, or into a box); what only opens a
 *       move (minimum move, beachheads, marines, the Eastern Europe Box, port to port, box to
 *       box) is closed;</li>
 *   <li>{@value #PORT_TO_PORT}: the move is port to port; only further legs remain, and
 *       {@code port-zone-<k>} says through which of its port's naval zones (counted from 0) the
 *       unit arrived, where the port has several;</li>
 *   <li>{@code overrun-next-<direction>}: the unit entered a zone of control that it may leave
 *       only straight into the overrun of the unit in that direction (n, ne, se, s, sw,
 *       nw).</li>
 * </ul>
 * Units overrun earlier are in their boxes after apply, so no fact recalls them.
 */
public final class MovementFacts {
  private MovementFacts() {}

  /** The move has begun hex to hex. */
  public static final String HEX_TO_HEX = "hex-to-hex";
  /** The move is port to port. */
  public static final String PORT_TO_PORT = "port-to-port";
  /** Prefix: through which naval zone of a multi-zone port the unit arrived. */
  public static final String PORT_ZONE = "port-zone-";
  /** Prefix: the direction of the overrun the unit must make next. */
  public static final String OVERRUN_NEXT = "overrun-next-";

  /**
   * The forms of the facts, for the rule set's vocabulary.
   *
   * @return the words and patterns
   */
  public static List<String> forms() {
    return List.of(HEX_TO_HEX, PORT_TO_PORT, PORT_ZONE + "<k>", OVERRUN_NEXT + "<direction>");
  }

  /**
   * The facts of the search state a walk ended in.
   *
   * @param g the search state layout of the query
   * @param s the state
   * @return the facts' words
   */
  static List<String> of(SearchStateLayout g, int s) {
    List<String> out = new ArrayList<>(2);
    if (s == SearchStateLayout.START) {
      return out;
    }
    if (g.isPortState(s)) {
      out.add(PORT_TO_PORT);
      int k = s - g.portState(0);
      if (k > 0) {
        out.add(PORT_ZONE + k);
      }
      return out;
    }
    out.add(HEX_TO_HEX);
    int p = g.pendingOf(s);
    if (p > 0) {
      out.add(OVERRUN_NEXT + HexDirection.of(p - 1).name().toLowerCase(Locale.ROOT));
    }
    return out;
  }

  /**
   * The search state a unit goes on in.
   *
   * @param g the search state layout of the query being compiled, or null to check only
   * @param maxPortZones the most naval zones of any open port of the map
   * @param u the unit
   * @return the state; {@link SearchStateLayout#START} for a unit that has not moved this phase
   * @throws InvalidInputException for an unknown or contradictory fact
   */
  static int state(SearchStateLayout g, int maxPortZones, Unit u) {
    if (u.phaseMovement().isEmpty()) {
      return SearchStateLayout.START;
    }
    String field = "units." + u.id() + ".phaseMovement.facts";
    boolean hex = false;
    boolean port = false;
    int zone = 0;
    int pending = 0;
    for (String f : u.phaseMovement().get().facts()) {
      if (f.equals(HEX_TO_HEX)) {
        hex = true;
      } else if (f.equals(PORT_TO_PORT)) {
        port = true;
      } else if (f.startsWith(PORT_ZONE)) {
        zone = zone(f, field);
      } else if (f.startsWith(OVERRUN_NEXT)) {
        pending = direction(f.substring(OVERRUN_NEXT.length()), field).index() + 1;
      } else {
        throw unknown(f, field);
      }
    }
    if (hex && port) {
      throw new InvalidInputException(field, "a move is hex to hex or port to port, not both");
    }
    if (port) {
      if (g == null) {
        return 0;
      }
      if (zone >= Math.max(1, maxPortZones)) {
        throw new InvalidInputException(field, PORT_ZONE + zone + " is past the map's ports,"
            + " which have at most " + Math.max(1, maxPortZones) + " zones");
      }
      return g.portState(zone);
    }
    // a unit that has moved is under way even without facts
    return g == null ? 0 : g.hexState(0, pending);
  }

  /**
   * Checks the facts of every unit of a state.
   *
   * @param units the units
   * @throws InvalidInputException naming the unit and the fact
   */
  static void validate(List<Unit> units) {
    for (Unit u : units) {
      state(null, 0, u);
    }
  }

  private static int zone(String f, String field) {
    try {
      int k = Integer.parseInt(f.substring(PORT_ZONE.length()));
      if (k >= 0 && k < 64) {
        return k;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new InvalidInputException(field, "'" + f + "': expected " + PORT_ZONE
        + "<k> with k from 0 to 63");
  }

  private static HexDirection direction(String name, String field) {
    for (HexDirection d : HexDirection.values()) {
      if (d.name().toLowerCase(Locale.ROOT).equals(name)) {
        return d;
      }
    }
    throw new InvalidInputException(field, "'" + OVERRUN_NEXT + name + "': unknown direction;"
        + " known: n, ne, se, s, sw, nw");
  }

  private static InvalidInputException unknown(String f, String field) {
    return new InvalidInputException(field, "unknown movement fact '" + f + "'; known: "
        + String.join(", ", forms()));
  }
}
