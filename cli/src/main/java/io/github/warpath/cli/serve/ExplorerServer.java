package io.github.warpath.cli.serve;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.github.warpath.InvalidInputException;
import io.github.warpath.cli.CommandLineShapes;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Results;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The movement explorer's web server: one page that draws the scenario's board and asks the JSON
 * endpoints as the player clicks, and those endpoints for any other program. It serves on the
 * JDK's own {@code com.sun.net.httpserver}: a local tool needs no more, and the command line's
 * jar stays free of a web framework. Every request is checked by a {@link Guard} first.
 */
public final class ExplorerServer implements AutoCloseable {
  private static final String JSON = "application/json; charset=utf-8";
  private static final String NODELAY = "sun.net.httpserver.nodelay";
  private static final String CSP = "default-src 'self'; img-src 'self' data:;"
      + " frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

  private final HttpServer http;
  private final ExecutorService workers;
  private final ScenarioSource source;
  private final Guard guard;
  private final String file;
  private final URI uri;
  private long boardRevision = -1;
  private String board;

  private ExplorerServer(HttpServer http, ExecutorService workers, ScenarioSource source,
      String bindText) {
    this.http = http;
    this.workers = workers;
    this.source = source;
    this.file = source.file().getFileName().toString();
    int port = http.getAddress().getPort();
    this.guard = new Guard(port, bindText);
    String host = http.getAddress().getAddress().isAnyLocalAddress() ? "127.0.0.1"
        : http.getAddress().getAddress().getHostAddress();
    this.uri = URI.create("http://" + (host.contains(":") ? "[" + host + "]" : host) + ":"
        + port + "/");
  }

  /**
   * Starts a server on a scenario file; the file (and the rule book file it names, if any) is
   * read once now and again whenever it changes.
   *
   * @param scenario the scenario file: the server reads it and the rule book file it names
   * @param bind the address to listen on (the loopback address unless told otherwise)
   * @param port the port, or 0 for a free one
   * @return the running server
   * @throws IOException if the address cannot be bound (the port is taken, say)
   */
  public static ExplorerServer start(Path scenario, InetAddress bind, int port)
      throws IOException {
    if (System.getProperty(NODELAY) == null) {
      // Without it, the headers and the body of an answer go out as two small packets, and the
      // second waits for the client's delayed acknowledgement: about 40 ms per request.
      System.setProperty(NODELAY, "true");
    }
    ScenarioSource source = new ScenarioSource(scenario, ScenarioReader.standard());
    source.current();
    HttpServer http = HttpServer.create(new InetSocketAddress(bind, port), 32);
    ExecutorService workers = Executors.newFixedThreadPool(
        Math.max(2, Runtime.getRuntime().availableProcessors()), r -> {
          Thread t = new Thread(r, "warpath-serve");
          t.setDaemon(true);
          return t;
        });
    ExplorerServer server = new ExplorerServer(http, workers, source, bind.getHostAddress());
    http.createContext("/", server::handle);
    http.setExecutor(workers);
    http.start();
    workers.execute(server::warmUp);
    return server;
  }

  /**
   * The address to open.
   *
   * @return e.g. {@code http://127.0.0.1:7070/}
   */
  public URI uri() {
    return uri;
  }

  /**
   * The scenario's problem if the file is not valid now.
   *
   * @return the message, or null if the scenario is valid
   */
  public String scenarioError() {
    InvalidInputException e = source.current().error();
    return e == null ? null : e.getMessage();
  }

  /** Stops the server at once. */
  @Override
  public void close() {
    http.stop(0);
    workers.shutdownNow();
  }

  private void handle(HttpExchange ex) throws IOException {
    try (ex) {
      try {
        route(ex);
      } catch (BadRequest e) {
        sendJson(ex, e.status(), Results.error(e));
      } catch (InvalidInputException e) {
        sendJson(ex, 400, Results.error(e));
      } catch (RuntimeException e) {
        sendJson(ex, 500, Results.error(new InvalidInputException("", "internal error: " + e)));
      }
    }
  }

  private void route(HttpExchange ex) throws IOException {
    String target = ex.getRequestURI().getRawPath() + (ex.getRequestURI().getRawQuery() == null
        ? "" : "?" + ex.getRequestURI().getRawQuery());
    guard.check(ex.getRequestHeaders(), target);
    String path = ex.getRequestURI().getPath();
    String query = ex.getRequestURI().getRawQuery();
    String method = ex.getRequestMethod();
    boolean post = method.equals("POST") && path.equals("/api/check");
    if (!method.equals("GET") && !post) {
      ex.getResponseHeaders().set("Allow", path.equals("/api/check") ? "GET, POST" : "GET");
      throw new BadRequest(405, "method", method + " is not served here");
    }
    if (StaticFiles.serves(path)) {
      Params.parse(query, Set.of());
      send(ex, 200, StaticFiles.type(path), StaticFiles.read(path));
      return;
    }
    ScenarioSource.Loaded loaded = source.current();
    ex.getResponseHeaders().set("X-Scenario-Revision", Long.toString(loaded.revision()));
    if (path.equals("/api/revision")) {
      Params.parse(query, Set.of());
      sendJson(ex, 200, Api.revision(loaded, file));
      return;
    }
    if (!path.equals("/board.svg") && !path.startsWith("/api/")) {
      throw new BadRequest(404, "path", "nothing is served at " + path);
    }
    if (loaded.error() != null) {
      sendJson(ex, 503, Results.error(loaded.error()));
      return;
    }
    Scenario s = loaded.scenario();
    switch (path) {
      case "/board.svg":
        Params.parse(query, Set.of());
        send(ex, 200, "image/svg+xml; charset=utf-8", board(loaded));
        return;
      case "/api/scenario":
        Params.parse(query, Set.of());
        sendJson(ex, 200, Api.scenario(loaded, file));
        return;
      case "/api/reach":
        sendJson(ex, 200, Api.reach(s, Params.parse(query, Api.REACH)));
        return;
      case "/api/threat":
        sendJson(ex, 200, Api.threat(s, Params.parse(query, Api.THREAT)));
        return;
      case "/api/path":
        sendJson(ex, 200, Api.path(s, Params.parse(query, Api.PATH)));
        return;
      case "/api/check":
        if (post) {
          Params p = Params.parse(query, Api.SITUATION);
          sendJson(ex, 200, Api.checkOrder(s, p, body(ex)));
        } else {
          sendJson(ex, 200, Api.check(s, Params.parse(query, Api.CHECK)));
        }
        return;
      default:
        throw new BadRequest(404, "path", "no endpoint " + path + "; the endpoints are"
            + " /api/scenario, /api/revision, /api/reach, /api/path, /api/check and"
            + " /api/threat");
    }
  }

  /**
   * Answers the page's first questions once, unasked, while the browser opens: the board and the
   * first unit's range, so that the classes they need are loaded before the first request.
   */
  private void warmUp() {
    ScenarioSource.Loaded loaded = source.current();
    Scenario s = loaded.scenario();
    if (s == null || s.state().units().isEmpty()) {
      return;
    }
    try {
      board(loaded);
      String unit = URLEncoder.encode(s.state().units().get(0).id(), StandardCharsets.UTF_8);
      Api.reach(s, Params.parse("unit=" + unit, Api.REACH)).toJson();
    } catch (InvalidInputException e) {
      // The same question from the page gets the same answer, with its message.
    }
  }

  private synchronized byte[] board(ScenarioSource.Loaded loaded) {
    if (boardRevision != loaded.revision()) {
      board = CommandLineShapes.boardSvg(loaded.scenario());
      boardRevision = loaded.revision();
    }
    return board.getBytes(StandardCharsets.UTF_8);
  }

  private String body(HttpExchange ex) throws IOException {
    guard.checkBody(ex.getRequestHeaders());
    try (InputStream in = ex.getRequestBody()) {
      byte[] bytes = in.readNBytes(Guard.MAX_BODY + 1);
      if (bytes.length > Guard.MAX_BODY) {
        throw Guard.tooLarge(-1);
      }
      return new String(bytes, StandardCharsets.UTF_8);
    }
  }

  private static void sendJson(HttpExchange ex, int status, JsonValue json) throws IOException {
    send(ex, status, JSON, (json.toJson() + "\n").getBytes(StandardCharsets.UTF_8));
  }

  private static void send(HttpExchange ex, int status, String type, byte[] body)
      throws IOException {
    var h = ex.getResponseHeaders();
    h.set("Content-Type", type);
    h.set("Cache-Control", "no-store");
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Content-Security-Policy", CSP);
    h.set("Referrer-Policy", "no-referrer");
    ex.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
    try (OutputStream out = ex.getResponseBody()) {
      out.write(body);
    }
  }
}
