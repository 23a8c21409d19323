package io.github.warpath.skirmish.table.internal;

import io.github.warpath.Mp;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.Violation;
import io.github.warpath.skirmish.table.TablePoint;
import java.util.List;

/** Helpers for the verdicts of table rule sets. */
public final class Verdicts {
  private Verdicts() {}

  /**
   * Inches as movement points (one point per inch), rounded to the nearest twelfth.
   *
   * @param inches the length
   * @return the points
   */
  public static Mp mp(double inches) {
    return Mp.ofTwelfths((int) Math.round(inches * Mp.SCALE));
  }

  /**
   * Where a model is, as a player reads it.
   *
   * @param model the model's index from 0
   * @param p its point
   * @return e.g. {@code model 2 at (3, 4)}
   */
  public static String at(int model, TablePoint p) {
    return "model " + (model + 1) + " at " + p;
  }

  /**
   * A violation placed at a step and location.
   *
   * @param rule the rule
   * @param reason the reason
   * @param step the step number (0 for the whole move)
   * @param location where, or null
   * @return the violation
   */
  public static Violation of(Rule rule, String reason, int step, String location) {
    Violation.Builder b = Violation.builder().rule(rule.ref()).reason(reason).step(step);
    if (location != null) {
      b.location(location);
    }
    return b.build();
  }

  /**
   * A violation about a length, with the arithmetic.
   *
   * @param rule the rule
   * @param reason the reason
   * @param step the step number
   * @param location where
   * @param needed inches needed
   * @param available inches available
   * @return the violation
   */
  public static Violation length(Rule rule, String reason, int step, String location,
      double needed, double available) {
    return Violation.builder().rule(rule.ref()).reason(reason).step(step).location(location)
        .needed(mp(needed)).available(mp(available)).build();
  }

  /**
   * Adds a violation unless an equal one (same rule, reason and place) is already listed.
   *
   * @param list the violations so far
   * @param v the new one
   */
  public static void add(List<Violation> list, Violation v) {
    for (Violation w : list) {
      if (w.rule().equals(v.rule()) && w.reason().equals(v.reason())) {
        return;
      }
    }
    list.add(v);
  }

  /**
   * Reads a boolean option.
   *
   * @param options the query's options
   * @param key the option
   * @return its value, false when absent
   * @throws io.github.warpath.InvalidInputException if it is neither true nor false
   */
  public static boolean flag(java.util.Map<String, String> options, String key) {
    String v = options.get(key);
    if (v == null) {
      return false;
    }
    if (v.equalsIgnoreCase("true")) {
      return true;
    }
    if (v.equalsIgnoreCase("false")) {
      return false;
    }
    throw new io.github.warpath.InvalidInputException("options." + key,
        "expected true or false, got '" + v + "'");
  }
}
