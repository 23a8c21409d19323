package io.github.warpath.cli;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Results;
import io.github.warpath.scenario.Scenario;
import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code warpath reach}: the movement range. */
@Command(name = "reach", mixinStandardHelpOptions = true,
    description = {"The movement range: every hex the unit can reach this phase, what it costs"
        + " and whether the move must end there.",
        "On a table: where each model can end its move (the reach region: its area, bounds and"
        + " outline); rule sets that roll for moves need the roll (--dice 3,5)."})
final class ReachCommand extends ScenarioCommand {
  @Mixin
  MoverOptions mover;

  @Mixin
  PictureOptions picture;

  @Mixin
  ModelOptions where;

  @Mixin
  PhaseOptions phases;

  @Override
  int execute(Scenario s) {
    MoveQuery q = where.withStart(s, mover.query(s));
    if (TableCli.on(s) && !phases.given()) {
      return TableCli.reach(this, s, q, where, picture);
    }
    where.hexMap();
    if (phases.given()) {
      return PhasedAnswers.reach(this, s, q, phases.resolve(s, q), picture);
    }
    Reach reach = s.hexRules().reach(s.state(), q);
    String who = String.join(", ", q.units());
    String title = "Movement range of " + who + " from " + s.describe(reach.start()) + " ("
        + reach.allowance() + ")";
    Overlay overlay = Overlay.of(s, q, reach, title);
    Path svg = writeSvg(picture, overlay);
    if (json) {
      JsonValue content = Results.reach(s, q, reach);
      printJson(content, svg);
      return Main.LEGAL;
    }
    PrintWriter out = out();
    out.println(title + ", " + s.ruleSet().name() + ", mode "
        + s.ruleSet().mode(q.mode()).id() + ": " + reach.size() + " position"
        + (reach.size() == 1 ? "" : "s") + ".");
    out.println();
    if (!picture.noPicture) {
      out.println(TextPicture.render(overlay));
    }
    out.println(String.format("  %-10s %8s", "position", "cost"));
    for (int i = 0; i < reach.size(); i++) {
      String note = reach.position(i).equals(reach.start()) ? "start"
          : reach.mustStop(i) ? "the move ends there" : "";
      out.println(String.format("  %-10s %8s  %s", s.describe(reach.position(i)),
          reach.cost(i), note).stripTrailing());
    }
    if (svg != null) {
      out.println();
      out.println("Picture: " + svg);
    }
    out.flush();
    return Main.LEGAL;
  }
}
