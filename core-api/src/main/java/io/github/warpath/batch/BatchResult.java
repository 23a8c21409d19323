package io.github.warpath.batch;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.Verdict;
import java.util.Optional;

/**
 * The answer for one item of a batch: its verdict, or the error that made the item malformed (an
 * unknown unit, a hex off the map). A malformed item does not stop the others.
 */
public final class BatchResult {
  private final int index;
  private final Verdict verdict;
  private final InvalidInputException error;

  BatchResult(int index, Verdict verdict, InvalidInputException error) {
    this.index = index;
    this.verdict = verdict;
    this.error = error;
  }

  /**
   * The item's position in the input, from 0.
   *
   * @return the index
   */
  public int index() {
    return index;
  }

  /**
   * The verdict, unless the item was malformed.
   *
   * @return the verdict, or empty with {@link #error()} set
   */
  public Optional<Verdict> verdict() {
    return Optional.ofNullable(verdict);
  }

  /**
   * Why the item could not be judged.
   *
   * @return the error, or empty with {@link #verdict()} set
   */
  public Optional<InvalidInputException> error() {
    return Optional.ofNullable(error);
  }

  /**
   * Whether the item was judged and found legal.
   *
   * @return true for a legal move, false for an illegal or malformed one
   */
  public boolean legal() {
    return verdict != null && verdict.legal();
  }

  @Override
  public String toString() {
    return "#" + index + " " + (verdict != null ? verdict.toString() : "error: "
        + error.getMessage());
  }
}
