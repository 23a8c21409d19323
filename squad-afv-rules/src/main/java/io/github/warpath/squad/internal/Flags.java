package io.github.warpath.squad.internal;

import java.util.List;

/** The unit flags squad-afv reads and writes. */
public final class Flags {
  /** The unit has made its move (set by apply; a unit moves once). */
  public static final String MOVED = "moved";
  /** The unit is pinned and cannot move (set by apply for a leader pinned during a move). */
  public static final String PINNED = "pinned";
  /** The unit used assault movement: +1 cover on top of its terrain's (set by apply). */
  public static final String ASSAULT_COVER = "assault-cover";
  /** The unit entered an enemy hex by close assault; the close assault is to be resolved. */
  public static final String CLOSE_ASSAULT = "close-assault";
  /** Every flag, in documentation order. */
  public static final List<String> ALL = List.of(MOVED, PINNED, ASSAULT_COVER, CLOSE_ASSAULT);

  private Flags() {}
}
