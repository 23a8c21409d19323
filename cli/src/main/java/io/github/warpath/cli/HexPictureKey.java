package io.github.warpath.cli;

import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * The key of a hex picture: the cost scale (or, over several phases, a colour per phase), the
 * start, where moves end, the route, each side's
 * colour, and every terrain, settlement, hexside and line feature that is on the map, each
 * drawn as the picture draws it.
 */
final class HexPictureKey {
  private HexPictureKey() {}

  /**
   * The key of a hex picture.
   *
   * @param o what is drawn
   * @param colours the sides' colours
   * @return the key
   */
  static PictureKey of(Overlay o, SideColours colours) {
    PictureKey key = new PictureKey();
    for (int k = 0; k < o.phaseNames.size(); k++) {
      key.add("<rect width=\"14\" height=\"12\" fill=\"" + Palette.phase(k)
          + "\" fill-opacity=\"0.6\"/>", 14, (o.path.size() > 1 ? "entered in phase "
          : "first reached in phase ") + (k + 1) + ", " + o.phaseNames.get(k));
    }
    if (!o.cost.isEmpty() && o.phaseNames.isEmpty()) {
      StringBuilder scale = new StringBuilder();
      for (int k = 0; k <= 10; k++) {
        scale.append("<rect x=\"").append(k * 8).append("\" width=\"8\" height=\"12\" fill=\"")
            .append(Palette.shade(k / 10.0)).append("\" fill-opacity=\"0.6\"/>");
      }
      key.add(scale.toString(), 88, o.measure.equals("units")
          ? "units that can reach the hex, 1 to " + o.maxCost().number()
          : "cost, 0 to " + o.maxCost());
    }
    if (o.start >= 0) {
      key.add("<rect width=\"14\" height=\"12\" fill=\"none\" stroke=\"#1864ab\""
          + " stroke-width=\"2.5\"/>", 14, "start");
    }
    if (!o.mustStop.isEmpty()) {
      key.add("<circle cx=\"7\" cy=\"6\" r=\"6\" fill=\"none\" stroke=\"#e03131\""
          + " stroke-width=\"2\" stroke-dasharray=\"3 2\"/>", 14, o.measure.equals("units")
          ? "every unit that gets there must stop" : "the move ends there");
    }
    if (!o.zone.isEmpty()) {
      key.add("<rect width=\"14\" height=\"12\" fill=\"none\" stroke=\"" + Palette.ZONE
          + "\" stroke-width=\"1.6\" stroke-dasharray=\"4 2\"/>", 14,
          "a zone of control could cover it");
    }
    if (o.path.size() > 1) {
      key.add("<line x1=\"0\" y1=\"6\" x2=\"20\" y2=\"6\" stroke=\"#1864ab\""
          + " stroke-width=\"4\"/>", 20, "route (circled: step numbers)");
    }
    if (o.alternative.size() > 1) {
      key.add("<line x1=\"0\" y1=\"6\" x2=\"20\" y2=\"6\" stroke=\"" + SvgPicture.ALTERNATIVE
          + "\" stroke-width=\"4\" stroke-dasharray=\"6 4\"/>", 20, "legal alternative: "
          + o.alternativeKind);
    }
    List<String> sides = new ArrayList<>();
    sides.add(o.side);
    for (Unit u : o.scenario.state().units()) {
      if (!sides.contains(u.side())) {
        sides.add(u.side());
      }
    }
    for (String side : sides) {
      key.add("<rect width=\"14\" height=\"10\" y=\"1\" fill=\"" + colours.of(side) + "\"/>",
          14, side.equals(o.side) ? side + " (moving side)" : side);
    }
    features(o, key);
    if (!o.scenario.state().markers().isEmpty()) {
      key.add("<polygon points=\"7,0 13,6 7,12 1,6\" fill=\"#f59f00\" stroke=\"#212529\"/>",
          14, "marker");
    }
    return key;
  }

  /** A key entry for each terrain, settlement, hexside and line feature on the map. */
  private static void features(Overlay o, PictureKey key) {
    HexMap map = o.map;
    TerrainVocabulary v = map.vocabulary();
    List<String> terrain = new ArrayList<>();
    List<String> sides = new ArrayList<>();
    boolean stacks = false;
    GameState s = o.scenario.state();
    for (int i = 0; i < map.size(); i++) {
      for (Enum<?> e : v.hexFeaturesOf(map.hexMask(i))) {
        addOnce(terrain, TerrainVocabulary.spell(e));
      }
      for (int d = 0; d < 6; d++) {
        for (Enum<?> e : v.hexsideFeaturesOf(map.sideMask(i, d))) {
          addOnce(sides, TerrainVocabulary.spell(e));
        }
      }
      int first = s.firstUnitIndexAt(i);
      stacks |= first >= 0 && s.nextUnitIndexOnSameHex(first) >= 0;
    }
    for (String name : terrain) {
      key.add(Palette.isSettlement(name)
          ? "<rect x=\"2\" y=\"1\" width=\"10\" height=\"10\" fill=\"#868e96\"/>"
          : "<rect width=\"14\" height=\"12\" fill=\"" + Palette.terrain(name)
              + "\" stroke=\"#868e96\" stroke-width=\"0.8\"/>", 14, name);
    }
    for (String name : sides) {
      key.add("<line x1=\"0\" y1=\"6\" x2=\"20\" y2=\"6\" " + (Palette.isLinear(name)
          ? Palette.linearStyle(name) : Palette.edgeStyle(name)) + "/>", 20, name);
    }
    if (stacks) {
      key.add("<circle cx=\"7\" cy=\"6\" r=\"6\" fill=\"#212529\"/><text x=\"7\" y=\"9\""
          + " font-size=\"8\" text-anchor=\"middle\" fill=\"#ffffff\">2</text>", 14,
          "units in a stack");
    }
  }

  private static void addOnce(List<String> names, String name) {
    if (!names.contains(name)) {
      names.add(name);
    }
  }
}
