package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
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
  void wheeledSupportWeaponsUseLargeDoorsOrDamagedBuildingsOnly() {
    GameState barn = house("large-door", false);
    GameState gunAtBarn = Dx.state((io.github.warpath.skirmish.table.Table) barn.board(),
        Dx.with(Dx.with(Dx.team("g", "uk", 10.5, 20), "weapon", "light-gun"), "crew", "3"));
    assertTrue(Dx.RULES.check(gunAtBarn, Dx.order(Dx.q("normal", "2,3", "g"), Dx.at(14, 20)))
        .legal());
    GameState houseDoor = house("small-door", false);
    GameState gunAtHouse = Dx.state((io.github.warpath.skirmish.table.Table) houseDoor.board(),
        Dx.with(Dx.with(Dx.team("g", "uk", 10.5, 20), "weapon", "light-gun"), "crew", "3"));
    assertFalse(Dx.RULES.check(gunAtHouse, Dx.order(Dx.q("normal", "2,3", "g"), Dx.at(14, 20)))
        .legal());
    GameState ruin = house("small-door", true);
    GameState gunAtRuin = Dx.state((io.github.warpath.skirmish.table.Table) ruin.board(),
        Dx.with(Dx.with(Dx.team("g", "uk", 10.5, 20), "weapon", "light-gun"), "crew", "3"));
    assertTrue(Dx.RULES.check(gunAtRuin, Dx.order(Dx.q("normal", "2,3", "g"), Dx.at(14, 20)))
        .legal());
  }
}
