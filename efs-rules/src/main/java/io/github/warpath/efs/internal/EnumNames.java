package io.github.warpath.efs.internal;

import io.github.warpath.InvalidInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Names of enum constants as scenario files spell them, and lookups with clear errors. */
public final class EnumNames {
  private EnumNames() {}

  /**
   * The names of constants.
   *
   * @param <E> the enum
   * @param values the constants
   * @param id the name of a constant
   * @return the names, in order
   */
  public static <E> List<String> ids(E[] values, Function<E, String> id) {
    List<String> out = new ArrayList<>(values.length);
    for (E e : values) {
      out.add(id.apply(e));
    }
    return out;
  }

  /**
   * A constant by name.
   *
   * @param <E> the enum
   * @param values the constants
   * @param id the name of a constant
   * @param name the name looked for
   * @param field the input field, for the error
   * @param what what the name names, for the error ("phase")
   * @return the constant
   * @throws InvalidInputException listing the known names if there is none of that name
   */
  public static <E> E lookup(E[] values, Function<E, String> id, String name, String field,
      String what) {
    for (E e : values) {
      if (id.apply(e).equals(name)) {
        return e;
      }
    }
    throw new InvalidInputException(field, "unknown " + what + " '" + name + "'; known: "
        + String.join(", ", ids(values, id)));
  }
}
