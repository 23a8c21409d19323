package io.github.warpath.threat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.batch.Batch;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.testrules.PlainRules;
import io.github.warpath.testrules.TestRules;
import io.github.warpath.testrules.TestRules.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The units' ranges behind a threat map, on the test rules: clear hexes cost 1, and from a port
 * a unit that has not moved may spend its whole allowance to reach the depot box, from which it
 * lands on any other port and stops.
 */
class UnitRangesTest {
  private static final TestRules RULES = new TestRules();
  private static final HexMap BASE = TestRules.map(9, 9).build();
  private static final HexMap PORTS = BASE.toBuilder().hex(BASE.parse("0505"), Terrain.PORT)
      .hex(BASE.parse("0808"), Terrain.PORT).build();

  @Test
  void transportARangeThatReachesTheDepotIsMappedOnItsHexesOnly() {
    GameState s = TestRules.state(PORTS, TestRules.unit("u", "blue", PORTS, "0505", 2));
    ThreatQuery q = ThreatQuery.of("blue");
    ThreatMap t = ThreatMaps.of(RULES, s, q);
    Reach r = RULES.reach(ThreatMaps.situation(RULES, s, q), MoveQuery.of("u"));
    assertTrue(r.indexOf(Position.box(TestRules.DEPOT)) >= 0, "the depot is in the range");
    int hexes = 0;
    for (int i = 0; i < r.size(); i++) {
      if (r.hexIndex(i) >= 0) {
        hexes++;
        assertEquals(new UnitThreat("u", r.cost(i), r.mustStop(i)),
            t.hex(PORTS.hex(r.hexIndex(i))).unit("u"), PORTS.label(PORTS.hex(r.hexIndex(i))));
      }
    }
    assertEquals(r.size() - 1, hexes, "every entry of the range but the depot");
    assertEquals(hexes, t.hexes().size());
    assertEquals(new UnitThreat("u", Mp.of(2), true), t.hex(PORTS.parse("0808")).unit("u"),
        "landed from the depot, the whole allowance spent");
    assertNull(t.hex(PORTS.hex(0)));
  }

  @Test
  void afterAUnitsRangeFailsNoThreadTakesAnotherUnit() {
    AtomicInteger asked = new AtomicInteger();
    PlainRules failing = new PlainRules() {
      @Override
      public Reach reach(GameState state, MoveQuery query, SearchBuffers buffers) {
        asked.incrementAndGet();
        throw new IllegalStateException("the range of " + query.units().get(0) + " failed");
      }
    };
    GameState s = TestRules.state(BASE, TestRules.unit("a", "blue", BASE, "0202", 2),
        TestRules.unit("b", "blue", BASE, "0505", 2), TestRules.unit("c", "blue", BASE, "0808", 2));
    UnitRanges ranges = new UnitRanges(s, List.of("a", "b", "c"), "normal", false);
    List<String> failures = new ArrayList<>();
    // two workers' turns, one after the other on the batch's one thread
    try (Batch batch = Batch.of(failing, 1)) {
      batch.stream(List.of(0, 1).iterator(), (k, checker) -> {
        try {
          ranges.fill(checker);
        } catch (IllegalStateException e) {
          failures.add(e.getMessage());
        }
        return k;
      }, k -> { });
    }
    assertEquals(List.of("the range of a failed"), failures);
    assertEquals(1, asked.get(), "the second worker finds no unit left to take");
  }
}
