package io.github.warpath.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What a unit has done in the current phase, order after order. */
class PhaseMovementTest {
  private static final Position FIRST = Position.hex(Hex.of(0, 0));
  private static final Position SECOND = Position.hex(Hex.of(0, 2));

  @Test
  void aFactIsRememberedOnlyWhenTheLatestOrderLeftIt() {
    PhaseMovement road = PhaseMovement.after(Optional.empty(), FIRST, Mp.of(1), "normal",
        List.of("on-road"));
    assertTrue(road.has("on-road"));
    assertFalse(road.has("in-column"));
    PhaseMovement off = PhaseMovement.after(Optional.of(road), SECOND, Mp.ofHalves(3), "normal",
        List.of());
    assertFalse(off.has("on-road"), "the facts are those of the new order");
    assertEquals(Set.of(), off.facts());
  }

  @Test
  void aFurtherOrderAddsItsPointsAndKeepsWhereThePhaseBegan() {
    PhaseMovement first = PhaseMovement.after(Optional.empty(), FIRST, Mp.of(1), "normal",
        List.of());
    PhaseMovement second = PhaseMovement.after(Optional.of(first), SECOND, Mp.ofHalves(3),
        "road", List.of("on-road"));
    assertEquals(FIRST, second.phaseStart());
    assertEquals(Mp.ofHalves(5), second.spent());
    assertEquals("road", second.mode());
  }
}
