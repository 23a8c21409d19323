package io.github.warpath.cli.serve;

import io.github.warpath.InvalidInputException;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The scenario file the server answers about, and the rule book file it names if it names one,
 * read again whenever either changes on disk: each request looks at both files' modification
 * times and sizes, and when one moved, reads them and compares a digest of their bytes. A new
 * content gets a new revision, valid or not, so a page that polls the revision sees every edit
 * of the scenario or of its rule book. The server reads no other file.
 */
final class ScenarioSource {
  /** Files larger than this are not digested; the reader refuses them anyway. */
  private static final long MAX_DIGESTED = 64L * 1024 * 1024;
  /** A rule book file's name as the scenario reader accepts it: a plain name, no path. */
  private static final Pattern BOOK_FILE = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_.-]{0,200}");

  private final Path file;
  private final ScenarioReader reader;
  private Path book;
  private List<Long> stamps = List.of();
  private byte[] digest = new byte[0];
  private Loaded loaded;

  /**
   * What was read: the revision, and the scenario or the reason it is not valid.
   *
   * @param revision 1 for the first content read, one more for each changed content
   * @param scenario the scenario, or null if the file is not valid
   * @param error the problem, or null if the scenario is valid
   */
  record Loaded(long revision, Scenario scenario, InvalidInputException error) {}

  ScenarioSource(Path file, ScenarioReader reader) {
    this.file = file;
    this.reader = reader;
  }

  /** The file, as given on the command line. */
  Path file() {
    return file;
  }

  /** The rule book file the scenario names, or null if it names none (or gives it inline). */
  synchronized Path book() {
    return book;
  }

  /** The current content, read again first if the scenario or its rule book file changed. */
  synchronized Loaded current() {
    List<Long> now = new ArrayList<>(stamp(file));
    if (book != null) {
      now.addAll(stamp(book));
    }
    if (loaded != null && now.equals(stamps)) {
      return loaded;
    }
    byte[] scenarioBytes = bytes(file);
    book = bookNamed(scenarioBytes);
    List<Long> stamped = new ArrayList<>(stamp(file));
    MessageDigest md = sha256();
    md.update(scenarioBytes);
    if (book != null) {
      stamped.addAll(stamp(book));
      md.update((byte) 0);
      md.update(Files.isSymbolicLink(book) || !Files.isRegularFile(book)
          ? "no rule book file".getBytes(StandardCharsets.UTF_8) : bytes(book));
    }
    stamps = stamped;
    byte[] d = md.digest();
    if (loaded != null && Arrays.equals(d, digest)) {
      return loaded;
    }
    digest = d;
    long revision = loaded == null ? 1 : loaded.revision() + 1;
    try {
      loaded = new Loaded(revision, reader.read(file), null);
    } catch (InvalidInputException e) {
      loaded = new Loaded(revision, null, e);
    }
    return loaded;
  }

  /** A file's modification time (in nanoseconds) and size, or marks that it cannot be read. */
  private static List<Long> stamp(Path f) {
    try {
      BasicFileAttributes a = Files.readAttributes(f, BasicFileAttributes.class);
      Instant t = a.lastModifiedTime().toInstant();
      return List.of(t.getEpochSecond() * 1_000_000_000L + t.getNano(), a.size());
    } catch (IOException e) {
      return List.of(Long.MIN_VALUE + 1, -2L);
    }
  }

  /**
   * The bytes of a file to digest: its content, or words that stand for it when it is too large
   * or cannot be read (the reader then says what is wrong with it).
   */
  private static byte[] bytes(Path f) {
    try {
      if (Files.size(f) > MAX_DIGESTED) {
        return ("too large " + stamp(f)).getBytes(StandardCharsets.UTF_8);
      }
      return Files.readAllBytes(f);
    } catch (IOException e) {
      return ("unreadable: " + e).getBytes(StandardCharsets.UTF_8);
    }
  }

  /**
   * The rule book file next to the scenario that the scenario's text names, if it is a plain
   * file name as the reader accepts; null when there is none, it is inline or the text is not
   * a JSON object (the reader then explains what is wrong).
   */
  private Path bookNamed(byte[] scenarioBytes) {
    JsonValue root;
    try {
      root = JsonValue.parse(new String(scenarioBytes, StandardCharsets.UTF_8), file.toString());
    } catch (InvalidInputException e) {
      return null;
    }
    if (!root.isObject() || !root.has("rulebook") || !root.get("rulebook").isText()) {
      return null;
    }
    String name = root.get("rulebook").text();
    if (!BOOK_FILE.matcher(name).matches() || name.contains("..")) {
      return null;
    }
    Path dir = file.toAbsolutePath().getParent();
    return dir == null ? null : dir.resolve(name);
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK has no SHA-256", e);
    }
  }
}
