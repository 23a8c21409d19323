package io.github.warpath.map;

import io.github.warpath.InvalidInputException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The terrain names a map may use, given by a rule set as two enums: features of a hex (clear,
 * woods, city, ...) and features of a hexside (river, wall, road, rail, ...).
 *
 * <p>The core stores features as bits indexed by the enum constants' ordinals, so each enum may
 * have at most 64 constants. Linear features such as roads are hexside features: the map records
 * that a road crosses a hexside, which is exactly what movement rules ask.
 *
 * <p>Names are matched case-insensitively, with {@code -} and {@code _} interchangeable, so a
 * scenario may write {@code major-river} for {@code MAJOR_RIVER}.
 *
 * <p>A vocabulary may also be made of names read at run time ({@link #named}), for rule sets
 * configured by data: its features are then the first constants of {@link HexKind} and {@link
 * SideKind}, and {@link #nameOf} gives their names.
 */
public final class TerrainVocabulary {
  /** The most features of one kind (hex or hexside) a vocabulary may have. */
  public static final int MAX_FEATURES = 64;

  private final Class<? extends Enum<?>> hexFeatures;
  private final Class<? extends Enum<?>> hexsideFeatures;
  private final Enum<?>[] hexConstants;
  private final Enum<?>[] sideConstants;
  private final String[] hexNames;
  private final String[] sideNames;

  private TerrainVocabulary(Class<? extends Enum<?>> hexFeatures,
      Class<? extends Enum<?>> hexsideFeatures) {
    this.hexFeatures = Objects.requireNonNull(hexFeatures, "hexFeatures");
    this.hexsideFeatures = Objects.requireNonNull(hexsideFeatures, "hexsideFeatures");
    this.hexConstants = hexFeatures.getEnumConstants();
    this.sideConstants = hexsideFeatures.getEnumConstants();
    if (hexConstants.length > MAX_FEATURES || sideConstants.length > MAX_FEATURES) {
      throw new IllegalArgumentException("a terrain enum may have at most 64 constants");
    }
    this.hexNames = names(hexConstants).toArray(new String[0]);
    this.sideNames = names(sideConstants).toArray(new String[0]);
  }

  private TerrainVocabulary(List<String> hexNames, List<String> sideNames) {
    this.hexFeatures = HexKind.class;
    this.hexsideFeatures = SideKind.class;
    this.hexNames = checkNames(hexNames, "hex terrain");
    this.sideNames = checkNames(sideNames, "hexside feature");
    this.hexConstants = Arrays.copyOf(HexKind.values(), this.hexNames.length);
    this.sideConstants = Arrays.copyOf(SideKind.values(), this.sideNames.length);
  }

  private static String[] checkNames(List<String> names, String what) {
    if (names.size() > MAX_FEATURES) {
      throw new InvalidInputException("", "at most " + MAX_FEATURES + " " + what
          + " names are allowed, got " + names.size());
    }
    String[] out = new String[names.size()];
    for (int i = 0; i < out.length; i++) {
      String n = normalize(Objects.requireNonNull(names.get(i), "name"));
      if (n.isEmpty()) {
        throw new InvalidInputException("", "a " + what + " name is empty");
      }
      for (int j = 0; j < i; j++) {
        if (out[j].equals(n)) {
          throw new InvalidInputException("", "the " + what + " name '" + names.get(i)
              + "' is given twice");
        }
      }
      out[i] = n;
    }
    return out;
  }

  private static String normalize(String name) {
    return name.trim().toLowerCase(Locale.ROOT).replace('_', '-').replace(' ', '-');
  }

  /**
   * A vocabulary of names given at run time, for rule sets configured by data. Names are
   * matched as enum names are (case-insensitively, dashes and underscores alike) and spelled in
   * lower case with dashes.
   *
   * @param hexNames the hex features, at most {@value #MAX_FEATURES}
   * @param sideNames the hexside features, at most {@value #MAX_FEATURES}
   * @return the vocabulary
   * @throws InvalidInputException if there are too many names, or a name is empty or repeated
   */
  public static TerrainVocabulary named(List<String> hexNames, List<String> sideNames) {
    return new TerrainVocabulary(hexNames, sideNames);
  }

  /**
   * The name of a feature of this vocabulary, in scenario spelling. For enum vocabularies this
   * is {@link #spell}; for {@link #named} ones the name given.
   *
   * @param feature a constant of {@link #hexFeatures()} or {@link #hexsideFeatures()}
   * @return the name
   */
  public String nameOf(Enum<?> feature) {
    if (feature.getDeclaringClass() == hexFeatures && feature.ordinal() < hexNames.length) {
      return hexNames[feature.ordinal()];
    }
    if (feature.getDeclaringClass() == hexsideFeatures && feature.ordinal() < sideNames.length) {
      return sideNames[feature.ordinal()];
    }
    throw new IllegalArgumentException(feature + " is not a feature of this vocabulary");
  }

  /**
   * A vocabulary of two enums.
   *
   * @param hexFeatures the enum of hex features
   * @param hexsideFeatures the enum of hexside (and linear) features
   * @return the vocabulary
   */
  public static TerrainVocabulary of(Class<? extends Enum<?>> hexFeatures,
      Class<? extends Enum<?>> hexsideFeatures) {
    return new TerrainVocabulary(hexFeatures, hexsideFeatures);
  }

  /**
   * The enum of hex features.
   *
   * @return the class
   */
  public Class<? extends Enum<?>> hexFeatures() {
    return hexFeatures;
  }

  /**
   * The enum of hexside features.
   *
   * @return the class
   */
  public Class<? extends Enum<?>> hexsideFeatures() {
    return hexsideFeatures;
  }

  /**
   * The bit of a hex feature, checking it belongs to this vocabulary.
   *
   * @param feature a constant of {@link #hexFeatures()}
   * @return {@code 1L << feature.ordinal()}
   * @throws IllegalArgumentException if the constant is of another enum
   */
  public long hexBit(Enum<?> feature) {
    if (feature.getDeclaringClass() != hexFeatures) {
      throw new IllegalArgumentException(feature + " is not a hex feature of "
          + hexFeatures.getSimpleName());
    }
    return 1L << feature.ordinal();
  }

  /**
   * The bit of a hexside feature, checking it belongs to this vocabulary.
   *
   * @param feature a constant of {@link #hexsideFeatures()}
   * @return {@code 1L << feature.ordinal()}
   * @throws IllegalArgumentException if the constant is of another enum
   */
  public long sideBit(Enum<?> feature) {
    if (feature.getDeclaringClass() != hexsideFeatures) {
      throw new IllegalArgumentException(feature + " is not a hexside feature of "
          + hexsideFeatures.getSimpleName());
    }
    return 1L << feature.ordinal();
  }

  /**
   * Looks up a hex feature by name.
   *
   * @param name e.g. {@code "woods"}
   * @return the constant
   * @throws InvalidInputException naming the known features if there is no such feature
   */
  public Enum<?> hexFeature(String name) {
    return lookup(hexConstants, hexNames, name, "hex terrain");
  }

  /**
   * Looks up a hexside feature by name.
   *
   * @param name e.g. {@code "major-river"}
   * @return the constant
   * @throws InvalidInputException naming the known features if there is no such feature
   */
  public Enum<?> hexsideFeature(String name) {
    return lookup(sideConstants, sideNames, name, "hexside feature");
  }

  /**
   * The names of all hex features, in scenario spelling (lower case, dashes).
   *
   * @return the names
   */
  public List<String> hexFeatureNames() {
    return List.of(hexNames);
  }

  /**
   * The names of all hexside features, in scenario spelling.
   *
   * @return the names
   */
  public List<String> hexsideFeatureNames() {
    return List.of(sideNames);
  }

  /**
   * The hex features in a bit mask.
   *
   * @param mask bits by ordinal
   * @return the constants, in declaration order
   */
  public List<Enum<?>> hexFeaturesOf(long mask) {
    return decode(hexConstants, mask);
  }

  /**
   * The hexside features in a bit mask.
   *
   * @param mask bits by ordinal
   * @return the constants, in declaration order
   */
  public List<Enum<?>> hexsideFeaturesOf(long mask) {
    return decode(sideConstants, mask);
  }

  /**
   * The scenario spelling of a feature name: lower case with dashes.
   *
   * @param feature a constant
   * @return e.g. {@code "major-river"}
   */
  public static String spell(Enum<?> feature) {
    return feature.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  private static List<Enum<?>> decode(Enum<?>[] constants, long mask) {
    List<Enum<?>> out = new ArrayList<>();
    for (Enum<?> e : constants) {
      if ((mask & (1L << e.ordinal())) != 0) {
        out.add(e);
      }
    }
    return out;
  }

  private static List<String> names(Enum<?>[] constants) {
    List<String> out = new ArrayList<>(constants.length);
    for (Enum<?> e : constants) {
      out.add(spell(e));
    }
    return out;
  }

  private static Enum<?> lookup(Enum<?>[] constants, String[] spelled, String name,
      String what) {
    String key = normalize(name);
    for (int i = 0; i < spelled.length; i++) {
      if (spelled[i].equals(key)) {
        return constants[i];
      }
    }
    throw new InvalidInputException("", "unknown " + what + " '" + name + "'; known: "
        + String.join(", ", spelled));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TerrainVocabulary && ((TerrainVocabulary) o).hexFeatures == hexFeatures
        && ((TerrainVocabulary) o).hexsideFeatures == hexsideFeatures
        && Arrays.equals(((TerrainVocabulary) o).hexNames, hexNames)
        && Arrays.equals(((TerrainVocabulary) o).sideNames, sideNames);
  }

  @Override
  public int hashCode() {
    return (hexFeatures.hashCode() * 31 + hexsideFeatures.hashCode()) * 31
        + Arrays.hashCode(hexNames) * 17 + Arrays.hashCode(sideNames);
  }

  @Override
  public String toString() {
    return "TerrainVocabulary{" + hexFeatures.getSimpleName() + ": "
        + (hexFeatures == HexKind.class ? Arrays.toString(hexNames)
            : Arrays.toString(hexConstants)) + "; " + hexsideFeatures.getSimpleName() + ": "
        + (hexsideFeatures == SideKind.class ? Arrays.toString(sideNames)
            : Arrays.toString(sideConstants)) + "}";
  }


  /** The hex features of {@link #named} vocabularies, by position. */
  public enum HexKind {
    /** Feature 0 of a named vocabulary. */
    H0,
    /** Feature 1 of a named vocabulary. */
    H1,
    /** Feature 2 of a named vocabulary. */
    H2,
    /** Feature 3 of a named vocabulary. */
    H3,
    /** Feature 4 of a named vocabulary. */
    H4,
    /** Feature 5 of a named vocabulary. */
    H5,
    /** Feature 6 of a named vocabulary. */
    H6,
    /** Feature 7 of a named vocabulary. */
    H7,
    /** Feature 8 of a named vocabulary. */
    H8,
    /** Feature 9 of a named vocabulary. */
    H9,
    /** Feature 10 of a named vocabulary. */
    H10,
    /** Feature 11 of a named vocabulary. */
    H11,
    /** Feature 12 of a named vocabulary. */
    H12,
    /** Feature 13 of a named vocabulary. */
    H13,
    /** Feature 14 of a named vocabulary. */
    H14,
    /** Feature 15 of a named vocabulary. */
    H15,
    /** Feature 16 of a named vocabulary. */
    H16,
    /** Feature 17 of a named vocabulary. */
    H17,
    /** Feature 18 of a named vocabulary. */
    H18,
    /** Feature 19 of a named vocabulary. */
    H19,
    /** Feature 20 of a named vocabulary. */
    H20,
    /** Feature 21 of a named vocabulary. */
    H21,
    /** Feature 22 of a named vocabulary. */
    H22,
    /** Feature 23 of a named vocabulary. */
    H23,
    /** Feature 24 of a named vocabulary. */
    H24,
    /** Feature 25 of a named vocabulary. */
    H25,
    /** Feature 26 of a named vocabulary. */
    H26,
    /** Feature 27 of a named vocabulary. */
    H27,
    /** Feature 28 of a named vocabulary. */
    H28,
    /** Feature 29 of a named vocabulary. */
    H29,
    /** Feature 30 of a named vocabulary. */
    H30,
    /** Feature 31 of a named vocabulary. */
    H31,
    /** Feature 32 of a named vocabulary. */
    H32,
    /** Feature 33 of a named vocabulary. */
    H33,
    /** Feature 34 of a named vocabulary. */
    H34,
    /** Feature 35 of a named vocabulary. */
    H35,
    /** Feature 36 of a named vocabulary. */
    H36,
    /** Feature 37 of a named vocabulary. */
    H37,
    /** Feature 38 of a named vocabulary. */
    H38,
    /** Feature 39 of a named vocabulary. */
    H39,
    /** Feature 40 of a named vocabulary. */
    H40,
    /** Feature 41 of a named vocabulary. */
    H41,
    /** Feature 42 of a named vocabulary. */
    H42,
    /** Feature 43 of a named vocabulary. */
    H43,
    /** Feature 44 of a named vocabulary. */
    H44,
    /** Feature 45 of a named vocabulary. */
    H45,
    /** Feature 46 of a named vocabulary. */
    H46,
    /** Feature 47 of a named vocabulary. */
    H47,
    /** Feature 48 of a named vocabulary. */
    H48,
    /** Feature 49 of a named vocabulary. */
    H49,
    /** Feature 50 of a named vocabulary. */
    H50,
    /** Feature 51 of a named vocabulary. */
    H51,
    /** Feature 52 of a named vocabulary. */
    H52,
    /** Feature 53 of a named vocabulary. */
    H53,
    /** Feature 54 of a named vocabulary. */
    H54,
    /** Feature 55 of a named vocabulary. */
    H55,
    /** Feature 56 of a named vocabulary. */
    H56,
    /** Feature 57 of a named vocabulary. */
    H57,
    /** Feature 58 of a named vocabulary. */
    H58,
    /** Feature 59 of a named vocabulary. */
    H59,
    /** Feature 60 of a named vocabulary. */
    H60,
    /** Feature 61 of a named vocabulary. */
    H61,
    /** Feature 62 of a named vocabulary. */
    H62,
    /** Feature 63 of a named vocabulary. */
    H63
  }

  /** The hexside features of {@link #named} vocabularies, by position. */
  public enum SideKind {
    /** Feature 0 of a named vocabulary. */
    S0,
    /** Feature 1 of a named vocabulary. */
    S1,
    /** Feature 2 of a named vocabulary. */
    S2,
    /** Feature 3 of a named vocabulary. */
    S3,
    /** Feature 4 of a named vocabulary. */
    S4,
    /** Feature 5 of a named vocabulary. */
    S5,
    /** Feature 6 of a named vocabulary. */
    S6,
    /** Feature 7 of a named vocabulary. */
    S7,
    /** Feature 8 of a named vocabulary. */
    S8,
    /** Feature 9 of a named vocabulary. */
    S9,
    /** Feature 10 of a named vocabulary. */
    S10,
    /** Feature 11 of a named vocabulary. */
    S11,
    /** Feature 12 of a named vocabulary. */
    S12,
    /** Feature 13 of a named vocabulary. */
    S13,
    /** Feature 14 of a named vocabulary. */
    S14,
    /** Feature 15 of a named vocabulary. */
    S15,
    /** Feature 16 of a named vocabulary. */
    S16,
    /** Feature 17 of a named vocabulary. */
    S17,
    /** Feature 18 of a named vocabulary. */
    S18,
    /** Feature 19 of a named vocabulary. */
    S19,
    /** Feature 20 of a named vocabulary. */
    S20,
    /** Feature 21 of a named vocabulary. */
    S21,
    /** Feature 22 of a named vocabulary. */
    S22,
    /** Feature 23 of a named vocabulary. */
    S23,
    /** Feature 24 of a named vocabulary. */
    S24,
    /** Feature 25 of a named vocabulary. */
    S25,
    /** Feature 26 of a named vocabulary. */
    S26,
    /** Feature 27 of a named vocabulary. */
    S27,
    /** Feature 28 of a named vocabulary. */
    S28,
    /** Feature 29 of a named vocabulary. */
    S29,
    /** Feature 30 of a named vocabulary. */
    S30,
    /** Feature 31 of a named vocabulary. */
    S31,
    /** Feature 32 of a named vocabulary. */
    S32,
    /** Feature 33 of a named vocabulary. */
    S33,
    /** Feature 34 of a named vocabulary. */
    S34,
    /** Feature 35 of a named vocabulary. */
    S35,
    /** Feature 36 of a named vocabulary. */
    S36,
    /** Feature 37 of a named vocabulary. */
    S37,
    /** Feature 38 of a named vocabulary. */
    S38,
    /** Feature 39 of a named vocabulary. */
    S39,
    /** Feature 40 of a named vocabulary. */
    S40,
    /** Feature 41 of a named vocabulary. */
    S41,
    /** Feature 42 of a named vocabulary. */
    S42,
    /** Feature 43 of a named vocabulary. */
    S43,
    /** Feature 44 of a named vocabulary. */
    S44,
    /** Feature 45 of a named vocabulary. */
    S45,
    /** Feature 46 of a named vocabulary. */
    S46,
    /** Feature 47 of a named vocabulary. */
    S47,
    /** Feature 48 of a named vocabulary. */
    S48,
    /** Feature 49 of a named vocabulary. */
    S49,
    /** Feature 50 of a named vocabulary. */
    S50,
    /** Feature 51 of a named vocabulary. */
    S51,
    /** Feature 52 of a named vocabulary. */
    S52,
    /** Feature 53 of a named vocabulary. */
    S53,
    /** Feature 54 of a named vocabulary. */
    S54,
    /** Feature 55 of a named vocabulary. */
    S55,
    /** Feature 56 of a named vocabulary. */
    S56,
    /** Feature 57 of a named vocabulary. */
    S57,
    /** Feature 58 of a named vocabulary. */
    S58,
    /** Feature 59 of a named vocabulary. */
    S59,
    /** Feature 60 of a named vocabulary. */
    S60,
    /** Feature 61 of a named vocabulary. */
    S61,
    /** Feature 62 of a named vocabulary. */
    S62,
    /** Feature 63 of a named vocabulary. */
    S63
  }
}
