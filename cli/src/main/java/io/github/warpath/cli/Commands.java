package io.github.warpath.cli;

import io.github.warpath.InvalidInputException;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Results;
import java.io.PrintWriter;

/** What every command shares: the JSON envelope and the handling of bad input. */
final class Commands {
  private Commands() {}

  /**
   * Reports bad input: as a JSON error object on standard output with {@code --json}, and always
   * as one line on standard error.
   *
   * @return {@link Main#BAD_INPUT}
   */
  static int badInput(InvalidInputException e, boolean json, PrintWriter out, PrintWriter err) {
    if (json) {
      out.println(Results.error(e).toJson());
      out.flush();
    }
    err.println("warpath: " + e.getMessage());
    err.flush();
    return Main.BAD_INPUT;
  }

  /** The content with one more text member at the end. */
  static JsonValue with(JsonValue content, String name, String value) {
    return JsonValue.object().putAll(content).put(name, value).build();
  }

  /**
   * A command's JSON answer: {@code command} and {@code version} first, then the members of the
   * content.
   */
  static JsonValue envelope(String command, JsonValue content) {
    return JsonValue.object().put("command", command).put("version", Results.VERSION)
        .putAll(content).build();
  }
}
