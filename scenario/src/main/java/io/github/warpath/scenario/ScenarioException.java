package io.github.warpath.scenario;

import io.github.warpath.InvalidInputException;
import java.util.Objects;

/**
 * Bad input in a scenario file, an order or a command-line argument, located as precisely as
 * possible: the source (file name or option), the line and column, and the path of the value in
 * the document.
 *
 * <p>The message reads like a compiler's: {@code road.json:14:19: units[3].position: hex w9999
 * is off the map (columns 01-60, rows 01-40)}. Parts that are unknown are left out.
 */
public final class ScenarioException extends InvalidInputException {
  private static final long serialVersionUID = 1L;

  private final String source;
  private final int line;
  private final int column;
  private final String problem;

  /**
   * Creates a located exception.
   *
   * @param source the file name or option the input came from; may be empty
   * @param line 1-based line, or 0 if unknown
   * @param column 1-based column, or 0 if unknown
   * @param path the path of the value in the document, e.g. {@code units[3].position}; may be
   *     empty
   * @param problem what is wrong and what was expected
   */
  public ScenarioException(String source, int line, int column, String path, String problem) {
    super(path, problem);
    this.source = Objects.requireNonNullElse(source, "");
    this.line = line;
    this.column = column;
    this.problem = Objects.requireNonNull(problem, "problem");
  }

  /**
   * Creates a located exception keeping the cause, for problems found by other code.
   *
   * @param source the file name or option
   * @param line 1-based line, or 0
   * @param column 1-based column, or 0
   * @param path the path of the value
   * @param problem what is wrong
   * @param cause the original exception
   */
  public ScenarioException(String source, int line, int column, String path, String problem,
      Throwable cause) {
    super(path, problem, cause);
    this.source = Objects.requireNonNullElse(source, "");
    this.line = line;
    this.column = column;
    this.problem = Objects.requireNonNull(problem, "problem");
  }

  /**
   * The file name or option the input came from.
   *
   * @return the source, or the empty string
   */
  public String source() {
    return source;
  }

  /**
   * The line of the value at fault.
   *
   * @return 1-based, or 0 if unknown
   */
  public int line() {
    return line;
  }

  /**
   * The column of the value at fault.
   *
   * @return 1-based, or 0 if unknown
   */
  public int column() {
    return column;
  }

  /**
   * The path of the value at fault in its document.
   *
   * @return e.g. {@code units[3].position}, or the empty string
   */
  public String path() {
    return field();
  }

  /**
   * What is wrong, without the location.
   *
   * @return the problem
   */
  public String problem() {
    return problem;
  }

  @Override
  public String getMessage() {
    StringBuilder sb = new StringBuilder();
    if (!source.isEmpty()) {
      sb.append(source);
      if (line > 0) {
        sb.append(':').append(line);
        if (column > 0) {
          sb.append(':').append(column);
        }
      }
      sb.append(": ");
    }
    if (!field().isEmpty()) {
      sb.append(field()).append(": ");
    }
    return sb.append(problem).toString();
  }
}
