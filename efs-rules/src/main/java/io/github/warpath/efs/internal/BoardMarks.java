package io.github.warpath.efs.internal;

import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.Hexside;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.Region;
import io.github.warpath.search.EpochMarks;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Unit;
import java.util.Arrays;
import java.util.List;

/**
 * What the units and markers of a state mean to one moving side, as marks per hex and hexside:
 * enemy units, their zones of control, hexes next to them, strongpoints, friendly hexes,
 * engineers, interdiction, bridge units and destroyed fortified lines. Buffers are reused; the
 * marks depend only on the (immutable) state and the side, so queries of one side on one state
 * share them.
 */
final class BoardMarks {
  /** Hex flag: enemy units in the hex. */
  static final int ENEMY = 1;
  /** Hex flag: in an enemy zone of control. */
  static final int ZOC = 2;
  /** Hex flag: next to an enemy unit. */
  static final int ADJACENT = 4;
  /** Hex flag: a strongpoint of the moving side. */
  static final int OWN_STRONGPOINT = 8;
  /** Hex flag: an enemy strongpoint. */
  static final int ENEMY_STRONGPOINT = 16;
  /** Either strongpoint. */
  static final int STRONGPOINT = OWN_STRONGPOINT | ENEMY_STRONGPOINT;
  /** Hexside mark: an operating bridge unit of the moving side. */
  static final int BRIDGE_UNIT = 1;
  /** Hexside mark: a destroyed stretch of fortified line. */
  static final int FORT_GONE = 2;

  /** Per hex: the flags above (one read a step). */
  final HexFlags hex = new HexFlags();
  /** Per hex: how many enemy hexes project a zone of control into it. */
  final EpochMarks zocCount = new EpochMarks();
  /** Per enemy hex: the directions its zone of control extends to (bits 0-5). */
  final EpochMarks zocDirs = new EpochMarks();
  private final EpochMarks sideMarks = new EpochMarks();
  private final EpochMarks friendly = new EpochMarks();
  private final EpochMarks interdicted = new EpochMarks();
  private final EpochMarks engineers = new EpochMarks();
  /** Whether any hexside carries a mark (most states have none). */
  boolean anySideMarks;
  private int[] enemyHexes = new int[64];
  private int enemyCount;
  private HexMap map;
  private String side;
  private GameState marked;

  /**
   * Marks a state for a side, unless it is the state and side marked last.
   *
   * @param state the state
   * @param movingSide the moving side
   * @param info the hex weather flags ({@link HexWeather#info})
   */
  void mark(GameState state, String movingSide, int[] info) {
    if (state == marked && movingSide.equals(side)) {
      return;
    }
    map = state.hexMap();
    side = movingSide;
    markUnits(state, info);
    markMarkers(state);
    marked = state;
  }

  private void markUnits(GameState state, int[] info) {
    int hexCount = map.size();
    hex.reset(hexCount);
    zocCount.reset(hexCount);
    zocDirs.reset(hexCount);
    friendly.reset(hexCount);
    engineers.reset(hexCount);
    enemyCount = 0;
    List<Unit> units = state.units();
    for (int k = 0; k < units.size(); k++) {
      Unit u = units.get(k);
      Hex h = u.hexOrNull();
      if (h == null) {
        continue;
      }
      int i = map.index(h);
      if (u.side().equals(side)) {
        friendly.add(i);
        if (u.kind().equals(EfsVocabulary.ENGINEER)) {
          engineers.add(i);
        }
        continue;
      }
      if ((hex.get(i) & ENEMY) == 0) {
        hex.add(i, ENEMY);
        if (enemyCount == enemyHexes.length) {
          enemyHexes = Arrays.copyOf(enemyHexes, enemyCount * 2);
        }
        enemyHexes[enemyCount++] = i;
      }
      zocDirs.put(i, zocDirs.get(i, 0) | ZoneOfControl.directions(u, map, info, i));
    }
    for (int k = 0; k < enemyCount; k++) {
      int e = enemyHexes[k];
      int dirs = zocDirs.get(e, 0);
      for (int d = 0; d < 6; d++) {
        int n = map.neighbor(e, d);
        if (n < 0) {
          continue;
        }
        int f = ADJACENT;
        if ((dirs & (1 << d)) != 0) {
          zocCount.increment(n, 1);
          f |= ZOC;
        }
        hex.add(n, f);
      }
    }
  }

  private void markMarkers(GameState state) {
    interdicted.reset(map.size());
    sideMarks.reset(map.size() * 6);
    anySideMarks = false;
    List<Marker> markers = state.markers();
    for (int k = 0; k < markers.size(); k++) {
      Marker mk = markers.get(k);
      Hex h = mk.position().hexOrNull();
      switch (mk.kind()) {
        case EfsVocabulary.BRIDGE:
          if (mk.side().equals(side) && mk.hexside().isPresent() && EfsVocabulary.OPERATING
              .equals(mk.attributes().get(EfsVocabulary.STATE))) {
            markSide(mk.hexside().get(), BRIDGE_UNIT);
          }
          break;
        case EfsVocabulary.FORTIFIED_LINE_DESTROYED:
          if (mk.hexside().isPresent()) {
            markSide(mk.hexside().get(), FORT_GONE);
          }
          break;
        case EfsVocabulary.STRONGPOINT:
          if (h != null) {
            hex.add(map.index(h), mk.side().equals(side) ? OWN_STRONGPOINT : ENEMY_STRONGPOINT);
          }
          break;
        case EfsVocabulary.INTERDICTION:
          if (h != null && !mk.side().equals(side)) {
            interdicted.add(map.index(h));
          }
          break;
        case EfsVocabulary.CONTROL:
          if (h != null && mk.side().equals(side)) {
            friendly.add(map.index(h));
          }
          break;
        default:
          break;
      }
    }
  }

  private void markSide(Hexside hs, int bit) {
    anySideMarks = true;
    int a = map.index(hs.hex());
    int d = hs.direction().index();
    if (a >= 0) {
      sideMarks.put(a * 6 + d, sideMarks.get(a * 6 + d, 0) | bit);
    }
    int b = map.index(hs.hex().neighbor(hs.direction()));
    if (b >= 0) {
      int e = b * 6 + hs.direction().opposite().index();
      sideMarks.put(e, sideMarks.get(e, 0) | bit);
    }
  }

  /**
   * The marks of a hexside.
   *
   * @param from a hex index
   * @param dir a direction
   * @return {@link #BRIDGE_UNIT} and {@link #FORT_GONE} bits
   */
  int sideMark(int from, int dir) {
    return anySideMarks ? sideMarks.get(from * 6 + dir, 0) : 0;
  }

  /**
   * Whether a hex is in an enemy zone of control for the moving side.
   *
   * @param i a location (boxes are in none)
   * @return true if in an enemy ZOC
   */
  boolean inZoc(int i) {
    return i >= 0 && i < map.size() && (hex.get(i) & ZOC) != 0;
  }

  /**
   * Whether a hex is friendly to the moving side: a friendly unit or control marker in it, or a
   * control region of the side around it.
   *
   * @param i a hex index
   * @return true if friendly
   */
  boolean friendly(int i) {
    if (friendly.contains(i)) {
      return true;
    }
    for (Region r : map.regions().values()) {
      if (r.kind().equals(EfsVocabulary.CONTROL_REGION)
          && side.equals(r.attributes().get("side")) && r.contains(i)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether an enemy zone of interdiction covers a hex.
   *
   * @param i a hex index
   * @return true if interdicted
   */
  boolean interdicted(int i) {
    return interdicted.contains(i);
  }

  /**
   * Whether a friendly engineer stands in a hex.
   *
   * @param i a hex index
   * @return true if so
   */
  boolean engineerIn(int i) {
    return engineers.contains(i);
  }
}
