package io.github.warpath.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.Step;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import io.github.warpath.state.Unit;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.catalyst.expressions.GenericRowWithSchema;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The common shape of an order in columns is read from them; every other shape is left to the
 * general reading, which gives the verdict or the error its JSON line gets.
 */
class PlainOrdersTest {
  private static final StructType SCHEMA = new StructType()
      .add("from", DataTypes.StringType).add("id", DataTypes.StringType)
      .add("mode", DataTypes.StringType)
      .add("path", DataTypes.createArrayType(DataTypes.StringType))
      .add("unit", DataTypes.StringType)
      .add("units", DataTypes.createArrayType(DataTypes.StringType));
  private static final OrderColumns COLUMNS = OrderColumns.of(SCHEMA, "_corrupt_record");

  private final Scenario scenario = ScenarioReader.standard().read(
      LocalSpark.scenario("example-road.json"), "example-road.json");
  private final HexMap map = scenario.state().hexMap();
  private final Unit unit = scenario.state().units().get(0);
  private final Hex next = unit.position().hexOrNull().neighbors().stream()
      .filter(map::contains).findFirst().orElseThrow();
  private final PlainOrders plain = new PlainOrders(scenario);

  private static Row row(Object from, Object id, Object mode, Object path, Object unit,
      Object units) {
    return new GenericRowWithSchema(new Object[] {from, id, mode, path, unit, units}, SCHEMA);
  }

  private static Object seq(String... texts) {
    return CollectionConverters.asScala(List.of(texts)).toSeq();
  }

  @Test
  void anOrderOfIdUnitAndLabelsIsReadFromItsColumns() {
    MoveOrder o = plain.read(row(null, "a1", null, seq(map.label(next)), unit.id(), null),
        COLUMNS);
    assertNotNull(o);
    assertEquals(List.of(unit.id()), o.query().units());
    assertEquals("", o.query().mode());
    assertEquals(List.of(Step.enter(next)), o.steps());
  }

  @Test
  void aModeNamedAsTheRuleSetNamesItIsReadFromItsColumn() {
    String mode = scenario.ruleSet().modes().get(0).id();
    MoveOrder o = plain.read(row(null, null, mode, seq(), unit.id(), null), COLUMNS);
    assertNotNull(o);
    assertEquals(mode, o.query().mode());
    assertEquals(List.of(), o.steps());
  }

  @Test
  void everyOtherShapeIsLeftToTheGeneralReading() {
    String label = map.label(next);
    assertNull(plain.read(row(label, "a", null, seq(label), unit.id(), null), COLUMNS), "from");
    assertNull(plain.read(row(null, "a", null, seq(label), null, seq(unit.id())), COLUMNS),
        "units");
    assertNull(plain.read(row(null, "a", null, seq(label), "no-such-unit", null), COLUMNS),
        "unknown unit");
    assertNull(plain.read(row(null, "a", "no-such-mode", seq(label), unit.id(), null),
        COLUMNS), "unknown mode");
    assertNull(plain.read(row(null, "a", null, seq(label, "9999"), unit.id(), null), COLUMNS),
        "a hex off the map");
    assertNull(plain.read(row(null, "a", null, seq(" " + label), unit.id(), null), COLUMNS),
        "a label not as the map writes it");
    assertNull(plain.read(row(null, "a", null, label, unit.id(), null), COLUMNS),
        "steps as text");
    assertNull(plain.read(row(null, "a", null, null, unit.id(), null), COLUMNS), "no path");
    assertNull(plain.read(row(null, 1.5, null, seq(label), unit.id(), null), COLUMNS),
        "a decimal id");
  }
}
