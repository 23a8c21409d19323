package io.github.warpath.cli;

import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Orders;
import io.github.warpath.scenario.Results;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.state.Position;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code warpath path}: the cheapest legal path to a hex. */
@Command(name = "path", mixinStandardHelpOptions = true,
    description = {"The cheapest legal path to a hex, step by step with costs. Exit code 1 if"
        + " the hex cannot be reached legally.",
        "On a table: the shortest legal route of one model (--model, default 1) to a point, with"
        + " its length."})
final class PathCommand extends ScenarioCommand {
  @Mixin
  MoverOptions mover;

  @Mixin
  PictureOptions picture;

  @Mixin
  ModelOptions where;

  @Mixin
  PhaseOptions phases;

  @Option(names = "--to", required = true, paramLabel = "HEX",
      description = "The destination: a hex label in the map's numbering, or box:NAME; on a"
          + " table a point x,y.")
  String to;

  @Override
  int execute(Scenario s) {
    MoveQuery q = where.withStart(s, mover.query(s));
    if (TableCli.on(s) && !phases.given()) {
      return TableCli.path(this, s, q, where, picture, to);
    }
    where.hexMap();
    Position target = Orders.position(JsonValue.argument(to, "--to"), s);
    if (phases.given()) {
      return PhasedAnswers.path(this, s, q, phases.resolve(s, q), picture, target);
    }
    HexMovementRules rules = s.hexRules();
    Position start = q.start().orElse(s.state().unit(q.units().get(0)).position());
    Optional<Route> route = rules.path(s.state(), q, target);
    String who = String.join(", ", q.units());
    Path svg = null;
    Verdict verdict = null;
    if (route.isPresent()) {
      verdict = rules.check(s.state(), MoveOrder.of(q, route.get().toSteps()));
      String title = "Cheapest legal path of " + who + " from " + s.describe(start) + " to "
          + s.describe(target) + " (" + route.get().cost() + ")";
      svg = writeSvg(picture, Overlay.of(s, q, start, verdict.allowance(), route.get(), title));
    } else {
      // the picture shows the range the target lies outside of, with the failure as its title
      String title = "No legal path of " + who + " from " + s.describe(start) + " to "
          + s.describe(target) + ": it is not in the movement range";
      svg = writeSvg(picture, () -> SvgPicture.render(Overlay.of(s, q,
          rules.reach(s.state(), q), title)));
    }
    int code = route.isPresent() ? Main.LEGAL : Main.ILLEGAL;
    if (json) {
      JsonValue content = Results.route(s, q, start, target, route);
      printJson(content, svg);
      return code;
    }
    PrintWriter out = out();
    if (route.isEmpty()) {
      out.println("No legal path for " + who + " from " + s.describe(start) + " to "
          + s.describe(target) + ": it is not in the movement range (see 'warpath reach').");
      if (svg != null) {
        out.println("Picture of the movement range: " + svg);
      }
      out.flush();
      return code;
    }
    Route r = route.get();
    out.println("Cheapest legal path for " + who + " from " + s.describe(start) + " to "
        + s.describe(target) + ": " + r.cost() + " of " + verdict.allowance()
        + (r.mustStop() ? "; the move ends there" : "") + ".");
    VerdictText.steps(out, s, r.steps(), "  ");
    if (!picture.noPicture) {
      out.println();
      out.println(TextPicture.render(Overlay.of(s, q, start, verdict.allowance(), r, "")));
    }
    if (svg != null) {
      out.println("Picture: " + svg);
    }
    out.flush();
    return code;
  }
}
