package io.github.warpath.efs.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Exiting a Road, as the search prices it: the hex was charged its cheapest price for the way the
 * unit came in, and leaving it off that road or railroad adds the difference to the cheapest price
 * that remains valid; cities count as part of every road. The memo of the node being left must
 * never answer for another node or for other price tables.
 *
 * <p>Price tables here are written by hand, five numbers per hex as {@link StepTables#tab} holds
 * them: terrain, railroad, then the road of each of the three road classes; -1 is "prohibited".
 */
class RoadExitTest {
  /** Search state: entered along a road of the first class. */
  private static final int ROAD = 1;
  /** Search state: entered along the railroad. */
  private static final int RAIL = 4;
  /** Step value bits: the step leaves along no road and no railroad. */
  private static final int OFF = 0;
  /** Step value bits: the step continues the road. */
  private static final int ALONG_ROAD = 1 << 3;
  /** Step value bits: the step continues the railroad. */
  private static final int ALONG_RAIL = 2 << 3;

  private static final int[] TAB = {
      // hex 0: clear-like terrain 4, railroad 1, roads 2 / 3 / 1
      4, 1, 2, 3, 1,
      // hex 1: rough terrain 6, no railroad, roads 2 / 2 / 2
      6, -1, 2, 2, 2,
      // hex 2: terrain closed to the unit off the road, road 2, railroad 1
      -1, 1, 2, 2, 2,
      // hex 3: a city of terrain 3 with road 1 and railroad 1
      3, 1, 1, 1, 1,
      // hex 4: terrain 5 with a road that costs nothing in these units
      5, -1, 0, 0, 0,
      // hex 5: terrain that costs nothing, road 2
      0, -1, 2, 2, 2};
  private static final int[] INFO = {0, 0, 0, HexWeather.CITY, 0, 0};

  @Test
  void leavingTheRoadOffItPaysTheDifferenceToTheTerrainAndAlongItNothing() {
    RoadExit exit = new RoadExit();
    assertEquals(2, exit.surcharge(TAB, INFO, 0, ROAD, OFF), "charged 2 on the road, terrain 4");
    assertEquals(0, exit.surcharge(TAB, INFO, 0, ROAD, ALONG_ROAD));
    assertEquals(2, exit.surcharge(TAB, INFO, 0, ROAD, ALONG_RAIL),
        "a unit that came in by road gains nothing from the railroad it leaves along");
  }

  @Test
  void leavingTheRailroadItCameInOnOffItPaysTheDifference() {
    RoadExit exit = new RoadExit();
    assertEquals(3, exit.surcharge(TAB, INFO, 0, RAIL, OFF), "charged 1 by rail, terrain 4");
    assertEquals(0, exit.surcharge(TAB, INFO, 0, RAIL, ALONG_RAIL));
    assertEquals(0, exit.surcharge(TAB, INFO, 0, RAIL | ROAD, ALONG_RAIL));
    assertEquals(1, exit.surcharge(TAB, INFO, 0, RAIL | ROAD, ALONG_ROAD),
        "came in on both, charged the railroad's 1; along the road alone 2 remains valid");
  }

  @Test
  void leavingOffTheRoadWhereTheTerrainIsClosedIsRefused() {
    RoadExit exit = new RoadExit();
    assertEquals(-1, exit.surcharge(TAB, INFO, 2, ROAD, OFF));
    assertEquals(0, exit.surcharge(TAB, INFO, 2, ROAD, ALONG_ROAD));
  }

  @Test
  void aCityIsPartOfEveryRoadSoLeavingItCostsNothingMore() {
    RoadExit exit = new RoadExit();
    assertEquals(0, exit.surcharge(TAB, INFO, 3, ROAD, OFF));
    assertEquals(0, exit.surcharge(TAB, INFO, 3, RAIL, OFF));
  }

  @Test
  void aRoadThatCostsNothingIsStillTheCheapestPrice() {
    RoadExit exit = new RoadExit();
    assertEquals(0, RoadExit.priceCharged(TAB, 4, ROAD));
    assertEquals(5, exit.surcharge(TAB, INFO, 4, ROAD, OFF));
  }

  @Test
  void terrainThatCostsNothingIsCheaperThanAnyRoad() {
    RoadExit exit = new RoadExit();
    assertEquals(0, RoadExit.priceCharged(TAB, 5, ROAD));
    assertEquals(0, exit.surcharge(TAB, INFO, 5, ROAD, OFF));
  }

  @Test
  void theMemoOfAHexLeftByRoadNeverAnswersForAHexLeftWithoutOne() {
    RoadExit exit = new RoadExit();
    assertEquals(4, exit.surcharge(TAB, INFO, 1, ROAD, OFF));
    assertEquals(0, exit.surcharge(TAB, INFO, 0, 0, OFF));
  }

  @Test
  void thePriceChargedIsTheCheapestOfTheWaysTheUnitCameIn() {
    assertEquals(4, RoadExit.priceCharged(TAB, 0, 0), "no road, no railroad: the terrain");
    assertEquals(2, RoadExit.priceCharged(TAB, 0, ROAD));
    assertEquals(3, RoadExit.priceCharged(TAB, 0, 2), "the second road class");
    assertEquals(1, RoadExit.priceCharged(TAB, 0, 3), "the third road class");
    assertEquals(1, RoadExit.priceCharged(TAB, 0, RAIL));
    assertEquals(2, RoadExit.priceCharged(TAB, 1, ROAD), "hex 1, not hex 0");
    assertEquals(6, RoadExit.priceCharged(TAB, 1, RAIL), "no railroad in hex 1: the terrain");
    assertEquals(1, RoadExit.priceCharged(TAB, 2, RAIL | ROAD));
  }

  @Test
  void theMemoOfOneHexNeverAnswersForTheNextHex() {
    RoadExit exit = new RoadExit();
    assertEquals(2, exit.surcharge(TAB, INFO, 0, ROAD, OFF));
    assertEquals(4, exit.surcharge(TAB, INFO, 1, ROAD, OFF), "hex 1: terrain 6, charged 2");
    assertEquals(2, exit.surcharge(TAB, INFO, 0, ROAD, OFF));
  }

  @Test
  void theMemoOfOneStateNeverAnswersForAnotherStateOfTheSameHex() {
    RoadExit exit = new RoadExit();
    assertEquals(0, exit.surcharge(TAB, INFO, 0, 0, OFF), "no road: nothing to lose");
    assertEquals(4, exit.surcharge(TAB, INFO, 1, ROAD, OFF));
    exit.prepare(TAB, INFO, 1, ROAD);
    assertEquals(0, exit.surcharge(TAB, INFO, 0, 0, OFF));
    exit.prepare(TAB, INFO, 1, ROAD);
    assertEquals(2, exit.surcharge(TAB, INFO, 0, ROAD, OFF));
  }

  @Test
  void theMemoOfOneTableNeverAnswersForAnotherTable() {
    RoadExit exit = new RoadExit();
    int[] muddy = TAB.clone();
    muddy[0] = 8;
    assertEquals(2, exit.surcharge(TAB, INFO, 0, ROAD, OFF));
    assertEquals(6, exit.surcharge(muddy, INFO, 0, ROAD, OFF), "terrain 8 in the other table");
    exit.prepare(TAB, INFO, 0, ROAD);
    assertEquals(6, exit.surcharge(muddy, INFO, 0, ROAD, OFF));
  }

  @Test
  void aPreparedNodeAnswersItsOwnStepsAndNoOtherNodes() {
    RoadExit exit = new RoadExit();
    exit.prepare(TAB, INFO, 1, ROAD);
    assertEquals(4, exit.surcharge(TAB, INFO, 1, ROAD, OFF));
    assertEquals(0, exit.surcharge(TAB, INFO, 1, ROAD, ALONG_ROAD));
    exit.prepare(TAB, INFO, 0, RAIL);
    assertEquals(3, exit.surcharge(TAB, INFO, 0, RAIL, OFF));
    exit.prepare(TAB, INFO, 1, ROAD);
    assertEquals(-1, exit.surcharge(TAB, INFO, 2, ROAD, OFF));
  }
}
