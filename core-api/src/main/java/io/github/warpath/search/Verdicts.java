package io.github.warpath.search;

import io.github.warpath.Mp;
import io.github.warpath.rules.StepReport;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.Position;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The verdicts a check makes, without a builder. The caller API keeps the constructor of its
 * verdicts to itself (a package-private factory of {@link Verdict}); the engine reaches it the
 * way it reaches the buffers' arena ({@link Engine#privateField}), through a handle that one
 * module may take on its own packages. The lists handed over are the engine's own and never
 * change afterwards, so the verdict keeps them without copying.
 */
final class Verdicts {
  private static final MethodHandle TRUSTED = trusted();

  private Verdicts() {}

  private static MethodHandle trusted() {
    try {
      return MethodHandles.privateLookupIn(Verdict.class, MethodHandles.lookup())
          .findStatic(Verdict.class, "trusted", MethodType.methodType(Verdict.class,
              String.class, List.class, List.class, List.class, Mp.class, Mp.class,
              Position.class));
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  /**
   * A verdict on a hex map.
   *
   * @param ruleSet the rule set's id
   * @param violations the violations, a list no one changes or keeps elsewhere
   * @param warnings the warnings, the same
   * @param steps the step reports, the same
   * @param spent the points spent
   * @param allowance the allowance
   * @param end where the move ends, or null
   * @return the verdict
   */
  static Verdict of(String ruleSet, List<Violation> violations, List<Violation> warnings,
      List<StepReport> steps, Mp spent, Mp allowance, Position end) {
    try {
      return (Verdict) TRUSTED.invokeExact(ruleSet, violations, warnings, steps, spent,
          allowance, end);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * The elements of two lists in order, as a list of the engine's own (one of them when the
   * other is empty): what a verdict's builder would have been given with {@code addAll} twice,
   * elements checked the same way.
   *
   * @param a the first list
   * @param b the second list
   * @param what the name of an element in the message of a null one
   * @return the joined list
   * @throws NullPointerException if an element is null
   */
  static <T> List<T> joined(List<T> a, List<T> b, String what) {
    if (b.isEmpty()) {
      return a;
    }
    if (a.isEmpty()) {
      return own(b, what);
    }
    List<T> out = new ArrayList<>(a.size() + b.size());
    out.addAll(a);
    for (T x : b) {
      out.add(Objects.requireNonNull(x, what));
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * A list as the engine's own: a copy of one that a rule set gave (and may keep or change),
   * its elements checked.
   *
   * @param list the list
   * @param what the name of an element in the message of a null one
   * @return the copy, or the empty list
   * @throws NullPointerException if an element is null
   */
  static <T> List<T> own(List<T> list, String what) {
    int n = list.size();
    if (n == 0) {
      return Collections.emptyList();
    }
    if (n == 1) {
      return Collections.singletonList(Objects.requireNonNull(list.get(0), what));
    }
    List<T> out = new ArrayList<>(n);
    for (T x : list) {
      out.add(Objects.requireNonNull(x, what));
    }
    return Collections.unmodifiableList(out);
  }
}
