package io.github.warpath.vassal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;

/**
 * The VASSAL jar as built: self-contained, every third-party class relocated under
 * io.github.warpath.shaded, no module descriptors, Java 17 bytecode, and it works in a class
 * loader that sees nothing else (as in a VASSAL module).
 */
class VassalJarIT {
  private static final Path JAR = Path.of(System.getProperty("warpath.vassal.jar"));

  private static List<JarEntry> entries() throws IOException {
    List<JarEntry> out = new ArrayList<>();
    try (JarFile jar = new JarFile(JAR.toFile())) {
      Enumeration<JarEntry> e = jar.entries();
      while (e.hasMoreElements()) {
        out.add(e.nextElement());
      }
    }
    return out;
  }

  @Test
  void everyClassIsOursOrRelocatedUnderOurs() throws IOException {
    List<String> foreign = new ArrayList<>();
    int shaded = 0;
    for (JarEntry e : entries()) {
      if (!e.getName().endsWith(".class")) {
        continue;
      }
      if (!e.getName().startsWith("io/github/warpath/")) {
        foreign.add(e.getName());
      }
      if (e.getName().startsWith("io/github/warpath/shaded/jackson/core/")) {
        shaded++;
      }
    }
    assertEquals(List.of(), foreign);
    assertTrue(shaded > 50, "jackson-core is inside, relocated");
  }

  @Test
  void theJarHasNoModuleDescriptorsAndOnlyJava17Bytecode() throws IOException {
    int classes = 0;
    try (JarFile jar = new JarFile(JAR.toFile())) {
      for (JarEntry e : entries()) {
        assertTrue(!e.getName().endsWith("module-info.class"), e.getName());
        if (!e.getName().endsWith(".class")) {
          continue;
        }
        try (DataInputStream in = new DataInputStream(jar.getInputStream(e))) {
          assertEquals(0xCAFEBABE, in.readInt(), e.getName());
          in.readUnsignedShort();
          int major = in.readUnsignedShort();
          assertTrue(major <= 61, e.getName() + " has class file version " + major);
        }
        classes++;
      }
      assertTrue(jar.getManifest().getMainAttributes().getValue("Multi-Release") == null);
    }
    assertTrue(classes > 100);
  }

  @Test
  void rulesetsAreListedForServiceLoading() throws IOException {
    try (JarFile jar = new JarFile(JAR.toFile())) {
      JarEntry services = jar.getJarEntry("META-INF/services/io.github.warpath.rules.RuleSet");
      try (InputStream in = jar.getInputStream(services)) {
        String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(text.contains("io.github.warpath.examples.ExampleRules"), text);
      }
    }
  }

  @Test
  void aHostWithOnlyThisJarReadsAScenarioAndAsksForARange() throws Exception {
    String scenario = Files.readString(Path.of(System.getProperty("warpath.examples"),
        "example-road.json"));
    try (URLClassLoader loader = new URLClassLoader(new URL[] {JAR.toUri().toURL()},
        ClassLoader.getPlatformClassLoader())) {
      Class<?> ruleSets = loader.loadClass("io.github.warpath.rules.RuleSets");
      Object registry = ruleSets.getMethod("load", ClassLoader.class).invoke(null, loader);
      Object example = ruleSets.getMethod("get", String.class).invoke(registry, "example");
      assertEquals("io.github.warpath.examples.ExampleRules", example.getClass().getName());
      Object array = arrayOf(loader, example);
      Object explicit = ruleSets.getMethod("of", array.getClass())
          .invoke(null, new Object[] {array});
      Class<?> readerClass = loader.loadClass("io.github.warpath.scenario.ScenarioReader");
      Object reader = readerClass.getMethod("of", ruleSets).invoke(null, explicit);
      Object s = readerClass.getMethod("read", String.class, String.class)
          .invoke(reader, scenario, "example-road.json");
      Object state = s.getClass().getMethod("state").invoke(s);
      Object rules = s.getClass().getMethod("hexRules").invoke(s);
      Class<?> queryClass = loader.loadClass("io.github.warpath.rules.MoveQuery");
      Object query = queryClass.getMethod("of", String.class).invoke(null, "recon");
      Method reach = loader.loadClass("io.github.warpath.rules.HexMovementRules")
          .getMethod("reach", loader.loadClass("io.github.warpath.state.GameState"), queryClass);
      Object range = reach.invoke(rules, state, query);
      assertEquals(53, loader.loadClass("io.github.warpath.rules.Reach").getMethod("size")
          .invoke(range));
    }
  }

  @Test
  void theTableFormatIsListedForServiceLoading() throws IOException {
    try (JarFile jar = new JarFile(JAR.toFile())) {
      JarEntry services = jar.getJarEntry(
          "META-INF/services/io.github.warpath.scenario.BoardFormat");
      try (InputStream in = jar.getInputStream(services)) {
        String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(text.contains("io.github.warpath.scenario.table.TableFormat"), text);
      }
      assertTrue(jar.getJarEntry("io/github/warpath/shaded/jts/geom/Geometry.class") != null,
          "JTS is inside, relocated");
    }
  }

  @Test
  void aHostWithOnlyThisJarReadsATableAndAsksWhereAModelCanGo() throws Exception {
    String scenario = Files.readString(Path.of(System.getProperty("warpath.examples"),
        "miniatures-fixed-farm.json"));
    try (URLClassLoader loader = new URLClassLoader(new URL[] {JAR.toUri().toURL()},
        ClassLoader.getPlatformClassLoader())) {
      Class<?> ruleSets = loader.loadClass("io.github.warpath.rules.RuleSets");
      Object fixed = loader.loadClass("io.github.warpath.skirmish.fixed.MiniaturesFixedRules")
          .getConstructor().newInstance();
      Object explicit = ruleSets.getMethod("of", arrayOf(loader, fixed).getClass())
          .invoke(null, new Object[] {arrayOf(loader, fixed)});
      Class<?> readerClass = loader.loadClass("io.github.warpath.scenario.ScenarioReader");
      Class<?> formatClass = loader.loadClass("io.github.warpath.scenario.BoardFormat");
      Object format = loader.loadClass("io.github.warpath.scenario.table.TableFormat")
          .getConstructor().newInstance();
      Object reader = readerClass.getMethod("withBoardFormat", formatClass).invoke(
          readerClass.getMethod("of", ruleSets).invoke(null, explicit), format);
      Object s = readerClass.getMethod("read", String.class, String.class)
          .invoke(reader, scenario, "miniatures-fixed-farm.json");
      Object state = s.getClass().getMethod("state").invoke(s);
      Class<?> queryClass = loader.loadClass("io.github.warpath.rules.MoveQuery");
      Object query = queryClass.getMethod("of", String.class, String.class)
          .invoke(null, "a", "run");
      Method reach = loader.loadClass("io.github.warpath.skirmish.table.TableMovementRules")
          .getMethod("reach", loader.loadClass("io.github.warpath.state.GameState"), queryClass,
              int.class);
      Object region = reach.invoke(fixed, state, query, 1);
      double area = (Double) region.getClass().getMethod("area").invoke(region);
      assertEquals(271.2, area, 1.0, "model 2 of the section at a Run, round the wood and wall");
    }
  }

  private static Object arrayOf(ClassLoader loader, Object element) throws Exception {
    Object array = java.lang.reflect.Array.newInstance(
        loader.loadClass("io.github.warpath.rules.RuleSet"), 1);
    java.lang.reflect.Array.set(array, 0, element);
    return array;
  }
}
