package io.github.warpath.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Turns a results folder of {@code benchmarks/run.sh} (JMH JSON per JDK, {@code counts.json},
 * {@code memory-*.json}) into Markdown tables and an SVG scaling plot, and replaces the part of
 * a Markdown page (docs/speed.md) between {@code <!-- benchmarks:start -->} and
 * {@code <!-- benchmarks:end -->}.
 *
 * <p>Scores are the median over forks of each fork's mean; the error is JMH's 99.9% interval.
 */
public final class ReportGenerator {
  private static final ObjectMapper JSON = new ObjectMapper();

  private ReportGenerator() {}

  /** One benchmark result. */
  record Result(String jdk, String clazz, String method, Map<String, String> params,
      double score, double error, String unit, double bytesPerOp) {
    String key() {
      return clazz + "." + method + params;
    }
  }

  /**
   * Generates the report.
   *
   * @param args results folder, output folder for {@code benchmarks.md} and {@code scaling.svg},
   *     and optionally the Markdown page whose marked section to update
   * @throws IOException if a file cannot be read or written
   */
  public static void main(String[] args) throws IOException {
    if (args.length < 2) {
      System.err.println("usage: ReportGenerator RESULTS_DIR OUTPUT_DIR [PAGE.md]");
      System.exit(2);
    }
    Path in = Path.of(args[0]);
    Path out = Path.of(args[1]);
    Files.createDirectories(out);
    List<Result> results = new ArrayList<>();
    List<JsonNode> memory = new ArrayList<>();
    try (Stream<Path> files = Files.list(in)) {
      for (Path f : files.sorted().toList()) {
        String name = f.getFileName().toString();
        if (name.startsWith("jmh-") && name.endsWith(".json")) {
          // files are read in name order; a later file (a partial re-run) replaces the earlier
          // result of the same benchmark, parameters and JDK
          for (Result r : read(f)) {
            results.removeIf(old -> old.jdk().equals(r.jdk()) && old.key().equals(r.key()));
            results.add(r);
          }
        } else if (name.startsWith("memory-") && name.endsWith(".json")) {
          memory.add(JSON.readTree(f.toFile()));
        }
      }
    }
    JsonNode counts = Files.exists(in.resolve("counts.json"))
        ? JSON.readTree(in.resolve("counts.json").toFile()) : JSON.createArrayNode();
    String md = markdown(results, counts, memory, in);
    Files.writeString(out.resolve("benchmarks.md"), md, StandardCharsets.UTF_8);
    Files.writeString(out.resolve("scaling.svg"), scalingSvg(results, counts),
        StandardCharsets.UTF_8);
    if (args.length > 2) {
      Path readme = Path.of(args[2]);
      String text = Files.readString(readme, StandardCharsets.UTF_8);
      String start = "<!-- benchmarks:start -->";
      String end = "<!-- benchmarks:end -->";
      int a = text.indexOf(start);
      int b = text.indexOf(end);
      if (a < 0 || b < a) {
        throw new IOException(readme + " has no " + start + " ... " + end + " section");
      }
      text = text.substring(0, a + start.length()) + "\n" + md + text.substring(b);
      Files.writeString(readme, text, StandardCharsets.UTF_8);
    }
    System.out.print(md);
  }

  private static String machine() {
    String cpu = System.getProperty("os.arch");
    String mem = "";
    try {
      for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
        if (line.startsWith("model name")) {
          cpu = line.substring(line.indexOf(':') + 1).trim();
          break;
        }
      }
      for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
        if (line.startsWith("MemTotal")) {
          long kb = Long.parseLong(line.replaceAll("[^0-9]", ""));
          mem = String.format(Locale.ROOT, ", %.0f GiB", kb / 1048576.0);
          break;
        }
      }
    } catch (IOException | RuntimeException e) {
      // not Linux: keep the architecture only
    }
    return Runtime.getRuntime().availableProcessors() + " cores (" + cpu + ")" + mem + ", "
        + System.getProperty("os.name");
  }

  static List<Result> read(Path file) throws IOException {
    List<Result> out = new ArrayList<>();
    for (JsonNode n : JSON.readTree(file.toFile())) {
      String full = n.get("benchmark").asText();
      int dot = full.lastIndexOf('.');
      String clazz = full.substring(full.lastIndexOf('.', dot - 1) + 1, dot);
      String method = full.substring(dot + 1);
      Map<String, String> params = new TreeMap<>();
      JsonNode p = n.get("params");
      if (p != null) {
        for (Map.Entry<String, JsonNode> e : p.properties()) {
          params.put(e.getKey(), e.getValue().asText());
        }
      }
      JsonNode pm = n.get("primaryMetric");
      double score = medianOfForks(pm.get("rawData"), pm.get("score").asDouble());
      double error = pm.get("scoreError").isNumber() ? pm.get("scoreError").asDouble()
          : Double.NaN;
      JsonNode gc = n.path("secondaryMetrics").path("gc.alloc.rate.norm");
      double bytes = gc.isMissingNode() ? Double.NaN : gc.get("score").asDouble();
      out.add(new Result(n.get("jdkVersion").asText(), clazz, method, params, score, error,
          pm.get("scoreUnit").asText(), bytes));
    }
    return out;
  }

  private static double medianOfForks(JsonNode raw, double fallback) {
    if (raw == null || !raw.isArray() || raw.size() == 0) {
      return fallback;
    }
    double[] means = new double[raw.size()];
    for (int f = 0; f < raw.size(); f++) {
      double sum = 0;
      for (JsonNode v : raw.get(f)) {
        sum += v.asDouble();
      }
      means[f] = sum / raw.get(f).size();
    }
    Arrays.sort(means);
    int m = means.length / 2;
    return means.length % 2 == 1 ? means[m] : (means[m - 1] + means[m]) / 2;
  }

  private static Result find(List<Result> rs, String jdk, String clazz, String method,
      Map<String, String> params) {
    for (Result r : rs) {
      if (r.jdk().equals(jdk) && r.clazz().equals(clazz) && r.method().equals(method)
          && r.params().equals(params)) {
        return r;
      }
    }
    return null;
  }

  private static JsonNode count(JsonNode counts, String bench, int size, int allowance,
      boolean zoc) {
    for (JsonNode c : counts) {
      if (c.get("benchmark").asText().equals(bench) && c.get("mapSize").asInt() == size
          && c.get("allowance").asInt() == allowance && c.get("zoc").asBoolean() == zoc) {
        return c;
      }
    }
    return null;
  }

  private static String fmt(double v) {
    if (Double.isNaN(v)) {
      return "-";
    }
    return v >= 100 ? String.format(Locale.ROOT, "%.0f", v)
        : v >= 10 ? String.format(Locale.ROOT, "%.1f", v)
        : String.format(Locale.ROOT, "%.2f", v);
  }

  private static String bytes(double v) {
    return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.0f", v);
  }

  static String markdown(List<Result> rs, JsonNode counts, List<JsonNode> memory, Path in) {
    StringBuilder sb = new StringBuilder();
    List<String> jdks = rs.stream().map(Result::jdk).distinct().sorted().toList();
    sb.append("Times are µs/op (median of forks ± JMH 99.9% error), B/op from `-prof gc`;"
        + " measured on ").append(machine()).append(".\n\n");
    for (String jdk : jdks) {
      sb.append("#### Range query, JDK ").append(jdk).append("\n\n");
      sb.append("| map | allowance | ZOC | warpath | B/op | naive | × | jgrapht | × | kernel |"
          + " hexes | edges | ns/edge | ns/hex |\n"
          + "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
      for (String size : List.of("100", "300")) {
        for (String allowance : List.of("24", "80")) {
          for (boolean zoc : new boolean[] {true, false}) {
            Map<String, String> p = Map.of("allowance", allowance, "mapSize", size);
            Map<String, String> params = new TreeMap<>(p);
            String suffix = zoc ? "" : "_noZoc";
            Result w = find(rs, jdk, "RangeQueryBenchmark", "warpath" + suffix, params);
            Result n = find(rs, jdk, "RangeQueryBenchmark", "naive" + suffix, params);
            Result j = find(rs, jdk, "RangeQueryBenchmark", "jgrapht" + suffix, params);
            Result k = zoc ? find(rs, jdk, "RangeQueryBenchmark", "kernel", params) : null;
            if (w == null) {
              continue;
            }
            JsonNode c = count(counts, "RangeQueryBenchmark", Integer.parseInt(size),
                Integer.parseInt(allowance), zoc);
            double hexes = c == null ? Double.NaN : c.get("hexes").asDouble();
            double edges = c == null ? Double.NaN : c.get("edges").asDouble();
            sb.append(String.format(Locale.ROOT,
                "| %sx%s | %s | %s | %s ± %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
                size, size, allowance, zoc ? "yes" : "no", fmt(w.score()), fmt(w.error()),
                bytes(w.bytesPerOp()), n == null ? "-" : fmt(n.score()),
                n == null ? "-" : fmt(n.score() / w.score()), j == null ? "-" : fmt(j.score()),
                j == null ? "-" : fmt(j.score() / w.score()), k == null ? "-" : fmt(k.score()),
                fmt(hexes), fmt(edges),
                fmt(w.score() * 1000 / edges), fmt(w.score() * 1000 / hexes)));
          }
        }
      }
      sb.append('\n');
      List<Result> paths = rs.stream().filter(r -> r.jdk().equals(jdk)
          && r.clazz().equals("PathQueryBenchmark")).toList();
      if (!paths.isEmpty()) {
        sb.append("#### Path query corner to corner, JDK ").append(jdk).append("\n\n");
        sb.append("| map | method | µs/op | B/op | jgrapht_astar / this |\n|---|---|---|---|---|\n");
        for (String size : List.of("100", "300")) {
          Map<String, String> params = new TreeMap<>(Map.of("mapSize", size));
          Result ref = find(rs, jdk, "PathQueryBenchmark", "jgrapht_astar", params);
          for (String m : List.of("warpath", "warpath_astar", "kernel", "naive", "naive_astar",
              "jgrapht", "jgrapht_astar")) {
            Result r = find(rs, jdk, "PathQueryBenchmark", m, params);
            if (r != null) {
              sb.append(String.format(Locale.ROOT, "| %sx%s | %s | %s ± %s | %s | %s |%n", size,
                  size, m, fmt(r.score()), fmt(r.error()), bytes(r.bytesPerOp()),
                  ref == null ? "-" : fmt(ref.score() / r.score())));
            }
          }
        }
        sb.append('\n');
      }
      Map<String, List<Result>> others = new LinkedHashMap<>();
      for (Result r : rs) {
        if (r.jdk().equals(jdk) && !List.of("RangeQueryBenchmark", "PathQueryBenchmark",
            "ScalingBenchmark").contains(r.clazz())) {
          others.computeIfAbsent(r.clazz(), k -> new ArrayList<>()).add(r);
        }
      }
      if (!others.isEmpty()) {
        sb.append("#### Rule sets, JDK ").append(jdk).append("\n\n");
        sb.append("| benchmark | method | parameters | score | B/op |\n|---|---|---|---|---|\n");
        for (Map.Entry<String, List<Result>> e : others.entrySet()) {
          for (Result r : e.getValue()) {
            sb.append(String.format(Locale.ROOT, "| %s | %s | %s | %s ± %s %s | %s |%n",
                r.clazz(), r.method(), r.params().isEmpty() ? "-" : r.params().toString(),
                fmt(r.score()), fmt(r.error()), r.unit(), bytes(r.bytesPerOp())));
          }
        }
        sb.append('\n');
        efsAgainstBare(sb, others.getOrDefault("EfsRangeBenchmark", List.of()));
      }
    }
    if (!memory.isEmpty()) {
      sb.append("#### Memory (JOL retained size)\n\n| JDK | 300x300 state, 2,000 units |"
          + " search buffers after a whole-map query |\n|---|---|---|\n");
      for (JsonNode m : memory) {
        sb.append(String.format(Locale.ROOT, "| %s | %.1f MB | %.1f MB (%d hexes settled) |%n",
            m.get("jdk").asText(), m.get("stateBytes").asDouble() / 1e6,
            m.get("bufferBytes").asDouble() / 1e6, m.get("bufferHexesSettled").asInt()));
      }
      sb.append('\n');
    }
    sb.append("![time against hexes settled](scaling.svg)\n");
    return sb.toString();
  }

  /**
   * The EFS range beside the bare engine on the same states, as a ratio (the goal is at most 2).
   */
  static void efsAgainstBare(StringBuilder sb, List<Result> efs) {
    boolean header = false;
    for (Result r : efs) {
      if (!r.method().startsWith("efs")) {
        continue;
      }
      String weather = r.method().substring(3);
      Result bare = null;
      for (Result b : efs) {
        if (b.method().equals("bare" + weather) && b.params().equals(r.params())) {
          bare = b;
        }
      }
      if (bare == null) {
        continue;
      }
      if (!header) {
        sb.append("EFS rules against the bare engine on the same map (step costs read from the"
            + " rules):\n\n| map | weather | EFS | bare engine | ratio |\n|---|---|---|---|---|\n");
        header = true;
      }
      String size = r.params().getOrDefault("mapSize", "?");
      sb.append(String.format(Locale.ROOT, "| %sx%s | %s | %s %s | %s %s | %.2f |%n", size, size,
          weather.toLowerCase(Locale.ROOT), fmt(r.score()), r.unit(), fmt(bare.score()),
          bare.unit(), r.score() / bare.score()));
    }
    if (header) {
      sb.append('\n');
    }
  }

  static String scalingSvg(List<Result> rs, JsonNode counts) {
    int w = 640;
    int h = 420;
    int left = 70;
    int bottom = 50;
    int top = 30;
    int right = 150;
    List<String> jdks = rs.stream().map(Result::jdk).distinct().sorted().toList();
    String[] methods = {"warpath", "naive", "jgrapht"};
    String[] colours = {"#1b7837", "#2166ac", "#b2182b"};
    Map<String, List<double[]>> series = new LinkedHashMap<>();
    double minX = Double.MAX_VALUE;
    double maxX = 0;
    double minY = Double.MAX_VALUE;
    double maxY = 0;
    for (String jdk : jdks) {
      for (String m : methods) {
        List<double[]> pts = new ArrayList<>();
        for (Result r : rs) {
          if (r.jdk().equals(jdk) && r.clazz().equals("ScalingBenchmark")
              && r.method().equals(m)) {
            JsonNode c = count(counts, "ScalingBenchmark", 300,
                Integer.parseInt(r.params().get("allowance")), false);
            if (c != null) {
              double x = c.get("hexes").asDouble();
              pts.add(new double[] {x, r.score()});
              minX = Math.min(minX, x);
              maxX = Math.max(maxX, x);
              minY = Math.min(minY, r.score());
              maxY = Math.max(maxY, r.score());
            }
          }
        }
        pts.sort((a, b) -> Double.compare(a[0], b[0]));
        if (!pts.isEmpty()) {
          series.put(m + " (JDK " + jdk + ")", pts);
        }
      }
    }
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\""
        + " height=\"%d\" font-family=\"sans-serif\" font-size=\"12\">%n", w, h));
    sb.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
    sb.append("<text x=\"").append(left).append("\" y=\"18\" font-size=\"14\">Range query time"
        + " against hexes settled (300x300, log-log)</text>\n");
    if (series.isEmpty()) {
      sb.append("<text x=\"").append(left).append("\" y=\"60\">no ScalingBenchmark results"
          + "</text>\n</svg>\n");
      return sb.toString();
    }
    double lx0 = Math.log10(minX);
    double lx1 = Math.log10(maxX);
    double ly0 = Math.floor(Math.log10(minY));
    double ly1 = Math.ceil(Math.log10(maxY));
    if (lx1 <= lx0) {
      lx1 = lx0 + 1;
    }
    int pw = w - left - right;
    int ph = h - top - bottom;
    sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\""
        + " fill=\"none\" stroke=\"#444\"/>%n", left, top, pw, ph));
    for (int d = (int) ly0; d <= (int) ly1; d++) {
      double y = top + ph - (d - ly0) / (ly1 - ly0) * ph;
      sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\""
          + " stroke=\"#ddd\"/><text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s µs</text>%n",
          left, left + pw, y, y, left - 6, y + 4, fmt(Math.pow(10, d))));
    }
    for (int d = (int) Math.ceil(lx0); d <= (int) Math.floor(lx1); d++) {
      double x = left + (d - lx0) / (lx1 - lx0) * pw;
      sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%d\" y2=\"%d\""
          + " stroke=\"#ddd\"/><text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
          x, x, top, top + ph, x, top + ph + 16, fmt(Math.pow(10, d))));
    }
    sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">hexes"
        + " settled</text>%n", left + pw / 2, h - 12));
    int k = 0;
    for (Map.Entry<String, List<double[]>> e : series.entrySet()) {
      String colour = colours[Arrays.asList(methods).indexOf(e.getKey().split(" ")[0])];
      String dash = e.getKey().contains("JDK " + jdks.get(0)) ? "" : " stroke-dasharray=\"5 3\"";
      StringBuilder pts = new StringBuilder();
      for (double[] p : e.getValue()) {
        double x = left + (Math.log10(p[0]) - lx0) / (lx1 - lx0) * pw;
        double y = top + ph - (Math.log10(p[1]) - ly0) / (ly1 - ly0) * ph;
        pts.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
        sb.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\""
            + " fill=\"%s\"/>%n", x, y, colour));
      }
      sb.append(String.format(Locale.ROOT, "<polyline points=\"%s\" fill=\"none\""
          + " stroke=\"%s\" stroke-width=\"2\"%s/>%n", pts.toString().trim(), colour, dash));
      int ly = top + 14 + 18 * k++;
      sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\""
          + " stroke=\"%s\" stroke-width=\"2\"%s/><text x=\"%d\" y=\"%d\">%s</text>%n",
          left + pw + 8, left + pw + 28, ly, ly, colour, dash, left + pw + 32, ly + 4,
          e.getKey()));
    }
    sb.append("</svg>\n");
    return sb.toString();
  }
}
