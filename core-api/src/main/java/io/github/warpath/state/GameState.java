package io.github.warpath.state;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.Board;
import io.github.warpath.map.HexMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * An immutable snapshot of a game: the board, the units, the markers and the environment.
 *
 * <p>Construction validates the whole state and reports the first problem with its location:
 * duplicate unit ids, a unit or marker on a hex that is off the map, a box the map does not have.
 * A state that was built is therefore consistent, and queries can rely on it.
 *
 * <p>Indexes (units by id, units per hex) are computed on first use and cached; the state is safe
 * to share between threads.
 */
@Value.Immutable
@SuppressWarnings("exports") // Immutables annotations are compile-time only
public abstract class GameState {

  GameState() {}

  /**
   * A new builder.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /** Builds a {@link GameState}. */
  public static final class Builder extends ImmutableGameState.Builder {
    Builder() {}
  }

  /**
   * The id of the rule set this state is played under, e.g. {@code "hexsystem"}.
   *
   * @return the rule set id
   */
  public abstract String ruleSet();

  /**
   * The board.
   *
   * @return a hex map or a rule set's table
   */
  public abstract Board board();

  /**
   * All units, in a stable order.
   *
   * @return an immutable list
   */
  public abstract List<Unit> units();

  /**
   * All markers, in a stable order.
   *
   * @return an immutable list
   */
  public abstract List<Marker> markers();

  /**
   * Turn, phase, side and weather.
   *
   * @return the environment
   */
  @Value.Default
  public Environment environment() {
    return Environment.defaults();
  }

  /**
   * Overrides of the rule set's default chart values (terrain effects chart, terrain table, ...),
   * keyed as the rule set documents them, e.g. {@code tec.woods.motorized.mud=3}. A rule set
   * reads its defaults from its own data and applies these on top; it rejects keys it does not
   * know in {@link io.github.warpath.rules.RuleSet#validate(GameState)}.
   *
   * @return an immutable map in insertion order
   */
  public abstract Map<String, String> charts();

  /**
   * A copy with other chart overrides.
   *
   * @param entries the overrides
   * @return the new state
   */
  public abstract GameState withCharts(Map<String, ? extends String> entries);

  /**
   * A copy with other units.
   *
   * @param elements the units
   * @return the new state
   */
  public abstract GameState withUnits(Iterable<? extends Unit> elements);

  /**
   * A copy with other markers.
   *
   * @param elements the markers
   * @return the new state
   */
  public abstract GameState withMarkers(Iterable<? extends Marker> elements);

  /**
   * A copy with another environment.
   *
   * @param value the environment
   * @return the new state
   */
  public abstract GameState withEnvironment(Environment value);

  /**
   * The board as a hex map.
   *
   * @return the map
   * @throws InvalidInputException if the board is not a hex map
   */
  public HexMap hexMap() {
    if (!(board() instanceof HexMap)) {
      throw new InvalidInputException("board", "this rule set needs a hex map, the state has a "
          + board().describe());
    }
    return (HexMap) board();
  }

  @Value.Lazy
  Map<String, Integer> unitIndexById() {
    Map<String, Integer> m = new LinkedHashMap<>();
    List<Unit> us = units();
    for (int i = 0; i < us.size(); i++) {
      m.put(us.get(i).id(), i);
    }
    return Collections.unmodifiableMap(m);
  }

  /**
   * A unit by id.
   *
   * @param id the unit id
   * @return the unit
   * @throws InvalidInputException if there is no such unit
   */
  public Unit unit(String id) {
    Integer i = unitIndexById().get(id);
    if (i == null) {
      throw new InvalidInputException("unit", "unknown unit '" + id + "'"
          + knownIds());
    }
    return units().get(i);
  }

  private String knownIds() {
    List<String> ids = new ArrayList<>(unitIndexById().keySet());
    if (ids.isEmpty()) {
      return "; the state has no units";
    }
    if (ids.size() > 12) {
      return "; the state has " + ids.size() + " units, e.g. " + String.join(", ",
          ids.subList(0, 12));
    }
    return "; known: " + String.join(", ", ids);
  }

  /**
   * Whether a unit of this id exists.
   *
   * @param id the unit id
   * @return true if it exists
   */
  public boolean hasUnit(String id) {
    return unitIndexById().containsKey(id);
  }

  /**
   * The position of a unit in {@link #units()}.
   *
   * @param id the unit id
   * @return its index
   * @throws InvalidInputException if there is no such unit
   */
  public int unitIndex(String id) {
    Integer i = unitIndexById().get(id);
    if (i == null) {
      throw new InvalidInputException("unit", "unknown unit '" + id + "'" + knownIds());
    }
    return i;
  }

  /** Per-hex linked lists over the unit list: head per hex index, next per unit index. */
  @Value.Lazy
  int[][] occupancy() {
    HexMap map = hexMap();
    int[] head = new int[map.size()];
    int[] next = new int[units().size()];
    Arrays.fill(head, -1);
    List<Unit> us = units();
    for (int i = us.size() - 1; i >= 0; i--) {
      Hex h = us.get(i).hexOrNull();
      next[i] = -1;
      if (h != null) {
        int hi = map.index(h);
        next[i] = head[hi];
        head[hi] = i;
      }
    }
    return new int[][] {head, next};
  }

  /**
   * The first unit (by index in {@link #units()}) on a hex, for allocation-free iteration with
   * {@link #nextUnitIndexOnSameHex(int)}.
   *
   * @param hexIndex a dense hex index of the map
   * @return a unit index, or -1 if the hex is empty
   * @throws InvalidInputException if the board is not a hex map
   */
  public int firstUnitIndexAt(int hexIndex) {
    return occupancy()[0][hexIndex];
  }

  /**
   * The next unit on the same hex.
   *
   * @param unitIndex a unit index returned by {@link #firstUnitIndexAt(int)} or by this method
   * @return the next unit index on that hex, or -1
   * @throws InvalidInputException if the board is not a hex map
   */
  public int nextUnitIndexOnSameHex(int unitIndex) {
    return occupancy()[1][unitIndex];
  }

  /**
   * The units on a hex, in state order.
   *
   * @param hex a hex of the map
   * @return a new list
   */
  public List<Unit> unitsAt(Hex hex) {
    HexMap map = hexMap();
    int idx = map.require(hex, "hex");
    List<Unit> out = new ArrayList<>();
    for (int u = firstUnitIndexAt(idx); u >= 0; u = nextUnitIndexOnSameHex(u)) {
      out.add(units().get(u));
    }
    return out;
  }

  /**
   * The units at a position (a hex or a box), in state order.
   *
   * @param position the position
   * @return a new list
   */
  public List<Unit> unitsAt(Position position) {
    if (position instanceof HexPosition && board() instanceof HexMap) {
      return unitsAt(((HexPosition) position).hex());
    }
    List<Unit> out = new ArrayList<>();
    for (Unit u : units()) {
      if (u.position().equals(position)) {
        out.add(u);
      }
    }
    return out;
  }

  /**
   * The markers at a position.
   *
   * @param position a hex or box position
   * @return a new list, in state order
   */
  public List<Marker> markersAt(Position position) {
    List<Marker> out = new ArrayList<>();
    for (Marker m : markers()) {
      if (m.position().equals(position)) {
        out.add(m);
      }
    }
    return out;
  }

  /**
   * A copy in which the unit with the same id is replaced.
   *
   * @param unit the new version of an existing unit
   * @return the new state
   * @throws InvalidInputException if there is no unit with that id
   */
  public GameState withUnit(Unit unit) {
    int i = unitIndex(unit.id());
    List<Unit> us = new ArrayList<>(units());
    us.set(i, unit);
    return withUnits(us);
  }

  /**
   * A copy in which no unit carries a {@link PhaseMovement}: what a new phase starts from.
   *
   * @return the new state, or this one if no unit had moved
   */
  public GameState withoutPhaseMovement() {
    List<Unit> us = new ArrayList<>(units());
    boolean any = false;
    for (int i = 0; i < us.size(); i++) {
      if (us.get(i).phaseMovement().isPresent()) {
        us.set(i, us.get(i).withPhaseMovement(Optional.empty()));
        any = true;
      }
    }
    return any ? withUnits(us) : this;
  }

  /**
   * A human-readable name for a position on this board: the hex label or the box name.
   *
   * @param position the position
   * @return e.g. {@code w4624} or {@code box eastern-europe}
   */
  public String describe(Position position) {
    if (position instanceof HexPosition && board() instanceof HexMap) {
      return ((HexMap) board()).label(((HexPosition) position).hex());
    }
    if (position instanceof BoxPosition) {
      return "box " + ((BoxPosition) position).box();
    }
    return String.valueOf(position);
  }

  @Value.Check
  void check() {
    if (ruleSet().isBlank()) {
      throw new InvalidInputException("ruleSet", "a state needs a rule set id");
    }
    Map<String, Integer> seen = new LinkedHashMap<>();
    List<Unit> us = units();
    for (int i = 0; i < us.size(); i++) {
      Unit u = us.get(i);
      Integer before = seen.putIfAbsent(u.id(), i);
      if (before != null) {
        throw new InvalidInputException("units[" + i + "].id", "duplicate unit id '" + u.id()
            + "' (also units[" + before + "])");
      }
      checkPosition(u.position(), "units[" + i + "].position");
    }
    List<Marker> ms = markers();
    for (int i = 0; i < ms.size(); i++) {
      Marker m = ms.get(i);
      checkPosition(m.position(), "markers[" + i + "].position");
      if (m.hexside().isPresent() && board() instanceof HexMap) {
        HexMap map = (HexMap) board();
        Hex a = m.hexside().get().hex();
        Hex b = a.neighbor(m.hexside().get().direction());
        if (!map.contains(a) && !map.contains(b)) {
          throw new InvalidInputException("markers[" + i + "].hexside", "hexside "
              + map.label(a) + "/" + map.label(b) + " is off the map (" + map.extent() + ")");
        }
      }
    }
  }

  private void checkPosition(Position p, String field) {
    if (p instanceof HexPosition) {
      Hex h = ((HexPosition) p).hex();
      if (!(board() instanceof HexMap)) {
        throw new InvalidInputException(field, "a hex position needs a hex map, the board is a "
            + board().describe());
      }
      ((HexMap) board()).require(h, field);
    } else if (p instanceof BoxPosition && board() instanceof HexMap) {
      String box = ((BoxPosition) p).box();
      HexMap map = (HexMap) board();
      if (map.box(box) == null) {
        throw new InvalidInputException(field, "unknown box '" + box + "'"
            + (map.boxes().isEmpty() ? "; the map has no boxes"
                : "; the map has: " + String.join(", ", map.boxes().keySet())));
      }
    }
  }
}
