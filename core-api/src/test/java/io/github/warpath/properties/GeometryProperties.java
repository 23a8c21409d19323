package io.github.warpath.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.hex.Hexside;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Laws of the hex geometry and the label numbering, over random hexes and random VASSAL
 * numbering settings. Each input seeds a few hundred cases; in regression mode the committed
 * inputs run, with {@code JAZZER_FUZZ=1} the fuzzer explores seeds.
 */
class GeometryProperties {

  private static Hex randomHex(SplittableRandom rnd, int span) {
    return Hex.of(rnd.nextInt(-span, span + 1), rnd.nextInt(-span, span + 1));
  }

  @FuzzTest(maxDuration = "20s")
  void distanceIsAMetricAndNeighboursAreAtOne(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int i = 0; i < 500; i++) {
      Hex a = randomHex(rnd, 1000);
      Hex b = randomHex(rnd, 1000);
      Hex c = randomHex(rnd, 1000);
      assertEquals(a.distanceTo(b), b.distanceTo(a));
      assertEquals(a.equals(b), a.distanceTo(b) == 0);
      assertTrue(a.distanceTo(c) <= a.distanceTo(b) + b.distanceTo(c));
      assertEquals(a.distanceTo(b), a.plus(c).distanceTo(b.plus(c)), "translation invariant");
      HexDirection d = HexDirection.of(rnd.nextInt(6));
      assertEquals(1, a.distanceTo(a.neighbor(d)));
      assertEquals(a, a.neighbor(d).neighbor(d.opposite()));
      assertEquals(a.side(d), a.neighbor(d).side(d.opposite()));
      assertEquals(Hexside.between(a, a.neighbor(d)).hexes().size(), 2);
    }
  }

  @FuzzTest(maxDuration = "20s")
  void linesAreContiguousAndAsLongAsTheDistance(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int i = 0; i < 200; i++) {
      Hex a = randomHex(rnd, 40);
      Hex b = randomHex(rnd, 40);
      List<Hex> line = a.lineTo(b);
      assertEquals(a.distanceTo(b) + 1, line.size());
      assertEquals(a, line.get(0));
      assertEquals(b, line.get(line.size() - 1));
      for (int k = 1; k < line.size(); k++) {
        assertEquals(1, line.get(k - 1).distanceTo(line.get(k)));
        assertEquals(k, a.distanceTo(line.get(k)));
      }
    }
  }

  @FuzzTest(maxDuration = "30s")
  void labelsRoundTripUnderAnyVassalNumbering(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int round = 0; round < 60; round++) {
      boolean columnFirst = rnd.nextBoolean();
      HexNumbering.Builder b = HexNumbering.builder()
          .columnFirst(columnFirst)
          .stagger(rnd.nextBoolean())
          .sideways(rnd.nextBoolean())
          .columnOffset(rnd.nextInt(-2, 3))
          .rowOffset(rnd.nextInt(-2, 3))
          .prefix(rnd.nextBoolean() ? "" : "w");
      boolean separated = rnd.nextBoolean();
      if (separated) {
        b.separator(rnd.nextBoolean() ? "." : ",");
      }
      if (rnd.nextInt(4) == 0) {
        b.columnType(HexNumbering.PartType.ALPHABETIC);
      }
      if (separated && rnd.nextInt(4) == 0) {
        b.rowType(HexNumbering.PartType.ALPHABETIC);
      }
      b.columnLeading(rnd.nextInt(0, 3)).rowLeading(rnd.nextInt(1, 3));
      if (!separated) {
        // without a separator the second part is read at its padded width, so it must fit
        if (columnFirst) {
          b.rowLeading(2);
        } else {
          b.columnLeading(2);
        }
      }
      int maxC = rnd.nextInt(10, 70);
      int maxR = rnd.nextInt(10, 70);
      if (rnd.nextBoolean()) {
        b.columnsDescending(maxC);
      }
      if (rnd.nextBoolean()) {
        b.rowsDescending(maxR);
      }
      HexNumbering n = b.build();
      for (int i = 0; i < 40; i++) {
        // positions a board of this size can have, numbered without negative parts
        int c = rnd.nextInt(0, maxC - 1);
        int r = rnd.nextInt(0, maxR - 1);
        Hex h = HexNumbering.fromRaw(c, r);
        String label = n.label(h);
        if (label.contains("-")) {
          continue;
        }
        assertEquals(h, n.parse(label), () -> label + " under " + n);
        assertEquals(c, HexNumbering.rawColumn(h));
        assertEquals(r, HexNumbering.rawRow(h));
      }
    }
  }
}
