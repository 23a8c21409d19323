package io.github.warpath.rules;

import io.github.warpath.state.GameState;
import java.util.Objects;
import java.util.Optional;

/**
 * The result of applying a move: the verdict and, if the move was legal, the new state.
 *
 * @param verdict the verdict of the move
 * @param state the state after the move; empty if the move was illegal
 */
public record MoveOutcome(Verdict verdict, Optional<GameState> state) {
  /**
   * Creates an outcome.
   *
   * @param verdict the verdict
   * @param state the new state, present exactly when the verdict is legal
   */
  public MoveOutcome {
    Objects.requireNonNull(verdict, "verdict");
    Objects.requireNonNull(state, "state");
    if (verdict.legal() != state.isPresent()) {
      throw new IllegalArgumentException("a new state is given exactly for legal moves");
    }
  }
}
