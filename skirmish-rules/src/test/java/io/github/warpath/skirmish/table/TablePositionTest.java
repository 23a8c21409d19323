package io.github.warpath.skirmish.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** Points and positions on a table: inches, floors, facing and how a player reads them. */
class TablePositionTest {

  @Test
  void aPointHasFiniteInchesAndAFloorOfZeroOrMore() {
    for (double[] xy : new double[][] {{Double.NaN, 1}, {1, Double.NaN},
        {Double.POSITIVE_INFINITY, 1}, {1, Double.NEGATIVE_INFINITY}}) {
      assertEquals("point", assertThrows(InvalidInputException.class,
          () -> TablePoint.of(xy[0], xy[1])).field());
    }
    assertEquals("point.level", assertThrows(InvalidInputException.class,
        () -> new TablePoint(1, 1, -1)).field());
    assertEquals(0, new TablePoint(1, 1, 0).level());
    assertEquals(2, TablePoint.of(1, 1).atLevel(2).level());
  }

  @Test
  void distancesOnTheTableIgnoreFloors() {
    TablePoint a = TablePoint.of(3, 4).atLevel(1);
    assertEquals(5.0, a.distanceTo(TablePoint.of(0, 0)), 1e-12);
    assertEquals(5.0, TablePoint.of(0, 0).distanceTo(a), 1e-12);
  }

  @Test
  void stepsTowardAPointStayOnTheirFloorAndMayOvershoot() {
    TablePoint a = TablePoint.of(2, 2).atLevel(1);
    assertEquals(new TablePoint(5, 6, 1), a.toward(TablePoint.of(8, 10), 5));
    assertEquals(new TablePoint(14, 18, 1), a.toward(TablePoint.of(8, 10), 20));
    assertSame(a, a.toward(TablePoint.of(2, 2), 3), "no direction: stays put");
    assertEquals(new TablePoint(2.5, 1, 1), a.plus(0.5, -1));
  }

  @Test
  void inchesPrintWithAtMostThreeDecimalsAndNoTrailingZeros() {
    assertEquals("6", TablePoint.inches(6));
    assertEquals("10", TablePoint.inches(10));
    assertEquals("6.25", TablePoint.inches(6.25));
    assertEquals("0.333", TablePoint.inches(1.0 / 3));
    assertEquals("12.5", TablePoint.inches(12.5));
    assertEquals("0", TablePoint.inches(-0.0001), "no negative zero");
    assertEquals("-2.5", TablePoint.inches(-2.5));
    assertEquals("(12.5, 3)", TablePoint.of(12.5, 3).toString());
    assertEquals("(4, 8) floor 1", TablePoint.of(4, 8).atLevel(1).toString());
  }

  @Test
  void aPositionPlacesAtLeastOneModel() {
    assertEquals("models", assertThrows(InvalidInputException.class,
        () -> TablePosition.of(List.of())).field());
    assertEquals("models", assertThrows(InvalidInputException.class,
        () -> TablePosition.ofXy()).field());
    assertEquals("models", assertThrows(InvalidInputException.class,
        () -> TablePosition.ofXy(1, 2, 3)).field());
    List<TablePoint> withNull = new ArrayList<>();
    withNull.add(null);
    assertThrows(NullPointerException.class, () -> TablePosition.of(withNull));
    TablePosition p = TablePosition.ofXy(1, 2, 3, 4);
    assertEquals(2, p.size());
    assertEquals(TablePoint.of(3, 4), p.model(1));
    assertEquals(List.of(TablePoint.of(1, 2), TablePoint.of(3, 4)), p.models());
    assertEquals(TablePosition.of(TablePoint.of(5, 6)), TablePosition.at(5, 6));
  }

  @Test
  void facingIsABearingFoldedIntoOneTurn() {
    TablePosition p = TablePosition.at(5, 5);
    assertEquals(OptionalDouble.empty(), p.facing());
    assertEquals(OptionalDouble.of(270), p.withFacing(-90).facing());
    assertEquals(OptionalDouble.of(0), p.withFacing(720).facing());
    assertEquals(OptionalDouble.of(45), p.withFacing(405).facing());
    assertEquals(OptionalDouble.of(359.5), p.withFacing(-0.5).facing());
    assertEquals(OptionalDouble.of(0), p.withFacing(-1e-17).facing(),
        "a hair below a full turn reads as no turn");
    assertEquals(OptionalDouble.empty(), p.withFacing(90).withoutFacing().facing());
    assertEquals("facing", assertThrows(InvalidInputException.class,
        () -> p.withFacing(Double.NaN)).field());
    assertEquals("facing", assertThrows(InvalidInputException.class,
        () -> p.withFacing(Double.POSITIVE_INFINITY)).field());
  }

  @Test
  void wholeTurnsBackwardsFaceTheSameWayAsNoTurn() {
    TablePosition north = TablePosition.at(5, 5).withFacing(0);
    assertEquals(north, TablePosition.at(5, 5).withFacing(-360));
    assertEquals(north, TablePosition.at(5, 5).withFacing(-720));
    assertEquals(north.hashCode(), TablePosition.at(5, 5).withFacing(-360).hashCode());
    assertEquals("(5, 5) facing 0", TablePosition.at(5, 5).withFacing(-360).toString());
  }

  @Test
  void movedOrReplacedModelsKeepTheFacingAndTheirFloors() {
    TablePosition p = TablePosition.of(TablePoint.of(1, 1).atLevel(1), TablePoint.of(2, 1))
        .withFacing(90);
    TablePosition moved = p.translate(3, -0.5);
    assertEquals(List.of(new TablePoint(4, 0.5, 1), TablePoint.of(5, 0.5)), moved.models());
    assertEquals(OptionalDouble.of(90), moved.facing());
    TablePosition other = p.withModels(List.of(TablePoint.of(7, 7)));
    assertEquals(List.of(TablePoint.of(7, 7)), other.models());
    assertEquals(OptionalDouble.of(90), other.facing());
  }

  @Test
  void positionsAreEqualWhenModelsAndFacingAre() {
    TablePosition a = TablePosition.ofXy(1, 2, 3, 4).withFacing(30);
    assertEquals(a, TablePosition.ofXy(1, 2, 3, 4).withFacing(390));
    assertEquals(a.hashCode(), TablePosition.ofXy(1, 2, 3, 4).withFacing(30).hashCode());
    assertNotEquals(a, TablePosition.ofXy(1, 2, 3, 4));
    assertNotEquals(a, TablePosition.ofXy(1, 2, 3, 5).withFacing(30));
    assertNotEquals(a.hashCode(), TablePosition.ofXy(1, 2, 3, 4).hashCode());
    assertNotEquals(a, "a");
  }

  @Test
  void aPositionReadsAsItsPointsAndFacing() {
    assertEquals("(3, 4)", TablePosition.at(3, 4).toString());
    assertEquals("[(3, 4), (4, 4)] facing 90",
        TablePosition.ofXy(3, 4, 4, 4).withFacing(90).toString());
    assertEquals("(3, 4) facing 12.5", TablePosition.at(3, 4).withFacing(12.5).toString());
  }

  @Test
  void aUnitAboardNamesItsVehicle() {
    assertEquals("aboard lorry", new Aboard("lorry").toString());
    assertEquals("vehicle", assertThrows(InvalidInputException.class, () -> new Aboard(" "))
        .field());
    assertEquals("vehicle", assertThrows(InvalidInputException.class, () -> new Aboard(null))
        .field());
    assertTrue(new Aboard("a").equals(new Aboard("a")));
  }
}
