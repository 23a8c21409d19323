package io.github.warpath.benchmarks;

import io.github.warpath.cli.CommandLineShapes;
import io.github.warpath.cli.serve.ExplorerServer;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Orders;
import io.github.warpath.scenario.Results;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the explorer's server adds to a range query: the recon unit's range on the road example
 * (53 hexes) asked through {@code GET /api/reach} with a kept-alive HTTP/1.1 connection, against
 * the same work in process (the query read from the same text, the range, the same JSON text)
 * and against the bare range. Run from the repository root (the scenario is read from
 * {@code examples/scenarios}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
public class ServeRangeBenchmark {
  /** The scenario file, relative to the working directory. */
  @Param({"examples/scenarios/example-road.json"})
  public String scenario;

  /** The moving unit. */
  @Param({"recon"})
  public String unit;

  private ExplorerServer server;
  private HttpClient client;
  private HttpRequest request;
  private Scenario loaded;
  private HexMovementRules rules;
  private MoveQuery query;

  /**
   * Starts the server on a free loopback port and reads the scenario for the in-process side.
   *
   * @throws IOException if the server cannot start
   */
  @Setup
  public void setUp() throws IOException {
    Path file = Path.of(scenario);
    server = ExplorerServer.start(file, InetAddress.getLoopbackAddress(), 0);
    client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    request = HttpRequest.newBuilder(URI.create(server.uri() + "api/reach?unit=" + unit))
        .GET().build();
    loaded = ScenarioReader.standard().read(file);
    rules = loaded.hexRules();
    query = inProcessQuery();
  }

  /** Stops the server. */
  @TearDown
  public void tearDown() {
    server.close();
  }

  private MoveQuery inProcessQuery() {
    return Orders.query(loaded, List.of(JsonValue.argument(unit, "unit")), null, Map.of());
  }

  /**
   * The range through HTTP: request, the server's checks, the answer's JSON text, the response.
   *
   * @return the response body
   * @throws Exception if the request fails
   */
  @Benchmark
  public String overHttp() throws Exception {
    return client.send(request, HttpResponse.BodyHandlers.ofString()).body();
  }

  /**
   * The same answer in process: the query read from text, the range, the same JSON text.
   *
   * @return the JSON text
   */
  @Benchmark
  public String inProcess() {
    MoveQuery q = inProcessQuery();
    return CommandLineShapes.envelope("reach", Results.reach(loaded, q,
        rules.reach(loaded.state(), q))).toJson();
  }

  /**
   * The bare range, the baseline of both.
   *
   * @return the number of positions
   */
  @Benchmark
  public int bareRange() {
    return rules.reach(loaded.state(), query).size();
  }
}
