package io.github.warpath.kit;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.state.Unit;

/** Movement point constants and conversions shared by the pieces. */
public final class Points {
  /** A cost cell that forbids the step. */
  public static final int PROHIBITED = -1;
  /** A cost cell with no entry (the piece has no effect there). */
  public static final int NONE = -2;
  /** The largest cost or allowance in ticks the kit accepts. */
  public static final int MAX_TICKS = 1 << 22;

  private Points() {}

  /**
   * Checks a denominator: the engine counts in twelfths, so it must divide 12.
   *
   * @param denominator ticks per movement point
   * @return the denominator
   * @throws InvalidInputException if it is not 1, 2, 3, 4, 6 or 12
   */
  public static int checkDenominator(int denominator) {
    if (denominator <= 0 || Mp.SCALE % denominator != 0) {
      throw new InvalidInputException("denominator", "the denominator must be 1, 2, 3, 4, 6 or"
          + " 12 (a divisor of 12), got " + denominator);
    }
    return denominator;
  }

  /**
   * A unit's allowance in ticks.
   *
   * @param allowance the allowance
   * @param denominator ticks per point
   * @param unitId the unit, for the message
   * @return the ticks
   * @throws InvalidInputException if the allowance is not a whole number of ticks
   */
  public static int allowanceTicks(Mp allowance, int denominator, String unitId) {
    if (allowance.twelfths() % (Mp.SCALE / denominator) != 0) {
      throw new InvalidInputException("allowance", "unit '" + unitId + "' has " + allowance
          + " MP, which is not a multiple of 1/" + denominator + " MP, the smallest amount"
          + " these rules count");
    }
    return allowance.ticks(denominator);
  }

  /**
   * The points a unit spent earlier in this phase ({@link Unit#phaseMovement()}), in
   * {@code 1/denominator} MP.
   *
   * @param unit the unit
   * @param denominator the smallest fraction of a point the rules count
   * @return the points spent, 0 for a unit that has not moved this phase
   * @throws InvalidInputException if the points are not a multiple of that fraction
   */
  public static int spentTicks(Unit unit, int denominator) {
    if (unit.phaseMovement().isEmpty()) {
      return 0;
    }
    Mp spent = unit.phaseMovement().get().spent();
    if (spent.twelfths() % (Mp.SCALE / denominator) != 0) {
      throw new InvalidInputException("phaseMovement.spent", "unit '" + unit.id() + "' has spent "
          + spent + ", which is not a multiple of 1/" + denominator + " MP, the smallest amount"
          + " these rules count");
    }
    return spent.ticks(denominator);
  }
}
