package io.github.warpath.cli;

import io.github.warpath.Mp;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.StepReport;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.skirmish.table.TablePoint;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** Verdicts as text: steps with costs, then every violation and warning with its rule. */
final class VerdictText {
  /**
   * The texts of movement points from 0 to 1,023 twelfths, kept once made: a file of orders
   * writes the same few amounts a million times. Any thread may fill a slot (texts are
   * immutable, so another thread sees a whole text or none).
   */
  private static final String[] MOVEMENT_POINTS = new String[1024];

  private VerdictText() {}

  /**
   * Points as the board counts them: movement points on a hex map, inches on a table (where a
   * verdict gives one point per inch).
   */
  static String amount(Scenario s, Mp mp) {
    if (!(s.state().board() instanceof HexMap)) {
      return TablePoint.inches(mp.twelfths() / (double) Mp.SCALE) + "\"";
    }
    int t = mp.twelfths();
    if (t < 0 || t >= MOVEMENT_POINTS.length) {
      return mp.toString();
    }
    String text = MOVEMENT_POINTS[t];
    if (text == null) {
      text = mp.toString();
      MOVEMENT_POINTS[t] = text;
    }
    return text;
  }

  static void steps(PrintWriter out, Scenario s, List<StepReport> steps, String indent) {
    for (StepReport step : steps) {
      out.println(String.format("%s%3d. %-10s +%-8s = %-8s %s", indent, step.step(),
          s.describe(step.position()) + (step.facing() == null ? "" : "@" + s.boardFormat()
              .writeFacing(step.facing(), s.state().board()).text()),
          amount(s, step.cost()), amount(s, step.spent()), step.note()).stripTrailing());
    }
  }

  static void print(PrintWriter out, Scenario s, Verdict v, String indent) {
    steps(out, s, v.steps(), indent);
    if (!v.violations().isEmpty()) {
      out.println(indent + "Violations:");
      for (Violation x : v.violations()) {
        out.println(indent + "  " + x);
      }
    }
    if (!v.warnings().isEmpty()) {
      out.println(indent + "Warnings:");
      for (Violation x : v.warnings()) {
        out.println(indent + "  " + x);
      }
    }
  }

  /**
   * Where a move ends, as a clause: {@code ", ends at 0405"}, or for an order of several units on
   * a table each unit's end, {@code ", ends with a at 8,6 and b at 10,8"}; empty without an end.
   */
  static String ends(Scenario s, Verdict v) {
    if (v.ends().size() > 1) {
      List<String> each = new ArrayList<>();
      v.ends().forEach((id, p) -> each.add(id + " at " + s.describe(p)));
      return ", ends with " + String.join(", ", each.subList(0, each.size() - 1)) + " and "
          + each.get(each.size() - 1);
    }
    return v.end().map(e -> ", ends at " + s.describe(e)).orElse("");
  }

  /** One line: LEGAL or ILLEGAL, points spent, the end and the first violation. */
  static String summary(Scenario s, Verdict v) {
    StringBuilder sb = new StringBuilder(v.legal() ? "LEGAL" : "ILLEGAL");
    sb.append(", spent ").append(amount(s, v.spent())).append(" of ")
        .append(amount(s, v.allowance()));
    if (v.legal()) {
      sb.append(ends(s, v));
    }
    if (!v.violations().isEmpty()) {
      sb.append(": ").append(v.violations().get(0));
      if (v.violations().size() > 1) {
        sb.append(" (and ").append(v.violations().size() - 1).append(" more)");
      }
    }
    return sb.toString();
  }
}
