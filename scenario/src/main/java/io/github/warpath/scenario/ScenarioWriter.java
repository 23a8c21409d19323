package io.github.warpath.scenario;

import io.github.warpath.Mp;
import io.github.warpath.map.Board;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Unit;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes scenarios as scenario files that {@link ScenarioReader} reads back to an equal state:
 * the same map (terrain written as rows of codes with a generated legend, hexside features
 * grouped by feature), units, markers, environment and chart overrides. Fields that hold their
 * default value are left out. Equal scenarios give byte-identical text.
 */
public final class ScenarioWriter {
  private ScenarioWriter() {}

  /**
   * The scenario as a JSON document.
   *
   * @param scenario the scenario
   * @return the document
   */
  public static JsonValue toJson(Scenario scenario) {
    GameState s = scenario.state();
    Board board = s.board();
    BoardFormat format = scenario.boardFormat();
    JsonValue.ObjectBuilder root = JsonValue.object().put("version", ScenarioReader.VERSION);
    if (!scenario.name().isEmpty()) {
      root.put("name", scenario.name());
    }
    if (!scenario.description().isEmpty()) {
      root.put("description", scenario.description());
    }
    root.put("ruleSet", s.ruleSet());
    for (RuleBookFormat f : java.util.ServiceLoader.load(RuleBookFormat.class)) {
      java.util.Optional<JsonValue> book = f.book(scenario.ruleSet());
      if (book.isPresent()) {
        root.put("rulebook", book.get());
      }
    }
    root.put("board", format.writeBoard(board));
    if (!s.units().isEmpty()) {
      List<JsonValue> units = new ArrayList<>();
      for (Unit u : s.units()) {
        JsonValue.ObjectBuilder b = JsonValue.object().put("id", u.id()).put("side", u.side())
            .put("kind", u.kind());
        if (!u.nationality().isEmpty()) {
          b.put("nationality", u.nationality());
        }
        if (u.steps() != 1) {
          b.put("steps", u.steps());
        }
        b.put("allowance", mp(u.allowance()));
        b.put("position", format.writePosition(u.position(), board));
        if (u.facing().isPresent()) {
          b.put("facing", format.writeFacing(u.facing().get(), board));
        }
        if (!u.attributes().isEmpty()) {
          b.put("attributes", JsonValue.ofTextMap(u.attributes()));
        }
        if (!u.flags().isEmpty()) {
          b.put("flags", JsonValue.ofTexts(u.flags()));
        }
        if (u.phaseMovement().isPresent()) {
          b.put("phaseMovement", PhaseMovementFormat.write(u.phaseMovement().get(), format,
              board));
        }
        units.add(b.build());
      }
      root.put("units", JsonValue.ofArray(units));
    }
    if (!s.markers().isEmpty()) {
      List<JsonValue> markers = new ArrayList<>();
      for (Marker m : s.markers()) {
        JsonValue.ObjectBuilder b = JsonValue.object();
        if (!m.id().isEmpty()) {
          b.put("id", m.id());
        }
        b.put("kind", m.kind());
        if (!m.side().isEmpty()) {
          b.put("side", m.side());
        }
        b.put("position", format.writePosition(m.position(), board));
        if (m.hexside().isPresent()) {
          b.put("hexside", format.writeHexside(m.hexside().get(), board));
        }
        if (!m.attributes().isEmpty()) {
          b.put("attributes", JsonValue.ofTextMap(m.attributes()));
        }
        markers.add(b.build());
      }
      root.put("markers", JsonValue.ofArray(markers));
    }
    JsonValue env = environment(s.environment());
    if (env.size() > 0) {
      root.put("environment", env);
    }
    if (!s.charts().isEmpty()) {
      root.put("charts", JsonValue.ofTextMap(s.charts()));
    }
    return root.build();
  }

  /**
   * The scenario as indented JSON text.
   *
   * @param scenario the scenario
   * @return the text, ending in a newline
   */
  public static String write(Scenario scenario) {
    return toJson(scenario).toPrettyJson();
  }

  /**
   * Writes the scenario to a file (UTF-8).
   *
   * @param scenario the scenario
   * @param file the file
   * @throws UncheckedIOException if the file cannot be written
   */
  public static void write(Scenario scenario, Path file) {
    try {
      Files.writeString(file, write(scenario), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Movement points as scenario files write them: a whole number as a number, else text such
   * as {@code "4½"}.
   *
   * @param mp the points
   * @return the value
   */
  static JsonValue mp(Mp mp) {
    return mp.twelfths() % Mp.SCALE == 0 ? JsonValue.ofNumber(mp.twelfths() / Mp.SCALE)
        : JsonValue.ofText(mp.number());
  }

  private static JsonValue environment(Environment e) {
    JsonValue.ObjectBuilder b = JsonValue.object();
    if (e.turn() != 1) {
      b.put("turn", e.turn());
    }
    if (!e.phase().isEmpty()) {
      b.put("phase", e.phase());
    }
    if (!e.activeSide().isEmpty()) {
      b.put("activeSide", e.activeSide());
    }
    if (!e.weather().isEmpty()) {
      b.put("weather", e.weather());
    }
    if (!e.regionWeather().isEmpty()) {
      b.put("regionWeather", JsonValue.ofTextMap(e.regionWeather()));
    }
    if (!e.conditions().isEmpty()) {
      b.put("conditions", JsonValue.ofTexts(e.conditions()));
    }
    if (!e.attributes().isEmpty()) {
      b.put("attributes", JsonValue.ofTextMap(e.attributes()));
    }
    return b.build();
  }
}
