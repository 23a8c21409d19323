package io.github.warpath.efs.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.efs.EfsHexside;
import io.github.warpath.efs.EfsPhase;
import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.Hexside;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.map.Region;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Unit;
import java.util.List;
import java.util.Map;

/** Checks a state against the efs vocabulary, naming the field at fault. */
public final class Validation {
  private Validation() {}

  /**
   * Validates a state.
   *
   * @param state the state
   * @param terrain the terrain vocabulary maps must use
   * @throws InvalidInputException naming the field at fault
   */
  public static void validate(GameState state, TerrainVocabulary terrain) {
    HexMap map = state.hexMap();
    if (!map.vocabulary().equals(terrain)) {
      throw new InvalidInputException("board", "the map does not use the efs terrain"
          + " (EfsTerrain and EfsHexside)");
    }
    Environment env = state.environment();
    EfsPhase.of(env.phase(), "environment.phase");
    side(env.activeSide(), "environment.activeSide", true);
    HexWeather.Key.of(env, map);
    for (Map.Entry<String, String> e : env.attributes().entrySet()) {
      String key = e.getKey();
      String field = "environment.attributes." + key;
      if (!key.equals(EfsVocabulary.AIR_TRANSPORT_POINTS + "." + EfsVocabulary.AXIS)
          && !key.equals(EfsVocabulary.AIR_TRANSPORT_POINTS + "." + EfsVocabulary.SOVIET)) {
        throw new InvalidInputException(field, "unknown environment attribute; known: "
            + EfsVocabulary.AIR_TRANSPORT_POINTS + ".axis, " + EfsVocabulary.AIR_TRANSPORT_POINTS
            + ".soviet");
      }
      AirTransport.points(e.getValue(), field);
    }
    ChartValues.DEFAULT.with(state.charts());
    for (OffMapBox box : map.boxes().values()) {
      String s = box.attributes().get("side");
      if (box.kind().equals(EfsVocabulary.AIR_READY) && s != null) {
        side(s, "boxes." + box.name() + ".attributes.side", false);
      }
    }
    for (Region r : map.regions().values()) {
      if (r.kind().equals(EfsVocabulary.CONTROL_REGION)) {
        side(r.attributes().getOrDefault("side", ""), "regions." + r.name() + ".attributes.side",
            false);
      }
    }
    List<Unit> units = state.units();
    for (int i = 0; i < units.size(); i++) {
      try {
        unit(units.get(i));
      } catch (InvalidInputException e) {
        throw relocate(e, units.get(i).id(), "units[" + i + "]");
      }
    }
    List<Marker> markers = state.markers();
    for (int i = 0; i < markers.size(); i++) {
      marker(map, markers.get(i), "markers[" + i + "]");
    }
  }

  private static InvalidInputException relocate(InvalidInputException e, String id,
      String field) {
    String prefix = "units." + id;
    String f = e.field();
    if (f.startsWith(prefix)) {
      String problem = e.getMessage().substring(f.length() + 2);
      return new InvalidInputException(field + f.substring(prefix.length()), problem, e);
    }
    return e.under(field);
  }

  private static void side(String side, String field, boolean emptyOk) {
    if (side.isEmpty() && emptyOk) {
      return;
    }
    if (!EfsVocabulary.SIDES.contains(side)) {
      throw new InvalidInputException(field, "unknown side '" + side + "'; known: "
          + String.join(", ", EfsVocabulary.SIDES));
    }
  }

  private static void unit(Unit u) {
    side(u.side(), "units." + u.id() + ".side", false);
    if (!EfsVocabulary.UNIT_KINDS.contains(u.kind())) {
      throw new InvalidInputException("units." + u.id() + ".kind", "unknown unit kind '"
          + u.kind() + "'; known: " + String.join(", ", EfsVocabulary.UNIT_KINDS));
    }
    for (String key : u.attributes().keySet()) {
      if (!EfsVocabulary.UNIT_ATTRIBUTES.contains(key)) {
        throw new InvalidInputException("units." + u.id() + ".attributes." + key,
            "unknown unit attribute; known: " + String.join(", ",
                EfsVocabulary.UNIT_ATTRIBUTES));
      }
    }
    for (String flag : u.flags()) {
      if (!EfsVocabulary.UNIT_FLAGS.contains(flag)) {
        throw new InvalidInputException("units." + u.id() + ".flags", "unknown flag '" + flag
            + "'; known: " + String.join(", ", EfsVocabulary.UNIT_FLAGS));
      }
    }
    UnitAttributes.cls(u);
    UnitAttributes.firing(u);
    UnitAttributes.spent(u);
    UnitAttributes.roadState(u);
    UnitAttributes.count(u, EfsVocabulary.AIR_TRANSPORT_COST, 1);
    UnitAttributes.count(u, EfsVocabulary.HQ_RANGE, 0);
    if (u.kind().equals(EfsVocabulary.HQ) && !u.attributes().containsKey(EfsVocabulary.HQ_RANGE)) {
      throw new InvalidInputException("units." + u.id() + ".attributes." + EfsVocabulary.HQ_RANGE,
          "an HQ needs its range in hexes");
    }
  }

  private static void marker(HexMap map, Marker m, String field) {
    String kind = m.kind();
    if (!EfsVocabulary.MARKERS.contains(kind)) {
      throw new InvalidInputException(field + ".kind", "unknown marker kind '" + kind
          + "'; known: " + String.join(", ", EfsVocabulary.MARKERS));
    }
    boolean onHex = m.position().hexOrNull() != null;
    switch (kind) {
      case EfsVocabulary.BRIDGE: {
        side(m.side(), field + ".side", false);
        Hexside hs = m.hexside().orElseThrow(() -> new InvalidInputException(field + ".hexside",
            "a bridge needs the hexside it spans"));
        if (!map.has(hs, EfsHexside.RIVER) && !map.has(hs, EfsHexside.MAJOR_RIVER)) {
          throw new InvalidInputException(field + ".hexside", "a bridge spans a river or major"
              + " river; this hexside has neither");
        }
        if (!onHex || !hs.hexes().contains(m.position().hexOrNull())) {
          throw new InvalidInputException(field + ".position", "a bridge stands on one of the"
              + " two hexes of its hexside");
        }
        String st = m.attributes().getOrDefault(EfsVocabulary.STATE, "");
        if (!st.equals(EfsVocabulary.UNDER_CONSTRUCTION) && !st.equals(EfsVocabulary.OPERATING)) {
          throw new InvalidInputException(field + ".attributes.state", "expected "
              + EfsVocabulary.UNDER_CONSTRUCTION + " or " + EfsVocabulary.OPERATING + ", got '"
              + st + "'");
        }
        break;
      }
      case EfsVocabulary.FORTIFIED_LINE_DESTROYED: {
        Hexside hs = m.hexside().orElseThrow(() -> new InvalidInputException(field + ".hexside",
            "a destroyed fortified line marker needs its hexside"));
        if (!map.has(hs, EfsHexside.AXIS_FORTIFIED_LINE)
            && !map.has(hs, EfsHexside.SOVIET_FORTIFIED_LINE)) {
          throw new InvalidInputException(field + ".hexside", "the hexside has no fortified"
              + " line");
        }
        break;
      }
      default: {
        side(m.side(), field + ".side", false);
        if (!onHex) {
          throw new InvalidInputException(field + ".position", "a " + kind + " marker stands on"
              + " a hex");
        }
        Hex h = m.position().hexOrNull();
        map.require(h, field + ".position");
        break;
      }
    }
  }
}
