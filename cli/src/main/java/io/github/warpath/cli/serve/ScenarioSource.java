package io.github.warpath.cli.serve;

import io.github.warpath.InvalidInputException;
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
import java.util.Arrays;

/**
 * The scenario file the server answers about, read again whenever it changes on disk: each
 * request looks at the file's modification time and size, and when either moved, reads the file
 * and compares a digest of its bytes. A new content gets a new revision, valid or not, so a page
 * that polls the revision sees every edit. The server reads no other file.
 */
final class ScenarioSource {
  /** Files larger than this are not digested; the reader refuses them anyway. */
  private static final long MAX_DIGESTED = 64L * 1024 * 1024;

  private final Path file;
  private final ScenarioReader reader;
  private long modified = Long.MIN_VALUE;
  private long size = -1;
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

  /** The current content, read again first if the file changed. */
  synchronized Loaded current() {
    long m;
    long s;
    try {
      BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
      Instant t = a.lastModifiedTime().toInstant();
      m = t.getEpochSecond() * 1_000_000_000L + t.getNano();
      s = a.size();
    } catch (IOException e) {
      m = Long.MIN_VALUE + 1;
      s = -2;
    }
    if (loaded != null && m == modified && s == size) {
      return loaded;
    }
    modified = m;
    size = s;
    byte[] d = digest();
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

  /** A digest of the file's bytes; the reader itself refuses files that are too large. */
  private byte[] digest() {
    try {
      MessageDigest md = MessageDigest.getInstance("SHA-256");
      if (size > MAX_DIGESTED) {
        return ("size " + size + " modified " + modified).getBytes(StandardCharsets.UTF_8);
      }
      return md.digest(Files.readAllBytes(file));
    } catch (IOException e) {
      return ("unreadable: " + e).getBytes(StandardCharsets.UTF_8);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK has no SHA-256", e);
    }
  }
}
