package io.github.warpath.cli.serve;

import io.github.warpath.InvalidInputException;

/**
 * A request the server refuses before it asks the rules anything: an unknown or repeated
 * parameter, a body too large, a cross-origin call, a wrong method. Carries the HTTP status and,
 * as the field, the parameter or header at fault; its JSON is the command line's error shape.
 */
final class BadRequest extends InvalidInputException {
  private static final long serialVersionUID = 1L;

  private final int status;

  BadRequest(int status, String field, String problem) {
    super(field, problem);
    this.status = status;
  }

  /** The HTTP status to answer with. */
  int status() {
    return status;
  }
}
