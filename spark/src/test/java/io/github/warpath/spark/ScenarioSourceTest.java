package io.github.warpath.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import org.junit.jupiter.api.Test;

/** The broadcast scenario travels as its text and is read again, once, where it lands. */
class ScenarioSourceTest {
  @Test
  void aSerializedCopyReadsTheSameStateOnceAndKeepsIt() throws IOException,
      ClassNotFoundException {
    ScenarioSource source = new ScenarioSource(LocalSpark.scenario("squad-afv-village.json"),
        "village");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(source);
    }
    ScenarioSource copy;
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(
        bytes.toByteArray()))) {
      copy = (ScenarioSource) in.readObject();
    }
    assertEquals(source.scenario().state().units(), copy.scenario().state().units());
    assertEquals(source.scenario().state().toString(), copy.scenario().state().toString());
    assertEquals(source.scenario().ruleSet().id(), copy.scenario().ruleSet().id());
    assertSame(copy.scenario(), copy.scenario());
  }
}
