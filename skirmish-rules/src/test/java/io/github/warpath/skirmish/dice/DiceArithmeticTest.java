package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.state.GameState;
import java.util.List;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;

/**
 * The arithmetic of rolled moves (10.1.1 to 10.1.3 and 10.3): dice, the working of a roll as a
 * player reads it, and exact fractions.
 */
class DiceArithmeticTest {
  private static final GameState S = Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10));

  @Test
  void aRollIsOneToThreeDiceOfOneToSix() {
    assertEquals(List.of(3, 5), Dice.parse(" 3, 5").values());
    assertEquals(List.of(2, 4, 6), Dice.parse("2 4 6").values());
    assertEquals(3, Dice.of(1, 1, 1).count());
    assertEquals("[3, 5]", Dice.of(3, 5).toString());
    assertEquals("dice", assertThrows(InvalidInputException.class, () -> Dice.of()).field());
    assertEquals("dice", assertThrows(InvalidInputException.class, () -> Dice.of(1, 2, 3, 4))
        .field());
    assertEquals("dice", assertThrows(InvalidInputException.class, () -> Dice.of(0)).field());
    assertEquals("dice", assertThrows(InvalidInputException.class, () -> Dice.of(7)).field());
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> Dice.parse("3,9"));
    assertEquals("options.dice", e.field());
    assertTrue(e.getMessage().contains("'3,9'"), e.getMessage());
  }

  @Test
  void everyRollOfNDiceIsListedOnce() {
    List<Dice> two = Dice.all(2);
    assertEquals(36, two.size());
    assertEquals(List.of(1, 1), two.get(0).values());
    assertEquals(List.of(2, 1), two.get(1).values());
    assertEquals(List.of(6, 6), two.get(35).values());
    assertEquals(216, Dice.all(3).size());
    assertEquals(36, Dice.all(2).stream().map(Dice::values).distinct().count());
  }

  private static RolledDistance roll(Dice d, TerrainClass t, boolean lower, boolean higher,
      DiceRoll.Weight gun, int shock) {
    return DiceRoll.compute(d, t, lower, higher, gun, shock);
  }

  @Test
  void theWorkingOfARollSaysWhatWasDiscardedAndWhy() {
    assertEquals("3+5", roll(Dice.of(5, 3), TerrainClass.OPEN, false, false, null, 0).working());
    assertEquals("3+5, rough: -1 a die, crossing discards the lower: 4",
        roll(Dice.of(5, 3), TerrainClass.ROUGH, true, false, null, 0).working());
    assertEquals("3+5, crossing discards the higher: 3, shock -2",
        roll(Dice.of(3, 5), TerrainClass.OPEN, false, true, null, 2).working());
    assertEquals("3+5, crossing discards both: 0",
        roll(Dice.of(3, 5), TerrainClass.OPEN, true, true, null, 0).working());
    assertEquals("3+5, heavy going: lower discarded",
        roll(Dice.of(3, 5), TerrainClass.HEAVY_GOING, false, false, null, 0).working());
    assertEquals("5", roll(Dice.of(5), TerrainClass.OPEN, false, false, null, 0).working());
  }

  @Test
  void gunsDiscardByWeightAndADoubleKeepsOneDie() {
    RolledDistance light = roll(Dice.of(3, 5), TerrainClass.OPEN, false, false,
        DiceRoll.Weight.LIGHT, 0);
    assertEquals(8, light.full());
    assertEquals("3+5", light.working());
    RolledDistance medium = roll(Dice.of(3, 5), TerrainClass.OPEN, false, false,
        DiceRoll.Weight.MEDIUM, 0);
    assertEquals(5, medium.full());
    assertEquals("3+5, medium gun: lower discarded", medium.working());
    RolledDistance heavy = roll(Dice.of(3, 5), TerrainClass.OPEN, false, false,
        DiceRoll.Weight.HEAVY, 0);
    assertEquals(3, heavy.full());
    assertEquals("3+5, heavy gun: higher discarded", heavy.working());
    RolledDistance pair = roll(Dice.of(4, 4), TerrainClass.OPEN, false, false,
        DiceRoll.Weight.HEAVY, 0);
    assertEquals(4, pair.full());
    assertEquals("4+4, a double: one die", pair.working());
    RolledDistance heavyGoing = roll(Dice.of(4, 4), TerrainClass.HEAVY_GOING, false, false,
        DiceRoll.Weight.MEDIUM, 0);
    assertEquals(4, heavyGoing.full(), "one die left: heavy going has nothing to discard");
    assertEquals("4+4, a double: one die", heavyGoing.working());
    assertEquals(14, roll(Dice.of(3, 5, 6), TerrainClass.OPEN, false, false,
        DiceRoll.Weight.HEAVY, 0).full(), "weight discards apply to a gun's two dice only");
  }

  @Test
  void aRollReadsAsItsDistancesAndWorking() {
    RolledDistance r = roll(Dice.of(1, 4), TerrainClass.OPEN, true, false, null, 2);
    assertEquals(3, r.full());
    assertEquals(2, r.crossing());
    assertEquals("3\" (2\" crossing): 1+4, crossing discards the lower: 4, shock -2",
        r.toString());
    RolledDistance stopped = roll(Dice.of(1, 1), TerrainClass.OPEN, false, false, null, 5);
    assertEquals(0, stopped.full(), "never less than nothing");
    assertEquals(0, stopped.crossing());
  }

  @Test
  void fractionsAreExactAndInLowestTerms() {
    assertEquals(Fraction.of(5, 18), Fraction.of(10, 36));
    assertEquals(5, Fraction.of(10, 36).numerator());
    assertEquals(18, Fraction.of(10, 36).denominator());
    assertEquals(Fraction.of(5, 12), Fraction.of(1, 6).plus(Fraction.of(1, 4)));
    assertEquals(Fraction.ONE, Fraction.of(1, 2).plus(Fraction.of(3, 6)));
    assertEquals(Fraction.of(13, 18), Fraction.of(5, 18).complement());
    assertEquals(Fraction.ZERO, Fraction.ONE.complement());
    assertEquals(Fraction.ZERO, Fraction.of(0, 7));
    assertEquals(0.25, Fraction.of(9, 36).approximate(), 1e-15);
    assertEquals("5/18", Fraction.of(5, 18).toString());
    assertEquals("1", Fraction.of(36, 36).toString());
    assertTrue(Fraction.of(1, 3).compareTo(Fraction.of(2, 7)) > 0);
    assertEquals(0, Fraction.of(2, 6).compareTo(Fraction.of(1, 3)));
    for (long[] bad : new long[][] {{1, 0}, {1, -2}, {-1, 2}}) {
      assertEquals("fraction", assertThrows(InvalidInputException.class,
          () -> Fraction.of(bad[0], bad[1])).field());
    }
  }

  @Test
  void theDistanceQueryChecksTheNumberOfDiceOfTheMode() {
    InvalidInputException e = assertThrows(InvalidInputException.class, () -> Dx.RULES.distance(
        S, MoveQuery.of("t", "double"), Dice.of(3, 5), TerrainClass.OPEN, false, false));
    assertEquals("dice", e.field());
    assertTrue(e.getMessage().contains("double movement rolls 3 dice, got 2"), e.getMessage());
    assertTrue(assertThrows(InvalidInputException.class, () -> Dx.RULES.distance(S,
        MoveQuery.of("t", "face"), Dice.of(3), TerrainClass.OPEN, false, false)).getMessage()
        .contains("face movement rolls 0 dice"));
    assertEquals("mode", assertThrows(InvalidInputException.class, () -> Dx.RULES.distribution(
        S, MoveQuery.of("t", "stance"), TerrainClass.OPEN, false, false)).field());
  }

  @Test
  void crossingDistributionsKeepOneDieOfTwo() {
    SortedMap<Integer, Fraction> minor = Dx.RULES.distribution(S, MoveQuery.of("t", "normal"),
        TerrainClass.OPEN, true, false);
    assertEquals(Fraction.of(11, 36), minor.get(6), "the higher die is a 6 in 11 rolls");
    assertEquals(Fraction.of(1, 36), minor.get(1));
    SortedMap<Integer, Fraction> medium = Dx.RULES.distribution(S, MoveQuery.of("t", "normal"),
        TerrainClass.OPEN, false, true);
    assertEquals(Fraction.of(11, 36), medium.get(1), "the lower die is a 1 in 11 rolls");
    assertEquals(Fraction.of(1, 36), medium.get(6));
    SortedMap<Integer, Fraction> tactical = Dx.RULES.distribution(S, MoveQuery.of("t",
        "tactical"), TerrainClass.ROUGH, false, false);
    assertEquals(Fraction.of(1, 6), tactical.get(0), "a 1 less a pip is nothing");
    assertEquals(List.of(0, 1, 2, 3, 4, 5), List.copyOf(tactical.keySet()));
  }
}
