package io.github.warpath.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.scenario.Results;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.math.BigDecimal;
import java.util.List;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;

/**
 * Range sweeps: one row per unit, or per start hex of one unit, with the range's size and, on
 * request, every position and cost, equal to the ranges the library computes in process.
 */
class ReachSweepTest {
  private final WarpathSpark warpath = WarpathSpark.of(LocalSpark.session(),
      LocalSpark.scenario("efs-mud-road.json"), "efs-mud-road.json");

  @Test
  void everyUnitsRangeWithPositionsAndCostsEqualsTheInProcessRange() {
    Scenario s = warpath.scenario();
    List<Row> rows = warpath.reach(warpath.unitQueries(), true).collectAsList();
    assertEquals(s.state().units().size(), rows.size());
    for (int i = 0; i < rows.size(); i++) {
      Unit unit = s.state().units().get(i);
      Row row = rows.get(i);
      Reach reach = s.hexRules().reach(s.state(), MoveQuery.of(unit.id()));
      assertEquals(unit.id(), row.getAs("id"));
      assertEquals(List.of(unit.id()), row.getList(row.fieldIndex("units")));
      assertEquals(s.ruleSet().id(), row.getAs("ruleSet"));
      assertEquals(Results.position(s, unit.position()).text(), row.getAs("start"));
      assertEquals(reach.allowance().twelfths(), (int) row.getAs("allowanceTwelfths"));
      assertEquals(reach.size(), (int) row.getAs("size"), unit.id());
      List<Row> entries = row.getList(row.fieldIndex("reach"));
      assertEquals(reach.size(), entries.size());
      for (int k = 0; k < entries.size(); k++) {
        Row e = entries.get(k);
        assertEquals(Results.position(s, reach.position(k)).text(), e.getAs("position"));
        assertEquals(reach.cost(k).twelfths(), (int) e.getAs("costTwelfths"));
        assertEquals(0, new BigDecimal(reach.cost(k).toDecimalString())
            .compareTo(e.getAs("cost")));
        assertEquals(reach.mustStop(k), e.getAs("mustStop"));
      }
      assertEquals(0, reach.cost(0).twelfths(), "the start costs nothing");
    }
  }

  @Test
  void oneRowPerStartHexWithTheSizeOfTheRangeFromThere() {
    Scenario s = warpath.scenario();
    Unit unit = s.state().units().get(0);
    HexMap map = s.state().hexMap();
    List<Row> rows = warpath.reach(warpath.startQueries(unit.id()), false).collectAsList();
    assertEquals(map.size(), rows.size());
    for (int i = 0; i < map.size(); i += 7) {
      Row row = rows.get(i);
      String label = map.label(i);
      assertEquals(label, row.getAs("id"));
      assertNull(row.getAs("reach"), "positions only on request");
      Reach reach = s.hexRules().reach(s.state(),
          MoveQuery.of(unit.id()).withStart(Position.hex(map.hex(i))));
      assertEquals(label, row.getAs("start"));
      assertEquals(reach.size(), (int) row.getAs("size"), label);
    }
  }

  @Test
  void aBadQueryGivesAnErrorRowNamingTheField() {
    List<Row> rows = warpath.reach(LocalSpark.session().createDataset(List.of(
        "{\"id\": \"q1\", \"unit\": \"nobody\"}",
        "{\"id\": \"q2\", \"unit\": \"" + warpath.scenario().state().units().get(0).id()
            + "\", \"path\": []}"), Encoders.STRING()), false).collectAsList();
    Row unknown = rows.get(0).getStruct(rows.get(0).fieldIndex("error"));
    assertEquals("q1", rows.get(0).getAs("id"));
    assertEquals("unit", unknown.getAs("path"));
    assertTrue(((String) unknown.getAs("problem")).contains("nobody"), unknown.toString());
    Row extra = rows.get(1).getStruct(rows.get(1).fieldIndex("error"));
    assertEquals("path", extra.getAs("path"));
    assertNull(rows.get(1).getAs("size"));
  }

  @Test
  void startQueriesForAnUnknownUnitFailOnTheDriver() {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> warpath.startQueries("nobody"));
    assertTrue(e.getMessage().contains("nobody"), e.getMessage());
  }
}
