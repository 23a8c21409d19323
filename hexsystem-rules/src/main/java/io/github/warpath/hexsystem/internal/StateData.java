package io.github.warpath.hexsystem.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.map.HexMap;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.HexPosition;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The units and markers of a state as flat arrays, checked against the vocabulary: built once
 * per state so that queries read primitives only. Building it reports the first unit or marker
 * the rules do not understand.
 */
final class StateData {
  static final int CONVOY_AXIS = 0;
  static final int CONVOY_BRITISH = 1;
  static final int CONVOY_US = 2;
  static final int CONVOY_JAPANESE = 3;
  static final int CONVOY_RUSSIAN = 4;
  static final int CONVOY_SOVIET = 5;

  final int unitCount;
  /** Hex index per unit, or -1 off the map. */
  final int[] hex;
  /** Box index per unit, or -1. */
  final int[] box;
  final int[] side;
  final int[] steps;
  final boolean[] air;
  final boolean[] hq;
  final boolean[] noZoc;
  final boolean[] supplied;
  final int[] supportRange;

  final int[] beachHex;
  final int[] beachDir;
  final int[] beachSide;
  final int[] airdropHex;
  final int[] airdropSide;
  final int[] controlHex;
  final int[] controlSide;
  /** Naval bases: ports with a Detachment, or Naval Base markers. */
  final int[] baseHex;
  final int[] baseSide;
  /** Troop convoys: index in the marker list, zone, side, type and nationality. */
  final int[] convoyMarker;
  final int[] convoyZone;
  final int[] convoySide;
  final boolean[] convoyFleetTrain;
  final int[] convoyNationality;
  /** Capitals (hex indices) holding a Free Passage, Mobilizing or No Occupation marker. */
  final int[] lockedCapital;
  /** Whether a Quit India marker is in a Strategic Warfare box. */
  final boolean quitIndiaMarker;

  StateData(GameState state, MapTables mt, TerrainEffectsChart chart) {
    HexMap map = mt.map;
    List<Unit> units = state.units();
    unitCount = units.size();
    hex = new int[unitCount];
    box = new int[unitCount];
    side = new int[unitCount];
    steps = new int[unitCount];
    air = new boolean[unitCount];
    hq = new boolean[unitCount];
    noZoc = new boolean[unitCount];
    supplied = new boolean[unitCount];
    supportRange = new int[unitCount];
    for (int i = 0; i < unitCount; i++) {
      Unit u = units.get(i);
      String field = "units[" + i + "]";
      side[i] = TableEncoding.side(u.side());
      if (side[i] < 0) {
        throw new InvalidInputException(field + ".side", "unknown side '" + u.side()
            + "'; known: " + String.join(", ", HexsystemVocabulary.SIDES));
      }
      if (!HexsystemVocabulary.UNIT_KINDS.contains(u.kind())) {
        throw new InvalidInputException(field + ".kind", "unknown unit kind '" + u.kind()
            + "'; known: " + String.join(", ", HexsystemVocabulary.UNIT_KINDS));
      }
      for (String f : u.flags()) {
        if (!HexsystemVocabulary.UNIT_FLAGS.contains(f)) {
          throw new InvalidInputException(field + ".flags", "unknown flag '" + f + "'; known: "
              + String.join(", ", HexsystemVocabulary.UNIT_FLAGS));
        }
      }
      air[i] = u.kind().equals(HexsystemVocabulary.AIR);
      hq[i] = u.kind().equals(HexsystemVocabulary.HQ);
      supportRange[i] = hq[i] ? chart.hqRange : chart.airRange;
      for (Map.Entry<String, String> a : u.attributes().entrySet()) {
        String af = field + ".attributes." + a.getKey();
        if (a.getKey().equals(HexsystemVocabulary.ATTR_SUPPORT_RANGE)) {
          supportRange[i] = TableEncoding.wholeNumber(a.getValue(), af);
        } else if (a.getKey().equals(HexsystemVocabulary.ATTR_HOLDING_NATIONALITY)) {
          if (a.getValue().isBlank()) {
            throw new InvalidInputException(af, "expected a nationality");
          }
        } else {
          throw new InvalidInputException(af, "unknown unit attribute; known: "
              + String.join(", ", HexsystemVocabulary.UNIT_ATTRIBUTES));
        }
      }
      steps[i] = u.steps();
      noZoc[i] = u.hasFlag(HexsystemVocabulary.FLAG_NO_ZOC);
      supplied[i] = !u.hasFlag(HexsystemVocabulary.FLAG_OUT_OF_SUPPLY);
      hex[i] = hexOf(map, u.position());
      box[i] = boxOf(mt, u.position());
    }
    List<Marker> markers = state.markers();
    IntList bh = new IntList();
    IntList bd = new IntList();
    IntList bs = new IntList();
    IntList ah = new IntList();
    IntList as = new IntList();
    IntList ch = new IntList();
    IntList cs = new IntList();
    IntList nh = new IntList();
    IntList ns = new IntList();
    IntList cm = new IntList();
    IntList cz = new IntList();
    IntList csd = new IntList();
    IntList cft = new IntList();
    IntList cn = new IntList();
    IntList lc = new IntList();
    boolean quit = false;
    for (int k = 0; k < markers.size(); k++) {
      Marker m = markers.get(k);
      String field = "markers[" + k + "]";
      String kind = m.kind();
      if (!HexsystemVocabulary.MARKERS.contains(kind)) {
        throw new InvalidInputException(field + ".kind", "unknown marker kind '" + kind
            + "'; known: " + String.join(", ", HexsystemVocabulary.MARKERS));
      }
      int ms = m.side().isEmpty() ? -1 : TableEncoding.side(m.side());
      if (!m.side().isEmpty() && ms < 0) {
        throw new InvalidInputException(field + ".side", "unknown side '" + m.side()
            + "'; known: " + String.join(", ", HexsystemVocabulary.SIDES));
      }
      int h = hexOf(map, m.position());
      int b = boxOf(mt, m.position());
      switch (kind) {
        case HexsystemVocabulary.BEACHHEAD:
          needSide(ms, field);
          needHex(h, field, kind);
          if ((map.hexMask(h) & TableEncoding.ALL_SEA_HEX) == 0) {
            throw new InvalidInputException(field + ".position", "a beachhead lies on an all-sea"
                + " hex; " + map.label(h) + " is land");
          }
          if (m.hexside().isEmpty()) {
            throw new InvalidInputException(field + ".hexside", "a beachhead needs the hexside"
                + " it faces");
          }
          Hex at = map.hex(h);
          HexDirection dir;
          try {
            dir = m.hexside().get().directionFrom(at);
          } catch (IllegalArgumentException e) {
            throw new InvalidInputException(field + ".hexside", "the hexside is not a side of "
                + map.label(h), e);
          }
          bh.add(h);
          bd.add(dir.index());
          bs.add(ms);
          break;
        case HexsystemVocabulary.AIRDROP:
          onHex(ms, h, field, kind, ah, as);
          break;
        case HexsystemVocabulary.CONTROL:
          onHex(ms, h, field, kind, ch, cs);
          break;
        case HexsystemVocabulary.DETACHMENT:
          needSide(ms, field);
          if (h >= 0 && mt.isPort(h)) {
            nh.add(h);
            ns.add(ms);
          }
          break;
        case HexsystemVocabulary.NAVAL_BASE:
          onHex(ms, h, field, kind, nh, ns);
          break;
        case HexsystemVocabulary.TROOP_CONVOY:
          needSide(ms, field);
          String type = m.attribute(HexsystemVocabulary.CONVOY_TYPE, "");
          TableEncoding.oneOf(type, HexsystemVocabulary.CONVOY_TYPES,
              field + ".attributes." + HexsystemVocabulary.CONVOY_TYPE);
          int natCode = TableEncoding.oneOf(m.attribute(HexsystemVocabulary.CONVOY_NATIONALITY, ""),
              HexsystemVocabulary.CONVOY_NATIONALITIES,
              field + ".attributes." + HexsystemVocabulary.CONVOY_NATIONALITY);
          for (String key : m.attributes().keySet()) {
            if (!key.equals(HexsystemVocabulary.CONVOY_TYPE)
                && !key.equals(HexsystemVocabulary.CONVOY_NATIONALITY)) {
              throw new InvalidInputException(field + ".attributes." + key, "unknown convoy"
                  + " attribute; known: convoy-type, nationality");
            }
          }
          if (b >= 0 && HexsystemVocabulary.BOX_USED.equals(mt.boxes[b].kind())) {
            break; // already used: carries nobody this phase
          }
          if (b < 0 || mt.convoysZoneOfBox[b] < 0) {
            throw new InvalidInputException(field + ".position", "a troop convoy belongs in a"
                + " naval zone's convoys or used box");
          }
          cm.add(k);
          cz.add(mt.convoysZoneOfBox[b]);
          csd.add(ms);
          cft.add(type.equals("fleet-train") ? 1 : 0);
          cn.add(natCode);
          break;
        case HexsystemVocabulary.QUIT_INDIA:
          if (b >= 0 && mt.boxIsStrategicWarfare[b]) {
            quit = true;
          }
          break;
        case HexsystemVocabulary.FREE_PASSAGE:
        case HexsystemVocabulary.MOBILIZING:
        case HexsystemVocabulary.NO_OCCUPATION:
          needHex(h, field, kind);
          lc.add(h);
          break;
        default:
          break; // logistics, partisan bases: no effect on movement
      }
    }
    beachHex = bh.toArray();
    beachDir = bd.toArray();
    beachSide = bs.toArray();
    airdropHex = ah.toArray();
    airdropSide = as.toArray();
    controlHex = ch.toArray();
    controlSide = cs.toArray();
    baseHex = nh.toArray();
    baseSide = ns.toArray();
    convoyMarker = cm.toArray();
    convoyZone = cz.toArray();
    convoySide = csd.toArray();
    int[] ft = cft.toArray();
    convoyFleetTrain = new boolean[ft.length];
    for (int i = 0; i < ft.length; i++) {
      convoyFleetTrain[i] = ft[i] != 0;
    }
    convoyNationality = cn.toArray();
    lockedCapital = lc.toArray();
    quitIndiaMarker = quit;
  }

  private static int hexOf(HexMap map, Position p) {
    return p instanceof HexPosition ? map.index(((HexPosition) p).hex()) : -1;
  }

  private static int boxOf(MapTables mt, Position p) {
    if (!(p instanceof BoxPosition)) {
      return -1;
    }
    Integer b = mt.boxIndex.get(((BoxPosition) p).box());
    return b == null ? -1 : b;
  }

  /** A marker of a side on a hex: records both. */
  private static void onHex(int side, int hex, String field, String kind, IntList hexes,
      IntList sides) {
    needSide(side, field);
    needHex(hex, field, kind);
    hexes.add(hex);
    sides.add(side);
  }

  private static void needSide(int side, String field) {
    if (side < 0) {
      throw new InvalidInputException(field + ".side", "this marker needs a side ("
          + String.join(", ", HexsystemVocabulary.SIDES) + ")");
    }
  }

  private static void needHex(int hex, String field, String kind) {
    if (hex < 0) {
      throw new InvalidInputException(field + ".position", "a " + kind + " marker lies on a hex");
    }
  }

  /** A growable int list for building the arrays. */
  private static final class IntList {
    private final List<Integer> values = new ArrayList<>();

    void add(int v) {
      values.add(v);
    }

    int[] toArray() {
      return values.stream().mapToInt(Integer::intValue).toArray();
    }
  }
}
