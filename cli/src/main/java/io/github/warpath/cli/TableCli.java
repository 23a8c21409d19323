package io.github.warpath.cli;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Orders;
import io.github.warpath.scenario.Results;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioException;
import io.github.warpath.scenario.table.TableResults;
import io.github.warpath.skirmish.dice.Fraction;
import io.github.warpath.skirmish.dice.MiniaturesDiceRules;
import io.github.warpath.skirmish.table.ReachRegion;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TableMovementRules;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.TableRoute;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.function.Supplier;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;

/**
 * The commands on a table: reach regions, shortest routes, step costs and, for rule sets that
 * roll for moves, exact chances. Models are numbered from 1 on the command line and in answers.
 */
final class TableCli {
  private TableCli() {}

  /** Whether the scenario is played on a table. */
  static boolean on(Scenario s) {
    return s.state().board() instanceof Table;
  }

  static TableMovementRules rules(Scenario s) {
    if (!(s.ruleSet() instanceof TableMovementRules)) {
      throw new ScenarioException(s.source(), 0, 0, "ruleSet", "rule set " + s.ruleSet().id()
          + " does not answer table queries");
    }
    return (TableMovementRules) s.ruleSet();
  }

  /** Where the first unit of a query stands, or is assumed to start. */
  private static TablePosition position(Scenario s, MoveQuery q, String dash) {
    Unit u = s.state().unit(q.units().get(0));
    Position p = q.start().orElse(u.position());
    if (!(p instanceof TablePosition)) {
      String from = dash.isEmpty() ? "from=" : "--from ";
      throw new ScenarioException("", 0, 0, dash + "unit", "'" + u.id() + "' is not on the table"
          + " (" + s.describe(u.position()) + "); give where it would start with " + from.trim()
          + " (for a unit waiting off the table, its entry point on the edge, e.g. " + from
          + "0,12)");
    }
    return (TablePosition) p;
  }

  /**
   * The model numbers, from 1, that a query asks about.
   *
   * @param dash {@code "--"} to name the command line's options in messages, {@code ""} for the
   *     explorer's parameters
   */
  static List<Integer> models(Scenario s, MoveQuery q, Integer model, boolean every,
      String dash) {
    TablePosition p = position(s, q, dash);
    int n = p.size();
    if (model != null) {
      if (model < 1 || model > n) {
        throw new ScenarioException("", 0, 0, dash + "model", "'" + q.units().get(0) + "' has "
            + n + " model" + (n == 1 ? "" : "s") + " (1 to " + n + "), got " + model);
      }
      return List.of(model);
    }
    List<Integer> out = new ArrayList<>();
    for (int i = 1; i <= (every ? n : 1); i++) {
      out.add(i);
    }
    return out;
  }

  /** Where a model starts. */
  static TablePoint start(Scenario s, MoveQuery q, int model) {
    TablePosition p = position(s, q, "--");
    return p.model(Math.min(model, p.size()) - 1);
  }

  /** A point given on the command line: one x,y (or x,y,floor) on the table. */
  static TablePoint point(Scenario s, String text, String option) {
    Position p = Orders.position(JsonValue.argument(text, option), s);
    if (!(p instanceof TablePosition) || ((TablePosition) p).size() != 1) {
      throw new ScenarioException("", 0, 0, option, "expected one point x,y on the table, got '"
          + text + "'");
    }
    return ((TablePosition) p).model(0);
  }

  /**
   * Runs a query whose rule set may need the dice rolled, turning a missing or wrong roll into
   * a message about {@code --dice}.
   */
  static <T> T rolled(Supplier<T> query) {
    return rolled(query, "--");
  }

  /** As {@link #rolled(Supplier)}, naming the dice {@code dash + "dice"}. */
  static <T> T rolled(Supplier<T> query, String dash) {
    try {
      return query.get();
    } catch (ScenarioException e) {
      throw e;
    } catch (InvalidInputException e) {
      if (!e.field().equals("options." + MoverOptions.DICE)) {
        throw e;
      }
      String problem = e.getMessage().substring(Math.min(e.getMessage().length(),
          e.field().length() + 2));
      throw new ScenarioException("", 0, 0, dash + "dice", (dash.isEmpty() ? problem
          : problem.replace("dice=", "--dice ")) + "; for the chance of every roll ask 'warpath"
          + " chance'", e);
    }
  }

  static String inches(double d) {
    return TablePoint.inches(d) + "\"";
  }

  static String bounds(Geometry g) {
    if (g.isEmpty()) {
      return "";
    }
    Envelope e = g.getEnvelopeInternal();
    return ", x " + TablePoint.inches(e.getMinX()) + " to " + TablePoint.inches(e.getMaxX())
        + ", y " + TablePoint.inches(e.getMinY()) + " to " + TablePoint.inches(e.getMaxY());
  }

  private static String who(Scenario s, MoveQuery q) {
    return String.join(", ", q.units()) + " (" + s.ruleSet().name() + ", mode "
        + s.ruleSet().mode(q.mode()).id() + (q.options().isEmpty() ? ""
            : ", " + String.join(", ", q.options().entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue()).toList())) + ")";
  }

  // ---- reach ----------------------------------------------------------------------------------

  static int reach(ScenarioCommand cmd, Scenario s, MoveQuery q, ModelOptions m,
      PictureOptions picture) {
    Map<Integer, ReachRegion> regions = regions(s, q, m.model, "--");
    String title = "Where " + String.join(", ", q.units()) + " can end the move ("
        + s.ruleSet().mode(q.mode()).id() + ")";
    TablePicture pic = TablePicture.of(s, q, title);
    regions.forEach((model, r) -> pic.region(r.geometry(), "model " + model + ": " + r));
    regions.forEach((model, r) -> pic.start(r.start(), "model " + model));
    Path svg = cmd.writeSvg(picture, pic::svg);
    if (cmd.json) {
      JsonValue content = TableResults.reach(s, q, regions);
      cmd.printJson(content, svg);
      return Main.LEGAL;
    }
    PrintWriter out = cmd.out();
    out.println("Where " + who(s, q) + " can end the move, model by model (drawn within "
        + inches(ReachRegion.ACCURACY) + " of the exact region):");
    for (Map.Entry<Integer, ReachRegion> e : regions.entrySet()) {
      ReachRegion r = e.getValue();
      out.println("  model " + e.getKey() + " from " + describe(r.start()) + ": " + r.note()
          + (r.isEmpty() ? "; it cannot leave its place"
              : "; " + TablePoint.inches(r.area()) + " sq in" + bounds(r.geometry())));
    }
    return finish(out, picture, pic, svg, Main.LEGAL);
  }

  /**
   * Where each asked model can end the move: every model, or only {@code model} if given.
   *
   * @param dash {@code "--"} to name the command line's options in messages, {@code ""} for the
   *     explorer's parameters
   */
  static Map<Integer, ReachRegion> regions(Scenario s, MoveQuery q, Integer model, String dash) {
    TableMovementRules rules = rules(s);
    Map<Integer, ReachRegion> regions = new LinkedHashMap<>();
    for (int m : models(s, q, model, true, dash)) {
      regions.put(m, rolled(() -> rules.reach(s.state(), q, m - 1), dash));
    }
    return regions;
  }

  /**
   * The shortest legal route of one model to a point, and the shortest of any length.
   *
   * @param model the model's number, from 1
   * @param start where it starts
   * @param target the point
   * @param route the legal route, if there is one
   * @param shortest the shortest route that obeys every rule but the move's length
   */
  record Routed(int model, TablePoint start, TablePoint target, Optional<TableRoute> route,
      Optional<TableRoute> shortest) {
    /** The answer as {@code path --json} prints it. */
    JsonValue json(Scenario s, MoveQuery q) {
      return TableResults.route(s, q, model, start, target, route, shortest);
    }
  }

  /**
   * Routes one model ({@code model}, default the first) to the point {@code to}.
   *
   * @param dash {@code "--"} to name the command line's options in messages, {@code ""} for the
   *     explorer's parameters
   */
  static Routed route(Scenario s, MoveQuery q, Integer model, String to, String dash) {
    TableMovementRules rules = rules(s);
    int m = models(s, q, model, false, dash).get(0);
    TablePoint target = point(s, to, dash + "to");
    TablePoint start = start(s, q, m);
    Optional<TableRoute> route = rolled(() -> rules.route(s.state(), q, m - 1, target), dash);
    Optional<TableRoute> shortest = route.isPresent() && route.get().note().isEmpty() ? route
        : rules.shortestRoute(s.state(), q, m - 1, target);
    return new Routed(m, start, target, route, shortest);
  }

  /**
   * Ends a text answer: the terminal picture unless {@code --no-picture} (none if {@code
   * picture} is null), the picture's file if one was written.
   */
  private static int finish(PrintWriter out, PictureOptions picture, TablePicture pic, Path svg,
      int code) {
    if (picture != null && !picture.noPicture) {
      out.println();
      out.print(pic.text());
    }
    if (svg != null) {
      out.println();
      out.println("Picture: " + svg);
    }
    out.flush();
    return code;
  }

  private static String describe(TablePoint p) {
    return TablePoint.inches(p.x()) + "," + TablePoint.inches(p.y())
        + (p.level() == 0 ? "" : "," + p.level());
  }

  // ---- path -----------------------------------------------------------------------------------

  static int path(ScenarioCommand cmd, Scenario s, MoveQuery q, ModelOptions m,
      PictureOptions picture, String to) {
    Routed routed = route(s, q, m.model, to, "--");
    int model = routed.model();
    TablePoint target = routed.target();
    TablePoint start = routed.start();
    Optional<TableRoute> route = routed.route();
    Optional<TableRoute> shortest = routed.shortest();
    String title = "Shortest legal route of " + q.units().get(0) + " model " + model + " to "
        + describe(target);
    TablePicture pic = TablePicture.of(s, q, title);
    route.ifPresent(pic::route);
    pic.start(start, "start").mark(target, "target");
    Path svg = cmd.writeSvg(picture, pic::svg);
    int code = route.isPresent() ? Main.LEGAL : Main.ILLEGAL;
    if (cmd.json) {
      cmd.printJson(routed.json(s, q), svg);
      return code;
    }
    PrintWriter out = cmd.out();
    if (route.isEmpty()) {
      out.println("No legal route this move for " + who(s, q) + ", model " + model + ", from "
          + describe(start) + " to " + describe(target) + shortest.map(r -> ": the shortest"
              + " route of any length is " + inches(r.length()) + " long").orElse(": no route"
              + " leads there") + ".");
    } else {
      TableRoute r = route.get();
      out.println("Shortest legal route of " + who(s, q) + ", model " + model + ", from "
          + describe(start) + " to " + describe(target) + ": " + inches(r.length())
          + (r.note().isEmpty() ? "" : " (" + r.note() + ")") + ".");
      double run = 0;
      for (int i = 0; i < r.points().size(); i++) {
        if (i > 0) {
          run += r.points().get(i - 1).distanceTo(r.points().get(i));
        }
        out.println(String.format("  %3d. %-16s %s", i, describe(r.points().get(i)),
            i == 0 ? "start" : inches(run)));
      }
    }
    return finish(out, picture, pic, svg, code);
  }

  // ---- cost -----------------------------------------------------------------------------------

  static int cost(ScenarioCommand cmd, Scenario s, MoveQuery q, String from, String to) {
    Position start = from == null ? s.state().unit(q.units().get(0)).position()
        : Orders.position(JsonValue.argument(from, "--from"), s);
    Position target = Orders.position(JsonValue.argument(to, "--to"), s);
    MoveQuery asked = from == null ? q : q.withStart(start);
    Verdict v = s.ruleSet().check(s.state(), MoveOrder.of(asked, List.of(Step.to(target))));
    int code = v.legal() ? Main.LEGAL : Main.ILLEGAL;
    if (cmd.json) {
      cmd.printJson(JsonValue.object().put("from", Results.position(s, start))
          .put("to", Results.position(s, target)).putAll(Results.verdict(s, asked, v)).build());
      return code;
    }
    PrintWriter out = cmd.out();
    out.println(String.join(", ", q.units()) + " from " + s.describe(start) + " to "
        + s.describe(target) + ": " + VerdictText.amount(s, v.spent()) + " of "
        + VerdictText.amount(s, v.allowance()) + (v.legal() ? ", legal" : ", illegal") + " ("
        + s.ruleSet().name() + ", mode " + s.ruleSet().mode(q.mode()).id() + ").");
    VerdictText.print(out, s, v, "  ");
    out.flush();
    return code;
  }

  // ---- chance ---------------------------------------------------------------------------------

  static int chance(ScenarioCommand cmd, Scenario s, MoveQuery q, ModelOptions m,
      PictureOptions picture, String to) {
    if (!(s.ruleSet() instanceof MiniaturesDiceRules)) {
      throw new ScenarioException(s.source(), 0, 0, "ruleSet", "rule set " + s.ruleSet().id()
          + " does not roll for moves; chances are for rule sets that do (miniatures-dice)");
    }
    if (q.options().containsKey(MoverOptions.DICE)) {
      throw new ScenarioException("", 0, 0, "--dice", "a chance counts every roll of the dice;"
          + " leave the dice out (with a roll, ask 'warpath path' or 'warpath reach')");
    }
    MiniaturesDiceRules dice = (MiniaturesDiceRules) s.ruleSet();
    int model = models(s, q, m.model, false, "--").get(0);
    TablePoint start = start(s, q, model);
    TablePoint target = to == null ? null : point(s, to, "--to");
    Fraction chance = target == null ? null
        : dice.probabilityToReach(s.state(), q, model - 1, target);
    SortedMap<Fraction, Geometry> bands = target == null || picture.svg != null
        ? dice.probabilityRegions(s.state(), q, model - 1) : null;
    TablePicture pic = TablePicture.of(s, q, "Chance that " + q.units().get(0) + " model "
        + model + " ends a " + s.ruleSet().mode(q.mode()).id() + " move at each point");
    if (bands != null) {
      pic.bands(bands);
    }
    pic.start(start, "start");
    if (target != null) {
      pic.mark(target, "target " + chance);
    }
    Path svg = cmd.writeSvg(picture, pic::svg);
    int code = chance != null && chance.numerator() == 0 ? Main.ILLEGAL : Main.LEGAL;
    if (cmd.json) {
      JsonValue content = TableResults.chance(s, q, model, start, target, chance,
          target == null ? bands : null);
      cmd.printJson(content, svg);
      return code;
    }
    PrintWriter out = cmd.out();
    String what = q.units().get(0) + " model " + model + " (from " + describe(start) + ")";
    if (target != null) {
      out.println("Chance that " + what + " ends a " + s.ruleSet().mode(q.mode()).id()
          + " move at " + describe(target) + ": " + chance + " = "
          + TableResults.decimal(chance).scalarText() + ".");
    } else {
      out.println("Chance that " + what + " can end a " + s.ruleSet().mode(q.mode()).id()
          + " move at each point, over every roll of the dice (the area where it is at least"
          + " each value):");
      for (Map.Entry<Fraction, Geometry> e : bands.entrySet()) {
        out.println(String.format("  at least %-6s %-10s %s sq in%s", e.getKey(), "("
            + TableResults.decimal(e.getKey()).scalarText() + ")",
            TablePoint.inches(e.getValue().getArea()), bounds(e.getValue())));
      }
    }
    return finish(out, target == null ? picture : null, pic, svg, code);
  }
}
