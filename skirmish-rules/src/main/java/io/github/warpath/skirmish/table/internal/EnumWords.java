package io.github.warpath.skirmish.table.internal;

import io.github.warpath.InvalidInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Enum constants as the lower-case, dashed words of scenario files. */
public final class EnumWords {
  private EnumWords() {}

  /**
   * The word for a constant: {@code HALF_TRACK} is {@code half-track}.
   *
   * @param e the constant
   * @return the word
   */
  public static String id(Enum<?> e) {
    return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * The words of all constants.
   *
   * @param values the constants
   * @return their words in order
   */
  public static List<String> ids(Enum<?>[] values) {
    List<String> out = new ArrayList<>();
    for (Enum<?> e : values) {
      out.add(id(e));
    }
    return out;
  }

  /**
   * The constant of a word.
   *
   * @param values the constants
   * @param field the field being read
   * @param what what the word names, e.g. {@code troop type}
   * @param word the word
   * @param <E> the enum
   * @return the constant
   * @throws InvalidInputException listing the words if unknown
   */
  public static <E extends Enum<E>> E of(E[] values, String field, String what, String word) {
    for (E e : values) {
      if (id(e).equals(word)) {
        return e;
      }
    }
    throw new InvalidInputException(field, "unknown " + what + " '" + word + "'; known: "
        + String.join(", ", ids(values)));
  }
}
