package io.github.warpath.batch;

import io.github.warpath.rules.MoveOrder;
import io.github.warpath.state.GameState;
import java.util.Objects;

/**
 * One move of a batch: the state it is judged on and the order. Items of one batch may share a
 * state or hold variants of one (built with {@link GameState#withUnit}, {@link
 * GameState#withEnvironment} and the like, which share everything that did not change).
 */
public final class BatchItem {
  private final GameState state;
  private final MoveOrder order;

  private BatchItem(GameState state, MoveOrder order) {
    this.state = Objects.requireNonNull(state, "state");
    this.order = Objects.requireNonNull(order, "order");
  }

  /**
   * An item.
   *
   * @param state the state before the move
   * @param order the move
   * @return the item
   */
  public static BatchItem of(GameState state, MoveOrder order) {
    return new BatchItem(state, order);
  }

  /**
   * The state before the move.
   *
   * @return the state
   */
  public GameState state() {
    return state;
  }

  /**
   * The move.
   *
   * @return the order
   */
  public MoveOrder order() {
    return order;
  }
}
