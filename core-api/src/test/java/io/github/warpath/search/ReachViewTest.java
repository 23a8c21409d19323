package io.github.warpath.search;

import static io.github.warpath.testrules.TestRules.state;
import static io.github.warpath.testrules.TestRules.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.testrules.TestRules;
import java.util.List;
import java.util.function.IntConsumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** A range is a view over the search buffers: its entries, their bounds and their lifetime. */
class ReachViewTest {
  private final TestRules rules = new TestRules();
  private final HexMap map = TestRules.map(10, 10).build();

  private List<IntConsumer> readers(Reach r) {
    return List.of(r::position, r::hexIndex, r::costTicks, r::mustStop, r::route, r::cost);
  }

  @Test
  void entriesOutsideTheRangeAreRefused() {
    GameState s = state(map, unit("a", "blue", map, "0505", 2));
    Reach r = rules.reach(s, MoveQuery.of("a"));
    assertEquals(19, r.size());
    for (IntConsumer read : readers(r)) {
      IndexOutOfBoundsException past = assertThrows(IndexOutOfBoundsException.class,
          () -> read.accept(19));
      assertEquals("entry 19 of 19", past.getMessage());
      assertThrows(IndexOutOfBoundsException.class, () -> read.accept(-1));
      read.accept(18);
      read.accept(0);
    }
  }

  @Test
  void everyReadOfARangeWhoseBuffersRanAnotherQueryIsRefused() {
    GameState s = state(map, unit("a", "blue", map, "0505", 2));
    SearchBuffers buffers = new SearchBuffers();
    Reach r = rules.reach(s, MoveQuery.of("a"), buffers);
    rules.reach(s, MoveQuery.of("a"), buffers);
    List<Executable> reads = List.of(r::size, () -> r.position(0), () -> r.hexIndex(0),
        () -> r.costTicks(0), () -> r.mustStop(0), () -> r.route(0), r::entries,
        r::edgesScanned, () -> r.indexOf(map.parse("0505")));
    for (Executable read : reads) {
      IllegalStateException e = assertThrows(IllegalStateException.class, read);
      assertEquals("this range was read from search buffers that have since run another query;"
          + " call entries() to keep a copy", e.getMessage());
    }
  }

  @Test
  void startAllowanceScaleAndTextStayThoseOfTheQueryAfterTheBuffersRunAnother() {
    SearchBuffers buffers = new SearchBuffers();
    Reach first = rules.reach(state(map, unit("a", "blue", map, "0101", 2),
        unit("b", "red", map, "0707", 3)), MoveQuery.of("a"), buffers);
    assertEquals("Reach{" + first.size() + " positions from 0101}", first.toString());
    Reach second = rules.reach(state(map, unit("a", "blue", map, "0101", 2),
        unit("b", "red", map, "0707", 3)), MoveQuery.of("b"), buffers);
    assertEquals(Position.hex(map.parse("0707")), second.start());
    assertEquals(Mp.of(3), second.allowance());
    assertEquals(Position.hex(map.parse("0101")), first.start());
    assertEquals(Mp.of(2), first.allowance());
    assertEquals(2, first.ticksPerMp());
    assertEquals("Reach{from 0101, read from search buffers that have since run another query}",
        first.toString());
  }

  @Test
  void theRangeKnowsItsStartAllowanceAndRoutes() {
    GameState s = state(map, unit("a", "blue", map, "0101", 2));
    SearchBuffers buffers = new SearchBuffers();
    Reach r = rules.reach(s, MoveQuery.of("a"), buffers);
    assertEquals(Position.hex(map.parse("0101")), r.start());
    assertEquals(Mp.of(2), r.allowance());
    assertEquals(2, r.ticksPerMp());
    assertEquals(0, r.indexOf(map.parse("0101")), "the start is entry 0 even at map index 0");
    assertTrue(r.contains(map.parse("0101")));
    assertEquals(0, r.hexIndex(0));
    int far = r.indexOf(map.parse("0103"));
    assertEquals(Mp.of(2), r.cost(far));
    assertEquals(List.of("0102", "0103"), r.route(far).steps().stream().map(x -> x.label())
        .toList());
    assertEquals(buffers.lastEdgesScanned(), r.edgesScanned());
    assertTrue(r.edgesScanned() > 8);
    assertEquals("Reach{" + r.size() + " positions from 0101}", r.toString());
    assertEquals(-1, r.indexOf(io.github.warpath.hex.Hex.of(40, 40)), "off the map");
    Reach middle = rules.reach(state(map, unit("a", "blue", map, "0505", 1)), MoveQuery.of("a"));
    assertEquals(Position.hex(map.parse("0505")), middle.start());
    assertEquals("Reach{7 positions from 0505}", middle.toString());
  }

  @Test
  void aRangeFromABoxIsDescribedByTheBoxsName() {
    HandGraph g = HandGraph.column(3, 1);
    int reserve = g.box("reserve");
    int inBox = g.boxNode(reserve, 0);
    g.startAt(inBox).legal(inBox, g.node("0101", 0), 2);
    Reach r = SearchEngine.reach(g, new SearchBuffers());
    assertEquals("Reach{2 positions from reserve}", r.toString());
    assertEquals(Position.box("reserve"), r.position(0));
  }
}
