package io.github.warpath.cli;

import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioException;
import io.github.warpath.state.Position;
import io.github.warpath.threat.ThreatHex;
import io.github.warpath.threat.ThreatMap;
import io.github.warpath.threat.UnitThreat;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code warpath threat}: where a side's units can get this phase. */
@Command(name = "threat", mixinStandardHelpOptions = true,
    description = {"The threat map of a side: every hex any of its units can reach in a movement"
        + " phase, which units can get there, at what cost, and whether they must stop there;"
        + " with --zoc also the hexes their zones of control could then cover.",
        "Without --phase: the side's next movement phase (the current one if the side is moving"
            + " in it, else the first of its turn)."})
final class ThreatCommand extends ScenarioCommand {
  @Option(names = "--side", paramLabel = "SIDE", description = "The side whose units move.")
  String side;

  @Option(names = "--phase", paramLabel = "PHASE",
      description = "A movement phase of the rule set (default: the side's next one).")
  String phase;

  @Option(names = "--mode", paramLabel = "MODE",
      description = "A movement mode of the rule set (default: its first).")
  String mode;

  @Option(names = "--zoc", description = "Add the hexes the units' zones of control could"
      + " cover from the hexes they can reach.")
  boolean zoc;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
      description = "Threads to run the units on, 1 to " + ThreatAnswers.MAX_THREADS
          + " (default: 1); the answer is the same on any number.")
  int threads;

  @Mixin
  PictureOptions picture;

  @Override
  int execute(Scenario s) {
    if (side == null) {
      TreeSet<String> sides = new TreeSet<>();
      s.state().units().forEach(u -> sides.add(u.side()));
      throw new ScenarioException("", 0, 0, "--side", "missing; name the side whose threat to"
          + " map (sides: " + String.join(", ", sides) + ")");
    }
    if (threads < 1 || threads > ThreatAnswers.MAX_THREADS) {
      throw new ScenarioException("", 0, 0, "--threads", "expected 1 to "
          + ThreatAnswers.MAX_THREADS + " threads, got " + threads);
    }
    ThreatMap t = ThreatAnswers.compute(s, JsonValue.argument(side, "--side"),
        phase == null ? null : JsonValue.argument(phase, "--phase"),
        mode == null ? null : JsonValue.argument(mode, "--mode"), zoc, threads);
    String title = "Threat of " + t.side() + ", " + (t.phase().isEmpty() ? "" : "phase "
        + t.phase() + ", ") + "mode " + t.mode();
    Path svg = writeSvg(picture, Overlay.threat(s, t, title));
    if (json) {
      printJson(ThreatAnswers.json(s, t), svg);
      return Main.LEGAL;
    }
    PrintWriter out = out();
    out.println(title + ", " + s.ruleSet().name() + ": " + t.reachableCount() + " hex"
        + (t.reachableCount() == 1 ? "" : "es") + " reachable by " + t.units().size() + " unit"
        + (t.units().size() == 1 ? "" : "s") + " (" + String.join(", ", t.units()) + ").");
    out.println();
    out.println(String.format("  %-8s %5s  %s", "hex", "units", "who gets there: cost"
        + " (* the move ends there)" + (t.zones() ? "; zone of control from" : "")));
    for (ThreatHex h : t.hexes()) {
      List<String> who = new ArrayList<>();
      for (UnitThreat u : h.units()) {
        who.add(u.unit() + " " + u.cost().number() + (u.mustStop() ? "*" : ""));
      }
      String zone = h.zoneOfControl().isEmpty() ? ""
          : (who.isEmpty() ? "" : "; ") + "zone: " + String.join(", ", h.zoneOfControl());
      out.println(String.format("  %-8s %5d  %s%s", s.describe(
          Position.hex(h.hex())), h.units().size(),
          String.join(", ", who), zone).stripTrailing());
    }
    if (svg != null) {
      out.println();
      out.println("Picture: " + svg);
    }
    out.flush();
    return Main.LEGAL;
  }
}
