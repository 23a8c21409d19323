package io.github.warpath.kit;

import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.search.EpochMarks;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.Arrays;
import java.util.List;

/**
 * What the units of a state do to the hexes around them, for {@link KitGraph}: per hex, whether
 * it holds an enemy unit, lies next to one, lies in an enemy zone of control (the {@link
 * ZoneOfControlRule}'s hexsides, terrain and friendly units considered), or would be
 * over-stacked by the movers (illegal over-stacking of the {@link StackingRule}).
 *
 * <p>The marks depend only on the kit, the state, the movers' side and whether zones apply, and
 * on the movers themselves only where they are left out of what they would meet: the friendly
 * units that cancel a zone ({@link ZoneOfControlRule#negatedByFriendly()}) and the stacks they
 * would join (illegal over-stacking). A state is immutable, so queries that repeat those keep the
 * marks: a sweep over the units of one side marks the board once, not once a unit. Only the
 * hexes in {@link #markedHexes} are non-zero, so clearing costs the hexes marked, not the map.
 */
final class HexMarks {
  static final int ENEMY_HEX = 1;
  static final int NEXT_TO_ENEMY_HEX = 2;
  static final int ZONE_HEX = 4;
  static final int OVER_STACKED_HEX = 8;

  /** Per hex, the bits above; the step loop reads it directly. */
  int[] marks = new int[0];
  private int[] markedHexes = new int[64];
  private int markedCount;
  private final EpochMarks friendly = new EpochMarks();
  private final EpochMarks stacked = new EpochMarks();
  private GameState markedState;
  private String markedSide;
  private List<String> markedUnits;
  private boolean markedZones;
  private RuleKit markedKit;

  /**
   * Marks the hexes for a query, unless the marks already hold them (the map follows from the
   * state, so it need not be compared).
   *
   * @param kit the kit
   * @param state the state
   * @param query the movers
   * @param side their side
   * @param zonesApply whether zones of control apply to them
   */
  void update(RuleKit kit, GameState state, MoveQuery query, String side, boolean zonesApply) {
    if (state == markedState && kit == markedKit && zonesApply == markedZones
        && side.equals(markedSide) && (!moversCount(kit, zonesApply)
            || query.units() == markedUnits || query.units().equals(markedUnits))) {
      return;
    }
    HexMap map = state.hexMap();
    markUnits(kit, map, state, query, side, zonesApply);
    markStacks(kit, map, state, query, side);
    markedState = state;
    markedSide = side;
    markedUnits = query.units();
    markedZones = zonesApply;
    markedKit = kit;
  }

  /**
   * Whether the marks depend on which units move, not only on their side: when friendly units
   * cancel zones (the movers cancel none for themselves) or over-stacking is illegal (the movers
   * do not stack with themselves).
   */
  private static boolean moversCount(RuleKit kit, boolean zonesApply) {
    return zonesApply && kit.zones().negatedByFriendly()
        || kit.stacking() != null && kit.stacking().illegal();
  }

  /** With illegal over-stacking, the hexes the movers would over-stack cannot be entered. */
  private void markStacks(RuleKit kit, HexMap map, GameState state, MoveQuery query,
      String side) {
    StackingRule s = kit.stacking();
    stacked.reset(map.size());
    if (s == null || !s.illegal()) {
      return;
    }
    int moving = 0;
    for (String id : query.units()) {
      moving += s.points(KitRuleSet.classOf(kit, state.unit(id)));
    }
    for (Unit u : state.units()) {
      if (u.side().equals(side) && u.hexOrNull() != null && map.contains(u.hexOrNull())
          && !query.units().contains(u.id())) {
        int i = map.index(u.hexOrNull());
        int total = stacked.increment(i, s.points(KitRuleSet.classOf(kit, u)));
        if (total + moving > s.limit()) {
          mark(i, OVER_STACKED_HEX);
        }
      }
    }
  }

  private void markUnits(RuleKit kit, HexMap map, GameState state, MoveQuery query, String side,
      boolean zonesApply) {
    int n = map.size();
    clear(n);
    friendly.reset(n);
    ZoneOfControlRule z = kit.zones();
    if (zonesApply && z.negatedByFriendly()) {
      for (Unit u : state.units()) {
        if (u.side().equals(side) && u.hexOrNull() != null && !query.units().contains(u.id())
            && map.contains(u.hexOrNull())) {
          friendly.add(map.index(u.hexOrNull()));
        }
      }
    }
    for (Unit u : state.units()) {
      if (u.side().equals(side) || u.hexOrNull() == null || !map.contains(u.hexOrNull())) {
        continue;
      }
      int i = map.index(u.hexOrNull());
      mark(i, ENEMY_HEX);
      boolean projects = zonesApply && z.projects(KitRuleSet.classOf(kit, u));
      for (int d = 0; d < 6; d++) {
        int j = map.neighbor(i, d);
        if (j < 0) {
          continue;
        }
        mark(j, NEXT_TO_ENEMY_HEX);
        if (projects && !friendly.contains(j) && zoneNeighbour(kit, map, i, d) >= 0) {
          mark(j, ZONE_HEX);
        }
      }
    }
  }

  private void clear(int hexes) {
    if (marks.length < hexes) {
      marks = new int[hexes];
    } else {
      for (int k = 0; k < markedCount; k++) {
        marks[markedHexes[k]] = 0;
      }
    }
    markedCount = 0;
  }

  private void mark(int hex, int bit) {
    if (marks[hex] == 0) {
      if (markedCount == markedHexes.length) {
        markedHexes = Arrays.copyOf(markedHexes, markedCount * 2);
      }
      markedHexes[markedCount++] = hex;
    }
    marks[hex] |= bit;
  }

  /**
   * The neighbour of hex {@code i} in direction {@code d} if the zone of a unit on {@code i}
   * extends into it by the hexside and terrain (a friendly unit cancelling it aside), else -1.
   *
   * @param kit the kit, which has zones of control
   * @param map the map
   * @param i the hex of the unit
   * @param d the direction
   * @return the neighbour's index, or -1
   */
  static int zoneNeighbour(RuleKit kit, HexMap map, int i, int d) {
    int j = map.neighbor(i, d);
    if (j < 0) {
      return -1;
    }
    // a kind laid on either side of the hexside (directed) counts
    long side = map.sideMask(i, d) | map.sideMask(j, (d + 3) % 6);
    return kit.zones().reaches(side, kit.hexsides().blocksZoc(), map.hexMask(j)) ? j : -1;
  }
}
