package io.github.warpath.skirmish.dice;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The distance a roll gives: discards, pips off, Shock. Pure functions. */
final class DiceRoll {
  /** Gun weights of the National Arsenals. */
  enum Weight {
    LIGHT, MEDIUM, HEAVY
  }

  private DiceRoll() {}

  static RolledDistance compute(Dice dice, TerrainClass terrain, boolean lower, boolean higher,
      Weight gun, int shock) {
    List<Integer> d = new ArrayList<>(dice.values());
    Collections.sort(d);
    StringBuilder w = new StringBuilder(join(d));
    if (gun != null && d.size() == 2) {
      if (d.get(0).equals(d.get(1))) {
        d.remove(0);
        w.append(", a double: one die");
      } else if (gun == Weight.MEDIUM) {
        d.remove(0);
        w.append(", medium gun: lower discarded");
      } else if (gun == Weight.HEAVY) {
        d.remove(d.size() - 1);
        w.append(", heavy gun: higher discarded");
      }
    }
    if (terrain == TerrainClass.HEAVY_GOING && d.size() >= 2) {
      d.remove(0);
      w.append(", heavy going: lower discarded");
    }
    List<Integer> c = new ArrayList<>(d);
    if (lower && !c.isEmpty()) {
      c.remove(0);
    }
    if (higher && !c.isEmpty()) {
      c.remove(c.size() - 1);
    }
    boolean rough = terrain == TerrainClass.ROUGH;
    int full = sum(d, rough);
    int cross = sum(c, rough);
    if (rough) {
      w.append(", rough: -1 a die");
    }
    if (lower || higher) {
      w.append(", crossing ").append(lower && higher ? "discards both" : lower ? "discards the"
          + " lower" : "discards the higher").append(": ").append(cross);
    }
    if (shock > 0) {
      w.append(", shock -").append(shock);
    }
    return new RolledDistance(Math.max(0, full - shock), Math.max(0, cross - shock),
        w.toString());
  }

  private static int sum(List<Integer> d, boolean rough) {
    int s = 0;
    for (int v : d) {
      s += rough ? Math.max(0, v - 1) : v;
    }
    return s;
  }

  private static String join(List<Integer> d) {
    StringBuilder sb = new StringBuilder();
    for (int v : d) {
      sb.append(sb.length() == 0 ? "" : "+").append(v);
    }
    return sb.toString();
  }
}
