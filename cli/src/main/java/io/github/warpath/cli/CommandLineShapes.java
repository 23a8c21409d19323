package io.github.warpath.cli;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.table.TableResults;

/**
 * What the movement explorer ({@code warpath serve}) shares with the other commands: the JSON
 * envelope of {@code --json} answers and the SVG picture of a hex map, so that the server and
 * the command line answer in the same shapes and draw the same board.
 */
public final class CommandLineShapes {
  private CommandLineShapes() {}

  /**
   * A command's JSON answer, exactly as {@code --json} prints it: {@code command} and
   * {@code version} first, then the members of the content.
   *
   * @param command the command's name, e.g. {@code reach}
   * @param content the answer
   * @return the enveloped answer
   */
  public static JsonValue envelope(String command, JsonValue content) {
    return Commands.envelope(command, content);
  }

  /**
   * The board of a scenario as the {@code --svg} pictures draw it, with its units and markers
   * and no range or path. On a hex map hexes carry {@code data-hex} and units {@code data-unit};
   * on a table the group of class {@code board} carries {@code data-ppi} (pixels per inch),
   * {@code data-width} and {@code data-depth} (inches), and each unit {@code data-unit} with a
   * target of class {@code model-target} and {@code data-model} (from 1) over each base.
   *
   * @param scenario a scenario
   * @return the SVG document
   */
  public static String boardSvg(Scenario scenario) {
    String title = scenario.name().isEmpty() ? scenario.source() : scenario.name();
    if (TableCli.on(scenario)) {
      return TablePicture.board(scenario, title).svg();
    }
    return SvgPicture.render(Overlay.board(scenario, title));
  }

  /**
   * Whether a scenario is played on a table rather than a hex map.
   *
   * @param scenario the scenario
   * @return true on a table
   */
  public static boolean onTable(Scenario scenario) {
    return TableCli.on(scenario);
  }

  /**
   * Where a unit's models can end the move on a table, as {@code reach --json} answers there
   * (without the envelope).
   *
   * @param scenario a scenario on a table
   * @param query who moves and how
   * @param model the model asked about, from 1, or null for every model
   * @return the answer
   * @throws io.github.warpath.InvalidInputException naming {@code model}, {@code unit} or
   *     {@code dice} when the question cannot be answered
   */
  public static JsonValue tableReach(Scenario scenario, MoveQuery query, Integer model) {
    return TableResults.reach(scenario, query, TableCli.regions(scenario, query, model, ""));
  }

  /**
   * The shortest legal route of one model to a point on a table, as {@code path --json}
   * answers there (without the envelope).
   *
   * @param scenario a scenario on a table
   * @param query who moves and how
   * @param model the model, from 1, or null for the first
   * @param to the point, {@code x,y}
   * @return the answer
   * @throws io.github.warpath.InvalidInputException naming {@code to}, {@code model},
   *     {@code unit} or {@code dice} when the question cannot be answered
   */
  public static JsonValue tablePath(Scenario scenario, MoveQuery query, Integer model,
      String to) {
    return TableCli.route(scenario, query, model, to, "").json(scenario, query);
  }
}
