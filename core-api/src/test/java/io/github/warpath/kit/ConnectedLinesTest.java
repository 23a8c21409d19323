package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Three lines whose rates hold only for a unit that leaves along the line it came in on or a
 * line connected to it (5.3 with {@code LEAVING_ALONG_LINE}): a road (1/2 MP a hex, highest
 * rank), a railway connected to the road (1/2 MP) and a trail connected to neither (1 MP, lowest
 * rank); a column mode keeps to roads and trails. Forest costs foot 2 MP, clear 1 MP; half
 * points. The unit starts in clear hex A; F1 south of it and F2 south of F1 are forest.
 */
class ConnectedLinesTest {
  private static final int N = Points.NONE;
  private static final int RIVER = 0;
  private static final int ROAD = 1;
  private static final int TRAIL = 2;
  private static final int RAIL = 3;
  private static final TerrainVocabulary VOCABULARY = TerrainVocabulary.named(KitFixture.KINDS,
      List.of("river", "road", "trail", "rail"));
  private static final HexMap.Builder GRID = HexMap.builder(VOCABULARY, 6, 6);
  private static final Hex A = GRID.hexAt(2, 1);
  private static final Hex F1 = A.neighbor(HexDirection.S);
  private static final Hex F2 = F1.neighbor(HexDirection.S);
  private static final Hex OFF = F1.neighbor(HexDirection.SE);
  private static final KitRuleSet RULES = new KitRuleSet(kit());

  private static RuleKit kit() {
    RuleRef roads = KitFixture.rule("5.3", "Roads");
    LineRule lines = new LineRule(roads, LineRule.When.LEAVING_ALONG_LINE,
        List.of("road", "trail", "rail"), new int[] {ROAD, TRAIL, RAIL}, new int[] {3, 1, 2},
        new int[][] {{1, 1}, {2, 2}, {1, 1}}, new long[] {1L << RIVER, 0, 0},
        new long[] {1L << RAIL, 0, 0});
    HexsideRule hexsides = new HexsideRule(KitFixture.rule("5.2", "Rivers"),
        VOCABULARY.hexsideFeatureNames(), new int[][] {{4, N}, {N, N}, {N, N}, {N, N}},
        new int[][] {{N, Points.PROHIBITED}, {N, N}, {N, N}, {N, N}}, 1L << RIVER);
    RuleRef column = KitFixture.rule("6.9", "Column March");
    ModeRule march = new ModeRule(column, "column", "along roads and trails", -1L,
        AllowanceModifier.none(column), 1L << ROAD | 1L << TRAIL, false, false);
    RuleKit p = KitFixture.plain();
    return new RuleKit(p.id(), p.name(), p.version(), p.description(), p.denominator(),
        p.classes(), p.weather(), p.unitKinds(), VOCABULARY, p.terrain(), hexsides, lines,
        p.zones(), p.minimumMove(), p.enemy(), p.stacking(), p.phases(),
        List.of(KitFixture.normal(), march), p.modifiers(), p.allowance(), p.adjacent());
  }

  /** A fresh map: forest F1, F2 and OFF, the road from A to F1, the given lines from F1 to F2. */
  private static GameState state(int... linesToF2) {
    HexMap.Builder b = HexMap.builder(VOCABULARY, 6, 6);
    for (Hex h : List.of(F1, F2, OFF)) {
      b.hex(h, VOCABULARY.hexFeature("forest"));
    }
    b.side(A, F1, VOCABULARY.hexsideFeature("road"));
    for (int line : linesToF2) {
      b.side(F1, F2, VOCABULARY.hexsideFeature(VOCABULARY.hexsideFeatureNames().get(line)));
    }
    return KitFixture.state(b.build(), "dry", "", KitFixture.unit("u", "blue", "infantry", 8,
        A));
  }

  private static Verdict move(GameState s, String mode, Hex... hexes) {
    List<Step> steps = new java.util.ArrayList<>();
    for (Hex h : hexes) {
      steps.add(Step.enter(h));
    }
    return RULES.check(s, MoveOrder.of(MoveQuery.of("u", mode), steps));
  }

  @Test
  void leavingAlongALineNotConnectedToTheRoadPaysTheHexLeftAfterAll() {
    Verdict v = move(state(TRAIL), "normal", F1, F2);
    assertTrue(v.legal(), v.toString());
    // 1/2 into F1 along the road; along the trail into F2 1 MP, and F1's forest after all (+3/2)
    assertEquals(Mp.ofHalves(1), v.steps().get(0).cost());
    assertEquals(Mp.ofHalves(2 + 3), v.steps().get(1).cost());
    assertEquals("trail, left the road in " + v.steps().get(0).label() + ": +1½ MP",
        v.steps().get(1).note());
  }

  @Test
  void leavingAlongALineConnectedToTheRoadKeepsItsRate() {
    Verdict v = move(state(RAIL), "normal", F1, F2);
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.ofHalves(1 + 1), v.spent());
    assertEquals("rail", v.steps().get(1).note());
  }

  @Test
  void aConnectedLineTheModeDoesNotKeepToDoesNotKeepTheRoadsRate() {
    // the hexside into F2 carries both the railway and the trail: in column mode, which keeps
    // to roads and trails, the unit follows the trail, so F1's forest is paid after all
    Verdict column = move(state(TRAIL, RAIL), "column", F1, F2);
    assertTrue(column.legal(), column.toString());
    assertEquals(Mp.ofHalves(2 + 3), column.steps().get(1).cost());
    // in normal mode the railway outranks the trail and keeps the road's rate
    Verdict normal = move(state(TRAIL, RAIL), "normal", F1, F2);
    assertEquals(Mp.ofHalves(1), normal.steps().get(1).cost());
    assertEquals("rail", normal.steps().get(1).note());
  }

  @Test
  void leavingTheTrailOffItNamesTheTrail() {
    // into F2 and back along the trail, so that the unit comes into F1 along the trail alone
    Verdict v = move(state(TRAIL), "normal", F1, F2, F1, OFF);
    assertTrue(v.legal(), v.toString());
    // back into F1 along the trail (1 MP), then off it into OFF: F1's forest after all (+1 MP)
    // and OFF's forest (2 MP)
    assertEquals(Mp.ofHalves(2), v.steps().get(2).cost());
    assertEquals(Mp.ofHalves(2 + 4), v.steps().get(3).cost());
    assertEquals("left the trail in " + v.steps().get(2).label() + ": +1 MP",
        v.steps().get(3).note());
  }
}
