package io.github.warpath.cli;

import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * The colour of each side's counters: blue for the moving side, then one colour per other side
 * in the order the state first lists a unit of it.
 */
final class SideColours {
  private static final String MOVER = "#3b5bdb";
  private static final String[] OTHERS = {"#c92a2a", "#2b8a3e", "#e67700", "#862e9c",
      "#495057"};

  private final String moving;
  private final List<String> others = new ArrayList<>();

  SideColours(String moving, GameState state) {
    this.moving = moving;
    for (Unit u : state.units()) {
      if (!u.side().equals(moving) && !others.contains(u.side())) {
        others.add(u.side());
      }
    }
  }

  /**
   * A side's colour.
   *
   * @param side the side
   * @return an SVG colour
   */
  String of(String side) {
    int i = others.indexOf(side);
    return side.equals(moving) || i < 0 ? MOVER : OTHERS[i % OTHERS.length];
  }
}
