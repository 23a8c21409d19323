package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pieces together on a map: terrain, rivers and a road, each violation citing its rule. */
class KitRuleSetTest {
  private static final KitRuleSet RULES = new KitRuleSet(KitFixture.plain());
  private static final HexMap.Builder B = KitFixture.map();
  private static final Hex A = B.hexAt(1, 1);
  private static final Hex EAST = A.neighbor(HexDirection.S);
  private static final Hex WEST = A.neighbor(HexDirection.N);
  private static final Hex FAR = EAST.neighbor(HexDirection.S);

  private static HexMap map() {
    HexMap.Builder b = KitFixture.map();
    b.hex(EAST, KitFixture.VOCABULARY.hexFeature("forest"));
    b.hex(WEST, KitFixture.VOCABULARY.hexFeature("lake"));
    b.side(EAST, FAR, KitFixture.VOCABULARY.hexsideFeature("river"));
    return b.build();
  }

  private static Verdict check(String kind, String weather, Hex... path) {
    GameState s = KitFixture.state(map(), weather, "", KitFixture.unit("u", "blue", kind, 8, A));
    return RULES.check(s, MoveOrder.path("u", path));
  }

  @Test
  void forestCostsFootTwoAndWheelsThree() {
    assertEquals(Mp.of(2), check("infantry", "dry", EAST).spent());
    assertEquals(Mp.of(3), check("truck", "dry", EAST).spent());
  }

  @Test
  void mudClosesForestToWheelsCitingTheTerrainRule() {
    Verdict v = check("truck", "mud", EAST);
    assertFalse(v.legal());
    assertEquals("5", v.violations().get(0).rule().section());
    assertEquals("Terrain Effects", v.violations().get(0).rule().heading());
    assertTrue(v.violations().get(0).reason().contains("forest"), v.toString());
  }

  @Test
  void aRiverAddsTwoForFootAndClosesToWheels() {
    assertEquals(Mp.of(2 + 1 + 2), check("infantry", "dry", EAST, FAR).spent());
    Verdict v = check("truck", "dry", EAST, FAR);
    assertEquals("5.2", v.violations().get(0).rule().section());
  }

  @Test
  void aRoadAcrossTheRiverCostsHalfAPointAndBridgesIt() {
    HexMap.Builder b = map().toBuilder();
    b.path(KitFixture.VOCABULARY.hexsideFeature("road"), List.of(A, EAST, FAR));
    GameState s = KitFixture.state(b.build(), "dry", "",
        KitFixture.unit("u", "blue", "truck", 4, A));
    Verdict v = RULES.check(s, MoveOrder.path("u", EAST, FAR));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.ofHalves(2), v.spent());
    assertEquals("road", v.steps().get(0).note());
  }

  @Test
  void aMoveSplitIntoTwoOrdersGoesOnWithThePointsTheFirstLeft() {
    GameState s = KitFixture.state(map(), "dry", "",
        KitFixture.unit("u", "blue", "infantry", 4, A));
    GameState after = RULES.apply(s, MoveOrder.path("u", EAST)).state().orElseThrow();
    assertEquals(Mp.of(2), after.unit("u").phaseMovement().orElseThrow().spent());
    Verdict rest = RULES.check(after, MoveOrder.path("u", FAR));
    Verdict whole = RULES.check(s, MoveOrder.path("u", EAST, FAR));
    assertFalse(rest.legal(), "forest 2 and river 1 + 2 are 5 of 4 points");
    assertFalse(whole.legal());
    assertEquals(whole.violations().get(0).rule(), rest.violations().get(0).rule());
    assertEquals(java.util.Optional.of(Mp.of(3)), rest.violations().get(0).needed());
    assertEquals(java.util.Optional.of(Mp.of(2)), rest.violations().get(0).available(),
        "the second order goes on with the 2 points the first left");
    assertEquals(whole.violations().get(0).available(), rest.violations().get(0).available());
  }

  @Test
  void pointsMustSufficeWithTheArithmetic() {
    GameState s = KitFixture.state(map(), "dry", "",
        KitFixture.unit("u", "blue", "infantry", 4, A));
    Verdict v = RULES.check(s, MoveOrder.path("u", EAST, FAR));
    assertFalse(v.legal());
    assertEquals("6.1", v.violations().get(0).rule().section());
    assertEquals(Mp.of(3), v.violations().get(0).needed().orElseThrow());
    assertEquals(Mp.of(2), v.violations().get(0).available().orElseThrow());
  }

  @Test
  void theRangeAgreesWithTheChecker() {
    GameState s = KitFixture.state(map(), "dry", "",
        KitFixture.unit("u", "blue", "infantry", 4, A));
    Reach r = RULES.reach(s, MoveQuery.of("u"));
    assertEquals(Mp.of(2), r.cost(r.indexOf(EAST)));
    assertEquals(-1, r.indexOf(WEST));
  }
}
