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
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
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
 * and against the bare range. Two clients: the JDK's {@code HttpClient}, and a bare socket that
 * writes the request and reads the answer by its length, so that the server's own share can be
 * told from the client's. Set-up checks that both answers equal the in-process one. Run from the repository root (the scenario is read from
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
  private Socket socket;
  private OutputStream socketOut;
  private InputStream socketIn;
  private byte[] rawRequest;
  private Scenario loaded;
  private HexMovementRules rules;
  private MoveQuery query;

  /**
   * Starts the server on a free loopback port and reads the scenario for the in-process side.
   *
   * @throws Exception if the server cannot start or answers otherwise than in process
   */
  @Setup
  public void setUp() throws Exception {
    Path file = Path.of(scenario);
    server = ExplorerServer.start(file, InetAddress.getLoopbackAddress(), 0);
    client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    request = HttpRequest.newBuilder(URI.create(server.uri() + "api/reach?unit=" + unit))
        .GET().build();
    loaded = ScenarioReader.standard().read(file);
    rules = loaded.hexRules();
    query = inProcessQuery();
    socket = new Socket(InetAddress.getLoopbackAddress(), server.uri().getPort());
    socket.setTcpNoDelay(true);
    socketOut = socket.getOutputStream();
    socketIn = new BufferedInputStream(socket.getInputStream(), 1 << 16);
    rawRequest = ("GET /api/reach?unit=" + unit + " HTTP/1.1\r\nHost: "
        + server.uri().getAuthority() + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
    String expected = inProcess() + "\n";
    if (!overHttpSocket().equals(expected) || !overHttp().equals(expected)) {
      throw new IllegalStateException("the server's answer differs from the in-process one");
    }
  }

  /** Stops the server. */
  @TearDown
  public void tearDown() throws IOException {
    socket.close();
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
   * The range through HTTP with the least a client can do: one kept-alive socket, the request's
   * bytes written as they are, the status line and headers read up to the blank line, then as
   * many bytes of body as {@code Content-Length} says. What this costs beyond {@link
   * #inProcess()} is what the server adds; {@link #overHttp()} adds the JDK client's own work.
   *
   * @return the response body
   * @throws IOException if the connection fails or the answer is not a 200
   */
  @Benchmark
  public String overHttpSocket() throws IOException {
    socketOut.write(rawRequest);
    socketOut.flush();
    ByteArrayOutputStream head = new ByteArrayOutputStream(512);
    int matched = 0;
    while (matched < 4) {
      int b = socketIn.read();
      if (b < 0) {
        throw new IOException("the server closed the connection");
      }
      head.write(b);
      matched = b == (matched % 2 == 0 ? '\r' : '\n') ? matched + 1 : (b == '\r' ? 1 : 0);
    }
    String headers = head.toString(StandardCharsets.US_ASCII);
    if (!headers.startsWith("HTTP/1.1 200")) {
      throw new IOException("not a 200: " + headers.lines().findFirst().orElse(""));
    }
    return new String(socketIn.readNBytes(contentLength(headers)), StandardCharsets.UTF_8);
  }

  private static int contentLength(String headers) throws IOException {
    for (String line : headers.split("\r\n")) {
      int colon = line.indexOf(':');
      if (colon > 0 && line.substring(0, colon).trim().equalsIgnoreCase("Content-Length")) {
        return Integer.parseInt(line.substring(colon + 1).trim());
      }
    }
    throw new IOException("no Content-Length in " + headers);
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
