package io.github.warpath.kit;

import io.github.warpath.InvalidInputException;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.RuleRef;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A hex rule set as a composition of rule pieces: what {@link KitRuleSet} runs.
 *
 * @param id the rule set id
 * @param name a human name
 * @param version the rules' version
 * @param description a paragraph
 * @param denominator ticks per movement point, a divisor of 12
 * @param classes the movement class names (at most 64)
 * @param weather the weather column names (at least one; the first is used when none is set)
 * @param unitKinds unit kind to class index
 * @param vocabulary the map's terrain names: hex terrain kinds, then hexside kinds and lines
 * @param terrain the terrain rule
 * @param hexsides the hexside rule
 * @param lines the line rule
 * @param zones the zone of control rule, or null for none
 * @param minimumMove the minimum move rule
 * @param enemy the enemy hex rule
 * @param stacking the stacking rule, or null for none
 * @param phases the phase rule, or null for none
 * @param modes the modes, the first being the default
 * @param modifiers allowance changes for flagged units
 * @param allowance the rule cited when points do not suffice
 * @param adjacent the rule cited for a step to a hex that is not adjacent
 * @param facing the facing rule, or null if no class has a facing
 */
public record RuleKit(String id, String name, String version, String description,
    int denominator, List<String> classes, List<String> weather, Map<String, Integer> unitKinds,
    TerrainVocabulary vocabulary, TerrainRule terrain, HexsideRule hexsides, LineRule lines,
    ZoneOfControlRule zones, MinimumMoveRule minimumMove, EnemyHexRule enemy,
    StackingRule stacking, PhaseRule phases, List<ModeRule> modes,
    List<AllowanceModifier> modifiers, RuleRef allowance, RuleRef adjacent,
    FacingRule facing) {

  /**
   * Checks and copies the parts.
   *
   * @throws InvalidInputException if a part is missing or the sizes disagree
   */
  public RuleKit {
    Objects.requireNonNull(id, "id");
    Points.checkDenominator(denominator);
    classes = List.copyOf(classes);
    weather = List.copyOf(weather);
    unitKinds = Map.copyOf(unitKinds);
    modes = List.copyOf(modes);
    modifiers = List.copyOf(modifiers);
    if (classes.isEmpty() || classes.size() > 64) {
      throw new InvalidInputException("classes", "1 to 64 movement classes are needed");
    }
    if (weather.isEmpty()) {
      throw new InvalidInputException("weather", "at least one weather column is needed");
    }
    if (modes.isEmpty()) {
      throw new InvalidInputException("modes", "at least one mode is needed");
    }
    for (Map.Entry<String, Integer> e : unitKinds.entrySet()) {
      if (e.getValue() < 0 || e.getValue() >= classes.size()) {
        throw new InvalidInputException("unitKinds." + e.getKey(), "no class "
            + e.getValue());
      }
    }
    Objects.requireNonNull(vocabulary, "vocabulary");
    Objects.requireNonNull(terrain, "terrain");
    Objects.requireNonNull(hexsides, "hexsides");
    Objects.requireNonNull(lines, "lines");
    Objects.requireNonNull(minimumMove, "minimumMove");
    Objects.requireNonNull(enemy, "enemy");
    Objects.requireNonNull(allowance, "allowance");
    Objects.requireNonNull(adjacent, "adjacent");
  }

  /**
   * A kit without facing.
   *
   * @param id the rule set id
   * @param name a human name
   * @param version the rules' version
   * @param description a paragraph
   * @param denominator ticks per movement point, a divisor of 12
   * @param classes the movement class names (at most 64)
   * @param weather the weather column names
   * @param unitKinds unit kind to class index
   * @param vocabulary the map's terrain names
   * @param terrain the terrain rule
   * @param hexsides the hexside rule
   * @param lines the line rule
   * @param zones the zone of control rule, or null for none
   * @param minimumMove the minimum move rule
   * @param enemy the enemy hex rule
   * @param stacking the stacking rule, or null for none
   * @param phases the phase rule, or null for none
   * @param modes the modes, the first being the default
   * @param modifiers allowance changes for flagged units
   * @param allowance the rule cited when points do not suffice
   * @param adjacent the rule cited for a step to a hex that is not adjacent
   */
  public RuleKit(String id, String name, String version, String description,
      int denominator, List<String> classes, List<String> weather,
      Map<String, Integer> unitKinds, TerrainVocabulary vocabulary, TerrainRule terrain,
      HexsideRule hexsides, LineRule lines, ZoneOfControlRule zones,
      MinimumMoveRule minimumMove, EnemyHexRule enemy, StackingRule stacking, PhaseRule phases,
      List<ModeRule> modes, List<AllowanceModifier> modifiers, RuleRef allowance,
      RuleRef adjacent) {
    this(id, name, version, description, denominator, classes, weather, unitKinds, vocabulary,
        terrain, hexsides, lines, zones, minimumMove, enemy, stacking, phases, modes, modifiers,
        allowance, adjacent, null);
  }

  /**
   * Every rule the pieces cite, once each, in the order of the pieces.
   *
   * @return the rules
   */
  public List<Rule> rules() {
    Set<RuleRef> all = new LinkedHashSet<>();
    all.add(terrain.rule());
    all.add(hexsides.rule());
    all.add(lines.rule());
    if (zones != null) {
      all.add(zones.rule());
    }
    all.add(minimumMove.rule());
    all.add(enemy.rule());
    for (EnemyHexRule.Action a : enemy.actions()) {
      all.add(a.rule());
    }
    if (stacking != null) {
      all.add(stacking.rule());
    }
    if (facing != null) {
      all.add(facing.rule());
    }
    if (phases != null) {
      all.add(phases.rule());
    }
    for (ModeRule m : modes) {
      all.add(m.rule());
    }
    for (AllowanceModifier m : modifiers) {
      all.add(m.rule());
    }
    all.add(allowance);
    all.add(adjacent);
    return new ArrayList<>(all);
  }

  /**
   * A lower bound on any step's cost, for A* searches.
   *
   * @return ticks
   */
  public int minimumStepCost() {
    return Math.min(terrain.minimumCost(), Math.min(lines.minimumRate(),
        hexsides.minimumReplacement()));
  }
}
