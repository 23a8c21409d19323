package io.github.warpath.cli;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Orders;
import io.github.warpath.scenario.Results;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code warpath check}: the verdict on a move, or on many moves from a JSON-lines file. */
@Command(name = "check", mixinStandardHelpOptions = true,
    description = {"The verdict on a move: legal or not, the points spent, and every violation"
        + " with its rule and reason. Exit code 0 legal, 1 illegal.",
        "With --moves, checks one order per line of a JSON-lines file (or - for standard input)"
        + " and writes one result per line as it goes; the exit code is the worst of them."})
final class CheckCommand extends ScenarioCommand {
  @Mixin
  MoverOptions mover;

  @Option(names = "--path", paramLabel = "STEPS",
      description = "The steps, comma-separated: 0504 enters a hex, box:NAME goes to a box,"
          + " 0504@NE also faces, @NE turns in place, +ACTION acts in place. On a table, steps"
          + " separated by /, each the models' points x,y separated by : (12,14:13.5,14.5),"
          + " with @DEGREES for a facing and +ACTION.")
  String path;

  @Option(names = "--moves", paramLabel = "FILE",
      description = "A JSON-lines file of orders, one per line, e.g. {\"unit\": \"recon\","
          + " \"path\": [\"0504\", \"0604\"]}; - reads standard input.")
  String moves;

  @Override
  int execute(Scenario s) {
    if (moves != null) {
      if (path != null || !mover.units.isEmpty() || mover.mode != null
          || !mover.options.isEmpty()) {
        throw new ScenarioException("", 0, 0, "--moves", "give orders either in the file or"
            + " with --unit and --path, not both");
      }
      return batch(s);
    }
    if (path == null) {
      throw new ScenarioException("", 0, 0, "--path", "missing; give the steps of the move"
          + " (e.g. --path 0504,0604) or a file of orders with --moves");
    }
    MoveQuery q = mover.query(s);
    MoveOrder order = MoveOrder.of(q, Orders.steps(JsonValue.argument(path, "--path"), s));
    Verdict v = s.ruleSet().check(s.state(), order);
    int code = v.legal() ? Main.LEGAL : Main.ILLEGAL;
    if (json) {
      printJson(Results.verdict(s, q, v));
      return code;
    }
    PrintWriter out = out();
    out.println((v.legal() ? "LEGAL" : "ILLEGAL") + " move of " + String.join(", ", q.units())
        + " from " + s.describe(q.start().orElse(s.state().unit(q.units().get(0)).position()))
        + " (" + s.ruleSet().name() + "): spent " + VerdictText.amount(s, v.spent()) + " of "
        + VerdictText.amount(s, v.allowance())
        + (v.legal() ? VerdictText.ends(s, v) : "") + ".");
    VerdictText.print(out, s, v, "  ");
    out.flush();
    return code;
  }

  private int batch(Scenario s) {
    String source = moves.equals("-") ? "<stdin>" : moves;
    int worst = Main.LEGAL;
    int legal = 0;
    int illegal = 0;
    int bad = 0;
    PrintWriter out = out();
    try (BufferedReader lines = moves.equals("-") ? LimitedLines.of(parent.in, source)
        : LimitedLines.of(Path.of(moves))) {
      String line;
      int number = 0;
      while ((line = lines.readLine()) != null) {
        number++;
        if (line.isBlank()) {
          continue;
        }
        JsonValue id = JsonValue.ofNull();
        try {
          JsonValue order = JsonValue.parseLine(line, source, number);
          if (order.isObject() && order.has("id")) {
            id = order.get("id");
          }
          MoveOrder o = Orders.read(order, s);
          Verdict v = s.ruleSet().check(s.state(), o);
          if (v.legal()) {
            legal++;
          } else {
            illegal++;
            worst = Math.max(worst, Main.ILLEGAL);
          }
          if (json) {
            out.println(lineResult(number, id, Results.verdict(s, o.query(), v)).toJson());
          } else {
            out.println("line " + number + (id.isNull() ? "" : " (" + id.scalarText() + ")")
                + ": " + String.join(", ", o.query().units()) + " " + VerdictText.summary(s, v));
          }
        } catch (InvalidInputException e) {
          bad++;
          worst = Main.BAD_INPUT;
          if (json) {
            out.println(lineResult(number, id, Results.error(e)).toJson());
          } else {
            out.println("line " + number + ": error: " + e.getMessage());
          }
        }
        out.flush();
      }
    } catch (NoSuchFileException e) {
      throw new ScenarioException(source, 0, 0, "", "no such file");
    } catch (IOException e) {
      throw new ScenarioException(source, 0, 0, "", "cannot read: " + e.getMessage());
    }
    if (!json) {
      out.println((legal + illegal + bad) + " orders: " + legal + " legal, " + illegal
          + " illegal, " + bad + " bad input.");
      out.flush();
    }
    return worst;
  }

  private static JsonValue lineResult(int number, JsonValue id, JsonValue content) {
    return JsonValue.object().put("line", number).put("id", id).putAll(content).build();
  }
}
