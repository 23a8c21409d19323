package io.github.warpath.cli.serve;

import com.sun.net.httpserver.Headers;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The server's rules for who may ask: the {@code Host} header must name this machine by
 * {@code localhost} or an IP address, with the server's port, so that a web page whose own DNS
 * name is made to point at 127.0.0.1 (DNS rebinding) is refused; a request that carries an
 * {@code Origin} must come from the server's own origin; {@code Sec-Fetch-Site} must be
 * {@code same-origin} or {@code none} when a browser sends it; posted bodies must be JSON. Sizes
 * are bounded: the request target and each body.
 */
final class Guard {
  /** The longest request target (path and query) served. */
  static final int MAX_TARGET = 8 * 1024;
  /** The largest request body read. */
  static final int MAX_BODY = 64 * 1024;

  private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");
  private static final Pattern IPV6 = Pattern.compile("\\[[0-9a-fA-F:.]+\\]");
  private static final Set<String> FETCH_SITES = Set.of("same-origin", "none");

  private final int port;
  private final String bindHost;

  /**
   * A guard for a server.
   *
   * @param port the port the server listens on
   * @param bindHost the address it was bound to as given, also accepted as a host name
   */
  Guard(int port, String bindHost) {
    this.port = port;
    this.bindHost = bindHost.toLowerCase(Locale.ROOT);
  }

  /**
   * Checks a request's headers and target.
   *
   * @param h the request headers
   * @param target the raw request target
   * @throws BadRequest 403 for a foreign host or origin, 414 for a target too long
   */
  void check(Headers h, String target) {
    if (target.length() > MAX_TARGET) {
      throw new BadRequest(414, "", "the request target has " + target.length()
          + " characters; at most " + MAX_TARGET + " are served");
    }
    String host = h.getFirst("Host");
    if (host == null || !allowedHost(host)) {
      throw new BadRequest(403, "Host", "'" + host + "' is not this server; ask for"
          + " localhost or the address with the port " + port);
    }
    String origin = h.getFirst("Origin");
    if (origin != null && !origin.equalsIgnoreCase("http://" + host)) {
      throw new BadRequest(403, "Origin", "cross-origin requests are refused ('" + origin
          + "' is not http://" + host + ")");
    }
    String site = h.getFirst("Sec-Fetch-Site");
    if (site != null && !FETCH_SITES.contains(site.toLowerCase(Locale.ROOT))) {
      throw new BadRequest(403, "Sec-Fetch-Site", "requests from other sites are refused ("
          + site + ")");
    }
  }

  /** Whether a Host header names this server: a loopback name or an address, and our port. */
  boolean allowedHost(String host) {
    String h = host.toLowerCase(Locale.ROOT);
    int colon = h.lastIndexOf(':');
    if (colon < 0 || colon < h.lastIndexOf(']')) {
      return false;
    }
    String name = h.substring(0, colon);
    String p = h.substring(colon + 1);
    if (!p.equals(Integer.toString(port))) {
      return false;
    }
    return name.equals("localhost") || name.equals(bindHost) || IPV4.matcher(name).matches()
        || IPV6.matcher(name).matches();
  }

  /**
   * Checks that a posted body is JSON and not too large, before reading it.
   *
   * @param h the request headers
   */
  void checkBody(Headers h) {
    String type = h.getFirst("Content-Type");
    if (type == null || !type.toLowerCase(Locale.ROOT).startsWith("application/json")) {
      throw new BadRequest(415, "Content-Type", "post the order as application/json, not "
          + (type == null ? "without a type" : type));
    }
    String length = h.getFirst("Content-Length");
    if (length != null) {
      long n;
      try {
        n = Long.parseLong(length.trim());
      } catch (NumberFormatException e) {
        throw new BadRequest(400, "Content-Length", "not a number: " + length);
      }
      if (n > MAX_BODY) {
        throw tooLarge(n);
      }
    }
  }

  static BadRequest tooLarge(long n) {
    return new BadRequest(413, "body", "the body has " + (n > MAX_BODY ? n + " bytes" : "more"
        + " bytes than allowed") + "; at most " + MAX_BODY + " bytes are read");
  }
}
