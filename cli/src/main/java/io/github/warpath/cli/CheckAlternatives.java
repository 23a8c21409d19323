package io.github.warpath.cli;

import io.github.warpath.rules.Alternative;
import io.github.warpath.rules.Alternatives;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Results;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.state.BoxPosition;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * The alternatives that {@code check} adds to an illegal order: found by the rule set's own
 * search, written as text under the violations and as the {@code alternatives} member of the
 * check's JSON.
 */
public final class CheckAlternatives {
  private CheckAlternatives() {}

  /**
   * The alternatives to an order that the verdict refuses, on a hex map.
   *
   * @param s the scenario
   * @param order the order
   * @param verdict the verdict on it, which the answer carries (the order is not checked again)
   * @param buffers search buffers to reuse
   * @return the alternatives; none for a legal order or a rule set that is not played on hexes
   */
  public static Alternatives of(Scenario s, MoveOrder order, Verdict verdict,
      SearchBuffers buffers) {
    if (verdict.legal() || !(s.ruleSet() instanceof HexMovementRules)) {
      return Alternatives.none(verdict, Alternatives.destinationOf(order));
    }
    return ((HexMovementRules) s.ruleSet()).alternatives(s.state(), order, verdict, buffers);
  }

  /**
   * The JSON of {@code check --json} on one order: the verdict and the alternatives of the board
   * it is played on (on a table, the farthest legal stop and the nearest reachable point).
   *
   * @param s the scenario
   * @param order the order
   * @param verdict the verdict on it
   * @param buffers search buffers to reuse
   * @return the object
   */
  public static JsonValue checkJson(Scenario s, MoveOrder order, Verdict verdict,
      SearchBuffers buffers) {
    if (TableCli.on(s)) {
      return TableCheckAlternatives.json(s, order.query(),
          TableCheckAlternatives.of(s, order, verdict));
    }
    return json(s, order.query(), of(s, order, verdict, buffers));
  }

  /**
   * The check's JSON with its alternatives: the members of {@link Results#verdict} followed by
   * {@code alternatives} (see {@link Results#alternatives}).
   *
   * @param s the scenario
   * @param query who moved
   * @param alternatives the verdict and its alternatives
   * @return the object
   */
  public static JsonValue json(Scenario s, MoveQuery query, Alternatives alternatives) {
    return JsonValue.object().putAll(Results.verdict(s, query, alternatives.verdict()))
        .put("alternatives", Results.alternatives(s, alternatives)).build();
  }

  /**
   * The alternatives as text, one paragraph each: what it is, in words, and the steps to give as
   * {@code --path}.
   *
   * @param out where to write
   * @param s the scenario
   * @param alternatives the alternatives
   * @param indent the indent of the heading
   */
  static void print(PrintWriter out, Scenario s, Alternatives alternatives, String indent) {
    List<Alternative> all = alternatives.all();
    if (all.isEmpty()) {
      return;
    }
    out.println(indent + "Alternatives:");
    for (Alternative a : all) {
      out.println(indent + "  " + a.kind().id().replace('-', ' ') + ": " + a.summary());
      out.println(indent + "    --path " + pathArgument(s, a.order().steps()));
    }
  }

  /** The steps of an order as the {@code --path} argument that gives them. */
  static String pathArgument(Scenario s, List<Step> steps) {
    List<String> out = new ArrayList<>(steps.size());
    for (Step step : steps) {
      String text = "";
      if (step.to() instanceof BoxPosition) {
        text = "box:" + ((BoxPosition) step.to()).box();
      } else if (step.to() != null) {
        text = s.describe(step.to());
      }
      if (step.facing() != null) {
        text += "@" + s.boardFormat().writeFacing(step.facing(), s.state().board()).text();
      }
      if (step.action() != null) {
        text += "+" + step.action();
      }
      out.add(text);
    }
    return String.join(",", out);
  }
}
