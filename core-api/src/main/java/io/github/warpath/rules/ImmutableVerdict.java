package io.github.warpath.rules;

import io.github.warpath.Mp;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The one implementation of {@link Verdict}, written by hand so that the engine can make a
 * verdict without a builder ({@link #trusted}): a check allocates the verdict and what it holds,
 * nothing on the way.
 *
 * <p>Every verdict holds its lists in the same shapes whichever way it was made: none is an
 * empty list, one an unmodifiable singleton, more an unmodifiable copy; the same for the map of
 * ends. Two verdicts are equal when every attribute is.
 */
final class ImmutableVerdict extends Verdict {
  private static final Class<?> SINGLETON = Collections.singletonList(0).getClass();

  private final String ruleSet;
  private final List<Violation> violations;
  private final List<Violation> warnings;
  private final List<StepReport> steps;
  private final Mp spent;
  private final Mp allowance;
  private final Position end;
  private final Map<String, Position> ends;

  private ImmutableVerdict(String ruleSet, List<Violation> violations, List<Violation> warnings,
      List<StepReport> steps, Mp spent, Mp allowance, Position end,
      Map<String, Position> ends) {
    this.ruleSet = ruleSet;
    this.violations = violations;
    this.warnings = warnings;
    this.steps = steps;
    this.spent = spent;
    this.allowance = allowance;
    this.end = end;
    this.ends = ends;
  }

  /**
   * A verdict on a hex map (no ends by unit) from lists its caller made for it and never changes
   * or hands out elsewhere: each is taken as it is when it already has the shape a verdict holds
   * (empty, a singleton, or an unmodifiable view of a list no one else holds), otherwise it is
   * brought to that shape. Elements must not be null. Reached by the engine through a method
   * handle, so it is no part of the caller API.
   */
  static Verdict trusted(String ruleSet, List<Violation> violations, List<Violation> warnings,
      List<StepReport> steps, Mp spent, Mp allowance, Position end) {
    return new ImmutableVerdict(Objects.requireNonNull(ruleSet, "ruleSet"), shaped(violations),
        shaped(warnings), shaped(steps), Objects.requireNonNull(spent, "spent"),
        Objects.requireNonNull(allowance, "allowance"), end, Collections.emptyMap());
  }

  private static <T> List<T> shaped(List<T> list) {
    int n = list.size();
    if (n == 0) {
      return Collections.emptyList();
    }
    if (n == 1) {
      return list.getClass() == SINGLETON ? list : Collections.singletonList(list.get(0));
    }
    return list;
  }

  @Override
  public String ruleSet() {
    return ruleSet;
  }

  @Override
  public List<Violation> violations() {
    return violations;
  }

  @Override
  public List<Violation> warnings() {
    return warnings;
  }

  @Override
  public List<StepReport> steps() {
    return steps;
  }

  @Override
  public Mp spent() {
    return spent;
  }

  @Override
  public Mp allowance() {
    return allowance;
  }

  @Override
  public Optional<Position> end() {
    return Optional.ofNullable(end);
  }

  @Override
  public Map<String, Position> ends() {
    return ends;
  }

  /**
   * Equal to another verdict with equal attributes.
   *
   * @param another the other object
   * @return whether it is a verdict with the same attributes
   */
  @Override
  public boolean equals(Object another) {
    if (this == another) {
      return true;
    }
    if (!(another instanceof ImmutableVerdict)) {
      return false;
    }
    ImmutableVerdict o = (ImmutableVerdict) another;
    return ruleSet.equals(o.ruleSet) && violations.equals(o.violations)
        && warnings.equals(o.warnings) && steps.equals(o.steps) && spent.equals(o.spent)
        && allowance.equals(o.allowance) && Objects.equals(end, o.end) && ends.equals(o.ends);
  }

  /**
   * A hash of every attribute.
   *
   * @return the hash
   */
  @Override
  public int hashCode() {
    return Objects.hash(ruleSet, violations, warnings, steps, spent, allowance, end, ends);
  }

  /** A list as a verdict holds it: empty, a singleton, or an unmodifiable copy. */
  private static <T> List<T> copied(List<T> list) {
    switch (list.size()) {
      case 0:
        return Collections.emptyList();
      case 1:
        return Collections.singletonList(list.get(0));
      default:
        return Collections.unmodifiableList(new ArrayList<>(list));
    }
  }

  /**
   * Builds verdicts: {@link Verdict.Builder} is this class under its public name. Lists and the
   * map are made on first use, so a builder that is given none allocates none.
   */
  public static class Builder {
    private static final long RULE_SET = 0x1L;
    private static final long SPENT = 0x2L;
    private static final long ALLOWANCE = 0x4L;

    private long missing = RULE_SET | SPENT | ALLOWANCE;
    private String ruleSet;
    private List<Violation> violations = Collections.emptyList();
    private List<Violation> warnings = Collections.emptyList();
    private List<StepReport> steps = Collections.emptyList();
    private Mp spent;
    private Mp allowance;
    private Position end;
    private Map<String, Position> ends = Collections.emptyMap();

    Builder() {}

    private Verdict.Builder self() {
      return (Verdict.Builder) this;
    }

    /**
     * Fills this builder from a verdict: the rule set, the points and (when present) the end
     * are replaced, the violations, warnings, steps and ends are added to those already given.
     *
     * @param instance the verdict to copy
     * @return this builder
     */
    public final Verdict.Builder from(Verdict instance) {
      Objects.requireNonNull(instance, "instance");
      ruleSet(instance.ruleSet());
      addAllViolations(instance.violations());
      addAllWarnings(instance.warnings());
      addAllSteps(instance.steps());
      spent(instance.spent());
      allowance(instance.allowance());
      Optional<Position> e = instance.end();
      if (e.isPresent()) {
        end(e);
      }
      putAllEnds(instance.ends());
      return self();
    }

    /**
     * Sets the rule set id (required).
     *
     * @param ruleSet the id
     * @return this builder
     */
    public final Verdict.Builder ruleSet(String ruleSet) {
      this.ruleSet = Objects.requireNonNull(ruleSet, "ruleSet");
      missing &= ~RULE_SET;
      return self();
    }

    private static <T> List<T> add(List<T> list, T element, String what) {
      List<T> out = list instanceof ArrayList ? list : new ArrayList<>();
      out.add(Objects.requireNonNull(element, what));
      return out;
    }

    /**
     * Adds a violation.
     *
     * @param element the violation
     * @return this builder
     */
    public final Verdict.Builder addViolations(Violation element) {
      violations = add(violations, element, "violations element");
      return self();
    }

    /**
     * Adds violations.
     *
     * @param elements the violations
     * @return this builder
     */
    public final Verdict.Builder addViolations(Violation... elements) {
      for (Violation element : elements) {
        addViolations(element);
      }
      return self();
    }

    /**
     * Replaces the violations.
     *
     * @param elements the violations
     * @return this builder
     */
    public final Verdict.Builder violations(Iterable<? extends Violation> elements) {
      violations = Collections.emptyList();
      return addAllViolations(elements);
    }

    /**
     * Adds violations.
     *
     * @param elements the violations
     * @return this builder
     */
    public final Verdict.Builder addAllViolations(Iterable<? extends Violation> elements) {
      for (Violation element : elements) {
        addViolations(element);
      }
      return self();
    }

    /**
     * Adds a warning.
     *
     * @param element the warning
     * @return this builder
     */
    public final Verdict.Builder addWarnings(Violation element) {
      warnings = add(warnings, element, "warnings element");
      return self();
    }

    /**
     * Adds warnings.
     *
     * @param elements the warnings
     * @return this builder
     */
    public final Verdict.Builder addWarnings(Violation... elements) {
      for (Violation element : elements) {
        addWarnings(element);
      }
      return self();
    }

    /**
     * Replaces the warnings.
     *
     * @param elements the warnings
     * @return this builder
     */
    public final Verdict.Builder warnings(Iterable<? extends Violation> elements) {
      warnings = Collections.emptyList();
      return addAllWarnings(elements);
    }

    /**
     * Adds warnings.
     *
     * @param elements the warnings
     * @return this builder
     */
    public final Verdict.Builder addAllWarnings(Iterable<? extends Violation> elements) {
      for (Violation element : elements) {
        addWarnings(element);
      }
      return self();
    }

    /**
     * Adds a step report.
     *
     * @param element the step
     * @return this builder
     */
    public final Verdict.Builder addSteps(StepReport element) {
      steps = add(steps, element, "steps element");
      return self();
    }

    /**
     * Adds step reports.
     *
     * @param elements the steps
     * @return this builder
     */
    public final Verdict.Builder addSteps(StepReport... elements) {
      for (StepReport element : elements) {
        addSteps(element);
      }
      return self();
    }

    /**
     * Replaces the step reports.
     *
     * @param elements the steps
     * @return this builder
     */
    public final Verdict.Builder steps(Iterable<? extends StepReport> elements) {
      steps = Collections.emptyList();
      return addAllSteps(elements);
    }

    /**
     * Adds step reports.
     *
     * @param elements the steps
     * @return this builder
     */
    public final Verdict.Builder addAllSteps(Iterable<? extends StepReport> elements) {
      for (StepReport element : elements) {
        addSteps(element);
      }
      return self();
    }

    /**
     * Sets the points spent (required).
     *
     * @param spent the points
     * @return this builder
     */
    public final Verdict.Builder spent(Mp spent) {
      this.spent = Objects.requireNonNull(spent, "spent");
      missing &= ~SPENT;
      return self();
    }

    /**
     * Sets the allowance (required).
     *
     * @param allowance the allowance
     * @return this builder
     */
    public final Verdict.Builder allowance(Mp allowance) {
      this.allowance = Objects.requireNonNull(allowance, "allowance");
      missing &= ~ALLOWANCE;
      return self();
    }

    /**
     * Sets where the move ends.
     *
     * @param end the position
     * @return this builder
     */
    public final Verdict.Builder end(Position end) {
      this.end = Objects.requireNonNull(end, "end");
      return self();
    }

    /**
     * Sets or clears where the move ends.
     *
     * @param end the position, or empty
     * @return this builder
     */
    public final Verdict.Builder end(Optional<? extends Position> end) {
      this.end = end.orElse(null);
      return self();
    }

    /**
     * Sets where a unit ends.
     *
     * @param key the unit id
     * @param value its end
     * @return this builder
     */
    public final Verdict.Builder putEnds(String key, Position value) {
      if (!(ends instanceof LinkedHashMap)) {
        ends = new LinkedHashMap<>();
      }
      ends.put(Objects.requireNonNull(key, "ends key"),
          Objects.requireNonNull(value, value == null ? "ends value for key: " + key : null));
      return self();
    }

    /**
     * Sets where a unit ends.
     *
     * @param entry the unit id and its end
     * @return this builder
     */
    public final Verdict.Builder putEnds(Map.Entry<String, ? extends Position> entry) {
      return putEnds(entry.getKey(), entry.getValue());
    }

    /**
     * Replaces the ends of the units.
     *
     * @param entries the ends by unit id
     * @return this builder
     */
    public final Verdict.Builder ends(Map<String, ? extends Position> entries) {
      ends = Collections.emptyMap();
      return putAllEnds(entries);
    }

    /**
     * Sets where units end.
     *
     * @param entries the ends by unit id
     * @return this builder
     */
    public final Verdict.Builder putAllEnds(Map<String, ? extends Position> entries) {
      for (Map.Entry<String, ? extends Position> e : entries.entrySet()) {
        putEnds(e.getKey(), e.getValue());
      }
      return self();
    }

    /**
     * Builds the verdict.
     *
     * @return the verdict
     * @throws IllegalStateException if the rule set, the points spent or the allowance is
     *     missing
     */
    public Verdict build() {
      if (missing != 0) {
        List<String> names = new ArrayList<>();
        if ((missing & RULE_SET) != 0) {
          names.add("ruleSet");
        }
        if ((missing & SPENT) != 0) {
          names.add("spent");
        }
        if ((missing & ALLOWANCE) != 0) {
          names.add("allowance");
        }
        throw new IllegalStateException("Cannot build Verdict, some of required attributes are"
            + " not set " + names);
      }
      Map<String, Position> m;
      if (ends.isEmpty()) {
        m = Collections.emptyMap();
      } else if (ends.size() == 1) {
        Map.Entry<String, Position> e = ends.entrySet().iterator().next();
        m = Collections.singletonMap(e.getKey(), e.getValue());
      } else {
        m = Collections.unmodifiableMap(new LinkedHashMap<>(ends));
      }
      return new ImmutableVerdict(ruleSet, copied(violations), copied(warnings), copied(steps),
          spent, allowance, end, m);
    }
  }
}
