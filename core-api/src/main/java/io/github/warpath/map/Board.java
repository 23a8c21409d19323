package io.github.warpath.map;

/**
 * The playing surface of a game state: a {@link HexMap}, or a table measured in inches that a
 * miniatures rule set defines.
 */
public interface Board {

  /**
   * A short description for messages, e.g. {@code "hex map, columns 01-60, rows 01-40"}.
   *
   * @return the description
   */
  String describe();
}
