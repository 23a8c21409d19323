package io.github.warpath.rules;

import io.github.warpath.hex.Hex;
import java.util.List;
import org.immutables.value.Value;

/**
 * A proposed move: who moves and how ({@link MoveQuery}), and the steps in order.
 */
@Value.Immutable
@SuppressWarnings("exports") // Immutables annotations are compile-time only
public abstract class MoveOrder {

  MoveOrder() {}

  /**
   * A new builder.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /** Builds a {@link MoveOrder}. */
  public static final class Builder extends ImmutableMoveOrder.Builder {
    Builder() {}
  }

  /**
   * An order for a query and steps.
   *
   * @param query who moves and how
   * @param steps the steps
   * @return the order
   */
  public static MoveOrder of(MoveQuery query, List<Step> steps) {
    // straight to the constructor: the steps are copied once, to a list of their size, with no
    // builder and no intermediate order
    return ImmutableMoveOrder.of(query, steps);
  }

  /**
   * An order to walk one unit through hexes in the default mode.
   *
   * @param unitId the unit
   * @param hexes the hexes entered, in order (not including the start)
   * @return the order
   */
  public static MoveOrder path(String unitId, Hex... hexes) {
    Builder b = builder().query(MoveQuery.of(unitId));
    for (Hex h : hexes) {
      b.addSteps(Step.enter(h));
    }
    return b.build();
  }

  /**
   * Who moves and how.
   *
   * @return the query
   */
  @Value.Parameter
  public abstract MoveQuery query();

  /**
   * The steps in order; may be empty (a move of no steps is legal if the unit may stay).
   *
   * @return the steps
   */
  @Value.Parameter
  public abstract List<Step> steps();
}
