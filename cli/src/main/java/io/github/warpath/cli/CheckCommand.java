package io.github.warpath.cli;

import io.github.warpath.InvalidInputException;
import io.github.warpath.batch.Batch;
import io.github.warpath.batch.Checker;
import io.github.warpath.rules.Alternative;
import io.github.warpath.rules.Alternatives;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.JsonBytes;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.MoveLines;
import io.github.warpath.scenario.Orders;
import io.github.warpath.scenario.Results;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioException;
import io.github.warpath.skirmish.table.TableAlternative;
import io.github.warpath.skirmish.table.TableAlternatives;
import io.github.warpath.state.Position;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
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

  @Option(names = "--svg", paramLabel = "FILE",
      description = "Also draw the order on the map as an SVG picture and, for an illegal order,"
          + " its first alternative dashed.")
  Path svg;

  @Option(names = "--alternatives",
      description = "With --moves: add to each illegal order its alternatives, as check without"
          + " --moves always does: on a hex map the cheapest legal way to its destination or the"
          + " nearest reachable hex, and its longest legal start; on a table the farthest legal"
          + " stop along its route and the nearest reachable point. Off by default: it costs a"
          + " range query per illegal order. Refused without --moves.")
  boolean alternatives;

  @Option(names = "--threads", paramLabel = "N",
      description = "With --moves: check on N threads (default: the available cores); the"
          + " results keep the order of the lines.")
  Integer threads;

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
    if (threads != null) {
      throw new ScenarioException("", 0, 0, "--threads", "applies only to a file of orders"
          + " (--moves FILE); a single move is checked on one thread");
    }
    if (alternatives) {
      throw new ScenarioException("", 0, 0, "--alternatives", "applies only to a file of orders"
          + " (--moves FILE); the check of a single move always gives an illegal one's"
          + " alternatives");
    }
    if (path == null) {
      throw new ScenarioException("", 0, 0, "--path", "missing; give the steps of the move"
          + " (e.g. --path 0504,0604) or a file of orders with --moves");
    }
    MoveQuery q = mover.query(s);
    MoveOrder order = MoveOrder.of(q, Orders.steps(JsonValue.argument(path, "--path"), s));
    Verdict v = s.ruleSet().check(s.state(), order);
    int code = v.legal() ? Main.LEGAL : Main.ILLEGAL;
    Alternatives alts = CheckAlternatives.of(s, order, v, new SearchBuffers());
    TableAlternatives onTable = TableCli.on(s) ? TableCheckAlternatives.of(s, order, v) : null;
    Path drawn = onTable != null ? TableCheckAlternatives.draw(this, s, q, onTable, svg)
        : draw(s, q, alts);
    if (json) {
      printJson(onTable != null ? TableCheckAlternatives.json(s, q, onTable)
          : CheckAlternatives.json(s, q, alts), drawn);
      return code;
    }
    PrintWriter out = out();
    out.println((v.legal() ? "LEGAL" : "ILLEGAL") + " move of " + String.join(", ", q.units())
        + " from " + s.describe(q.start().orElse(s.state().unit(q.units().get(0)).position()))
        + " (" + s.ruleSet().name() + "): spent " + VerdictText.amount(s, v.spent()) + " of "
        + VerdictText.amount(s, v.allowance())
        + (v.legal() ? VerdictText.ends(s, v) : "") + ".");
    VerdictText.print(out, s, v, "  ");
    CheckAlternatives.print(out, s, alts, "  ");
    if (onTable != null) {
      TableCheckAlternatives.print(out, s, onTable, "  ");
    }
    if (drawn != null) {
      out.println("Picture: " + drawn);
    }
    out.flush();
    return code;
  }

  /** The picture of the order as walked and its first alternative, if --svg asks for it. */
  private Path draw(Scenario s, MoveQuery q, Alternatives alts) {
    if (svg == null) {
      return null;
    }
    Verdict v = alts.verdict();
    Position start = q.start().orElse(s.state().unit(q.units().get(0)).position());
    String title = (v.legal() ? "Legal" : "Illegal") + " order of " + String.join(", ",
        q.units()) + " from " + s.describe(start) + alts.destination().map(d -> " to "
        + s.describe(d)).orElse("") + " (" + v.spent() + " of " + v.allowance() + ")";
    Overlay o = Overlay.of(s, q, start, v.allowance(), new Route(start, v.steps(), v.spent(),
        false), title);
    alts.all().stream().findFirst().ifPresent(o::withAlternative);
    PictureOptions picture = new PictureOptions();
    picture.svg = svg;
    return writeSvg(picture, o);
  }

  /** The answers to a block of lines, with their counts of legal, illegal and bad orders. */
  private record Answers(JsonBytes text, int[] counts) {}

  private int batch(Scenario s) {
    String source = moves.equals("-") ? "<stdin>" : moves;
    if (threads != null && threads < 1) {
      throw new ScenarioException("", 0, 0, "--threads", "must be at least 1, got " + threads);
    }
    int n = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    int[] counts = new int[3];
    PrintWriter out = out();
    OutputStream raw = parent.rawOut;
    // answer buffers come back here once written, for the next blocks
    Queue<JsonBytes> spare = new ConcurrentLinkedQueue<>();
    out.flush();
    try (InputStream in = moves.equals("-") ? parent.in : Files.newInputStream(Path.of(moves));
        Batch batch = Batch.of(s.ruleSet(), n).withChunk(1)) {
      MoveLines io = MoveLines.of(s);
      OrderBlocks blocks = new OrderBlocks(in, source, OrderBlocks.MAX_LINE, !moves.equals("-"));
      batch.stream(blocks, (block, checker) -> answer(s, io, source, block, checker, spare),
          a -> {
            for (int k = 0; k < counts.length; k++) {
              counts[k] += a.counts()[k];
            }
            write(a.text(), raw, out);
            spare.add(a.text());
          });
      if (raw != null) {
        raw.flush();
      }
      out.flush();
    } catch (NoSuchFileException e) {
      throw new ScenarioException(source, 0, 0, "", "no such file");
    } catch (IOException | UncheckedIOException e) {
      throw new ScenarioException(source, 0, 0, "", "cannot read: " + e.getMessage());
    }
    if (!json) {
      out.println((counts[0] + counts[1] + counts[2]) + " orders: " + counts[0] + " legal, "
          + counts[1] + " illegal, " + counts[2] + " bad input.");
      out.flush();
    }
    return counts[2] > 0 ? Main.BAD_INPUT : counts[1] > 0 ? Main.ILLEGAL : Main.LEGAL;
  }

  /** Writes answers as bytes where the command line has a byte stream, else as text. */
  private static void write(JsonBytes text, OutputStream raw, PrintWriter out) {
    if (raw == null) {
      out.write(text.toString());
      out.flush();
      return;
    }
    try {
      text.writeTo(raw);
      raw.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Reads, checks and answers the lines of a block, on a worker thread. */
  private Answers answer(Scenario s, MoveLines io, String source, OrderBlocks.Block block,
      Checker checker, Queue<JsonBytes> spare) {
    JsonBytes text = spare.poll();
    if (text == null) {
      text = new JsonBytes(block.length() * 8);
    }
    text.clear();
    JsonBytes answers = text;
    int[] counts = new int[3];
    String separator = System.lineSeparator();
    block.forEachLine((number, start, end) -> {
      counts[judge(s, io, source, number, block, start, end, checker, answers) - Main.LEGAL]++;
      answers.text(separator);
    });
    return new Answers(TerminalBytes.safe(text), counts);
  }

  /** Reads, checks and answers the order on one line of a block; returns its exit code. */
  private int judge(Scenario s, MoveLines io, String source, int number, OrderBlocks.Block block,
      int start, int end, Checker checker, JsonBytes out) {
    try {
      MoveLines.Line order = io.readPlain(block.bytes(), start, end);
      if (order == null) {
        order = io.read(block.text(start, end), source, number);
      }
      JsonValue id = order.id();
      MoveOrder o = order.order();
      Verdict v = checker.check(s.state(), o);
      if (alternatives) {
        return withAlternatives(s, number, id, o, v, checker.buffers(), out);
      }
      if (json) {
        io.verdict(out, number, id, o.query(), v);
      } else {
        out.text("line ").number(number);
        if (!id.isNull()) {
          out.text(" (").text(id.scalarText()).text(")");
        }
        out.text(": ").text(String.join(", ", o.query().units())).text(" ")
            .text(VerdictText.summary(s, v));
      }
      return v.legal() ? Main.LEGAL : Main.ILLEGAL;
    } catch (InvalidInputException e) {
      if (json) {
        io.error(out, number, idOf(block.text(start, end), source, number), e);
      } else {
        out.text("line " + number + ": error: " + e.getMessage());
      }
      return Main.BAD_INPUT;
    }
  }

  /**
   * A line's result with the alternatives of an illegal order (--alternatives): on a hex map
   * those of {@link CheckAlternatives}, on a table those of {@link TableCheckAlternatives}, in the
   * shape of a check of that one order.
   */
  private int withAlternatives(Scenario s, int number, JsonValue id, MoveOrder o, Verdict v,
      SearchBuffers buffers, JsonBytes out) {
    int code = v.legal() ? Main.LEGAL : Main.ILLEGAL;
    TableAlternatives onTable = TableCli.on(s) ? TableCheckAlternatives.of(s, o, v) : null;
    Alternatives onHexes = onTable == null ? CheckAlternatives.of(s, o, v, buffers) : null;
    if (json) {
      out.text(lineResult(number, id, onTable != null
          ? TableCheckAlternatives.json(s, o.query(), onTable)
          : CheckAlternatives.json(s, o.query(), onHexes)).toJson());
      return code;
    }
    StringBuilder text = new StringBuilder("line " + number + (id.isNull() ? ""
        : " (" + id.scalarText() + ")") + ": " + String.join(", ", o.query().units()) + " "
        + VerdictText.summary(s, v));
    if (onTable != null) {
      for (TableAlternative a : onTable.all()) {
        summary(text, a.kind().id(), a.summary());
      }
    } else {
      for (Alternative a : onHexes.all()) {
        summary(text, a.kind().id(), a.summary());
      }
    }
    out.text(text.toString());
    return code;
  }

  /** One alternative of a line's text result: its kind and its summary, indented. */
  private static void summary(StringBuilder text, String kind, String summary) {
    text.append(System.lineSeparator()).append("  ").append(kind.replace('-', ' ')).append(": ")
        .append(summary);
  }

  private static JsonValue lineResult(int number, JsonValue id, JsonValue content) {
    return JsonValue.object().put("line", number).put("id", id).putAll(content).build();
  }

  /** The id of a line that could not be read as an order, if it is a JSON object with one. */
  private static JsonValue idOf(String line, String source, int number) {
    try {
      JsonValue order = JsonValue.parseLine(line, source, number);
      return order.isObject() && order.has("id") ? order.get("id") : JsonValue.ofNull();
    } catch (InvalidInputException e) {
      return JsonValue.ofNull();
    }
  }
}
