package io.github.warpath.rulebook;

import io.github.warpath.Mp;
import io.github.warpath.conformance.RandomMaps;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Random rule books and random states on their maps, for property tests. */
final class RandomBooks {
  private static final int[] DENOMINATORS = {1, 2, 3, 4, 6, 12};
  /** When line rates apply; the rate that needs the unit to leave along a line comes often. */
  private static final String[] WHEN = {"alongHexside", "leavingAlongLine", "wholeMove",
      "leavingAlongLine"};

  private RandomBooks() {}

  private static String q(String s) {
    return "\"" + s + "\"";
  }

  private static String points(SplittableRandom rnd, int den) {
    int ticks = rnd.nextInt(0, 4 * den + 1);
    return rnd.nextBoolean() ? q(ticks + "/" + den) : ticks % den == 0
        ? Integer.toString(ticks / den) : q(ticks + "/" + den);
  }

  private static String table(SplittableRandom rnd, int den, List<String> classes,
      boolean mayProhibit) {
    StringBuilder b = new StringBuilder("{" + q("*") + ": " + points(rnd, den));
    for (String c : classes) {
      if (rnd.nextInt(3) == 0) {
        b.append(", ").append(q(c)).append(": ").append(mayProhibit && rnd.nextInt(4) == 0
            ? q("prohibited") : points(rnd, den));
      }
    }
    return b.append("}").toString();
  }

  private static String rule(String id) {
    return "{\"id\": " + q(id) + ", \"title\": " + q("Rule " + id) + "}";
  }

  private static String names(List<String> n) {
    List<String> quoted = new ArrayList<>();
    for (String s : n) {
      quoted.add(q(s));
    }
    return "[" + String.join(", ", quoted) + "]";
  }

  private static List<String> some(SplittableRandom rnd, List<String> from) {
    List<String> out = new ArrayList<>();
    for (String s : from) {
      if (rnd.nextInt(3) == 0) {
        out.add(s);
      }
    }
    return out;
  }

  /** A random, valid rule book. */
  static String book(SplittableRandom rnd) {
    int den = DENOMINATORS[rnd.nextInt(DENOMINATORS.length)];
    List<String> classes = new ArrayList<>();
    for (int i = rnd.nextInt(1, 4); i > 0; i--) {
      classes.add("c" + classes.size());
    }
    List<String> weather = rnd.nextBoolean() ? List.of("fair") : List.of("fair", "wet");
    List<String> terrain = new ArrayList<>();
    for (int i = rnd.nextInt(1, 7); i > 0; i--) {
      terrain.add("t" + terrain.size());
    }
    StringBuilder b = new StringBuilder("{\"format\": \"warpath-rulebook-1\", \"denominator\": ")
        .append(den).append(", \"classes\": ").append(names(classes))
        .append(", \"weather\": ").append(names(weather));
    b.append(", \"terrain\": {\"rule\": ").append(rule("1")).append(", \"combine\": ")
        .append(q(rnd.nextBoolean() ? "max" : "sum")).append(", \"kinds\": {");
    for (int i = 0; i < terrain.size(); i++) {
      b.append(i > 0 ? ", " : "").append(q(terrain.get(i))).append(": {\"cost\": ")
          .append(table(rnd, den, classes, i > 0));
      if (weather.size() > 1 && rnd.nextBoolean()) {
        b.append(", \"weather\": {\"wet\": ").append(table(rnd, den, classes, i > 0))
            .append("}");
      }
      if (i > 0 && rnd.nextInt(4) == 0) {
        b.append(", \"replaces\": [").append(q(terrain.get(i - 1))).append("]");
      }
      b.append("}");
    }
    b.append("}}");
    List<String> sides = new ArrayList<>();
    for (int i = rnd.nextInt(0, 3); i > 0; i--) {
      sides.add("s" + sides.size());
    }
    if (!sides.isEmpty()) {
      b.append(", \"hexsides\": {\"rule\": ").append(rule("2")).append(", \"kinds\": {");
      for (int i = 0; i < sides.size(); i++) {
        b.append(i > 0 ? ", " : "").append(q(sides.get(i))).append(": {\"add\": ")
            .append(table(rnd, den, classes, false));
        if (rnd.nextInt(3) == 0) {
          b.append(", \"replace\": ").append(table(rnd, den, classes, true));
        }
        if (weather.size() > 1 && rnd.nextInt(3) == 0) {
          b.append(", \"weather\": {\"wet\": {\"add\": ")
              .append(table(rnd, den, classes, false)).append("}}");
        }
        if (rnd.nextInt(3) == 0) {
          b.append(", \"down\": {\"replace\": ").append(table(rnd, den, classes, true))
              .append("}");
        }
        b.append(", \"blocksZoc\": ").append(rnd.nextBoolean()).append("}");
      }
      b.append("}}");
    }
    List<String> lines = new ArrayList<>();
    for (int i = rnd.nextInt(0, 3); i > 0; i--) {
      lines.add("l" + lines.size());
    }
    if (!lines.isEmpty()) {
      b.append(", \"lines\": {\"rule\": ").append(rule("3")).append(", \"when\": ")
          .append(q(WHEN[rnd.nextInt(WHEN.length)])).append(", \"kinds\": {");
      for (int i = 0; i < lines.size(); i++) {
        b.append(i > 0 ? ", " : "").append(q(lines.get(i))).append(": {\"rank\": ")
            .append(rnd.nextInt(3)).append(", \"rate\": ").append(table(rnd, den, classes,
                false)).append(", \"bridges\": ").append(names(some(rnd, sides)))
            .append(", \"connects\": ").append(names(some(rnd, lines))).append("}");
      }
      b.append("}}");
    }
    if (rnd.nextInt(4) > 0) {
      String[] enter = {q("stop"), q("none"), "{\"add\": " + points(rnd, den) + "}"};
      String[] leave = {q("prohibited"), q("none"), "{\"add\": " + points(rnd, den) + "}"};
      String[] z2z = {"allowed", "prohibited", "oneHex", "firstStep"};
      b.append(", \"zonesOfControl\": {\"rule\": ").append(rule("4"))
          .append(", \"projectedBy\": ").append(names(rnd.nextBoolean() ? List.of("*")
              : some(rnd, classes)))
          .append(", \"ignoredBy\": ").append(names(some(rnd, classes)))
          .append(", \"notAcross\": ").append(names(some(rnd, sides)))
          .append(", \"notInto\": ").append(names(some(rnd, terrain)))
          .append(", \"enter\": ").append(enter[rnd.nextInt(3)])
          .append(", \"leave\": ").append(leave[rnd.nextInt(3)])
          .append(", \"zoneToZone\": ").append(q(z2z[rnd.nextInt(4)]))
          .append(", \"negatedByFriendly\": ").append(rnd.nextBoolean()).append("}");
    }
    b.append(", \"minimumMove\": {\"rule\": ").append(rule("5")).append(", \"kind\": ")
        .append(q(rnd.nextBoolean() ? "none" : "firstHex")).append("}");
    b.append(", \"enemyHexes\": {\"rule\": ").append(rule("6")).append(", \"prohibited\": ")
        .append(rnd.nextInt(4) > 0);
    if (rnd.nextBoolean()) {
      b.append(", \"actions\": {\"overrun\": {\"rule\": ").append(rule("6.1"))
          .append(", \"classes\": ").append(names(some(rnd, classes)))
          .append(", \"add\": ").append(points(rnd, den))
          .append(", \"stop\": ").append(rnd.nextBoolean()).append("}}");
    }
    b.append("}");
    b.append(", \"stacking\": {\"rule\": ").append(rule("7")).append(", \"limit\": ")
        .append(rnd.nextInt(1, 4)).append(", \"overstack\": ")
        .append(q(rnd.nextBoolean() ? "warning" : "illegal")).append("}");
    List<String> faced = some(rnd, classes);
    if (!faced.isEmpty()) {
      b.append(", \"facing\": {\"rule\": ").append(rule("11")).append(", \"classes\": {");
      for (int i = 0; i < faced.size(); i++) {
        b.append(i > 0 ? ", " : "").append(q(faced.get(i))).append(": {\"turn\": ")
            .append(points(rnd, den)).append(", \"freeHexsides\": ").append(rnd.nextInt(4))
            .append(", \"reverse\": ").append(rnd.nextInt(4)).append(", \"oncePerHex\": ")
            .append(rnd.nextBoolean()).append("}");
      }
      b.append("}}");
    }
    b.append(", \"modes\": {\"normal\": {\"rule\": ").append(rule("8")).append("}");
    if (!lines.isEmpty()) {
      b.append(", \"strategic\": {\"rule\": ").append(rule("9"))
          .append(", \"multiplier\": 2, \"linesOnly\": ").append(names(lines))
          .append(", \"notNextToEnemy\": ").append(rnd.nextBoolean())
          .append(", \"ignoresZones\": ").append(rnd.nextBoolean()).append("}");
    }
    b.append("}, \"modifiers\": {\"slowed\": {\"rule\": ").append(rule("10"))
        .append(", \"multiplier\": \"1/2\", \"round\": \"up\", \"minimum\": 1}}");
    return b.append("}").toString();
  }

  /** A random state of a book on a random map; the mover is unit "u". */
  static GameState state(RulebookRules rules, SplittableRandom rnd) {
    TerrainVocabulary v = rules.terrain().orElseThrow();
    int cols = rnd.nextInt(3, 12);
    int rows = rnd.nextInt(3, 12);
    HexMap.Builder b = HexMap.builder(v, cols, rows);
    List<String> hexNames = v.hexFeatureNames();
    List<String> lineNames = rules.kit().lines().names();
    List<String> sideNames = new ArrayList<>(v.hexsideFeatureNames());
    sideNames.removeAll(lineNames);
    for (int c = 0; c < cols; c++) {
      for (int r = 0; r < rows; r++) {
        Hex h = b.hexAt(c, r);
        for (int k = rnd.nextInt(3); k > 0; k--) {
          b.hex(h, v.hexFeature(hexNames.get(rnd.nextInt(hexNames.size()))));
        }
        if (!sideNames.isEmpty() && rnd.nextInt(4) == 0) {
          Hex n = h.neighbor(HexDirection.of(rnd.nextInt(6)));
          Enum<?> f = v.hexsideFeature(sideNames.get(rnd.nextInt(sideNames.size())));
          if (b.build().contains(n) && rnd.nextInt(3) == 0) {
            b.directedSide(h, n, f);
          } else if (b.build().contains(n)) {
            b.side(h, n, f);
          }
        }
      }
    }
    for (String line : lineNames) {
      RandomMaps.line(b, v.hexsideFeature(line), 12, rnd);
    }
    if (rnd.nextBoolean()) {
      // a region of the western half, for regional weather
      List<Hex> west = new ArrayList<>();
      for (int c = 0; c < cols / 2; c++) {
        for (int r = 0; r < rows; r++) {
          west.add(b.hexAt(c, r));
        }
      }
      if (!west.isEmpty()) {
        b.region("west", "weather-zone", west);
      }
    }
    HexMap map = b.build();
    List<String> kinds = new ArrayList<>(rules.kit().unitKinds().keySet());
    kinds.sort(null);
    List<Unit> units = new ArrayList<>();
    Unit.Builder mover = Unit.builder().id("u").side("blue")
        .kind(kinds.get(rnd.nextInt(kinds.size())))
        .allowance(Mp.ofTicks(rnd.nextInt(0, 8 * rules.kit().denominator()),
            rules.kit().denominator()))
        .position(Position.hex(map.hex(rnd.nextInt(map.size()))))
        .facing(HexDirection.of(rnd.nextInt(6)));
    if (rnd.nextInt(4) == 0) {
      mover.addFlags("slowed");
    }
    units.add(mover.build());
    for (int i = rnd.nextInt(5); i > 0; i--) {
      Hex at = map.hex(rnd.nextInt(map.size()));
      units.add(Unit.builder().id("o" + i).side(rnd.nextBoolean() ? "red" : "blue")
          .kind(kinds.get(rnd.nextInt(kinds.size()))).position(Position.hex(at)).build());
    }
    String weather = rules.kit().weather().get(rnd.nextInt(rules.kit().weather().size()));
    Environment.Builder env = Environment.builder().weather(weather);
    if (map.regions().containsKey("west")) {
      env.putRegionWeather("west", rules.kit().weather().get(rnd.nextInt(
          rules.kit().weather().size())));
    }
    return GameState.builder().ruleSet(RulebookRules.ID).board(map).units(units)
        .environment(env.build()).build();
  }
}
