package io.github.warpath.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The located JSON tree: locations, paths, typed access and writing. */
class JsonValueTest {
  private static final String DOC = "{\n  \"a\": [1, {\"b.c\": \"x\"}],\n  \"n\": 2.50\n}";

  @Test
  void everyValueKnowsItsLineColumnAndPath() {
    JsonValue root = JsonValue.parse(DOC, "d.json");
    JsonValue x = root.get("a").elements().get(1).get("b.c");
    assertEquals(2, x.line());
    assertEquals(20, x.column());
    assertEquals("a[1][\"b.c\"]", x.path());
    assertEquals("d.json:2:20: a[1][\"b.c\"]: bad", x.fail("bad").getMessage());
    assertEquals(x, root.find("a[1][\"b.c\"]"));
    assertEquals(root.get("a"), root.find("a[7]"), "the deepest value the path reaches");
  }

  @Test
  void linesOfAJsonLinesFileCountFromTheFile() {
    JsonValue v = JsonValue.parseLine("{\"k\": true}", "o.jsonl", 12);
    assertEquals(12, v.get("k").line());
    assertEquals("o.jsonl:12:2: not valid JSON: Unexpected end-of-input: expected close marker"
        + " for Object", assertThrows(ScenarioException.class,
            () -> JsonValue.parseLine("{", "o.jsonl", 12)).getMessage());
  }

  @Test
  void numbersKeepTheirWrittenFormAndWholeNumbersAreChecked() {
    JsonValue root = JsonValue.parse(DOC, "d.json");
    assertEquals("2.50", root.get("n").scalarText());
    assertEquals("d.json:3:8: n: expected a whole number, got 2.50",
        assertThrows(ScenarioException.class, () -> root.get("n").integer(0, 9)).getMessage());
    assertEquals(1, root.get("a").elements().get(0).integer(0, 9));
  }

  @Test
  void writingKeepsMemberOrderAndEscapes() {
    JsonValue v = JsonValue.object().put("z", "a\"b\\c\nd").put("a", 1)
        .put("list", JsonValue.ofTexts(List.of("x", "y"))).put("nothing", (String) null)
        .build();
    assertEquals("{\"z\":\"a\\\"b\\\\c\\nd\",\"a\":1,\"list\":[\"x\",\"y\"],\"nothing\":null}",
        v.toJson());
    assertEquals("{\n  \"z\": \"a\\\"b\\\\c\\nd\",\n  \"a\": 1,\n  \"list\": [\"x\", \"y\"],\n"
        + "  \"nothing\": null\n}\n", v.toPrettyJson());
    assertEquals(v, JsonValue.parse(v.toJson(), "again"));
  }

  @Test
  void misspelledNamesGetASuggestion() {
    assertEquals("allowance", JsonValue.closest("alowance", List.of("id", "allowance")));
    assertEquals("movement-class", JsonValue.closest("movement", List.of("movement-class")));
    assertNull(JsonValue.closest("zzz", List.of("id", "allowance")));
  }
}
