package io.github.warpath.efs.internal;

import io.github.warpath.Mp;
import io.github.warpath.efs.EfsRuleHeading;
import io.github.warpath.efs.EfsWeather;
import java.util.List;
import java.util.Map;

/**
 * The rules built into the chart's price of a step, for explaining a step that costs more than
 * the points left (see {@link DearStep}). Each is worked out by pricing the step again without
 * it, on tables built for that purpose; this happens only when a violation is explained, never in
 * the search.
 *
 * <p>In the order they are cited when several apply:
 * <ul>
 *   <li>lingering mud, which prices the woods of a dry hex as mud;
 *   <li>minor roads in mud, where motorized units pay the other terrain of the hex instead of a
 *   road rate (without the rule, the minor road's dry rate);
 *   <li>snow, which makes a major river a +1 hexside;
 *   <li>footnote (a), +1 for motorized units other than Soviet armor where the chart marks it.
 * </ul>
 */
final class ChartModifiers {
  /** The rules, in citing order; {@link #amounts} answers in this order. */
  static final EfsRuleHeading[] RULES = {EfsRuleHeading.LINGERING_MUD,
      EfsRuleHeading.MINOR_ROADS_IN_MUD,
      EfsRuleHeading.SNOW, EfsRuleHeading.FOOTNOTE_A};

  private static final int LINGERING = 0;
  private static final int MINOR_MUD = 1;
  private static final int SNOW = 2;
  private static final int FOOTNOTE = 3;
  private static final int MUD = EfsWeather.MUD.ordinal();

  private ChartModifiers() {}

  /**
   * What each rule adds to a step: its price minus the price without that rule alone.
   *
   * @param g the compiled query
   * @param from the hex left
   * @param s the search state of the node left
   * @param dir the direction
   * @param to the hex entered
   * @return the amounts in engine units, by {@link #RULES}, 0 where a rule adds nothing
   */
  static int[] amounts(EfsGraph g, int from, int s, int dir, int to) {
    int[] out = new int[RULES.length];
    // the step was priced (it is too dear, not closed), so this is its price without zones of
    // control; were it closed, every saving below would be 0
    int price = g.pricing().baseWith(g.pricing().tables, g.pricing().weather, from, s, dir, to);
    int prof = g.profile().chartProfile & StepTables.MASK;
    int flags = g.pricing().info[from] | g.pricing().info[to];
    if ((flags & HexWeather.LINGERING) != 0 && (flags & HexWeather.WOODS) != 0) {
      HexWeather.Key wk = g.weatherKey();
      HexWeather.Key dry = new HexWeather.Key(wk.weather(), wk.regionWeather(), false,
          List.of());
      HexWeather w = g.map().derived(dry, m -> HexWeather.build(m, dry));
      out[LINGERING] = saving(g, price, g.chart(), dry, w, prof, from, s, dir, to);
    }
    boolean mud = (g.pricing().info[from] & HexWeather.WEATHER) == MUD
        || (g.pricing().info[to] & HexWeather.WEATHER) == MUD;
    if (mud && (prof & StepTables.MOT) != 0) {
      String dryRate = g.chart().cells().get("tec.minor-road.motorized.dry");
      ChartValues c = g.chart().with(Map.of("tec.minor-road.motorized.mud", dryRate));
      out[MINOR_MUD] = saving(g, price, c, g.weatherKey(), g.pricing().weather, prof, from, s,
          dir, to);
    }
    if ((g.pricing().info[to] & HexWeather.WEATHER) == EfsWeather.SNOW.ordinal()
        && (g.map().sideMask(from, dir) & StepTables.MAJOR) != 0) {
      ChartValues c = g.chart().with(Map.of("tec.major-river.motorized.snow", "0",
          "tec.major-river.non-motorized.snow", "0"));
      out[SNOW] = saving(g, price, c, g.weatherKey(), g.pricing().weather, prof, from, s, dir, to);
    }
    if ((prof & StepTables.FOOTNOTE_A) != 0) {
      out[FOOTNOTE] = saving(g, price, g.chart(), g.weatherKey(), g.pricing().weather,
          prof & ~StepTables.FOOTNOTE_A, from, s, dir, to);
    }
    return out;
  }

  /** How much cheaper the step is under another chart, weather or profile (0 if not). */
  private static int saving(EfsGraph g, int price, ChartValues chart, HexWeather.Key wk,
      HexWeather weather, int prof, int from, int s, int dir, int to) {
    StepTables.Key key = new StepTables.Key(chart, wk, prof, g.profile().roadMask);
    StepTables t = g.map().derived(key, m -> StepTables.build(m, key, weather));
    int without = g.pricing().baseWith(t, weather, from, s, dir, to);
    return without < 0 ? 0 : Math.max(0, price - without);
  }

  /**
   * The reason's part for one rule.
   *
   * @param g the compiled query
   * @param k the index in {@link #RULES}
   * @param amount what the rule adds, in engine units
   * @param from the hex left
   * @param to the hex entered
   * @return the text
   */
  static String describe(EfsGraph g, int k, int amount, int from, int to) {
    String plus = "+" + Mp.ofTicks(amount, EfsGraph.TICKS);
    String into = g.map().label(to);
    switch (k) {
      case LINGERING:
        int hex = (g.pricing().info[to] & HexWeather.LINGERING) != 0 ? to : from;
        return "lingering mud in " + g.map().label(hex) + ": " + plus + " to enter";
      case MINOR_MUD:
        return "the minor road into " + into + " is in mud: " + plus
            + " to enter for motorized units";
      case SNOW:
        return "the major river between " + g.map().label(from) + " and " + into + " in snow: "
            + plus + " to cross";
      default:
        return "footnote (a) in " + into + ": " + plus + " to enter for motorized units";
    }
  }
}
