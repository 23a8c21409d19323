package io.github.warpath.cli;

import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Scenario;

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
   * The board of a hex-map scenario as the {@code --svg} pictures draw it, with its units and
   * markers and no range or path: hexes carry {@code data-hex}, units {@code data-unit}.
   *
   * @param scenario a scenario on a hex map
   * @return the SVG document
   */
  public static String boardSvg(Scenario scenario) {
    String title = scenario.name().isEmpty() ? scenario.source() : scenario.name();
    return SvgPicture.render(Overlay.board(scenario, title));
  }
}
