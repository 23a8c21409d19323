package io.github.warpath.squad.internal;

import java.util.List;

/** The step actions squad-afv understands. */
public final class Actions {
  /** In place: hold reverse on; on a move step: enter the hex in reverse. */
  public static final String REVERSE = "reverse";
  /** In place: hold reverse off; on a move step: enter the hex forward. */
  public static final String FORWARD = "forward";
  /** On a move step: enter an enemy-held hex by close assault. */
  public static final String CLOSE_ASSAULT = "close-assault";
  /** In place: the stack's leader is pinned ({@code leader-pinned:<id>} names one). */
  public static final String LEADER_PINNED = "leader-pinned";
  /** In place: the stack's leader is eliminated ({@code leader-eliminated:<id>} names one). */
  public static final String LEADER_ELIMINATED = "leader-eliminated";
  /** Every action, in documentation order. */
  public static final List<String> ALL = List.of(REVERSE, FORWARD, CLOSE_ASSAULT, LEADER_PINNED,
      LEADER_ELIMINATED);

  private Actions() {}
}
