package io.github.warpath.cli.serve;

import io.github.warpath.cli.Main;
import io.github.warpath.scenario.JsonValue;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A running explorer on a copy of an example scenario, and plain HTTP/1.1 requests to it over a
 * socket, so that tests can send any Host and Origin headers they like.
 */
final class Served implements AutoCloseable {
  static final Path EXAMPLES = Path.of("..", "examples", "scenarios");
  /** The example rule books, and scenarios that name them as files next to themselves. */
  static final Path RULEBOOKS = Path.of("..", "examples", "rulebooks");

  final Path file;
  final ExplorerServer server;
  final int port;

  /** An HTTP answer: status, headers (names in lower case) and body. */
  record Answer(int status, Map<String, String> headers, String body) {
    JsonValue json() {
      return JsonValue.parse(body, "response");
    }

    String header(String name) {
      return headers.get(name.toLowerCase(Locale.ROOT));
    }
  }

  Served(Path dir, String example) throws IOException {
    this(dir, EXAMPLES, example);
  }

  /** Serves a copy of {@code example} from {@code from}, with copies of its sibling files. */
  Served(Path dir, Path from, String example, String... siblings) throws IOException {
    this.file = dir.resolve(example);
    Files.copy(from.resolve(example), file);
    for (String sibling : siblings) {
      Files.copy(from.resolve(sibling), dir.resolve(sibling));
    }
    this.server = ExplorerServer.start(file, InetAddress.getLoopbackAddress(), 0);
    this.port = server.uri().getPort();
  }

  String host() {
    return "127.0.0.1:" + port;
  }

  Answer get(String target) throws IOException {
    return request("GET", target, Map.of(), null);
  }

  Answer request(String method, String target, Map<String, String> headers, String body)
      throws IOException {
    Map<String, String> h = new LinkedHashMap<>();
    h.put("Host", host());
    h.putAll(headers);
    return raw(method, target, h, body == null ? null : body.getBytes(StandardCharsets.UTF_8));
  }

  /** Sends a request with exactly these headers (a null value leaves the header out). */
  Answer raw(String method, String target, Map<String, String> headers, byte[] body)
      throws IOException {
    try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
      s.setSoTimeout(20_000);
      StringBuilder req = new StringBuilder(method + " " + target + " HTTP/1.1\r\n");
      headers.forEach((k, v) -> {
        if (v != null) {
          req.append(k).append(": ").append(v).append("\r\n");
        }
      });
      if (body != null) {
        req.append("Content-Length: ").append(body.length).append("\r\n");
      }
      req.append("Connection: close\r\n\r\n");
      OutputStream out = s.getOutputStream();
      out.write(req.toString().getBytes(StandardCharsets.UTF_8));
      if (body != null) {
        try {
          out.write(body);
        } catch (IOException e) {
          // The server may answer and close before reading a body it refuses.
        }
      }
      out.flush();
      InputStream in = s.getInputStream();
      StringBuilder head = new StringBuilder();
      while (!head.toString().endsWith("\r\n\r\n")) {
        int c = in.read();
        if (c < 0) {
          break;
        }
        head.append((char) c);
      }
      String[] lines = head.toString().trim().split("\r\n");
      Map<String, String> hs = new LinkedHashMap<>();
      for (int i = 1; i < lines.length; i++) {
        int colon = lines[i].indexOf(':');
        hs.put(lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
            lines[i].substring(colon + 1).trim());
      }
      String length = hs.get("content-length");
      byte[] content = length == null ? in.readAllBytes() : in.readNBytes(Integer.parseInt(length));
      String text = new String(content, StandardCharsets.UTF_8);
      return new Answer(Integer.parseInt(lines[0].split(" ")[1]), hs, text);
    }
  }

  /** The command line's JSON answer to the same question, for comparison. */
  static JsonValue cli(String... args) {
    StringWriter out = new StringWriter();
    Main.run(args, new PrintWriter(out), new PrintWriter(new StringWriter()),
        new ByteArrayInputStream(new byte[0]));
    return JsonValue.parse(out.toString(), "stdout");
  }

  static long count(String text, String part) {
    long n = 0;
    for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
      n++;
    }
    return n;
  }

  @Override
  public void close() {
    server.close();
  }
}
