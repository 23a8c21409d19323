package io.github.warpath.cli;

import io.github.warpath.Mp;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementPhase;
import io.github.warpath.rules.PhaseLeg;
import io.github.warpath.rules.PhaseReport;
import io.github.warpath.rules.PhasedEntry;
import io.github.warpath.rules.PhasedReach;
import io.github.warpath.rules.PhasedRoute;
import io.github.warpath.rules.Violation;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Results;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.state.Position;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The answers of {@code reach} and {@code path} over several phases ({@code --phases}): text,
 * JSON and the picture, each step marked with its phase.
 */
final class PhasedAnswers {
  private PhasedAnswers() {}

  static int reach(ScenarioCommand cmd, Scenario s, MoveQuery q, List<MovementPhase> phases,
      PictureOptions picture) {
    PhasedReach r = s.hexRules().reach(s.state(), q, phases);
    String who = String.join(", ", q.units());
    String title = "Movement of " + who + " from " + s.describe(r.start()) + " over "
        + names(phases);
    Path svg = cmd.writeSvg(picture, Overlay.of(s, q, r, title));
    if (cmd.json) {
      JsonValue.ObjectBuilder b = JsonValue.object();
      Results.query(b, s, q);
      b.put("start", Results.position(s, r.start())).put("phases", reports(r.reports()));
      b.put("size", r.size());
      List<JsonValue> entries = new ArrayList<>();
      for (PhasedEntry e : r.entries()) {
        JsonValue.ObjectBuilder o = JsonValue.object().put("position",
            Results.position(s, e.position()));
        Results.mp(o, "total", e.total());
        List<JsonValue> costs = new ArrayList<>();
        for (Mp m : e.costs()) {
          JsonValue.ObjectBuilder c = JsonValue.object();
          Results.mp(c, "cost", m);
          costs.add(c.build());
        }
        entries.add(o.put("costs", JsonValue.ofArray(costs)).put("firstPhase", e.firstPhase())
            .put("mustStop", e.mustStop()).build());
      }
      cmd.printJson(b.put("reach", JsonValue.ofArray(entries)).build(), svg);
      return Main.LEGAL;
    }
    PrintWriter out = cmd.out();
    out.println(title + ", " + s.ruleSet().name() + ", mode " + s.ruleSet().mode(q.mode()).id()
        + ": " + r.size() + " position" + (r.size() == 1 ? "" : "s") + " after the last phase.");
    printReports(out, r.reports());
    out.println();
    if (!picture.noPicture) {
      out.println(TextPicture.render(Overlay.of(s, q, r, "")));
    }
    out.println(String.format("  %-10s %8s  %-14s %s", "position", "total", "by phase",
        "first reached"));
    for (PhasedEntry e : r.entries()) {
      List<String> parts = new ArrayList<>();
      e.costs().forEach(m -> parts.add(m.number()));
      out.println(String.format("  %-10s %8s  %-14s %s", s.describe(e.position()), e.total(),
          String.join(" + ", parts), e.position().equals(r.start()) ? "start"
              : "after " + phases.get(e.firstPhase()).name()).stripTrailing());
    }
    if (svg != null) {
      out.println();
      out.println("Picture: " + svg);
    }
    out.flush();
    return Main.LEGAL;
  }

  static int path(ScenarioCommand cmd, Scenario s, MoveQuery q, List<MovementPhase> phases,
      PictureOptions picture, Position target) {
    PhasedReach r = s.hexRules().reach(s.state(), q, phases);
    Optional<PhasedRoute> route = r.route(target);
    String who = String.join(", ", q.units());
    String over = " over " + names(phases);
    String title = route.isPresent()
        ? "Cheapest legal path of " + who + " from " + s.describe(r.start()) + " to "
            + s.describe(target) + over + " (" + route.get().total() + ")"
        : "No legal path of " + who + " from " + s.describe(r.start()) + " to "
            + s.describe(target) + over;
    Path svg = cmd.writeSvg(picture, route.isPresent() ? Overlay.of(s, q, route.get(), title)
        : Overlay.of(s, q, r, title));
    int code = route.isPresent() ? Main.LEGAL : Main.ILLEGAL;
    if (cmd.json) {
      JsonValue.ObjectBuilder b = JsonValue.object();
      Results.query(b, s, q);
      b.put("start", Results.position(s, r.start())).put("target", Results.position(s, target))
          .put("phases", reports(r.reports())).put("reachable", route.isPresent());
      Results.mp(b, "total", route.map(PhasedRoute::total).orElse(null));
      List<JsonValue> legs = new ArrayList<>();
      Position from = r.start();
      for (PhaseLeg l : route.map(PhasedRoute::legs).orElse(List.of())) {
        legs.add(JsonValue.object().put("phase", l.phase().phase()).putAll(Results.route(s, q,
            from, l.route().end(), Optional.of(l.route()))).build());
        from = l.route().end();
      }
      cmd.printJson(b.put("legs", JsonValue.ofArray(legs)).build(), svg);
      return code;
    }
    PrintWriter out = cmd.out();
    if (route.isEmpty()) {
      out.println("No legal path for " + who + " from " + s.describe(r.start()) + " to "
          + s.describe(target) + over + ": it is not in the range after the last phase.");
      printReports(out, r.reports());
    } else {
      PhasedRoute p = route.get();
      List<String> parts = new ArrayList<>();
      p.legs().forEach(l -> parts.add(l.route().cost().number()));
      out.println("Cheapest legal path for " + who + " from " + s.describe(r.start()) + " to "
          + s.describe(target) + over + ": " + p.total() + " (" + String.join(" + ", parts)
          + ").");
      for (int k = 0; k < p.legs().size(); k++) {
        PhaseLeg l = p.legs().get(k);
        out.println(" phase " + (k + 1) + ", " + l.phase().name() + ": " + l.route().cost()
            + (l.route().steps().isEmpty() ? ", stays put" : "")
            + (l.route().mustStop() ? "; the move ends there" : ""));
        VerdictText.steps(out, s, l.route().steps(), "  ");
      }
      if (!picture.noPicture) {
        out.println();
        out.println(TextPicture.render(Overlay.of(s, q, p, "")));
      }
    }
    if (svg != null) {
      out.println("Picture: " + svg);
    }
    out.flush();
    return code;
  }

  private static String names(List<MovementPhase> phases) {
    List<String> n = new ArrayList<>();
    phases.forEach(p -> n.add(p.name()));
    return String.join(", ", n);
  }

  private static void printReports(PrintWriter out, List<PhaseReport> reports) {
    for (int k = 0; k < reports.size(); k++) {
      PhaseReport p = reports.get(k);
      out.println(" phase " + (k + 1) + ", " + p.phase().name() + ": "
          + (p.mayMove() ? "allowance " + p.allowance() : "does not move ("
              + p.refusals().get(0).rule().section() + ": " + p.refusals().get(0).reason()
              + ")") + (p.phase().description().isEmpty() ? "" : "; " + p.phase().description()));
    }
  }

  private static JsonValue reports(List<PhaseReport> reports) {
    List<JsonValue> out = new ArrayList<>();
    for (PhaseReport p : reports) {
      JsonValue.ObjectBuilder b = JsonValue.object().put("phase", p.phase().phase())
          .put("side", p.phase().side()).put("description", p.phase().description())
          .put("modes", JsonValue.ofTexts(p.phase().modes())).put("mayMove", p.mayMove());
      Results.mp(b, "allowance", p.allowance());
      List<JsonValue> why = new ArrayList<>();
      for (Violation v : p.refusals()) {
        why.add(JsonValue.object().put("section", v.rule().section())
            .put("heading", v.rule().heading()).put("reason", v.reason()).build());
      }
      out.add(b.put("refusals", JsonValue.ofArray(why)).build());
    }
    return JsonValue.ofArray(out);
  }
}
