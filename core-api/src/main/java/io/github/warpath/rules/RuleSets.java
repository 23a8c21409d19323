package io.github.warpath.rules;

import io.github.warpath.InvalidInputException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * An immutable registry of rule sets, by id.
 *
 * <p>Three ways to fill one:
 * <ul>
 *   <li>{@link #installed()} - every rule set that {@link ServiceLoader} finds on the module or
 *       class path;</li>
 *   <li>{@link #load(ClassLoader)} - those visible to a given class loader, for hosts such as
 *       VASSAL that load module code through their own loader;</li>
 *   <li>{@link #of(RuleSet...)} and {@link #with(RuleSet)} - explicit registration, for hosts
 *       where service loading sees nothing.</li>
 * </ul>
 * There is no global registry: each caller holds its own, so two games in one JVM never interfere.
 */
public final class RuleSets {
  /** The rule sets Warpath publishes, by id, and the artifact (group io.github.warpath) of each. */
  private static final Map<String, String> PUBLISHED = Map.of(
      "efs", "efs-rules",
      "hexsystem", "hexsystem-rules",
      "squad-afv", "squad-afv-rules",
      "miniatures-fixed", "skirmish-rules",
      "miniatures-dice", "skirmish-rules",
      "rulebook", "rulebook-rules");

  private final Map<String, RuleSet> byId;

  private RuleSets(Map<String, RuleSet> byId) {
    this.byId = Collections.unmodifiableMap(byId);
  }

  /**
   * The rule sets installed on the module path or class path of this library.
   *
   * @return a registry
   */
  public static RuleSets installed() {
    // the thread's context class loader, or the system class loader when there is none
    return collect(ServiceLoader.load(RuleSet.class), empty());
  }

  /**
   * The rule sets a class loader can see through {@code META-INF/services}.
   *
   * @param loader the class loader
   * @return a registry
   */
  public static RuleSets load(ClassLoader loader) {
    return collect(ServiceLoader.load(RuleSet.class, loader), empty());
  }

  /**
   * A registry of exactly these rule sets.
   *
   * @param ruleSets the rule sets; ids must be distinct
   * @return a registry
   * @throws InvalidInputException if two share an id
   */
  public static RuleSets of(RuleSet... ruleSets) {
    RuleSets r = empty();
    for (RuleSet rs : ruleSets) {
      r = r.with(rs);
    }
    return r;
  }

  /**
   * An empty registry.
   *
   * @return a registry with no rule sets
   */
  public static RuleSets empty() {
    return new RuleSets(new LinkedHashMap<>());
  }

  private static RuleSets collect(ServiceLoader<RuleSet> loader, RuleSets start) {
    Map<String, RuleSet> m = new LinkedHashMap<>(start.byId);
    for (RuleSet rs : loader) {
      m.putIfAbsent(rs.id(), rs);
    }
    return new RuleSets(m);
  }

  /**
   * A registry with one more rule set.
   *
   * @param ruleSet the rule set
   * @return a new registry
   * @throws InvalidInputException if a different rule set of the same id is registered
   */
  public RuleSets with(RuleSet ruleSet) {
    RuleSet existing = byId.get(ruleSet.id());
    if (existing != null && existing.getClass() != ruleSet.getClass()) {
      throw new InvalidInputException("ruleSet", "two rule sets with id '" + ruleSet.id()
          + "': " + existing.getClass().getName() + " and " + ruleSet.getClass().getName());
    }
    Map<String, RuleSet> m = new LinkedHashMap<>(byId);
    m.put(ruleSet.id(), ruleSet);
    return new RuleSets(m);
  }

  /**
   * A rule set by id.
   *
   * @param id the id
   * @return the rule set
   * @throws InvalidInputException listing the installed ids if there is none of that id
   */
  public RuleSet get(String id) {
    RuleSet rs = byId.get(id);
    if (rs == null) {
      throw new InvalidInputException("ruleSet", unknownMessage(id));
    }
    return rs;
  }

  /**
   * What to tell a user who asked for a rule set that is not registered: the installed ids and,
   * when the id is one of the rule sets Warpath publishes, the artifact that provides it.
   *
   * @param id the id asked for
   * @return a one-line message, for instance {@code unknown rule set 'efs'; installed: none; it is
   *     in the artifact io.github.warpath:efs-rules: add it to the class path or module path}
   */
  public String unknownMessage(String id) {
    String message = "unknown rule set '" + id + "'; installed: "
        + (byId.isEmpty() ? "none" : String.join(", ", byId.keySet()));
    String artifact = PUBLISHED.get(id);
    return artifact == null ? message
        : message + "; it is in the artifact io.github.warpath:" + artifact
            + ": add it to the class path or module path";
  }

  /**
   * A rule set by id, if present.
   *
   * @param id the id
   * @return the rule set or empty
   */
  public Optional<RuleSet> find(String id) {
    return Optional.ofNullable(byId.get(id));
  }

  /**
   * All registered rule sets, in registration order.
   *
   * @return a new list
   */
  public List<RuleSet> all() {
    return new ArrayList<>(byId.values());
  }

  @Override
  public String toString() {
    return "RuleSets" + byId.keySet();
  }
}
