package io.github.warpath.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Row;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A verdict row made column by column as it is read holds the same values whichever columns are
 * read and in whatever order, and serializes as an ordinary row of those values.
 */
class VerdictRowTest {
  @ParameterizedTest
  @ValueSource(strings = {"example-road.json", "efs-mud-road.json", "squad-afv-village.json"})
  void columnsReadInAnyOrderHoldTheSameValues(String file) throws Exception {
    Scenario s = ScenarioReader.standard().read(LocalSpark.scenario(file), file);
    List<String> orders = SampleOrders.of(s, file.hashCode(), 6);
    OrderChecker forward = new OrderChecker(s);
    OrderChecker backward = new OrderChecker(s);
    int checked = 0;
    for (String line : orders) {
      Row a = forward.check(line);
      Row b = backward.check(line);
      if (!(a instanceof VerdictRow)) {
        continue; // bad input: an ordinary error row
      }
      checked++;
      assertEquals(VerdictRows.SCHEMA.length(), a.length(), line);
      Object[] first = new Object[a.length()];
      for (int i = 0; i < a.length(); i++) {
        first[i] = a.get(i);
      }
      for (int i = b.length() - 1; i >= 0; i--) {
        assertEquals(deep(first[i]), deep(b.get(i)), line + " column " + i);
        if (!VerdictRows.isScalar(i)) {
          assertSame(first[i], a.get(i), "a column that is built is built once");
        }
      }
      assertEquals(first[VerdictRows.SCHEMA.fieldIndex("legal")], a.getAs("legal"), line);

      Row copy = serialized(b);
      assertNotSame(VerdictRow.class, copy.getClass());
      assertEquals(deep(a), deep(copy), line);
    }
    assertTrue(checked > 10, file + ": rows checked " + checked);
  }

  /** A value with its rows and arrays as lists, to compare by content. */
  private static Object deep(Object v) {
    if (v instanceof Row r) {
      List<Object> values = new ArrayList<>();
      for (int i = 0; i < r.length(); i++) {
        values.add(deep(r.get(i)));
      }
      return values;
    }
    if (v instanceof Object[] array) {
      List<Object> values = new ArrayList<>();
      for (Object e : array) {
        values.add(deep(e));
      }
      return values;
    }
    return v;
  }

  private static Row serialized(Row row) throws IOException, ClassNotFoundException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(row);
    }
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(
        bytes.toByteArray()))) {
      return (Row) in.readObject();
    }
  }
}
