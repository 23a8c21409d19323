package io.github.warpath.hex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class HexTest {

  @Test
  void theSixNeighboursAreAtDistanceOneAndInClockwiseOrder() {
    Hex c = Hex.of(3, -2);
    List<Hex> ns = c.neighbors();
    assertEquals(List.of(Hex.of(3, -3), Hex.of(4, -3), Hex.of(4, -2), Hex.of(3, -1),
        Hex.of(2, -1), Hex.of(2, -2)), ns);
    for (Hex n : ns) {
      assertEquals(1, c.distanceTo(n));
      assertEquals(c, n.neighbor(c.directionTo(n).opposite().opposite().opposite()
          .opposite().opposite()));
    }
  }

  @Test
  void distanceIsTheCubeDistance() {
    assertEquals(0, Hex.ORIGIN.distanceTo(Hex.ORIGIN));
    assertEquals(3, Hex.of(0, 0).distanceTo(Hex.of(3, -3)));
    assertEquals(5, Hex.of(-2, 4).distanceTo(Hex.of(3, -1)));
    assertEquals(7, Hex.of(1, 1).distanceTo(Hex.of(-3, -2)));
    assertEquals(Hex.of(1, 1).distanceTo(Hex.of(-3, -2)), Hex.distance(1, 1, -3, -2));
  }

  @Test
  void cubeCoordinatesMustSumToZero() {
    assertEquals(Hex.of(1, 2), Hex.ofCube(1, 2, -3));
    assertEquals(-3, Hex.of(1, 2).s());
    assertThrows(IllegalArgumentException.class, () -> Hex.ofCube(1, 1, 1));
  }

  @Test
  void directionToIsNullForHexesThatAreNotAdjacent() {
    assertEquals(HexDirection.SE, Hex.ORIGIN.directionTo(Hex.of(1, 0)));
    assertNull(Hex.ORIGIN.directionTo(Hex.of(2, 0)));
    assertNull(Hex.ORIGIN.directionTo(Hex.ORIGIN));
  }

  @Test
  void ringsHaveSixTimesTheirRadiusAndSpiralsFillTheDisk() {
    Hex c = Hex.of(5, -1);
    assertEquals(List.of(c), c.ring(0));
    for (int k = 1; k <= 5; k++) {
      List<Hex> ring = c.ring(k);
      assertEquals(6 * k, ring.size());
      assertEquals(6 * k, new HashSet<>(ring).size());
      for (int i = 0; i < ring.size(); i++) {
        assertEquals(k, c.distanceTo(ring.get(i)));
        assertEquals(1, ring.get(i).distanceTo(ring.get((i + 1) % ring.size())),
            "consecutive ring hexes touch");
      }
    }
    assertEquals(List.of(Hex.of(4, 0), Hex.of(4, -1), Hex.of(5, -2), Hex.of(6, -2),
        Hex.of(6, -1), Hex.of(5, 0)), c.ring(1), "starts south-west, goes clockwise");
    assertEquals(1 + 3 * 4 * 5, new HashSet<>(c.spiral(4)).size());
    assertThrows(IllegalArgumentException.class, () -> c.ring(-1));
  }

  @Test
  void aLineVisitsDistancePlusOneHexesEachTouchingTheNext() {
    Hex a = Hex.of(-3, 2);
    Hex b = Hex.of(4, -5);
    List<Hex> line = a.lineTo(b);
    assertEquals(a.distanceTo(b) + 1, line.size());
    assertEquals(a, line.get(0));
    assertEquals(b, line.get(line.size() - 1));
    for (int i = 1; i < line.size(); i++) {
      assertTrue(line.get(i - 1).isAdjacentTo(line.get(i)));
    }
    assertEquals(List.of(a), a.lineTo(a));
    assertEquals(List.of(Hex.of(0, 0), Hex.of(0, -1), Hex.of(0, -2)),
        Hex.ORIGIN.lineTo(Hex.of(0, -2)));
  }

  @Test
  void directionsRotateAndCountTurnsTheShortWayRound() {
    assertEquals(HexDirection.S, HexDirection.N.opposite());
    assertEquals(HexDirection.SE, HexDirection.N.rotate(2));
    assertEquals(HexDirection.NW, HexDirection.N.rotate(-1));
    assertEquals(HexDirection.N, HexDirection.of(6));
    assertEquals(0, HexDirection.NE.turnsTo(HexDirection.NE));
    assertEquals(1, HexDirection.N.turnsTo(HexDirection.NW));
    assertEquals(2, HexDirection.N.turnsTo(HexDirection.SE));
    assertEquals(3, HexDirection.N.turnsTo(HexDirection.S));
    assertEquals(2, HexDirection.SW.turnsTo(HexDirection.N));
  }

  @Test
  void pointyTopMapsNameDirectionsAsTheTranspose() {
    assertEquals("N", HexDirection.N.compassName(HexLayout.FLAT_TOP));
    assertEquals("W", HexDirection.N.compassName(HexLayout.POINTY_TOP));
    assertEquals("E", HexDirection.S.compassName(HexLayout.POINTY_TOP));
    assertEquals("SE", HexDirection.SE.compassName(HexLayout.POINTY_TOP));
    double[] flat = HexLayout.FLAT_TOP.center(Hex.of(2, 1));
    double[] pointy = HexLayout.POINTY_TOP.center(Hex.of(2, 1));
    assertEquals(flat[0], pointy[1], 1e-12);
    assertEquals(flat[1], pointy[0], 1e-12);
    assertEquals(6, HexLayout.FLAT_TOP.corners(Hex.ORIGIN).length);
  }

  @Test
  void aHexsideHasOneValueFromEitherSide() {
    Hex a = Hex.of(2, 3);
    Set<Hexside> sides = new HashSet<>();
    for (HexDirection d : HexDirection.values()) {
      Hexside s = a.side(d);
      Hex b = a.neighbor(d);
      assertEquals(s, b.side(d.opposite()));
      assertEquals(s, Hexside.between(b, a));
      assertEquals(b, s.across(a));
      assertEquals(a, s.across(b));
      assertEquals(d, s.directionFrom(a));
      assertTrue(s.direction().index() < 3);
      sides.add(s);
    }
    assertEquals(6, sides.size());
    assertThrows(IllegalArgumentException.class, () -> Hexside.between(a, Hex.of(9, 9)));
    assertThrows(IllegalArgumentException.class, () -> a.side(HexDirection.N).across(Hex.ORIGIN));
  }

  @Test
  void alongAHexsideALineKeepsToOneSideAndItsReverseCrossesTheSameHexes() {
    Hex o = Hex.ORIGIN;
    assertEquals(List.of(o, Hex.of(1, 0), Hex.of(2, -1)), o.lineTo(Hex.of(2, -1)));
    assertEquals(List.of(o, Hex.of(0, 1), Hex.of(1, 1)), o.lineTo(Hex.of(1, 1)));
    assertEquals(List.of(o, Hex.of(0, 1), Hex.of(-1, 2)), o.lineTo(Hex.of(-1, 2)));
    assertEquals(List.of(o, Hex.of(-1, 1), Hex.of(-2, 1)), o.lineTo(Hex.of(-2, 1)));
    assertEquals(List.of(o, Hex.of(-1, 0), Hex.of(-1, -1)), o.lineTo(Hex.of(-1, -1)));
    assertEquals(List.of(o, Hex.of(1, -1), Hex.of(1, -2)), o.lineTo(Hex.of(1, -2)));
    assertEquals(List.of(o, Hex.of(1, 0), Hex.of(2, -1), Hex.of(3, -1), Hex.of(4, -2)),
        o.lineTo(Hex.of(4, -2)));
    assertEquals(List.of(o, Hex.of(1, 0), Hex.of(2, 0), Hex.of(3, -1), Hex.of(4, -1),
        Hex.of(5, -1)), o.lineTo(Hex.of(5, -1)));
    Hex a = Hex.of(-2, 3);
    for (Hex b : List.of(Hex.of(0, 2), Hex.of(2, 1), Hex.of(1, 3), Hex.of(-4, 4), Hex.of(3, -2),
        Hex.of(-3, 1))) {
      List<Hex> back = new java.util.ArrayList<>(b.lineTo(a));
      java.util.Collections.reverse(back);
      assertEquals(a.lineTo(b), back, "from " + a + " to " + b);
    }
  }

  @Test
  void aLineAlongAHexsideTakesTheSameSideWhereverItLies() {
    Hex o = Hex.ORIGIN;
    Hex down = Hex.of(0, 1);
    assertEquals(o.lineTo(Hex.of(1, 1)).get(1).minus(o),
        down.lineTo(Hex.of(1, 2)).get(1).minus(down), "shifted by one row");
    java.util.SplittableRandom rnd = new java.util.SplittableRandom(20_211);
    int ties = 0;
    for (int i = 0; i < 20_000; i++) {
      Hex a = Hex.of(rnd.nextInt(-60, 61), rnd.nextInt(-60, 61));
      Hex b = a.plus(Hex.of(rnd.nextInt(-12, 13), rnd.nextInt(-12, 13)));
      Hex shift = Hex.of(rnd.nextInt(-500, 501), rnd.nextInt(-500, 501));
      List<Hex> line = a.lineTo(b);
      List<Hex> moved = a.plus(shift).lineTo(b.plus(shift));
      for (int k = 0; k < line.size(); k++) {
        assertEquals(line.get(k).plus(shift), moved.get(k), "step " + k + " of " + a + " to " + b
            + " shifted by " + shift);
      }
      Hex d = b.minus(a);
      if (d.q() == d.r() || d.q() == d.s() || d.r() == d.s()) {
        ties++;
      }
    }
    assertTrue(ties > 1000, "lines along hexsides tried: " + ties);
  }

  @Test
  void roundingFixesTheCoordinateThatWasFurthestOff() {
    assertEquals(Hex.of(1, 0), Hex.round(0.4, 0.3, -0.7), "q was furthest off");
    assertEquals(Hex.of(0, 1), Hex.round(0.3, 0.4, -0.7), "r was furthest off");
    assertEquals(Hex.of(0, 0), Hex.round(0.3, 0.3, -0.6), "s was furthest off");
    assertEquals(Hex.of(2, -1), Hex.round(1.6, -0.45, -1.15));
    assertEquals(Hex.of(-2, 1), Hex.round(-1.6, 0.45, 1.15));
  }

  @Test
  void vectorArithmeticIsComponentWise() {
    assertEquals(Hex.of(3, -4), Hex.of(5, -1).minus(Hex.of(2, 3)));
    assertEquals(Hex.of(7, 2), Hex.of(5, -1).plus(Hex.of(2, 3)));
    assertEquals(Hex.of(-10, 2), Hex.of(5, -1).times(-2));
    assertEquals(List.of(Hex.of(4, 4)), Hex.of(4, 4).spiral(0));
    assertEquals(7, Hex.of(4, 4).spiral(1).size());
    assertEquals("Hex(1, -2)", Hex.of(1, -2).toString());
  }

  @Test
  void aHexsideNamesItsTwoHexesOwnerFirst() {
    Hex a = Hex.of(2, 3);
    assertEquals(List.of(a, Hex.of(2, 2)), a.side(HexDirection.N).hexes());
    assertEquals(List.of(Hex.of(2, 4), a), a.side(HexDirection.S).hexes());
    assertEquals("Hexside(2, 4, N)", a.side(HexDirection.S).toString());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> a.side(HexDirection.N).directionFrom(Hex.ORIGIN));
    assertEquals("Hex(0, 0) is not on either side of Hexside(2, 3, N)", e.getMessage());
    assertEquals(HexDirection.S, a.side(HexDirection.N).directionFrom(Hex.of(2, 2)));
  }

  @Test
  void centresAndCornersAreInUnitsOfTheOuterRadius() {
    double r3 = Math.sqrt(3);
    double[] flat = HexLayout.FLAT_TOP.center(Hex.of(2, 1));
    assertEquals(3.0, flat[0], 1e-12);
    assertEquals(2 * r3, flat[1], 1e-12);
    double[] other = HexLayout.FLAT_TOP.center(Hex.of(-1, 3));
    assertEquals(-1.5, other[0], 1e-12);
    assertEquals(2.5 * r3, other[1], 1e-12);
    double[][] c = HexLayout.FLAT_TOP.corners(Hex.of(2, 1));
    double[][] expected = {{4, 2 * r3}, {3.5, 2.5 * r3}, {2.5, 2.5 * r3}, {2, 2 * r3},
        {2.5, 1.5 * r3}, {3.5, 1.5 * r3}};
    for (int i = 0; i < 6; i++) {
      assertEquals(expected[i][0], c[i][0], 1e-9, "flat corner " + i);
      assertEquals(expected[i][1], c[i][1], 1e-9, "flat corner " + i);
    }
    double[][] p = HexLayout.POINTY_TOP.corners(Hex.of(2, 1));
    for (int i = 0; i < 6; i++) {
      // the transpose of the flat picture, taken in reverse to keep the order clockwise
      assertEquals(expected[(6 - i) % 6][1], p[i][0], 1e-9, "pointy corner " + i);
      assertEquals(expected[(6 - i) % 6][0], p[i][1], 1e-9, "pointy corner " + i);
    }
  }

  @Test
  void cornersRunClockwiseOnTheScreenInBothLayouts() {
    for (HexLayout layout : HexLayout.values()) {
      double[][] c = layout.corners(Hex.of(-3, 5));
      double twiceArea = 0;
      for (int i = 0; i < 6; i++) {
        double[] a = c[i];
        double[] b = c[(i + 1) % 6];
        twiceArea += a[0] * b[1] - b[0] * a[1];
      }
      // with y growing downwards, a positive shoelace sum is a clockwise turn on the screen
      assertEquals(3 * Math.sqrt(3), twiceArea, 1e-9, layout + " corners run clockwise");
    }
  }
}
