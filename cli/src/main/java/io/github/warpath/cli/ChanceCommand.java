package io.github.warpath.cli;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code warpath chance}: the exact chance of ending a rolled move at a point. */
@Command(name = "chance", mixinStandardHelpOptions = true,
    description = {"For rule sets that roll for moves (miniatures-dice): the exact chance, over"
        + " every roll of the dice, that a model can end its move at a point (--to x,y), as a"
        + " fraction and a decimal. Exit code 1 if the chance is zero.",
        "Without --to: the area where the chance is at least each value. --svg shades the table"
        + " by the chance."})
final class ChanceCommand extends ScenarioCommand {
  @Mixin
  MoverOptions mover;

  @Mixin
  PictureOptions picture;

  @Mixin
  ModelOptions where;

  @Option(names = "--to", paramLabel = "X,Y",
      description = "The point: x,y in inches (x,y,floor on an upper floor).")
  String to;

  @Override
  int execute(Scenario s) {
    MoveQuery q = where.withStart(s, mover.query(s));
    if (!TableCli.on(s)) {
      throw new ScenarioException(s.source(), 0, 0, "board", "chances are for table-top rule"
          + " sets that roll for moves; this scenario's board is a hex map");
    }
    return TableCli.chance(this, s, q, where, picture, to);
  }
}
