package io.github.warpath.cli;

import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Results;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.skirmish.table.TableAlternative;
import io.github.warpath.skirmish.table.TableAlternatives;
import io.github.warpath.skirmish.table.TableMovementRules;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.Mp;
import io.github.warpath.skirmish.table.TableRoute;
import io.github.warpath.state.Position;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/**
 * The alternatives that {@code check} adds to an illegal order on a table: the farthest legal
 * stop along the ordered route and the reachable point nearest the destination, as text under
 * the violations and as the {@code alternatives} member of the check's JSON.
 */
final class TableCheckAlternatives {
  private TableCheckAlternatives() {}

  /** The alternatives to an order on a table that the verdict refuses; none for a legal one. */
  static TableAlternatives of(Scenario s, MoveOrder order, Verdict verdict) {
    return ((TableMovementRules) s.ruleSet()).alternatives(s.state(), order, verdict);
  }

  /** The check's JSON: the members of {@link Results#verdict}, then {@code alternatives}. */
  static JsonValue json(Scenario s, MoveQuery query, TableAlternatives alternatives) {
    List<JsonValue> out = new ArrayList<>();
    for (TableAlternative a : alternatives.all()) {
      List<JsonValue> points = new ArrayList<>();
      for (TablePoint p : a.points()) {
        points.add(Results.position(s, TablePosition.of(p)));
      }
      JsonValue.ObjectBuilder e = JsonValue.object().put("kind", a.kind().id())
          .put("summary", a.summary())
          .put("end", Results.position(s, TablePosition.of(a.end())))
          .put("distance", JsonValue.ofNumber(BigDecimal.valueOf(a.distance())
              .setScale(3, RoundingMode.HALF_UP).stripTrailingZeros()));
      Results.mp(e, "cost", a.cost());
      out.add(e.put("points", JsonValue.ofArray(points))
          .put("path", pathArgument(s, a.order().steps())).build());
    }
    return JsonValue.object().putAll(Results.verdict(s, query, alternatives.verdict()))
        .put("alternatives", JsonValue.ofArray(out)).build();
  }

  /**
   * The picture of an order on a table, if --svg asks for it: the reach of its first model
   * shaded, the route of its first alternative, and marks at the ordered destination and at
   * the end of each alternative.
   */
  static Path draw(ScenarioCommand cmd, Scenario s, MoveQuery q, TableAlternatives alts,
      Path file) {
    if (file == null) {
      return null;
    }
    Verdict v = alts.verdict();
    String title = (v.legal() ? "Legal" : "Illegal") + " order of " + String.join(", ",
        q.units()) + alts.destination().map(d -> " to " + d).orElse("") + " ("
        + VerdictText.amount(s, v.spent()) + " of " + VerdictText.amount(s, v.allowance())
        + ")";
    TablePicture pic = TablePicture.of(s, q, title);
    Position start = q.start().orElse(s.state().unit(q.units().get(0)).position());
    if (!v.legal() && start instanceof TablePosition) {
      TableCli.rolled(() -> pic.region(TableCli.rules(s).reach(s.state(), q, 0).geometry(),
          "reach of model 1"));
    }
    alts.all().stream().findFirst().ifPresent(a -> pic.route(new TableRoute(a.points(),
        a.cost().twelfths() / (double) Mp.SCALE, a.kind().id())));
    if (start instanceof TablePosition) {
      pic.start(((TablePosition) start).model(0), "start");
    }
    alts.destination().ifPresent(d -> pic.mark(d, "ordered"));
    for (TableAlternative a : alts.all()) {
      pic.mark(a.end(), a.kind().id().replace('-', ' '));
    }
    PictureOptions picture = new PictureOptions();
    picture.svg = file;
    return cmd.writeSvg(picture, pic::svg);
  }

  /** The alternatives as text: what each is, in words, and the steps to give as --path. */
  static void print(PrintWriter out, Scenario s, TableAlternatives alternatives, String indent) {
    if (alternatives.all().isEmpty()) {
      return;
    }
    out.println(indent + "Alternatives:");
    for (TableAlternative a : alternatives.all()) {
      out.println(indent + "  " + a.kind().id().replace('-', ' ') + ": " + a.summary());
      out.println(indent + "    --path " + pathArgument(s, a.order().steps()));
    }
  }

  /** The steps of a table order as the --path argument that gives them. */
  private static String pathArgument(Scenario s, List<Step> steps) {
    List<String> out = new ArrayList<>(steps.size());
    for (Step step : steps) {
      String text = step.to() == null ? "" : s.describe(step.to());
      if (step.action() != null) {
        text += "+" + step.action();
      }
      out.add(text);
    }
    return String.join("/", out);
  }
}
