package io.github.warpath;

import java.util.Objects;

/**
 * Thrown when input is malformed: a hex off the map, an unknown unit, a negative allowance, a
 * label that does not parse, a scenario field of the wrong kind.
 *
 * <p>This is the only exception queries throw on bad input. An <em>illegal move</em> is not bad
 * input: it is answered with a verdict that names the rule. The message always names what was
 * wrong and where ("units[3].position: hex w9999 is off the map (columns 01-60)"); {@link
 * #field()} gives the field or location alone, for tools that point at it.
 */
public class InvalidInputException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The field, path or location the problem is about, or the empty string. */
  private final String field;

  /**
   * Creates an exception about a named field.
   *
   * @param field where the problem is, for example {@code units[3].position}; may be empty
   * @param problem what is wrong, in words a user can act on
   */
  public InvalidInputException(String field, String problem) {
    super(field == null || field.isEmpty() ? problem : field + ": " + problem);
    this.field = Objects.requireNonNullElse(field, "");
  }

  /**
   * Creates an exception about a named field, keeping its cause.
   *
   * @param field where the problem is; may be empty
   * @param problem what is wrong
   * @param cause the underlying failure
   */
  public InvalidInputException(String field, String problem, Throwable cause) {
    super(field == null || field.isEmpty() ? problem : field + ": " + problem, cause);
    this.field = Objects.requireNonNullElse(field, "");
  }

  /**
   * The field, path or location the problem is about.
   *
   * @return for example {@code units[3].position}, or the empty string
   */
  public String field() {
    return field;
  }

  /**
   * The same problem located under a parent field, for example {@code units[3]} +
   * {@code position}.
   *
   * @param parent the enclosing field
   * @return a new exception whose field is {@code parent.field}
   */
  public InvalidInputException under(String parent) {
    String combined = field.isEmpty() ? parent
        : field.startsWith("[") ? parent + field : parent + "." + field;
    String message = getMessage();
    String problem = field.isEmpty() ? message : message.substring(field.length() + 2);
    return new InvalidInputException(combined, problem, this);
  }
}
