package io.github.warpath.cli;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Orders;
import io.github.warpath.scenario.Results;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.state.Position;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code warpath cost}: what one step costs. */
@Command(name = "cost", mixinStandardHelpOptions = true,
    description = {"What one step costs, judged as if the unit started its move at --from."
        + " Exit code 0 legal, 1 illegal.",
        "On a table: one step placing every model (x,y:x,y), its length and verdict."})
final class CostCommand extends ScenarioCommand {
  @Mixin
  MoverOptions mover;

  @Option(names = "--from", paramLabel = "HEX",
      description = "Where the step starts (default: where the unit is).")
  String from;

  @Option(names = "--to", required = true, paramLabel = "HEX",
      description = "The adjacent hex (or box:NAME) the step enters; on a table the models'"
          + " points.")
  String to;

  @Override
  int execute(Scenario s) {
    MoveQuery q = mover.query(s);
    if (TableCli.on(s)) {
      return TableCli.cost(this, s, q, from, to);
    }
    Position start = from == null ? s.state().unit(q.units().get(0)).position()
        : Orders.position(JsonValue.argument(from, "--from"), s);
    Position target = Orders.position(JsonValue.argument(to, "--to"), s);
    Verdict v = s.hexRules().cost(s.state(), q, start, target);
    int code = v.legal() ? Main.LEGAL : Main.ILLEGAL;
    if (json) {
      printJson(JsonValue.object().put("from", s.describe(start)).put("to", s.describe(target))
          .putAll(Results.verdict(s, q, v)).build());
      return code;
    }
    PrintWriter out = out();
    out.println(String.join(", ", q.units()) + " from " + s.describe(start) + " to "
        + s.describe(target) + ": " + (v.steps().isEmpty() ? v.spent() : v.steps().get(0).cost())
        + (v.legal() ? ", legal" : ", illegal") + " (" + v.allowance() + " allowance).");
    VerdictText.print(out, s, v, "  ");
    out.flush();
    return code;
  }
}
