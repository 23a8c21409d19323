package io.github.warpath.threat;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.kit.AllowanceModifier;
import io.github.warpath.kit.EnemyHexRule;
import io.github.warpath.kit.HexsideRule;
import io.github.warpath.kit.KitRuleSet;
import io.github.warpath.kit.LineRule;
import io.github.warpath.kit.MinimumMoveRule;
import io.github.warpath.kit.ModeRule;
import io.github.warpath.kit.PhaseRule;
import io.github.warpath.kit.RuleKit;
import io.github.warpath.kit.TerrainRule;
import io.github.warpath.kit.ZoneOfControlRule;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A kit for the threat map tests, in half points: classes foot and wheels; clear costs 1 point,
 * rough 1 1/2; an enemy's zone of control ends the move and covers its six neighbours; a
 * "movement" phase in which both classes move and a later "mech" phase for wheels only.
 */
final class ThreatFixture {
  static final String ID = "threat-test";
  static final TerrainVocabulary VOCABULARY =
      TerrainVocabulary.named(List.of("clear", "rough"), List.of("river"));

  private ThreatFixture() {}

  static RuleRef rule(String id, String title) {
    return new RuleRef(ID, id, title);
  }

  /** The kit, with or without its phase rule. */
  static RuleKit kit(boolean phases) {
    int[][][] cost = {{{2}, {2}}, {{3}, {3}}};
    TerrainRule terrain = new TerrainRule(rule("1", "Terrain"), List.of("clear", "rough"), 0,
        TerrainRule.Combine.MAX, cost, new long[] {0, 0});
    ZoneOfControlRule zones = new ZoneOfControlRule(rule("3", "Zones of Control"), -1L, 0, 0,
        0, ZoneOfControlRule.Enter.STOP, 0, ZoneOfControlRule.Leave.NOTHING, 0,
        ZoneOfControlRule.ZoneToZone.ALLOWED, false);
    RuleRef move = rule("2", "Movement");
    Map<String, PhaseRule.Phase> order = new LinkedHashMap<>();
    order.put("movement", new PhaseRule.Phase(3L, AllowanceModifier.none(move)));
    order.put("mech", new PhaseRule.Phase(2L, AllowanceModifier.none(move)));
    return new RuleKit(ID, "Threat test", "1", "", 2, List.of("foot", "wheels"),
        List.of("dry"), Map.of("infantry", 0, "truck", 1), VOCABULARY, terrain,
        HexsideRule.none(rule("1.2", "Hexsides"), List.of("river"), 2),
        LineRule.none(rule("1.3", "Lines")), zones,
        new MinimumMoveRule(rule("2.2", "Minimum Move"), MinimumMoveRule.Kind.NONE),
        new EnemyHexRule(rule("4", "Enemy Units"), true), null,
        phases ? new PhaseRule(rule("5", "Sequence of Play"), order) : null,
        List.of(new ModeRule(move, "normal", "hex to hex", -1L, AllowanceModifier.none(move), 0,
            false, false)), List.of(), rule("2.1", "Movement Allowance"),
        rule("2.3", "Adjacent Hexes"));
  }

  static KitRuleSet rules(boolean phases) {
    return new KitRuleSet(kit(phases));
  }

  static HexMap.Builder map() {
    return HexMap.builder(VOCABULARY, 6, 8);
  }

  static Unit unit(String id, String side, String kind, Mp allowance, Hex at) {
    return Unit.builder().id(id).side(side).kind(kind).allowance(allowance)
        .position(Position.hex(at)).build();
  }

  static GameState state(HexMap map, Environment env, Unit... units) {
    return GameState.builder().ruleSet(ID).board(map).units(List.of(units)).environment(env)
        .build();
  }

  static Environment env(String phase, String activeSide) {
    return Environment.builder().weather("dry").phase(phase).activeSide(activeSide).build();
  }
}
