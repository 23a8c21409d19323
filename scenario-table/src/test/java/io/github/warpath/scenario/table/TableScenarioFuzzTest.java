package io.github.warpath.scenario.table;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioException;
import io.github.warpath.scenario.ScenarioWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Tables with wrong geometry never crash the reader: the table examples with numbers replaced
 * (huge, negative, zero, off the table, crossing outlines), points and features dropped or
 * repeated are read, or refused with a located {@link ScenarioException}; what is read writes
 * back and reads again to the same text.
 */
class TableScenarioFuzzTest {
  private static final String[] NUMBERS = {"0", "-1", "1e400", "1e-400", "2e9", "0.5", "36",
      "24.0001", "-0", "99", "3.25"};

  private static List<JsonValue> examples() {
    List<JsonValue> out = new ArrayList<>();
    for (Path p : TableExamples.all()) {
      try {
        out.add(JsonValue.parse(Files.readString(p), p.toString()));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return out;
  }

  /** A copy of the value with a few random changes to its numbers and lists. */
  private static JsonValue damage(JsonValue v, SplittableRandom rnd, double rate) {
    if (v.isNumber() && rnd.nextDouble() < rate) {
      return rnd.nextBoolean() ? JsonValue.ofNumber(new BigDecimal(NUMBERS[rnd.nextInt(
          NUMBERS.length)])) : JsonValue.ofNumber(BigDecimal.valueOf(rnd.nextDouble() * 50 - 5));
    }
    if (v.isArray()) {
      List<JsonValue> out = new ArrayList<>();
      for (JsonValue e : v.elements()) {
        double roll = rnd.nextDouble();
        if (roll < rate / 2) {
          continue;
        }
        out.add(damage(e, rnd, rate));
        if (roll > 1 - rate / 2) {
          out.add(damage(e, rnd, rate));
        }
      }
      return JsonValue.ofArray(out);
    }
    if (v.isObject()) {
      JsonValue.ObjectBuilder b = JsonValue.object();
      for (Map.Entry<String, JsonValue> e : v.members().entrySet()) {
        b.put(e.getKey(), damage(e.getValue(), rnd, rate));
      }
      return b.build();
    }
    return v;
  }

  @FuzzTest(maxDuration = "60s")
  void wrongTablesAreReadOrRefusedWithALocatedMessage(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    List<JsonValue> examples = examples();
    for (int round = 0; round < 200; round++) {
      JsonValue damaged = damage(examples.get(rnd.nextInt(examples.size())), rnd,
          0.02 + rnd.nextDouble() * 0.1);
      Scenario s;
      try {
        s = TableFormatTest.READER.read(damaged.toPrettyJson(), "damaged.json");
      } catch (ScenarioException ex) {
        assertTrue(ex.getMessage().startsWith("damaged.json:"), ex.getMessage());
        assertTrue(!ex.problem().isBlank(), ex.getMessage());
        continue;
      }
      String written = ScenarioWriter.write(s);
      assertTrue(written.equals(ScenarioWriter.write(TableFormatTest.READER.read(written,
          "written.json"))), written);
    }
  }
}
