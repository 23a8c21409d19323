package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import java.util.List;
import org.junit.jupiter.api.Test;

/** 10.1.4 Movement in Buildings. */
class MovementInBuildingsTest {

  /** A 6" x 6" house from x = 12 with one opening in its west wall at y 19-21. */
  private static GameState house(String opening, boolean damaged) {
    Feature h = Feature.rectangle("house", "building", 12, 17, 18, 23).with("floors", "2");
    if (damaged) {
      h = h.with("damaged", "true");
    }
    Feature door = Feature.line("door", "opening", 0, 12, 19, 12, 21).with("type", opening)
        .with("building", "house");
    return Dx.state(Dx.table(h, door), Dx.team("t", "uk", 10.5, 20));
  }

  /** The house with a light gun of three crew standing 1" from its opening, at (10.5, 20). */
  private static GameState gunBy(String opening, boolean damaged) {
    return Dx.state((io.github.warpath.skirmish.table.Table) house(opening, damaged).board(),
        Dx.with(Dx.with(Dx.team("g", "uk", 10.5, 20), "weapon", "light-gun"), "crew", "3"));
  }

  @Test
  void largeDoorsAreEnteredAsOpenGround() {
    // Inside is broken ground: the roll counts in full; 3 + 5 = 8 is beyond the 4.5" indicated.
    Verdict v = Dx.RULES.check(house("large-door", false), Dx.order(Dx.q("normal", "1,2", "t"),
        Dx.at(15, 20)));
    assertEquals(Dx.at(13.5, 20), v.end().orElseThrow());
  }

  @Test
  void smallDoorsDiscardTheLowerDie() {
    Verdict v = Dx.RULES.check(house("small-door", false), Dx.order(Dx.q("normal", "2,3", "t"),
        Dx.at(16, 20)));
    assertEquals(Dx.at(13.5, 20), v.end().orElseThrow());
    Verdict halt = Dx.RULES.check(house("small-door", false), Dx.order(Dx.q("normal", "1,1",
        "t"), Dx.at(16, 20)));
    assertEquals(Dx.at(11.5, 20), halt.end().orElseThrow(), "too short: halts at the door");
  }

  @Test
  void largeWindowsDiscardTheHigherDie() {
    Verdict v = Dx.RULES.check(house("large-window", false), Dx.order(Dx.q("normal", "2,5",
        "t"), Dx.at(16, 20)));
    assertEquals(Dx.at(12.5, 20), v.end().orElseThrow());
  }

  @Test
  void insideAFloorIsBrokenGroundAndWallsAreNotDoors() {
    assertEquals(DiceRule.TERRAIN.ref(), Dx.RULES.check(house("large-door", false),
        Dx.order(Dx.q("double", "6,6,6", "t"), Dx.at(15, 20))).violations().get(0).rule());
    GameState s = Dx.state(house("large-door", false).board() instanceof io.github.warpath
        .skirmish.table.Table t ? t : null, Dx.team("t", "uk", 10.5, 18));
    Verdict wall = Dx.RULES.check(s, Dx.order(Dx.q("normal", "6,6", "t"), Dx.at(15, 18)));
    assertEquals(DiceRule.BUILDINGS.ref(), wall.violations().get(0).rule());
  }

  @Test
  void changingFloorTakesThePhasePlusUpToSixInches() {
    GameState in = Dx.state(house("large-door", false).board() instanceof io.github.warpath
        .skirmish.table.Table t ? t : null, Dx.team("t", "uk", 13, 18));
    Verdict up = Dx.RULES.check(in, Dx.order(Dx.q("change-floor", null, "t"),
        TablePosition.of(TablePoint.of(17, 22).atLevel(1))));
    assertTrue(up.legal(), up::toString);
    assertEquals(TablePosition.of(TablePoint.of(17, 22).atLevel(1)), up.end().orElseThrow());
    assertEquals(DiceRule.BUILDINGS.ref(), Dx.RULES.check(in, Dx.order(Dx.q("change-floor",
        null, "t"), TablePosition.of(TablePoint.of(17, 22).atLevel(2)))).violations().get(0)
        .rule(), "two floors up, and the house has floors 0 and 1");
    assertEquals(DiceRule.BUILDINGS.ref(), Dx.RULES.check(in, Dx.order(Dx.q("normal", "3,3",
        "t"), TablePosition.of(TablePoint.of(17, 22).atLevel(1)))).violations().get(0).rule(),
        "not as part of a rolled move");
  }

  @Test
  void aRolledMoveThatChangesFloorIsRefusedAtThatStepAndGoesNowhere() {
    // Movement in Buildings: going to another floor takes a full phase, so a rolled move that
    // climbs on its way is refused at the climb, for that alone, and has no end
    GameState in = Dx.state(house("large-door", false).board() instanceof io.github.warpath
        .skirmish.table.Table t ? t : null, Dx.team("t", "uk", 13, 18));
    Verdict v = Dx.RULES.check(in, Dx.order(Dx.q("normal", "3,3", "t"), Dx.at(15, 20),
        TablePosition.of(TablePoint.of(15, 20).atLevel(1))));
    assertEquals(1, v.violations().size(), v::toString);
    assertEquals("changing floor takes a whole phase (mode change-floor)",
        v.violations().get(0).reason());
    assertEquals(DiceRule.BUILDINGS.ref(), v.violations().get(0).rule());
    assertEquals(java.util.Optional.empty(), v.end());
  }

  @Test
  void wheeledSupportWeaponsUseLargeDoorsOrDamagedBuildingsOnly() {
    GameState gunAtBarn = gunBy("large-door", false);
    assertTrue(Dx.RULES.check(gunAtBarn, Dx.order(Dx.q("normal", "2,3", "g"), Dx.at(14, 20)))
        .legal());
    GameState gunAtHouse = gunBy("small-door", false);
    assertFalse(Dx.RULES.check(gunAtHouse, Dx.order(Dx.q("normal", "2,3", "g"), Dx.at(14, 20)))
        .legal());
    GameState gunAtRuin = gunBy("small-door", true);
    assertTrue(Dx.RULES.check(gunAtRuin, Dx.order(Dx.q("normal", "2,3", "g"), Dx.at(14, 20)))
        .legal());
  }

  private static io.github.warpath.skirmish.table.Table houseTable() {
    return (io.github.warpath.skirmish.table.Table) house("large-door", false).board();
  }

  private static TablePosition up(double x, double y, int floor) {
    return TablePosition.of(TablePoint.of(x, y).atLevel(floor));
  }

  @Test
  void figuresUpstairsMoveAsOnBrokenGroundAndStayInside() {
    GameState s = Dx.state(houseTable(), Dx.unit("t", "uk", "team", up(13, 18, 1)));
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,5", "t"), up(17, 22, 1)));
    assertTrue(v.legal(), v::toString);
    assertEquals(up(17, 22, 1), v.end().orElseThrow());
    assertEquals("no move At the Double through broken ground", Dx.RULES.check(s,
        Dx.order(Dx.q("double", "1,1,1", "t"), up(15, 18, 1))).violations().get(0).reason());
    Verdict out = Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,5", "t"), up(20, 20, 1)));
    assertEquals(DiceRule.BUILDINGS.ref(), out.violations().get(0).rule());
    assertEquals("figures on an upper floor stay inside building 'house'",
        out.violations().get(0).reason());
    assertEquals("model 1 at (20, 20) floor 1", out.violations().get(0).location()
        .orElseThrow());
    assertEquals(1, out.violations().get(0).step().getAsInt());
    assertEquals(DiceRule.BUILDINGS.ref(), Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,5",
        "t"), up(12.3, 20, 1))).violations().get(0).rule(), "the base would be in the wall");
    GameState gun = Dx.state(houseTable(), Dx.with(Dx.with(Dx.unit("g", "uk", "team",
        up(13, 18, 1)), "weapon", "light-gun"), "crew", "3"));
    assertEquals("wheeled support weapons never go above the ground floor", Dx.RULES.check(gun,
        Dx.order(Dx.q("normal", "3,5", "g"), up(15, 18, 1))).violations().get(0).reason());
    GameState nowhere = Dx.state(houseTable(), Dx.unit("t", "uk", "team", up(30, 30, 1)));
    assertEquals("units.t", assertThrows(io.github.warpath.InvalidInputException.class,
        () -> Dx.RULES.check(nowhere, Dx.order(Dx.q("normal", "3,5", "t"), up(31, 30, 1))))
        .field());
  }

  @Test
  void onlyFiguresInsideABuildingChangeFloorAndGunsNever() {
    GameState outside = Dx.state(houseTable(), Dx.team("t", "uk", 10.5, 20));
    Verdict v = Dx.RULES.check(outside, Dx.order(Dx.q("change-floor", null, "t"),
        up(10.5, 20, 1)));
    assertEquals("only figures inside a building change floor", v.violations().get(0).reason());
    assertEquals("model 1 at (10.5, 20)", v.violations().get(0).location().orElseThrow());
    GameState gun = Dx.state(houseTable(), Dx.with(Dx.with(Dx.team("g", "uk", 13, 18),
        "weapon", "light-gun"), "crew", "3"));
    assertEquals("wheeled support weapons stay on the ground floor", Dx.RULES.check(gun,
        Dx.order(Dx.q("change-floor", null, "g"), up(13, 18, 1))).violations().get(0)
        .reason());
  }

  @Test
  void aFigureChangesFloorOnceAndThenStaysOnTheNewFloor() {
    GameState in = Dx.state(houseTable(), Dx.team("t", "uk", 13, 18));
    Verdict v = Dx.RULES.check(in, Dx.order(Dx.q("change-floor", null, "t"), up(14, 18, 1),
        Dx.at(15, 18)));
    assertEquals("a figure changes floor once and then stays on the new floor",
        v.violations().get(0).reason());
    assertEquals(1, v.violations().get(0).step().getAsInt());
    assertEquals("model 1 at (14, 18) floor 1", v.violations().get(0).location().orElseThrow());
  }

  @Test
  void theFloorsOfABuildingRunFromTheGroundToOneBelowItsCount() {
    GameState upstairs = Dx.state(houseTable(), Dx.unit("t", "uk", "team", up(13, 18, 1)));
    Verdict roof = Dx.RULES.check(upstairs, Dx.order(Dx.q("change-floor", null, "t"),
        up(14, 18, 2)));
    assertEquals("a figure goes one floor up or down (building 'house' has floors 0 to 1)",
        roof.violations().get(0).reason());
    Verdict down = Dx.RULES.check(upstairs, Dx.order(Dx.q("change-floor", null, "t"),
        Dx.at(14, 18)));
    assertTrue(down.legal(), down::toString);
    assertEquals(Dx.at(14, 18), down.end().orElseThrow());
  }

  @Test
  void afterChangingFloorAFigureMovesUpToSixInchesInsideOnTheNewFloor() {
    GameState in = Dx.state(houseTable(), Dx.team("t", "uk", 13, 18));
    Verdict ok = Dx.RULES.check(in, Dx.order(Dx.q("change-floor", null, "t"), up(17, 18, 1),
        up(17, 20, 1)));
    assertTrue(ok.legal(), ok::toString);
    assertEquals(io.github.warpath.Mp.of(6), ok.spent());
    assertEquals(io.github.warpath.Mp.of(6), ok.allowance());
    Verdict far = Dx.RULES.check(in, Dx.order(Dx.q("change-floor", null, "t"), up(17, 18, 1),
        up(17, 22, 1)));
    assertEquals(DiceRule.BUILDINGS.ref(), far.violations().get(0).rule());
    assertEquals(io.github.warpath.Mp.of(8), far.violations().get(0).needed().orElseThrow());
    assertEquals(io.github.warpath.Mp.of(6), far.violations().get(0).available().orElseThrow());
    assertEquals("figures on an upper floor stay inside building 'house'", Dx.RULES.check(in,
        Dx.order(Dx.q("change-floor", null, "t"), up(20, 18, 1))).violations().get(0).reason());
    GameState guarded = Dx.state(houseTable(), Dx.team("t", "uk", 13, 18),
        Dx.unit("e", "de", "team", up(15, 18, 1)));
    assertEquals(DiceRule.RATES.ref(), Dx.RULES.check(guarded, Dx.order(Dx.q("change-floor",
        null, "t"), up(17, 18, 1))).violations().get(0).rule(), "an enemy on the new floor");
    GameState below = Dx.state(houseTable(), Dx.team("t", "uk", 13, 18),
        Dx.team("e", "de", 15, 18));
    assertTrue(Dx.RULES.check(below, Dx.order(Dx.q("change-floor", null, "t"), up(17, 18, 1)))
        .legal(), "an enemy on the floor below is not in the way");
  }

  @Test
  void aWallIsReportedAtTheLegThatGoesThroughItForTheFigureThatDoes() {
    GameState s = Dx.state(houseTable(), Dx.team("t", "uk", 10.5, 20, 10.5, 18));
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "6,6", "t"), Dx.at(11, 20, 11, 18),
        Dx.at(15, 20, 15, 18)));
    assertEquals(1, v.violations().size(), v::toString);
    assertEquals("figures enter and leave building 'house' by its doors and windows, not"
        + " through a wall", v.violations().get(0).reason());
    assertEquals(2, v.violations().get(0).step().getAsInt());
    assertEquals("model 2 at (15, 18)", v.violations().get(0).location().orElseThrow());
  }

  @Test
  void aDoorRoundACornerOfTheBuildingIsAnOpening() {
    Feature h = Feature.rectangle("house", "building", 12, 17, 18, 23);
    Feature corner = Feature.line("door", "opening", 0, 12, 18, 12, 17, 13, 17)
        .with("type", "large-door").with("building", "house");
    GameState s = Dx.state(Dx.table(h, corner), Dx.team("t", "uk", 11, 16));
    Verdict in = Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,3", "t"), Dx.at(14, 19)));
    assertTrue(in.legal(), in::toString);
    assertEquals(Dx.at(14, 19), in.end().orElseThrow());
    GameState east = Dx.state(Dx.table(h, corner), Dx.team("t", "uk", 20, 20));
    assertEquals(DiceRule.BUILDINGS.ref(), Dx.RULES.check(east, Dx.order(Dx.q("normal", "3,3",
        "t"), Dx.at(16, 20))).violations().get(0).rule(), "the east wall has no opening");
  }

  @Test
  void aFigureGoesInByOneDoorAndOutByAnother() {
    Feature h = Feature.rectangle("house", "building", 12, 17, 18, 23);
    Feature west = Feature.line("west", "opening", 0, 12, 19, 12, 21).with("type", "large-door")
        .with("building", "house");
    Feature north = Feature.line("north", "opening", 0, 16, 23, 14, 23)
        .with("type", "large-door").with("building", "house");
    GameState s = Dx.state(Dx.table(h, west, north), Dx.team("t", "uk", 10.5, 20));
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "6,6", "t"), Dx.at(15, 20),
        Dx.at(15, 25)));
    assertTrue(v.legal(), v::toString);
    assertEquals(Dx.at(15, 25), v.end().orElseThrow());
    assertEquals(DiceRule.BUILDINGS.ref(), Dx.RULES.check(s, Dx.order(Dx.q("normal", "6,6",
        "t"), Dx.at(15, 20), Dx.at(17, 25))).violations().get(0).rule(),
        "beside the north door is wall");
  }

  @Test
  void aGunThroughTheSmallDoorOfARuinDiscardsTheLowerDieAndTheQueriesAgree() {
    GameState s = gunBy("small-door", true);
    Dx.assertEnds(Dx.RULES.check(s, Dx.order(Dx.q("normal", "2,3", "g"), Dx.at(16, 20))), 13.5,
        20);
    assertTrue(Dx.RULES.route(s, Dx.q("normal", "2,3", "g"), 0, TablePoint.of(13.5, 20))
        .isPresent());
    assertTrue(Dx.RULES.route(s, Dx.q("normal", "2,3", "g"), 0, TablePoint.of(14, 20))
        .isEmpty(), "3\" is all the higher die gives");
    int hits = 0;
    for (Dice d : Dice.all(2)) {
      Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", d.values().get(0) + ","
          + d.values().get(1), "g"), Dx.at(15, 20)));
      hits += v.end().orElseThrow().equals(Dx.at(15, 20)) ? 1 : 0;
    }
    assertEquals(Fraction.of(hits, 36), Dx.RULES.probabilityToReach(s, MoveQuery.of("g",
        "normal"), 0, TablePoint.of(15, 20)));
    assertEquals(Fraction.of(18, 36), Fraction.of(hits, 36), "4.5\" needs the higher die to be"
        + " a 5 or a 6; of a double the gun keeps one die and the door takes it");
  }

  @Test
  void aGunRefusedAtTheSmallDoorOfAnUndamagedHouseCitesTheRuleOnWheeledSupportWeapons() {
    Verdict v = Dx.RULES.check(gunBy("small-door", false), Dx.order(Dx.q("normal", "2,3", "g"),
        Dx.at(14, 20)));
    assertFalse(v.legal());
    assertEquals(1, v.violations().size(), v::toString);
    assertEquals(DiceRule.BUILDINGS.ref(), v.violations().get(0).rule());
    assertEquals("wheeled support weapons enter a building only by a large door, or where it is"
        + " damaged: 'house' is undamaged and its opening 'door' is a small door",
        v.violations().get(0).reason());
  }

  @Test
  void inABuildingOfThreeFloorsAFigureClimbsFromTheFirstToTheSecondAndBack() {
    Feature tall = Feature.rectangle("tower", "building", 12, 17, 18, 23).with("floors", "3");
    GameState first = Dx.state(Dx.table(tall), Dx.unit("t", "uk", "team", up(13, 18, 1)));
    Verdict climb = Dx.RULES.check(first, Dx.order(Dx.q("change-floor", null, "t"),
        up(14, 18, 2)));
    assertTrue(climb.legal(), climb::toString);
    assertEquals(up(14, 18, 2), climb.end().orElseThrow());
    GameState second = Dx.state(Dx.table(tall), Dx.unit("t", "uk", "team", up(13, 18, 2)));
    Verdict down = Dx.RULES.check(second, Dx.order(Dx.q("change-floor", null, "t"),
        up(14, 18, 1)));
    assertTrue(down.legal(), down::toString);
    assertEquals("a figure goes one floor up or down (building 'tower' has floors 0 to 2)",
        Dx.RULES.check(second, Dx.order(Dx.q("change-floor", null, "t"), Dx.at(14, 18)))
            .violations().get(0).reason(), "two floors down at once");
  }

  @Test
  void aFigureDoesNotStopInALargeDoorway() {
    // a large door is passed as open ground, but like any opening it is no place to stop
    Verdict v = Dx.RULES.check(house("large-door", false), Dx.order(Dx.q("normal", "3,3", "t"),
        Dx.at(12, 20)));
    assertFalse(v.legal(), v::toString);
    assertEquals(DiceRule.OBSTACLES.ref(), v.violations().get(0).rule());
    assertTrue(v.violations().get(0).reason().startsWith("a figure ends clear of "),
        v.violations().get(0).reason());
    assertTrue(Dx.RULES.check(house("large-door", false), Dx.order(Dx.q("normal", "3,3", "t"),
        Dx.at(13.5, 20))).legal(), "through the doorway and inside");
  }

  @Test
  void aRolledMoveThatChangesFloorIsJudgedForTheClimbAloneEvenThroughAWall() {
    // Movement in Buildings: the climb makes the rolled move wrong whatever else its route does,
    // so the way in through the west wall (not its doorway at y 19-21) is not judged as well
    GameState outside = Dx.state(houseTable(), Dx.team("t", "uk", 10.5, 18));
    Verdict climb = Dx.RULES.check(outside, Dx.order(Dx.q("normal", "6,6", "t"), Dx.at(15, 18),
        up(15, 18, 1)));
    assertEquals(List.of("changing floor takes a whole phase (mode change-floor)"),
        climb.violations().stream().map(x -> x.reason()).toList(), climb::toString);
    assertEquals(DiceRule.BUILDINGS.ref(), Dx.RULES.check(outside, Dx.order(Dx.q("normal",
        "6,6", "t"), Dx.at(15, 18))).violations().get(0).rule(), "the wall, without the climb");
  }
}
