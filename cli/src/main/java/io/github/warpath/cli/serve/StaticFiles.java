package io.github.warpath.cli.serve;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;

/** The page, its script and its style sheet, served from the jar's resources; nothing else. */
final class StaticFiles {
  private static final Map<String, String> FILES = Map.of(
      "/", "index.html",
      "/index.html", "index.html",
      "/explorer.js", "explorer.js",
      "/explorer-table.js", "explorer-table.js",
      "/threat.js", "threat.js",
      "/alternative.js", "alternative.js",
      "/explorer.css", "explorer.css");
  private static final Map<String, String> TYPES = Map.of(
      "html", "text/html; charset=utf-8",
      "js", "text/javascript; charset=utf-8",
      "css", "text/css; charset=utf-8");

  private StaticFiles() {}

  /** Whether the path is one of the page's files. */
  static boolean serves(String path) {
    return FILES.containsKey(path);
  }

  /** The media type of a served path. */
  static String type(String path) {
    String name = FILES.get(path);
    return TYPES.get(name.substring(name.lastIndexOf('.') + 1));
  }

  /** The bytes of a served path. */
  static byte[] read(String path) {
    String name = FILES.get(path);
    try (InputStream in = StaticFiles.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("the resource " + name + " is missing from the jar");
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
