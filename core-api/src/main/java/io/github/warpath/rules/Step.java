package io.github.warpath.rules;

import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.state.Position;

/**
 * One step of a move order: go to a position, or act in place (turn, toggle reverse, report an
 * event such as the leader being pinned).
 *
 * <p>A step with a {@code facing} asks that the unit face that way after the step; one with an
 * {@code action} names something the rule set documents ({@code reverse}, {@code forward},
 * {@code leader-pinned}, ...). Steps without them let the engine choose the cheapest legal way.
 *
 * @param to where the step goes, or {@code null} to stay in place
 * @param facing the facing required after the step, or {@code null} for any
 * @param action a rule-set action, or {@code null} for none
 */
public record Step(Position to, HexDirection facing, String action) {

  /**
   * Enter a hex.
   *
   * @param hex the hex
   * @return the step
   */
  public static Step enter(Hex hex) {
    return new Step(Position.hex(hex), null, null);
  }

  /**
   * Go to a position (a hex, or a box for transport and box moves).
   *
   * @param position the position
   * @return the step
   */
  public static Step to(Position position) {
    return new Step(position, null, null);
  }

  /**
   * Turn in place to a facing.
   *
   * @param facing the new facing
   * @return the step
   */
  public static Step turn(HexDirection facing) {
    return new Step(null, facing, null);
  }

  /**
   * An action in place.
   *
   * @param action the action, as the rule set documents it
   * @return the step
   */
  public static Step action(String action) {
    return new Step(null, null, action);
  }

  /**
   * This step with a required facing.
   *
   * @param value the facing
   * @return a new step
   */
  public Step facing(HexDirection value) {
    return new Step(to, value, action);
  }

  /**
   * This step with an action.
   *
   * @param value the action
   * @return a new step
   */
  public Step withAction(String value) {
    return new Step(to, facing, value);
  }

  /**
   * Whether the step asks for a facing or an action, so that transitions taken only on request
   * ({@link io.github.warpath.search.Transition#EXPLICIT}) may serve it.
   *
   * @return true if {@link #facing()} or {@link #action()} is set
   */
  public boolean asksForSomething() {
    return facing != null || action != null;
  }

  /**
   * Whether the step stays in place.
   *
   * @return true if {@link #to()} is null
   */
  public boolean inPlace() {
    return to == null;
  }
}
