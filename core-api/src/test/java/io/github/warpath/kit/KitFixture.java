package io.github.warpath.kit;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A small kit of our own for the piece tests, in half points: classes foot and wheels, weather
 * dry and mud; clear 1, forest 2 (wheels 3, closed to wheels in mud), town 1 replacing forest,
 * lake closed; a river adds 2 for foot and closes to wheels, blocking zones; a road at 1/2
 * bridges rivers.
 */
final class KitFixture {
  static final String ID = "kit-test";
  static final int CLEAR = 0;
  static final int FOREST = 1;
  static final int TOWN = 2;
  static final int LAKE = 3;
  static final int RIVER = 0;
  static final int ROAD = 1;
  static final TerrainVocabulary VOCABULARY = TerrainVocabulary.named(
      List.of("clear", "forest", "town", "lake"), List.of("river", "road"));
  static final List<String> KINDS = List.of("clear", "forest", "town", "lake");
  static final List<String> SIDES = List.of("river", "road");
  static final int P = Points.PROHIBITED;
  static final int N = Points.NONE;

  private KitFixture() {}

  static RuleRef rule(String id, String title) {
    return new RuleRef(ID, id, title);
  }

  static TerrainRule terrain(TerrainRule.Combine combine) {
    int[][][] cost = {
        {{2, 2}, {2, 2}},
        {{4, 4}, {6, P}},
        {{2, 2}, {2, 2}},
        {{P, P}, {P, P}}};
    long[] replaces = {0, 0, 1L << FOREST, 0};
    return new TerrainRule(rule("5", "Terrain Effects"), KINDS, CLEAR, combine, cost, replaces);
  }

  static HexsideRule hexsides() {
    int[][] add = {{4, N}, {N, N}};
    int[][] replace = {{N, P}, {N, N}};
    return new HexsideRule(rule("5.2", "Rivers"), SIDES, add, replace, 1L << RIVER);
  }

  static LineRule lines() {
    return new LineRule(rule("5.3", "Roads"), List.of("road"), new int[] {ROAD}, new int[] {1},
        new int[][] {{1, 1}}, new long[] {1L << RIVER});
  }

  static ModeRule normal() {
    RuleRef r = rule("6", "Movement");
    return new ModeRule(r, "normal", "hex to hex", -1L, AllowanceModifier.none(r), 0, false,
        false);
  }

  static RuleKit kit(ZoneOfControlRule zones, MinimumMoveRule.Kind minimum,
      StackingRule stacking, PhaseRule phases, List<ModeRule> modes,
      List<AllowanceModifier> modifiers) {
    return new RuleKit(ID, "Kit test", "1", "", 2, List.of("foot", "wheels"),
        List.of("dry", "mud"), Map.of("infantry", 0, "truck", 1), VOCABULARY,
        terrain(TerrainRule.Combine.MAX), hexsides(), lines(), zones,
        new MinimumMoveRule(rule("6.4", "Minimum Move"), minimum),
        new EnemyHexRule(rule("6.5", "Enemy Units"), true), stacking, phases, modes, modifiers,
        rule("6.1", "Movement Allowance"), rule("6.2", "Adjacent Hexes"));
  }

  /** The plain kit on a vocabulary whose hexside kinds are {@code sides}, without lines. */
  static RuleKit withHexsides(List<String> sides, HexsideRule hexsides) {
    return new RuleKit(ID, "Kit test", "1", "", 2, List.of("foot", "wheels"),
        List.of("dry", "mud"), Map.of("infantry", 0, "truck", 1),
        TerrainVocabulary.named(KINDS, sides), terrain(TerrainRule.Combine.MAX), hexsides,
        LineRule.none(rule("5.3", "Roads")), null,
        new MinimumMoveRule(rule("6.4", "Minimum Move"), MinimumMoveRule.Kind.NONE),
        new EnemyHexRule(rule("6.5", "Enemy Units"), true), null, null, List.of(normal()),
        List.of(), rule("6.1", "Movement Allowance"), rule("6.2", "Adjacent Hexes"));
  }

  static RuleKit plain() {
    return kit(null, MinimumMoveRule.Kind.NONE, null, null, List.of(normal()), List.of());
  }

  /** A 6 x 6 map of clear hexes with the features set by the caller. */
  static HexMap.Builder map() {
    return HexMap.builder(VOCABULARY, 6, 6);
  }

  static Unit unit(String id, String side, String kind, int allowance, Hex at) {
    return Unit.builder().id(id).side(side).kind(kind).allowance(Mp.of(allowance))
        .position(Position.hex(at)).build();
  }

  static GameState state(HexMap map, String weather, String phase, Unit... units) {
    List<Unit> list = new ArrayList<>(List.of(units));
    return GameState.builder().ruleSet(ID).board(map).units(list)
        .environment(Environment.builder().weather(weather).phase(phase).build()).build();
  }
}
