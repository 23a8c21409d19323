package io.github.warpath.spark;

import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import java.io.Serializable;
import java.util.Objects;

/**
 * A scenario as it travels to executors: its JSON text, read into a {@link Scenario} at most once
 * per copy. Spark keeps one copy of a broadcast value per executor, so the tasks of an executor
 * share one read scenario (scenarios are immutable and thread-safe).
 */
final class ScenarioSource implements Serializable {
  private static final long serialVersionUID = 1L;

  private final String json;
  private final String name;
  private transient volatile Scenario scenario;

  /**
   * Reads the scenario at once, so that bad input fails on the driver with a located message.
   *
   * @param json the scenario file's text
   * @param name a name for messages, such as the file name
   */
  ScenarioSource(String json, String name) {
    this.json = Objects.requireNonNull(json, "json");
    this.name = Objects.requireNonNull(name, "name");
    this.scenario = ScenarioReader.standard().read(json, name);
  }

  /**
   * The scenario, read on first use in this JVM.
   *
   * @return the scenario
   */
  Scenario scenario() {
    Scenario s = scenario;
    if (s == null) {
      synchronized (this) {
        s = scenario;
        if (s == null) {
          s = ScenarioReader.standard().read(json, name);
          scenario = s;
        }
      }
    }
    return s;
  }
}
