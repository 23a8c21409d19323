package io.github.warpath.cli;

import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Shape;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.TableSvg;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * The key of a table picture: where the model can end or the chance bands, the route, the
 * start and target, the model asked about, each side's models, every kind of terrain and line
 * feature on the table and the markers, each drawn as the picture draws it.
 */
final class TablePictureKey {
  /** The colour of the ring round the models asked about. */
  static final String MOVER = "#f08c00";
  /** The colour of a chance band. */
  static final String CHANCE = "#1565c0";
  /** The colour of a reach region. */
  static final String REACH = "#2e7d32";

  private TablePictureKey() {}

  /** A cross as the picture marks a point, in a 14 by 12 box. */
  static String cross(double cx, double cy, double r) {
    return "<path d=\"M" + (cx - r) + " " + (cy - r) + " L" + (cx + r) + " " + (cy + r) + " M"
        + (cx - r) + " " + (cy + r) + " L" + (cx + r) + " " + (cy - r)
        + "\" stroke=\"#000000\" stroke-width=\"2\"/>";
  }

  static PictureKey of(TablePicture p) {
    PictureKey key = new PictureKey();
    if (!p.regions.isEmpty()) {
      key.add("<rect width=\"14\" height=\"12\" fill=\"" + REACH + "\" fill-opacity=\"0.3\""
          + " stroke=\"" + REACH + "\"/>", 14, "where the model can end");
    }
    if (p.bands != null && !p.bands.isEmpty()) {
      StringBuilder s = new StringBuilder();
      for (int k = 0; k < 5; k++) {
        s.append("<rect x=\"").append(k * 8).append("\" width=\"8\" height=\"12\" fill=\"")
            .append(CHANCE).append("\" fill-opacity=\"").append(0.1 + 0.15 * k).append("\"/>");
      }
      key.add(s.toString(), 40, "chance of ending there (numbers: at least)");
    }
    if (p.route != null) {
      key.add("<line x1=\"0\" y1=\"6\" x2=\"20\" y2=\"6\" stroke=\"#000000\" stroke-width=\"2\""
          + " stroke-dasharray=\"6 4\"/>", 20, "route");
    }
    if (!p.starts.isEmpty()) {
      key.add(cross(7, 6, 5), 14, "start");
    }
    if (!p.marks.isEmpty()) {
      key.add(cross(7, 6, 5), 14, "target");
    }
    if (!p.movers.isEmpty()) {
      key.add("<circle cx=\"7\" cy=\"6\" r=\"5\" fill=\"none\" stroke=\"" + MOVER + "\""
          + " stroke-width=\"2.5\"/>", 14, "the unit asked about");
    }
    GameState state = p.scenario.state();
    List<String> sides = new ArrayList<>();
    boolean markers = false;
    for (Unit u : state.units()) {
      if (u.position() instanceof TablePosition && !sides.contains(u.side())) {
        sides.add(u.side());
      }
    }
    for (Marker m : state.markers()) {
      markers |= m.position() instanceof TablePosition;
    }
    for (String side : sides) {
      key.add("<circle cx=\"7\" cy=\"6\" r=\"5\" fill=\"" + TableSvg.sideColour(side) + "\"/>",
          14, side.equals(p.side) ? side + " models (moving side)" : side + " models");
    }
    List<String> kinds = new ArrayList<>();
    for (Feature f : p.table.features()) {
      if (kinds.contains(f.kind())) {
        continue;
      }
      kinds.add(f.kind());
      String colour = TableSvg.featureColour(f.kind());
      key.add(f.shape() instanceof Shape.Line
          ? "<line x1=\"0\" y1=\"6\" x2=\"20\" y2=\"6\" stroke=\"" + colour
              + "\" stroke-width=\"4\" stroke-linecap=\"round\"/>"
          : "<rect width=\"20\" height=\"12\" fill=\"" + colour + "\" fill-opacity=\"0.8\""
              + " stroke=\"#333333\"/>", 20, f.kind());
    }
    if (markers) {
      key.add(cross(7, 6, 5), 14, "marker");
    }
    return key;
  }
}
