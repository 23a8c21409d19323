package io.github.warpath.cli;

import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.HexPicture;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The terminal picture of an overlay, laid out by {@link HexPicture}: the part of the map around
 * the range or path (one hex of margin), each hex showing a cost or a step number, a unit, or a
 * letter for its terrain, explained in the key.
 */
final class TextPicture {
  private TextPicture() {}

  /**
   * Renders the picture with a line saying which part of the map it shows and a key.
   *
   * @param o the overlay
   * @return lines ending in newlines
   */
  static String render(Overlay o) {
    HexMap map = o.map;
    int minC = Integer.MAX_VALUE;
    int maxC = Integer.MIN_VALUE;
    int minR = Integer.MAX_VALUE;
    int maxR = Integer.MIN_VALUE;
    Iterable<Integer> shown = o.path.isEmpty() ? o.cost.keySet() : o.path;
    for (int i : shown) {
      Hex h = map.hex(i);
      minC = Math.min(minC, HexNumbering.rawColumn(h));
      maxC = Math.max(maxC, HexNumbering.rawColumn(h));
      minR = Math.min(minR, HexNumbering.rawRow(h));
      maxR = Math.max(maxR, HexNumbering.rawRow(h));
    }
    if (minC == Integer.MAX_VALUE) {
      return "";
    }
    minC = Math.max(map.firstColumn(), minC - 1);
    maxC = Math.min(map.firstColumn() + map.columns() - 1, maxC + 1);
    minR = Math.max(map.firstRow(), minR - 1);
    maxR = Math.min(map.firstRow() + map.rows() - 1, maxR + 1);
    HexMap view = HexMap.builder(map.vocabulary(), minC, minR, maxC - minC + 1, maxR - minR + 1)
        .numbering(map.numbering()).build();
    Map<String, String> terrain = new LinkedHashMap<>();
    String[] cells = new String[view.size()];
    int width = 2;
    for (int v = 0; v < cells.length; v++) {
      cells[v] = cell(o, map.index(view.hex(v)), terrain);
      width = Math.max(width, cells[v].length() + 1);
    }
    StringBuilder sb = new StringBuilder();
    sb.append("Map ").append(view.extent()).append(view.size() < map.size()
        ? " (the part around the " + (o.path.isEmpty() ? "range" : "path") + ")" : "")
        .append(":\n\n");
    sb.append(HexPicture.render(view, v -> cells[v], width));
    sb.append('\n').append(o.path.isEmpty()
        ? "Key: * start, number = cost in MP, ! the move ends there, X enemy unit, o friendly"
            + " unit; out of reach:"
        : "Key: * start, number = step, X enemy unit, o friendly unit; off the path:");
    sb.append(" . clear");
    terrain.forEach((name, code) -> sb.append(", ").append(code).append(' ').append(name));
    return sb.append('\n').toString();
  }

  private static String cell(Overlay o, int hex, Map<String, String> terrain) {
    if (hex == o.start) {
      return "*";
    }
    if (!o.path.isEmpty()) {
      int step = o.path.indexOf(hex);
      if (step > 0) {
        return Integer.toString(step);
      }
    } else if (o.cost.containsKey(hex)) {
      return o.cost.get(hex).number() + (o.mustStop.contains(hex) ? "!" : "");
    }
    GameState s = o.scenario.state();
    for (int u = s.firstUnitIndexAt(hex); u >= 0; u = s.nextUnitIndexOnSameHex(u)) {
      Unit unit = s.units().get(u);
      if (!unit.side().equals(o.side)) {
        return "X";
      }
    }
    return s.firstUnitIndexAt(hex) >= 0 ? "o" : terrain(o.map, hex, terrain);
  }

  /**
   * A one-character code for the terrain of a hex: a settlement if it has one, else its last
   * feature; water is {@code ~}, clear ground {@code .}, other names their first free letter.
   */
  private static String terrain(HexMap map, int hex, Map<String, String> codes) {
    String name = null;
    for (Enum<?> e : map.vocabulary().hexFeaturesOf(map.hexMask(hex))) {
      String n = map.vocabulary().nameOf(e);
      if (name == null || !Palette.isSettlement(name)) {
        name = n;
      }
    }
    if (name == null || Palette.terrain(name).equals(Palette.terrain("clear"))) {
      return ".";
    }
    String known = codes.get(name);
    if (known != null) {
      return known;
    }
    String code = null;
    if (Palette.terrain(name).equals(Palette.terrain("water"))) {
      code = "~";
    }
    String candidates = name.toLowerCase(Locale.ROOT) + name.toUpperCase(Locale.ROOT)
        + "abcdefghijklmnpqrstuvwyzABCDEFGHIJKLMNOPQRSTUVWYZ#%&+=?@^";
    for (int i = 0; code == null && i < candidates.length(); i++) {
      String c = String.valueOf(candidates.charAt(i));
      if (Character.isLetter(c.charAt(0)) || "#%&+=?@^".contains(c)) {
        if (!codes.containsValue(c) && !c.equals("X") && !c.equals("o")) {
          code = c;
        }
      }
    }
    codes.put(name, code == null ? "?" : code);
    return codes.get(name);
  }
}
