package io.github.warpath.benchmarks;

import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Tables whose terrain has many corners, to measure how the reach and route queries grow with
 * the corner count: a 36" x 24" table with one impassable area of a chosen shape and corner
 * count round (18, 12), and one model of one unit 5" west of it.
 *
 * <ul>
 *   <li>{@code circle}: a regular polygon of radius 10" (every corner convex);</li>
 *   <li>{@code star}: corners alternately 10" and 9" from the centre (half of them convex, half
 *       reflex; with few corners the spikes stand apart even after the base is added);</li>
 *   <li>{@code comb}: a 20" x 8" block whose top edge is a saw of teeth 1" deep, a worst case
 *       for routes that run along it.</li>
 * </ul>
 *
 * <p>{@link #main} writes the same tables as scenario files for the command line:
 * {@code CornerTables DIR RULE-SET SHAPE N...}.
 */
public final class CornerTables {
  private CornerTables() {}

  /**
   * The corners of a shape, as x, y pairs.
   *
   * @param shape circle, star or comb
   * @param corners how many corners
   * @return the outline
   */
  static double[] outline(String shape, int corners) {
    double[] xy = new double[2 * corners];
    switch (shape) {
      case "circle", "star" -> {
        for (int i = 0; i < corners; i++) {
          double a = 2 * Math.PI * i / corners;
          double r = shape.equals("star") && i % 2 == 1 ? 9 : 10;
          xy[2 * i] = round(18 + r * Math.cos(a));
          xy[2 * i + 1] = round(12 + r * Math.sin(a));
        }
      }
      case "comb" -> {
        int teeth = corners - 2;
        xy[0] = 8;
        xy[1] = 8;
        xy[2] = 28;
        xy[3] = 8;
        for (int i = 0; i < teeth; i++) {
          xy[4 + 2 * i] = round(28 - 20.0 * i / (teeth - 1));
          xy[5 + 2 * i] = i % 2 == 0 ? 16 : 15;
        }
      }
      default -> throw new IllegalArgumentException("shape: circle, star or comb, got " + shape);
    }
    return xy;
  }

  private static double round(double v) {
    return Math.rint(v * 1e6) / 1e6;
  }

  private static String kind(String ruleSet) {
    return ruleSet.equals("miniatures-dice") ? "team" : "infantry";
  }

  /**
   * The table as a state.
   *
   * @param ruleSet miniatures-fixed or miniatures-dice
   * @param shape circle, star or comb
   * @param corners the area's corner count
   * @return the state, with unit {@code u} at (3, 12)
   */
  static GameState state(String ruleSet, String shape, int corners) {
    Table table = Table.builder(36, 24)
        .feature(Feature.area("crag", "impassable", outline(shape, corners))).build();
    Unit u = Unit.builder().id("u").side("blue").kind(kind(ruleSet))
        .position(TablePosition.at(3, 12)).build();
    return GameState.builder().ruleSet(ruleSet).board(table).units(java.util.List.of(u)).build();
  }

  /**
   * The table as a scenario file.
   *
   * @param ruleSet miniatures-fixed or miniatures-dice
   * @param shape circle, star or comb
   * @param corners the area's corner count
   * @return the JSON text
   */
  static String json(String ruleSet, String shape, int corners) {
    double[] xy = outline(shape, corners);
    StringBuilder sb = new StringBuilder();
    sb.append("{\n  \"version\": 1,\n  \"ruleSet\": \"").append(ruleSet).append("\",\n")
        .append("  \"board\": {\"kind\": \"table\", \"width\": 36, \"depth\": 24, \"features\": [\n")
        .append("    {\"id\": \"crag\", \"kind\": \"impassable\", \"area\": [");
    for (int i = 0; i < corners; i++) {
      sb.append(i == 0 ? "[" : ", [").append(num(xy[2 * i])).append(", ")
          .append(num(xy[2 * i + 1])).append(']');
    }
    sb.append("]}\n  ]},\n  \"units\": [\n    {\"id\": \"u\", \"side\": \"blue\", \"kind\": \"")
        .append(kind(ruleSet)).append("\", \"position\": [3, 12]}\n  ]\n}\n");
    return sb.toString();
  }

  private static String num(double v) {
    return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.6f", v);
  }

  /**
   * Writes scenario files {@code RULE-SET-SHAPE-N.json}.
   *
   * @param args the directory, the rule set, the shape and one or more corner counts
   * @throws IOException if a file cannot be written
   */
  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args[0]);
    Files.createDirectories(dir);
    for (int i = 3; i < args.length; i++) {
      int n = Integer.parseInt(args[i]);
      Path f = dir.resolve(args[1] + "-" + args[2] + "-" + n + ".json");
      Files.writeString(f, json(args[1], args[2], n), StandardCharsets.UTF_8);
    }
  }
}
