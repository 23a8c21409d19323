package io.github.warpath.threat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The query and the values of a threat map on their own. */
class ThreatQueryTest {
  @Test
  void aQueryNamesItsSideAndAtLeastOneThread() {
    InvalidInputException side = assertThrows(InvalidInputException.class,
        () -> ThreatQuery.of(" "));
    assertEquals("side", side.field());
    InvalidInputException threads = assertThrows(InvalidInputException.class,
        () -> ThreatQuery.of("blue").onThreads(0));
    assertEquals("threads", threads.field());
    assertEquals("threads: at least 1 thread, got 0", threads.getMessage());
    assertEquals(1, ThreatQuery.of("blue").onThreads(1).threads());
  }

  @Test
  void eachCopyChangesOneFieldOnly() {
    ThreatQuery q = ThreatQuery.of("blue");
    assertEquals(new ThreatQuery("blue", "", "", false, 1), q);
    assertEquals(new ThreatQuery("blue", "mech", "", false, 1), q.inPhase("mech"));
    assertEquals(new ThreatQuery("blue", "", "road", false, 1), q.inMode("road"));
    assertEquals(new ThreatQuery("blue", "", "", true, 1), q.withZones(true));
    assertEquals(new ThreatQuery("blue", "", "", false, 3), q.onThreads(3));
    ThreatQuery all = q.inPhase("p").inMode("m").withZones(true).onThreads(2);
    assertEquals(new ThreatQuery("blue", "p", "m", true, 2), all);
    assertEquals(new ThreatQuery("blue", "q", "m", true, 2), all.inPhase("q"));
    assertEquals(new ThreatQuery("blue", "p", "n", true, 2), all.inMode("n"));
    assertEquals(new ThreatQuery("blue", "p", "m", false, 2), all.withZones(false));
  }

  @Test
  void aHexWhereEveryUnitMustStopAndOneWhereSomeMayGoOn() {
    Hex h = new Hex(1, 1);
    UnitThreat stop = new UnitThreat("a", Mp.of(1), true);
    UnitThreat goOn = new UnitThreat("b", Mp.of(2), false);
    assertTrue(new ThreatHex(h, List.of(stop), List.of()).mustStopForAll());
    assertFalse(new ThreatHex(h, List.of(stop, goOn), List.of()).mustStopForAll());
    assertFalse(new ThreatHex(h, List.of(goOn, stop), List.of()).mustStopForAll());
    assertFalse(new ThreatHex(h, List.of(), List.of("a")).mustStopForAll());
    assertFalse(new ThreatHex(h, List.of(), List.of("a")).reachable());
    assertTrue(new ThreatHex(h, List.of(goOn), List.of()).reachable());
    assertEquals(goOn, new ThreatHex(h, List.of(stop, goOn), List.of()).unit("b"));
  }

  @Test
  void aMapOfPlainListsFindsItsHexesAndCountsThem() {
    Hex h = new Hex(1, 1);
    Hex g = new Hex(1, 2);
    ThreatHex reached = new ThreatHex(h, List.of(new UnitThreat("a", Mp.of(1), false),
        new UnitThreat("b", Mp.of(1), true)), List.of());
    ThreatHex zoned = new ThreatHex(g, List.of(), List.of("a"));
    ThreatMap t = new ThreatMap("blue", "", "", true, List.of("a", "b"),
        List.of(reached, zoned));
    assertEquals(reached, t.hex(h));
    assertEquals(zoned, t.hex(g));
    assertEquals(null, t.hex(new Hex(2, 2)));
    assertEquals(1, t.reachableCount());
    assertEquals(2, t.maxUnits());
  }
}
