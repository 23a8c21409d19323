package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code warpath} launcher at the repository root, run in a copy of the repository's layout
 * with a stand-in java that records its arguments (and writes the archive a real one would): the
 * class-data-sharing archive is made once with the java that runs the command, used while it
 * fits the jar and that java, made again when either changes, left out (and not tried again)
 * when it cannot be made; a check of one move or of a small file of orders runs on the quick
 * compiler alone; {@code WARPATH_JAVA_OPTS} comes after the launcher's own options.
 */
class LauncherTest {
  private static final Path LAUNCHER = Path.of("..", "warpath");

  @TempDir
  Path root;

  private Path jar;
  private Path archive;
  private Path calls;

  @BeforeEach
  void layout() throws IOException {
    Files.copy(LAUNCHER, root.resolve("warpath"));
    Path target = Files.createDirectories(root.resolve("cli/target"));
    jar = Files.writeString(target.resolve("warpath-cli.jar"), "jar");
    archive = target.resolve("warpath-cli.jsa");
    Files.createDirectories(root.resolve("examples/scenarios"));
    Files.writeString(root.resolve("examples/scenarios/example-road.json"), "{}");
    calls = root.resolve("calls.log");
    javaHome("jdk-a", true);
    // the jar is older than anything the launcher writes, and no source is newer than the jar
    Files.setLastModifiedTime(jar, FileTime.from(Instant.now().minus(1, ChronoUnit.HOURS)));
  }

  /** A stand-in JAVA_HOME whose java logs its arguments and, if asked, writes the archive. */
  private Path javaHome(String name, boolean dumps) throws IOException {
    Path bin = Files.createDirectories(root.resolve(name).resolve("bin"));
    Path java = bin.resolve("java");
    Files.writeString(java, "#!/usr/bin/env bash\n"
        + "echo \"" + name + " $*\" >> '" + calls + "'\n"
        + (dumps ? "for a in \"$@\"; do case \"$a\" in -XX:ArchiveClassesAtExit=*)"
            + " echo archive > \"${a#-XX:ArchiveClassesAtExit=}\";; esac; done\n" : "")
        + "exit 0\n");
    Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    return root.resolve(name);
  }

  /** Runs the launcher with these arguments and environment; returns the java calls it made. */
  private List<String> run(Map<String, String> env, String... args) throws Exception {
    long before = Files.exists(calls) ? Files.readAllLines(calls).size() : 0;
    ProcessBuilder pb = new ProcessBuilder();
    pb.command().add("bash");
    pb.command().add(root.resolve("warpath").toString());
    pb.command().addAll(List.of(args));
    pb.environment().put("JAVA_HOME", root.resolve("jdk-a").toString());
    pb.environment().remove("WARPATH_JAVA_OPTS");
    pb.environment().putAll(env);
    pb.redirectErrorStream(true);
    pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the launcher did not end");
    assertEquals(0, p.exitValue(), out);
    List<String> all = Files.readAllLines(calls);
    return all.subList((int) before, all.size());
  }

  private List<String> run(String... args) throws Exception {
    return run(Map.of(), args);
  }

  @Test
  void theFirstRunRecordsTheArchiveAndEveryRunStartsFromIt() throws Exception {
    List<String> first = run("rule-sets");
    assertEquals(2, first.size(), first.toString());
    assertTrue(first.get(0).contains("-XX:ArchiveClassesAtExit="), first.get(0));
    assertTrue(first.get(0).contains("-jar " + jar + " check ")
        && first.get(0).endsWith("--moves - --json"), first.get(0));
    assertTrue(Files.exists(archive));
    String withArchive = "jdk-a -XX:SharedArchiveFile=" + archive + " -Xlog:disable"
        + " -Xlog:all=warning,cds=off,cds+dynamic=off:stderr -jar " + jar + " rule-sets";
    assertEquals(withArchive, first.get(1));
    assertEquals(List.of(withArchive), run("rule-sets"));
  }

  @Test
  void aNewerJarOrAnotherJavaRecordsTheArchiveAgain() throws Exception {
    run("rule-sets");
    // a jar built after the archive was made
    Files.setLastModifiedTime(archive.resolveSibling("warpath-cli.jsa.java"),
        FileTime.from(Instant.now().minus(2, ChronoUnit.HOURS)));
    List<String> newerJar = run("rule-sets");
    assertEquals(2, newerJar.size(), newerJar.toString());
    assertTrue(newerJar.get(0).contains("-XX:ArchiveClassesAtExit="), newerJar.get(0));
    javaHome("jdk-b", true);
    List<String> otherJava = run(Map.of("JAVA_HOME", root.resolve("jdk-b").toString()),
        "rule-sets");
    assertEquals(2, otherJava.size(), otherJava.toString());
    assertTrue(otherJava.get(0).startsWith("jdk-b -XX:ArchiveClassesAtExit="),
        otherJava.get(0));
    assertTrue(otherJava.get(1).startsWith("jdk-b -XX:SharedArchiveFile="), otherJava.get(1));
  }

  @Test
  void withoutAnArchiveTheCommandRunsPlainAndTheArchiveIsNotTriedAgain() throws Exception {
    javaHome("jdk-c", false);
    List<String> calls = run(Map.of("JAVA_HOME", root.resolve("jdk-c").toString()), "schema");
    assertEquals(2, calls.size(), calls.toString());
    assertEquals("jdk-c -jar " + jar + " schema", calls.get(1));
    assertFalse(Files.exists(archive));
    // not tried again for the same jar and java
    assertEquals(List.of("jdk-c -jar " + jar + " schema"),
        run(Map.of("JAVA_HOME", root.resolve("jdk-c").toString()), "schema"));
  }

  @Test
  void javaOptionsFromTheEnvironmentComeAfterTheLaunchersOwn() throws Exception {
    run("rule-sets");
    List<String> calls = run(Map.of("WARPATH_JAVA_OPTS", "-Xmx256m  -XX:+UseSerialGC"),
        "check", "a b.json");
    assertEquals(List.of("jdk-a -XX:SharedArchiveFile=" + archive + " -Xlog:disable"
        + " -Xlog:all=warning,cds=off,cds+dynamic=off:stderr -XX:TieredStopAtLevel=1 -Xmx256m"
        + " -XX:+UseSerialGC -jar " + jar + " check a b.json"), calls);
  }

  /** The java options of the command itself (the last call), without the archive's. */
  private String optionsOf(String... args) throws Exception {
    List<String> calls = run(args);
    String last = calls.get(calls.size() - 1);
    return last.substring(0, last.indexOf(" -jar ")).replaceAll(" -XX:SharedArchiveFile=\\S+"
        + " -Xlog:disable -Xlog:all=warning,cds=off,cds\\+dynamic=off:stderr", "");
  }

  @Test
  void aCheckOfOneMoveOrOfAFileUnder128MiBRunsOnTheQuickCompilerAlone() throws Exception {
    Path small = Files.writeString(root.resolve("orders.jsonl"), "{}\n");
    Path big = root.resolve("big orders.jsonl");
    try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(big.toFile(), "rw")) {
      f.setLength(128L * 1024 * 1024);
    }
    String quick = "jdk-a -XX:TieredStopAtLevel=1";
    assertEquals(quick, optionsOf("check", "s.json", "--unit", "a", "--path", "0101"));
    assertEquals(quick, optionsOf("check", "s.json", "--moves", small.toString(), "--json"));
    assertEquals(quick, optionsOf("check", "s.json", "--moves=" + small));
    assertEquals("jdk-a", optionsOf("check", "s.json", "--moves", big.toString()));
    assertEquals("jdk-a", optionsOf("check", "s.json", "--moves=" + big, "--json"));
    assertEquals("jdk-a", optionsOf("check", "s.json", "--moves", "-"));
    assertEquals("jdk-a", optionsOf("serve", "s.json"));
    assertEquals("jdk-a", optionsOf("reach", "s.json", "--unit", "a"));
  }
}
