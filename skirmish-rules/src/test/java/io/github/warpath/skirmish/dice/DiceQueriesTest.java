package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.skirmish.table.Aboard;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.ReachRegion;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.TableRoute;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Geometry;

/**
 * The table queries of miniatures-dice: where a figure can end with the dice rolled, by which
 * route, and with what chance before the dice are rolled.
 */
class DiceQueriesTest {
  private static final GameState OPEN = Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10));

  private static TablePoint p(double x, double y) {
    return TablePoint.of(x, y);
  }

  private static Unit gun(String id, double x, double y) {
    return Unit.builder().id(id).side("de").kind("team").position(Dx.at(x, y))
        .putAttributes("weapon", "light-gun").putAttributes("crew", "3").build();
  }

  @Test
  void withTheDiceRolledTheReachIsTheDiscOfTheRoll() {
    ReachRegion r = Dx.RULES.reach(OPEN, Dx.q("normal", "3,5", "t"), 0);
    assertEquals(8, r.allowance());
    assertEquals("normal [3, 5]", r.note());
    assertEquals(Math.PI * 64, r.area(), Math.PI * 64 * 0.005);
    assertTrue(r.contains(p(18, 10)));
    assertFalse(r.contains(p(18.2, 10)));
    assertEquals(6, Dx.RULES.reach(OPEN, Dx.q("tactical", "6", "t"), 0).allowance());
  }

  @Test
  void beyondAnObstacleTheReachIsTheCrossingDie() {
    GameState s = Dx.state(Dx.table(Feature.line("hedge", "minor-obstacle", 0, 13, 0, 13, 48)),
        Dx.team("t", "uk", 10, 10));
    ReachRegion r = Dx.RULES.reach(s, Dx.q("normal", "1,5", "t"), 0);
    assertEquals(6, r.allowance(), "the farthest roll of any way");
    assertTrue(r.contains(p(10, 15.9)), "this side, on both dice");
    assertFalse(r.contains(p(10, 16.2)));
    assertTrue(r.contains(p(14.8, 10)), "across, on the higher die");
    assertFalse(r.contains(p(15.2, 10)));
    assertFalse(r.contains(p(13, 12)), "never on the hedge");
  }

  @Test
  void beyondAMediumObstacleTheReachIsTheLowerDie() {
    // Crossing Obstacles: a medium obstacle discards the higher die, so with 4 and 5 the figure
    // goes 9" on this side of the wall but only 4" when its way crosses it
    GameState s = Dx.state(Dx.table(Feature.line("wall", "medium-obstacle", 0, 13, 0, 13, 48)),
        Dx.team("t", "uk", 10, 10));
    ReachRegion r = Dx.RULES.reach(s, Dx.q("normal", "4,5", "t"), 0);
    assertEquals(9, r.allowance());
    assertTrue(r.contains(p(10, 18.8)), "this side, on both dice");
    assertFalse(r.contains(p(10, 19.2)));
    assertTrue(r.contains(p(13.8, 10)), "across, on the lower die");
    assertFalse(r.contains(p(14.2, 10)));
    assertTrue(Dx.RULES.route(s, Dx.q("normal", "4,5", "t"), 0, p(13.8, 10)).isPresent());
    assertEquals(Optional.empty(), Dx.RULES.route(s, Dx.q("normal", "4,5", "t"), 0,
        p(14.2, 10)));
  }

  @Test
  void theRouteThroughRoughGroundIsTakenWhenItIsShorterThanTheWayRound() {
    // Rough Ground takes a pip off each die: 6 and 6 go 10" through the copse, enough for the
    // straight 6" to the far side, which is shorter than any way round it in the open
    GameState s = Dx.state(Dx.table(Feature.rectangle("copse", "rough", 12, 8, 14, 12)),
        Dx.team("t", "uk", 10, 10));
    TableRoute r = Dx.RULES.route(s, Dx.q("normal", "6,6", "t"), 0, p(16, 10)).orElseThrow();
    assertEquals(List.of(p(10, 10), p(16, 10)), r.points());
    assertEquals(6, r.length(), 1e-9);
    assertEquals("rough ground", r.note());
  }

  @Test
  void inHeavyGoingTheRouteIsAsLongAsTheHigherDie() {
    // Heavy Going: Normal movement only, the lower die discarded: 6 and 2 go 6" in the mud
    GameState s = Dx.state(Dx.table(Feature.rectangle("mud", "heavy-going", 0, 0, 48, 48)),
        Dx.team("t", "uk", 10, 10));
    TableRoute r = Dx.RULES.route(s, Dx.q("normal", "6,2", "t"), 0, p(15.5, 10)).orElseThrow();
    assertEquals("heavy-going ground", r.note());
    assertEquals(5.5, r.length(), 1e-9);
    assertEquals(Optional.empty(), Dx.RULES.route(s, Dx.q("normal", "6,2", "t"), 0,
        p(16.5, 10)));
  }

  @Test
  void aFigureThatMayNotMoveReachesNothing() {
    Unit pak = Unit.builder().id("w").side("de").kind("team").position(Dx.at(10, 10))
        .putAttributes("weapon", "static-gun").putAttributes("crew", "6").build();
    GameState s = Dx.state(Dx.table(), pak);
    ReachRegion r = Dx.RULES.reach(s, Dx.q("normal", "6,6", "w"), 0);
    assertTrue(r.isEmpty());
    assertEquals("may not move in this mode", r.note());
    assertEquals(Fraction.ZERO, Dx.RULES.probabilityToReach(s, Dx.q("normal", null, "w"), 0,
        p(12, 10)));
    assertEquals(Fraction.ONE, Dx.RULES.probabilityToReach(s, Dx.q("normal", null, "w"), 0,
        p(10.0005, 10)), "staying put is always possible");
    assertTrue(Dx.RULES.probabilityRegions(s, Dx.q("normal", null, "w"), 0).isEmpty());
    assertEquals(Optional.empty(), Dx.RULES.route(s, Dx.q("normal", "6,6", "w"), 0,
        p(12, 10)));
  }

  @Test
  void whoMayNotMoveInAModeReachesNothingInIt() {
    Unit flamer = Dx.with(Dx.team("f", "uk", 10, 10), "weapon", "flamethrower");
    assertTrue(Dx.RULES.reach(Dx.state(Dx.table(), flamer), Dx.q("double", "6,6,6", "f"), 0)
        .isEmpty(), "no flamethrower At the Double");
    assertFalse(Dx.RULES.reach(Dx.state(Dx.table(), flamer), Dx.q("normal", "6,6", "f"), 0)
        .isEmpty());
    Unit fired = Dx.flag(Dx.with(Dx.team("m", "uk", 10, 10), "weapon", "tripod-mg"), "fired");
    assertTrue(Dx.RULES.reach(Dx.state(Dx.table(), fired), Dx.q("normal", "6,6", "m"), 0)
        .isEmpty(), "a tripod weapon that fired stays");
    Unit tripod = Dx.with(Dx.team("m", "uk", 10, 10), "weapon", "tripod-mg");
    assertTrue(Dx.RULES.reach(Dx.state(Dx.table(), tripod), Dx.q("move-and-fire", "6", "m"), 0)
        .isEmpty(), "nor moves and fires");
    assertFalse(Dx.RULES.reach(Dx.state(Dx.table(), tripod), Dx.q("normal", "6,6", "m"), 0)
        .isEmpty());
    assertTrue(Dx.RULES.reach(Dx.state(Dx.table(), gun("g", 10, 10)), Dx.q("tactical", "6",
        "g"), 0).isEmpty(), "no gun moves Tactically");
    Unit twoCrew = Dx.with(Dx.with(Dx.team("h", "uk", 10, 10), "weapon", "hmg"), "crew", "2");
    assertTrue(Dx.RULES.reach(Dx.state(Dx.table(), twoCrew), Dx.q("normal", "6,6", "h"), 0)
        .isEmpty());
  }

  @Test
  void aRouteWithTheDiceRolledIsTheShortestLegalWayAndSaysWhichGround() {
    TableRoute r = Dx.RULES.route(OPEN, Dx.q("normal", "3,5", "t"), 0, p(14, 13)).orElseThrow();
    assertEquals(5, r.length(), 1e-9);
    assertEquals("open ground", r.note());
    assertEquals(List.of(p(10, 10), p(14, 13)), r.points());
    GameState wood = Dx.state(Dx.table(Feature.rectangle("wood", "rough", 14, 0, 16, 48)),
        Dx.team("t", "uk", 10, 10));
    assertEquals(Optional.empty(), Dx.RULES.route(wood, Dx.q("normal", "3,5", "t"), 0,
        p(18, 10)), "2 + 4 in the wood is short of 8");
    TableRoute through = Dx.RULES.route(wood, Dx.q("normal", "6,5", "t"), 0, p(18, 10))
        .orElseThrow();
    assertEquals("rough ground", through.note());
    assertEquals(8, through.length(), 1e-9);
    GameState hedge = Dx.state(Dx.table(Feature.line("h", "minor-obstacle", 0, 13, 0, 13, 48)),
        Dx.team("t", "uk", 10, 10));
    assertEquals("open ground, crossing", Dx.RULES.route(hedge, Dx.q("normal", "2,5", "t"), 0,
        p(14.5, 10)).orElseThrow().note());
    assertEquals("target", assertThrows(InvalidInputException.class, () -> Dx.RULES.route(OPEN,
        Dx.q("normal", "3,5", "t"), 0, p(50, 10))).field());
  }

  @Test
  void theShortestRouteIgnoresTheDiceButNotTheTable() {
    TableRoute straight = Dx.RULES.shortestRoute(OPEN, Dx.q("normal", null, "t"), 0, p(40, 10))
        .orElseThrow();
    assertEquals(30, straight.length(), 1e-9);
    GameState wall = Dx.state(Dx.table(Feature.rectangle("wall", "impassable", 34, 0, 36, 40)),
        Dx.team("t", "uk", 10, 10));
    TableRoute round = Dx.RULES.shortestRoute(wall, Dx.q("normal", null, "t"), 0, p(40, 10))
        .orElseThrow();
    assertTrue(round.length() > 70 && round.length() < 73, round::toString);
    assertTrue(round.points().size() > 2);
    assertEquals(Optional.empty(), Dx.RULES.shortestRoute(wall, Dx.q("normal", null, "t"), 0,
        p(35, 20)), "inside the wall");
  }

  @Test
  void aFigureEndsItsMoveClearOfTheTableEdgeUnlessForced() {
    GameState s = Dx.state(Dx.table(), Dx.team("t", "uk", 40, 40));
    MoveQuery q = Dx.q("normal", "6,6", "t");
    assertTrue(Dx.RULES.route(s, q, 0, p(47.4, 40)).isPresent());
    assertTrue(Dx.RULES.route(s, q, 0, p(47.6, 40)).isEmpty());
    assertTrue(Dx.RULES.route(s, q, 0, p(40, 47.4)).isPresent());
    assertTrue(Dx.RULES.route(s, q, 0, p(40, 47.6)).isEmpty());
    assertTrue(Dx.RULES.route(s, q, 0, p(47.5, 40)).isEmpty(), "touching is leaving");
    MoveQuery forced = MoveQuery.builder().addUnits("t").mode("normal").putOptions("dice", "6,6")
        .putOptions("forced", "true").build();
    assertTrue(Dx.RULES.route(s, forced, 0, p(47.5, 40)).isPresent());
    assertTrue(Dx.RULES.route(s, forced, 0, p(47.6, 40)).isEmpty(), "the base would be off");
    GameState low = Dx.state(Dx.table(), Dx.team("t", "uk", 5, 5));
    assertTrue(Dx.RULES.route(low, q, 0, p(0.6, 5)).isPresent());
    assertTrue(Dx.RULES.route(low, q, 0, p(0.4, 5)).isEmpty());
    assertTrue(Dx.RULES.route(low, q, 0, p(5, 0.4)).isEmpty());
  }

  @Test
  void gunsInQueriesUseOnlyLargeDoorsOrRuinsAndNoObstacles() {
    Feature house = Feature.rectangle("house", "building", 12, 17, 18, 23);
    Feature big = Feature.line("door", "opening", 0, 12, 19, 12, 21).with("type", "large-door")
        .with("building", "house");
    Feature small = big.with("type", "small-door");
    Table barn = Dx.table(house, big);
    assertTrue(Dx.RULES.route(Dx.state(barn, gun("g", 10.5, 20)), Dx.q("normal", "3,5", "g"), 0,
        p(14, 20)).isPresent());
    Table cottage = Dx.table(house, small);
    assertTrue(Dx.RULES.route(Dx.state(cottage, gun("g", 10.5, 20)), Dx.q("normal", "3,5", "g"),
        0, p(14, 20)).isEmpty());
    assertTrue(Dx.RULES.route(Dx.state(cottage, Dx.team("t", "uk", 10.5, 20)),
        Dx.q("normal", "3,5", "t"), 0, p(14, 20)).isPresent(), "a small door lets infantry in");
    Table ruin = Dx.table(house.with("damaged", "true"), small);
    assertTrue(Dx.RULES.route(Dx.state(ruin, gun("g", 10.5, 20)), Dx.q("normal", "3,5", "g"), 0,
        p(14, 20)).isPresent());
    GameState hedge = Dx.state(Dx.table(Feature.line("h", "minor-obstacle", 0, 13, 0, 13, 48)),
        gun("g", 10, 10));
    assertTrue(Dx.RULES.route(hedge, Dx.q("normal", "6,6", "g"), 0, p(15, 10)).isEmpty());
    assertEquals(Fraction.of(23, 36), Dx.RULES.probabilityToReach(Dx.state(Dx.table(),
        gun("g", 10, 10)), Dx.q("normal", null, "g"), 0, p(16, 10)),
        "6 or more on two dice, but a double counts one die: 22 rolls and the double six");
  }

  private static final Feature HOUSE = Feature.rectangle("house", "building", 12, 17, 18, 23)
      .with("floors", "2");

  @Test
  void aFigureUpstairsGoesOnlyWhereItsFloorReaches() {
    GameState s = Dx.state(Dx.table(HOUSE), Dx.unit("t", "uk", "team",
        TablePosition.of(TablePoint.of(13, 18).atLevel(1))));
    TableRoute r = Dx.RULES.route(s, Dx.q("normal", "3,5", "t"), 0, p(17, 22)).orElseThrow();
    assertEquals(TablePoint.of(17, 22).atLevel(1), r.end());
    assertEquals("broken ground", r.note());
    assertEquals(Optional.empty(), Dx.RULES.route(s, Dx.q("normal", "6,6", "t"), 0, p(20, 20)));
    assertEquals(Fraction.of(26, 36), Dx.RULES.probabilityToReach(s, MoveQuery.of("t",
        "normal"), 0, p(17, 22)), "5.66 inches: 2D6 of 6 or more");
    ReachRegion reach = Dx.RULES.reach(s, Dx.q("normal", "6,6", "t"), 0);
    assertEquals(5 * 5, reach.area(), 0.2, "the floor less half a base round its walls");
    GameState guarded = Dx.state(Dx.table(HOUSE), Dx.unit("t", "uk", "team",
        TablePosition.of(TablePoint.of(13, 18).atLevel(1))), Dx.unit("e", "de", "team",
        TablePosition.of(TablePoint.of(15, 20).atLevel(1))), Dx.unit("f", "uk", "team",
        TablePosition.of(TablePoint.of(16, 18).atLevel(1))));
    TableRoute round = Dx.RULES.route(guarded, Dx.q("normal", "6,6", "t"), 0, p(17, 22))
        .orElseThrow();
    assertTrue(round.length() > Math.hypot(4, 4) + 0.1, "round the enemy on the same floor");
  }

  @Test
  void aTargetAboveTheGroundMustBeAFloorOfABuildingAndTheFiguresOwn() {
    GameState s = Dx.state(Dx.table(HOUSE), Dx.unit("t", "uk", "team",
        TablePosition.of(TablePoint.of(13, 18).atLevel(1))), Dx.team("g", "uk", 8, 8));
    InvalidInputException open = assertThrows(InvalidInputException.class,
        () -> Dx.RULES.probabilityToReach(s, MoveQuery.of("g", "normal"), 0,
            TablePoint.of(8, 1).atLevel(99)));
    assertEquals("target", open.field());
    assertTrue(open.getMessage().contains("on floor 99, but no building stands there"),
        open.getMessage());
    InvalidInputException roof = assertThrows(InvalidInputException.class,
        () -> Dx.RULES.route(s, Dx.q("normal", "6,6", "t"), 0,
            TablePoint.of(17, 22).atLevel(2)));
    assertTrue(roof.getMessage().contains("building 'house' has floors 0 to 1"),
        roof.getMessage());
    // the figure downstairs cannot roll its way onto the first floor; upstairs it can move there
    assertEquals(Fraction.ZERO, Dx.RULES.probabilityToReach(s, MoveQuery.of("g", "normal"), 0,
        TablePoint.of(13, 20).atLevel(1)));
    assertEquals(Optional.empty(), Dx.RULES.route(s, Dx.q("normal", "6,6", "g"), 0,
        TablePoint.of(13, 20).atLevel(1)));
    assertEquals(Fraction.of(26, 36), Dx.RULES.probabilityToReach(s, MoveQuery.of("t",
        "normal"), 0, TablePoint.of(17, 22).atLevel(1)));
  }

  @Test
  void theChanceBandsOfANormalMoveInTheOpenAreDiscs() {
    GameState s = Dx.state(Dx.table(), Dx.team("t", "uk", 24, 24));
    SortedMap<Fraction, Geometry> bands = Dx.RULES.probabilityRegions(s, MoveQuery.of("t",
        "normal"), 0);
    assertEquals(11, bands.size());
    assertEquals(Fraction.of(1, 36), bands.firstKey());
    assertEquals(Math.PI * 144, bands.get(Fraction.of(1, 36)).getArea(), Math.PI * 144 * 0.005);
    assertEquals(Fraction.ONE, bands.lastKey());
    assertEquals(Math.PI * 4, bands.get(Fraction.ONE).getArea(), Math.PI * 4 * 0.005);
    assertEquals(Math.PI * 49, bands.get(Fraction.of(21, 36)).getArea(), Math.PI * 49 * 0.005,
        "7 inches or more in 21 rolls of 36");
  }

  @Test
  void theChancePictureShadesEachBandAndDrawsTheUnits() {
    GameState s = Dx.state(Dx.table(), Dx.team("t", "uk", 24, 24),
        Dx.unit("v", "de", "vehicle", Dx.at(40, 40)),
        Dx.unit("r", "de", "team", new Aboard("v")));
    String svg = Dx.RULES.probabilitySvg(s, MoveQuery.of("t", "normal"), 0);
    assertTrue(svg.contains(">t figure 1: chance to reach, normal move</text>"), svg);
    String band = " fill-rule=\"evenodd\" stroke=\"#1565c0\" stroke-width=\"1\"><title>";
    assertTrue(svg.contains("fill-opacity=\"0.6\"" + band + "chance at least 1</title>"), svg);
    assertTrue(svg.contains("fill-opacity=\"0.1\"" + band + "chance at least 1/36</title>"));
    assertTrue(svg.contains("fill-opacity=\"0.3\"" + band + "chance at least 5/12</title>"));
    assertTrue(svg.contains("<circle class=\"model uk\" cx=\"240\" cy=\"240\" r=\"5\""), svg);
    assertTrue(svg.contains("<circle class=\"model de\" cx=\"400\" cy=\"400\" r=\"15\""), svg);
    assertEquals(2, svg.split("<circle", -1).length - 1, "the rider aboard is not drawn");
  }

  @Test
  void queriesNameTheFigureTheyAskAbout() {
    InvalidInputException one = assertThrows(InvalidInputException.class,
        () -> Dx.RULES.reach(OPEN, Dx.q("normal", "3,3", "t"), 1));
    assertEquals("model", one.field());
    assertTrue(one.getMessage().contains("unit 't' has 1 figures (0 to 0), got 1"),
        one.getMessage());
    assertEquals("model", assertThrows(InvalidInputException.class,
        () -> Dx.RULES.reach(OPEN, Dx.q("normal", "3,3", "t"), -1)).field());
    GameState aboard = Dx.state(Dx.table(), Dx.unit("v", "uk", "vehicle", Dx.at(20, 20)),
        Dx.unit("t", "uk", "team", new Aboard("v")));
    InvalidInputException off = assertThrows(InvalidInputException.class,
        () -> Dx.RULES.reach(aboard, Dx.q("normal", "3,3", "t"), 0));
    assertEquals("units", off.field());
    assertTrue(off.getMessage().contains("'t' is not on the table"));
  }
}
