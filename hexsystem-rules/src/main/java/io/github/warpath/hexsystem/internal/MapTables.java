package io.github.warpath.hexsystem.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.map.Region;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the hexsystem rules need from a map, computed once per map (see {@link
 * HexMap#derived}): political areas, India and Ceylon, the western edge of Russia, naval zones
 * with their ports and boxes, off-map boxes and their adjacency. Building it checks the map's
 * regions and boxes and reports the first problem.
 */
final class MapTables {

  final HexMap map;
  final int hexCount;
  final OffMapBox[] boxes;
  final Map<String, Integer> boxIndex = new HashMap<>();
  final PoliticalArea[] areas;
  final Map<String, Integer> areaIndex = new HashMap<>();
  /** PoliticalArea index per hex, or -1. */
  final int[] areaOf;
  final boolean[] india;
  /** Hexes of the western edge of Russia. */
  final boolean[] edge;
  /** Land hexes of the western edge (Eastern Europe Box exits), ascending. */
  final int[] edgeLand;
  /** The Eastern Europe Box's index, or -1. */
  final int easternEurope;
  final String[] zoneNames;
  final Map<String, Integer> zoneIndex = new HashMap<>();
  /** Zones per location (hexes, then boxes) as bits. */
  final long[] zonesOf;
  /** Open ports per zone: friendly-open-port candidates for debarking (locations). */
  final int[][] zoneTargets;
  /** Port-to-port destinations listed from each location (0 where none can embark). */
  final int[] legCount;
  final int[] convoysBoxOfZone;
  final int[] usedBoxOfZone;
  /** Zone of each box that is a Convoys box, or -1. */
  final int[] convoysZoneOfBox;
  /** Adjacent boxes (box indices) per box. */
  final int[][] boxAdjacent;
  /** Controller side code per box, or -1 for any side. */
  final int[] boxController;
  final boolean[] boxOnTk;
  final boolean[] boxIsStrategicWarfare;
  /** Most naval zones of any open port hex (at least 1). */
  final int maxPortZones;

  private MapTables(HexMap map) {
    this.map = map;
    this.hexCount = map.size();
    this.boxes = map.boxes().values().toArray(new OffMapBox[0]);
    for (int b = 0; b < boxes.length; b++) {
      boxIndex.put(boxes[b].name(), b);
    }
    List<Region> areaRegions = new ArrayList<>();
    List<Region> zones = new ArrayList<>();
    india = new boolean[hexCount];
    edge = new boolean[hexCount];
    for (Region r : map.regions().values()) {
      String field = "map.regions." + r.name();
      switch (r.kind()) {
        case HexsystemVocabulary.REGION_COUNTRY:
          MapAttributes.allowOnly(r, field, "nationality", "faction", "minor", "capital");
          areaRegions.add(r);
          break;
        case HexsystemVocabulary.REGION_DEPENDENT:
          MapAttributes.allowOnly(r, field, "of", "faction");
          areaRegions.add(r);
          break;
        case HexsystemVocabulary.REGION_NAVAL_ZONE:
          MapAttributes.allowOnly(r, field);
          zones.add(r);
          break;
        case HexsystemVocabulary.REGION_INDIA_CEYLON:
          MapAttributes.allowOnly(r, field);
          mark(r, india);
          break;
        case HexsystemVocabulary.REGION_WESTERN_EDGE:
          MapAttributes.allowOnly(r, field);
          mark(r, edge);
          break;
        case HexsystemVocabulary.REGION_WEATHER_ZONE:
          MapAttributes.allowOnly(r, field);
          break;
        default:
          throw new InvalidInputException(field + ".kind", "unknown region kind '" + r.kind()
              + "'; known: " + String.join(", ", HexsystemVocabulary.REGION_KINDS));
      }
    }
    if (zones.size() > 64) {
      throw new InvalidInputException("map.regions", "at most 64 naval zones, the map has "
          + zones.size());
    }
    // political areas
    areas = new PoliticalArea[areaRegions.size()];
    areaOf = new int[hexCount];
    Arrays.fill(areaOf, -1);
    for (int a = 0; a < areas.length; a++) {
      Region r = areaRegions.get(a);
      areaIndex.put(r.name(), a);
      areas[a] = PoliticalArea.of(r, map);
      for (int i = 0; i < hexCount; i++) {
        if (r.contains(i)) {
          if (areaOf[i] >= 0) {
            throw new InvalidInputException("map.regions." + r.name(), "hex " + map.label(i)
                + " is also in " + areas[areaOf[i]].name + "; a hex belongs to one country or"
                + " dependent");
          }
          areaOf[i] = a;
        }
      }
    }
    for (int a = 0; a < areas.length; a++) {
      PoliticalArea area = areas[a];
      if (!area.dependent) {
        area.owner = a;
        continue;
      }
      Integer o = areaIndex.get(area.ownerName);
      if (o == null || areas[o].dependent) {
        throw new InvalidInputException("map.regions." + area.name + ".of", "expected the name"
            + " of a country region, got '" + area.ownerName + "'");
      }
      area.owner = o;
    }
    // western edge land hexes
    List<Integer> land = new ArrayList<>();
    for (int i = 0; i < hexCount; i++) {
      if (edge[i] && (map.hexMask(i) & TableEncoding.ALL_SEA_HEX) == 0) {
        land.add(i);
      }
    }
    edgeLand = land.stream().mapToInt(Integer::intValue).toArray();
    // naval zones
    zoneNames = new String[zones.size()];
    zonesOf = new long[hexCount + boxes.length];
    for (int z = 0; z < zones.size(); z++) {
      zoneNames[z] = zones.get(z).name();
      zoneIndex.put(zoneNames[z], z);
      for (int i = 0; i < hexCount; i++) {
        if (zones.get(z).contains(i)) {
          zonesOf[i] |= 1L << z;
        }
      }
    }
    // boxes
    convoysBoxOfZone = new int[zoneNames.length];
    usedBoxOfZone = new int[zoneNames.length];
    Arrays.fill(convoysBoxOfZone, -1);
    Arrays.fill(usedBoxOfZone, -1);
    convoysZoneOfBox = new int[boxes.length];
    Arrays.fill(convoysZoneOfBox, -1);
    boxAdjacent = new int[boxes.length][];
    boxController = new int[boxes.length];
    boxOnTk = new boolean[boxes.length];
    boxIsStrategicWarfare = new boolean[boxes.length];
    int ee = -1;
    for (int b = 0; b < boxes.length; b++) {
      OffMapBox box = boxes[b];
      String field = "map.boxes." + box.name();
      boxController[b] = -1;
      switch (box.kind()) {
        case HexsystemVocabulary.BOX_OFF_MAP:
        case HexsystemVocabulary.BOX_EASTERN_EUROPE:
          MapAttributes.allowOnly(box, field, "naval-zones", "controller", "map");
          if (box.kind().equals(HexsystemVocabulary.BOX_EASTERN_EUROPE)) {
            if (ee >= 0) {
              throw new InvalidInputException(field, "the map has two Eastern Europe boxes ("
                  + boxes[ee].name() + ", " + box.name() + ")");
            }
            ee = b;
          }
          String zs = box.attribute("naval-zones");
          if (zs != null) {
            for (String zn : zs.split(",")) {
              zonesOf[hexCount + b] |= 1L << zone(zn.trim(), field + ".naval-zones");
            }
          }
          String controller = box.attribute("controller");
          if (controller != null) {
            boxController[b] = TableEncoding.side(controller);
            if (boxController[b] < 0) {
              throw new InvalidInputException(field + ".controller", "expected a side ("
                  + String.join(", ", HexsystemVocabulary.SIDES) + "), got '" + controller + "'");
            }
          }
          String onMap = box.attribute("map");
          boxOnTk[b] = onMap != null
              && TableEncoding.oneOf(onMap, List.of("tk", "ds"), field + ".map") == 0;
          break;
        case HexsystemVocabulary.BOX_CONVOYS:
          convoysZoneOfBox[b] = zoneBox(box, b, field, convoysBoxOfZone, "Convoys");
          break;
        case HexsystemVocabulary.BOX_USED:
          zoneBox(box, b, field, usedBoxOfZone, "Used");
          break;
        case HexsystemVocabulary.BOX_DELAY:
          MapAttributes.allowOnly(box, field, "side");
          checkSide(box, field, "side");
          break;
        case HexsystemVocabulary.BOX_FORCE_POOL:
          MapAttributes.allowOnly(box, field, "side", "nationality");
          checkSide(box, field, "side");
          break;
        case HexsystemVocabulary.BOX_STRATEGIC_WARFARE:
          MapAttributes.allowOnly(box, field);
          boxIsStrategicWarfare[b] = true;
          break;
        case HexsystemVocabulary.BOX_HOLDING:
          break;
        default:
          throw new InvalidInputException(field + ".kind", "unknown box kind '" + box.kind()
              + "'; known: " + String.join(", ", HexsystemVocabulary.BOX_KINDS));
      }
    }
    for (int z = 0; z < zoneNames.length; z++) {
      if (convoysBoxOfZone[z] < 0 || usedBoxOfZone[z] < 0) {
        throw new InvalidInputException("map.boxes", "naval zone " + zoneNames[z] + " needs a "
            + "box of kind convoys and one of kind used with naval-zone=" + zoneNames[z]);
      }
    }
    for (int b = 0; b < boxes.length; b++) {
      List<Integer> adj = new ArrayList<>();
      for (String n : boxes[b].adjacent()) {
        adj.add(boxIndex.get(n));
      }
      boxAdjacent[b] = adj.stream().mapToInt(Integer::intValue).toArray();
    }
    easternEurope = ee;
    // debarkation candidates and legs
    zoneTargets = new int[zoneNames.length][];
    int maxZones = 1;
    for (int z = 0; z < zoneNames.length; z++) {
      List<Integer> targets = new ArrayList<>();
      for (int i = 0; i < hexCount; i++) {
        if ((zonesOf[i] & 1L << z) != 0 && (map.hexMask(i) & TableEncoding.OPEN_PORT_HEX) != 0) {
          targets.add(i);
        }
      }
      for (int b = 0; b < boxes.length; b++) {
        if ((zonesOf[hexCount + b] & 1L << z) != 0) {
          targets.add(hexCount + b);
        }
      }
      zoneTargets[z] = targets.stream().mapToInt(Integer::intValue).toArray();
    }
    for (int i = 0; i < hexCount; i++) {
      if ((map.hexMask(i) & TableEncoding.OPEN_PORT_HEX) != 0) {
        maxZones = Math.max(maxZones, Long.bitCount(zonesOf[i]));
      }
    }
    maxPortZones = maxZones;
    legCount = new int[hexCount + boxes.length];
    for (int loc = 0; loc < legCount.length; loc++) {
      boolean canEmbark = loc >= hexCount
          || (map.hexMask(loc) & (TableEncoding.PORT_HEX | TableEncoding.ALL_SEA_HEX)) != 0;
      if (!canEmbark) {
        continue;
      }
      int n = 0;
      for (long m = zonesOf[loc]; m != 0; m &= m - 1) {
        n += zoneTargets[Long.numberOfTrailingZeros(m)].length;
      }
      legCount[loc] = n;
    }
  }

  /**
   * The tables of a map, cached on it.
   *
   * @param map the map
   * @return its tables
   */
  static MapTables of(HexMap map) {
    return map.derived(MapTables.class, MapTables::new);
  }

  private int zone(String name, String field) {
    Integer z = zoneIndex.get(name);
    if (z == null) {
      throw new InvalidInputException(field, "unknown naval zone '" + name + "'; the map's naval"
          + " zones: " + (zoneNames.length == 0 ? "none" : String.join(", ", zoneNames)));
    }
    return z;
  }

  /** Records a naval zone's Convoys or Used box; returns the zone. */
  private int zoneBox(OffMapBox box, int b, String field, int[] boxOfZone, String what) {
    MapAttributes.allowOnly(box, field, "naval-zone");
    int z = zone(MapAttributes.required(box, field, "naval-zone"), field + ".naval-zone");
    if (boxOfZone[z] >= 0) {
      throw new InvalidInputException(field, "naval zone " + zoneNames[z] + " has two " + what
          + " boxes");
    }
    boxOfZone[z] = b;
    return z;
  }

  private static void checkSide(OffMapBox box, String field, String key) {
    String s = box.attribute(key);
    if (s != null && TableEncoding.side(s) < 0) {
      throw new InvalidInputException(field + "." + key, "expected a side ("
          + String.join(", ", HexsystemVocabulary.SIDES) + "), got '" + s + "'");
    }
  }

  private void mark(Region r, boolean[] into) {
    for (int i = 0; i < hexCount; i++) {
      if (r.contains(i)) {
        into[i] = true;
      }
    }
  }

  /** Whether a location is a hex with a port. */
  boolean isPort(int loc) {
    return loc < hexCount && (map.hexMask(loc) & TableEncoding.PORT_HEX) != 0;
  }

  /** Whether an area is a Dependent of a country that is Home to a nationality. */
  boolean homeOrDependentOf(int area, String nationality) {
    return area >= 0 && areas[areas[area].owner].home.contains(nationality);
  }
}
