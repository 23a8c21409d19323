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
 */
public final class TerrainVocabulary {
  private final Class<? extends Enum<?>> hexFeatures;
  private final Class<? extends Enum<?>> hexsideFeatures;
  private final Enum<?>[] hexConstants;
  private final Enum<?>[] sideConstants;

  private TerrainVocabulary(Class<? extends Enum<?>> hexFeatures,
      Class<? extends Enum<?>> hexsideFeatures) {
    this.hexFeatures = Objects.requireNonNull(hexFeatures, "hexFeatures");
    this.hexsideFeatures = Objects.requireNonNull(hexsideFeatures, "hexsideFeatures");
    this.hexConstants = hexFeatures.getEnumConstants();
    this.sideConstants = hexsideFeatures.getEnumConstants();
    if (hexConstants.length > 64 || sideConstants.length > 64) {
      throw new IllegalArgumentException("a terrain enum may have at most 64 constants");
    }
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
    return lookup(hexConstants, name, "hex terrain");
  }

  /**
   * Looks up a hexside feature by name.
   *
   * @param name e.g. {@code "major-river"}
   * @return the constant
   * @throws InvalidInputException naming the known features if there is no such feature
   */
  public Enum<?> hexsideFeature(String name) {
    return lookup(sideConstants, name, "hexside feature");
  }

  /**
   * The names of all hex features, in scenario spelling (lower case, dashes).
   *
   * @return the names
   */
  public List<String> hexFeatureNames() {
    return names(hexConstants);
  }

  /**
   * The names of all hexside features, in scenario spelling.
   *
   * @return the names
   */
  public List<String> hexsideFeatureNames() {
    return names(sideConstants);
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

  private static Enum<?> lookup(Enum<?>[] constants, String name, String what) {
    String key = name.trim().toUpperCase(Locale.ROOT).replace('-', '_').replace(' ', '_');
    for (Enum<?> e : constants) {
      if (e.name().equals(key)) {
        return e;
      }
    }
    throw new InvalidInputException("", "unknown " + what + " '" + name + "'; known: "
        + String.join(", ", names(constants)));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TerrainVocabulary && ((TerrainVocabulary) o).hexFeatures == hexFeatures
        && ((TerrainVocabulary) o).hexsideFeatures == hexsideFeatures;
  }

  @Override
  public int hashCode() {
    return hexFeatures.hashCode() * 31 + hexsideFeatures.hashCode();
  }

  @Override
  public String toString() {
    return "TerrainVocabulary{" + hexFeatures.getSimpleName() + ": "
        + Arrays.toString(hexConstants) + "; " + hexsideFeatures.getSimpleName() + ": "
        + Arrays.toString(sideConstants) + "}";
  }
}
