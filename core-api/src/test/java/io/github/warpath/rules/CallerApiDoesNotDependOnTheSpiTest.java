package io.github.warpath.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.internal.arena.SearchArena;
import io.github.warpath.search.MoveGraph;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The caller API ({@code io.github.warpath.rules}) must not depend on the rule-set SPI and engine
 * ({@code io.github.warpath.search}), which depends on it: no package cycle between them.
 *
 * <p>Reads the compiled classes rather than the sources, so that a fully qualified name in code,
 * a type in a signature or a generic type argument counts as much as an import does. Javadoc
 * links are not in class files and may point either way; a compile-time constant (a {@code
 * static final} primitive or string) is copied into the class that reads it, so its use leaves
 * no trace either.
 */
class CallerApiDoesNotDependOnTheSpiTest {
  private static final String SPI = "io/github/warpath/search/";

  @Test
  void noClassOfTheCallerApiRefersToTheSpi() throws IOException {
    Map<String, TreeSet<String>> found = referencesTo(SPI, packageOf(SearchBuffers.class));
    assertEquals(Map.of(), found, "classes of io.github.warpath.rules and the SPI types they"
        + " name; move what they need into the caller API (or below it), never the other way");
  }

  @Test
  void theArenaBothShareDependsOnNoOtherPackageOfWarpath() throws IOException {
    // SearchBuffers holds the engine's arrays in a SearchArena and the engine reads them there:
    // a package of the arena's that named either side would close the cycle again
    Map<String, TreeSet<String>> found = referencesTo("io/github/warpath/",
        packageOf(SearchArena.class));
    found.values().forEach(names -> names.removeIf(
        n -> n.startsWith("io/github/warpath/internal/arena/")));
    found.values().removeIf(TreeSet::isEmpty);
    assertEquals(Map.of(), found);
  }

  @Test
  void theReaderSeesReferencesBetweenPackages() throws IOException {
    // the SPI is built on the caller API, so a reader that works finds references that way round
    Map<String, TreeSet<String>> spiToApi = referencesTo("io/github/warpath/rules/",
        packageOf(MoveGraph.class));
    assertTrue(spiToApi.containsKey("HexRuleSetSupport.class"), spiToApi.keySet().toString());
    assertTrue(spiToApi.get("HexRuleSetSupport.class")
        .contains("io/github/warpath/rules/HexMovementRules"), spiToApi.toString());
    assertFalse(classFiles(packageOf(SearchBuffers.class)).isEmpty());
  }

  /** The directory of a class's package among the compiled classes. */
  private static Path packageOf(Class<?> type) {
    try {
      return Path.of(type.getResource(type.getSimpleName() + ".class").toURI()).getParent();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static List<Path> classFiles(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      List<Path> out = new ArrayList<>();
      files.filter(f -> f.getFileName().toString().endsWith(".class")).sorted()
          .forEach(out::add);
      return out;
    }
  }

  /** Per class file of a package, the names that start with a prefix in its constant pool. */
  private static Map<String, TreeSet<String>> referencesTo(String prefix, Path dir)
      throws IOException {
    Map<String, TreeSet<String>> out = new TreeMap<>();
    for (Path f : classFiles(dir)) {
      TreeSet<String> names = new TreeSet<>();
      try (InputStream in = Files.newInputStream(f)) {
        for (String s : utf8Constants(new DataInputStream(in))) {
          int i = s.indexOf(prefix);
          while (i >= 0) {
            int end = i + prefix.length();
            while (end < s.length() && (Character.isJavaIdentifierPart(s.charAt(end))
                || s.charAt(end) == '/')) {
              end++;
            }
            names.add(s.substring(i, end));
            i = s.indexOf(prefix, end);
          }
        }
      }
      if (!names.isEmpty()) {
        out.put(f.getFileName().toString(), names);
      }
    }
    return out;
  }

  /**
   * The text constants of a class file: every class name, descriptor and signature it uses is
   * one of them (JVMS 4.4).
   */
  private static List<String> utf8Constants(DataInputStream in) throws IOException {
    if (in.readInt() != 0xCAFEBABE) {
      throw new IOException("not a class file");
    }
    in.readUnsignedShort();
    in.readUnsignedShort();
    int count = in.readUnsignedShort();
    List<String> out = new ArrayList<>();
    for (int i = 1; i < count; i++) {
      int tag = in.readUnsignedByte();
      switch (tag) {
        case 1: // Utf8
          out.add(in.readUTF());
          break;
        case 7: // Class
        case 8: // String
        case 16: // MethodType
        case 19: // Module
        case 20: // Package
          in.skipNBytes(2);
          break;
        case 15: // MethodHandle
          in.skipNBytes(3);
          break;
        case 3: // Integer
        case 4: // Float
        case 9: // Fieldref
        case 10: // Methodref
        case 11: // InterfaceMethodref
        case 12: // NameAndType
        case 17: // Dynamic
        case 18: // InvokeDynamic
          in.skipNBytes(4);
          break;
        case 5: // Long
        case 6: // Double
          in.skipNBytes(8);
          i++; // takes two entries
          break;
        default:
          throw new IOException("unknown constant pool tag " + tag + " at entry " + i);
      }
    }
    return out;
  }
}
