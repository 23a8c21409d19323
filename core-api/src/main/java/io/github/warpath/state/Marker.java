package io.github.warpath.state;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hexside;
import java.util.Map;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * A marker that is not a unit: a bridge, a beachhead (with the hexside it faces), an airdrop,
 * a detachment, a troop convoy in a naval zone's box, a jump-off point.
 *
 * <p>The kind and attributes are in the rule set's vocabulary.
 */
@Value.Immutable
@SuppressWarnings("exports") // Immutables annotations are compile-time only
public abstract class Marker {

  Marker() {}

  /**
   * A new builder.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /** Builds a {@link Marker}. */
  public static final class Builder extends ImmutableMarker.Builder {
    Builder() {}
  }

  /**
   * An optional id, for markers that change state (a convoy that is used, a bridge that is
   * removed).
   *
   * @return the id, or the empty string
   */
  @Value.Default
  public String id() {
    return "";
  }

  /**
   * The marker's kind, e.g. {@code "beachhead"}.
   *
   * @return the kind
   */
  public abstract String kind();

  /**
   * The side that owns the marker, or the empty string for neutral markers.
   *
   * @return the side
   */
  @Value.Default
  public String side() {
    return "";
  }

  /**
   * Where the marker is.
   *
   * @return a hex or a box
   */
  public abstract Position position();

  /**
   * The hexside the marker is on or faces (a beachhead's hexside, a bridge's river crossing).
   *
   * @return the hexside, if any
   */
  public abstract Optional<Hexside> hexside();

  /**
   * Rule-set attributes, e.g. {@code convoy-type=fleet-train}, {@code state=operating}.
   *
   * @return an immutable map in insertion order
   */
  public abstract Map<String, String> attributes();

  /**
   * A copy at another position.
   *
   * @param value the new position
   * @return the moved marker
   */
  public abstract Marker withPosition(Position value);

  /**
   * An attribute, or a default.
   *
   * @param key the attribute name
   * @param defaultValue returned if absent
   * @return the value
   */
  public String attribute(String key, String defaultValue) {
    return attributes().getOrDefault(key, defaultValue);
  }

  @Value.Check
  void check() {
    if (kind().isBlank()) {
      throw new InvalidInputException("kind", "a marker needs a kind");
    }
  }
}
