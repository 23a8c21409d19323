package io.github.warpath.batch;

import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;

/**
 * A rule set with the search buffers of one worker thread: what a {@link Batch.Work} function
 * judges its item with. It belongs to the thread that was handed it, for the duration of the
 * call.
 */
public final class Checker {
  private final RuleSet rules;
  private final HexMovementRules hex;
  private final SearchBuffers buffers = new SearchBuffers();

  Checker(RuleSet rules) {
    this.rules = rules;
    this.hex = rules instanceof HexMovementRules ? (HexMovementRules) rules : null;
  }

  /**
   * The rule set.
   *
   * @return the rule set
   */
  public RuleSet rules() {
    return rules;
  }

  /**
   * The worker's buffers, for other queries ({@link HexMovementRules#reach} and the like).
   *
   * @return the buffers
   */
  public SearchBuffers buffers() {
    return buffers;
  }

  /**
   * Judges a move with the worker's buffers.
   *
   * @param state the state before the move
   * @param order the move
   * @return the verdict
   * @throws io.github.warpath.InvalidInputException for a malformed order
   */
  public Verdict check(GameState state, MoveOrder order) {
    return hex != null ? hex.check(state, order, buffers) : rules.check(state, order);
  }

  /**
   * Judges a move and, if legal, performs it, with the worker's buffers.
   *
   * @param state the state before the move
   * @param order the move
   * @return the verdict and the state after a legal move
   * @throws io.github.warpath.InvalidInputException for a malformed order
   */
  public MoveOutcome apply(GameState state, MoveOrder order) {
    return hex != null ? hex.apply(state, order, buffers) : rules.apply(state, order);
  }
}
