package io.github.warpath.skirmish.dice;

import io.github.warpath.InvalidInputException;
import java.util.ArrayList;
import java.util.List;

/**
 * The movement dice that were rolled: one to three six-sided dice, each 1 to 6, in the order
 * rolled.
 *
 * @param values the faces
 */
public record Dice(List<Integer> values) {

  /**
   * Creates a roll.
   *
   * @param values the faces, each 1 to 6
   * @throws InvalidInputException if a face is out of range or there are none
   */
  public Dice {
    values = List.copyOf(values);
    if (values.isEmpty() || values.size() > 3) {
      throw new InvalidInputException("dice", "a movement roll is 1 to 3 dice, got "
          + values.size());
    }
    for (int v : values) {
      if (v < 1 || v > 6) {
        throw new InvalidInputException("dice", "a die shows 1 to 6, got " + v);
      }
    }
  }

  /**
   * A roll.
   *
   * @param faces the faces
   * @return the roll
   */
  public static Dice of(int... faces) {
    List<Integer> vs = new ArrayList<>();
    for (int f : faces) {
      vs.add(f);
    }
    return new Dice(vs);
  }

  /**
   * Parses {@code "3,5"} (commas or spaces).
   *
   * @param text the faces
   * @return the roll
   * @throws InvalidInputException naming {@code options.dice} if it does not parse
   */
  public static Dice parse(String text) {
    List<Integer> vs = new ArrayList<>();
    try {
      for (String p : text.trim().split("[,\\s]+")) {
        vs.add(Integer.parseInt(p));
      }
      return new Dice(vs);
    } catch (NumberFormatException | InvalidInputException e) {
      throw new InvalidInputException("options.dice", "expected the faces rolled, e.g. 3,5; got '"
          + text + "'", e);
    }
  }

  /**
   * Every roll of {@code n} dice, each once (6^n rolls).
   *
   * @param n the number of dice, 1 to 3
   * @return the rolls
   */
  public static List<Dice> all(int n) {
    List<Dice> out = new ArrayList<>();
    int total = (int) Math.pow(6, n);
    for (int i = 0; i < total; i++) {
      int[] f = new int[n];
      int k = i;
      for (int d = 0; d < n; d++) {
        f[d] = k % 6 + 1;
        k /= 6;
      }
      out.add(of(f));
    }
    return out;
  }

  /**
   * The number of dice.
   *
   * @return 1 to 3
   */
  public int count() {
    return values.size();
  }

  @Override
  public String toString() {
    return values.toString();
  }
}
