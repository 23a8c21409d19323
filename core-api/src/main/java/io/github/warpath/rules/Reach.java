package io.github.warpath.rules;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.state.Position;
import java.util.List;

/**
 * A movement range: every position a unit (or stack) can legally reach this phase, with the
 * cheapest cost and whether it must stop there.
 *
 * <p>A range returned by a query that was given {@link SearchBuffers} is a <em>view</em> over
 * those buffers: reading it allocates nothing, and it stays valid until the buffers run their
 * next query, after which every method throws {@link IllegalStateException}. Call {@link
 * #entries()} to keep a copy. A {@link ReusableReach} that the caller keeps and each query fills
 * again reads the same way, and spares even the view.
 *
 * <p>Entries are numbered {@code 0 .. size() - 1} in the order the search settled them, which is
 * by increasing cost; entry 0 is the start.
 */
public interface Reach {

  /**
   * The number of reachable positions, the start included.
   *
   * @return the count
   */
  int size();

  /**
   * The position of an entry.
   *
   * @param i entry number
   * @return the position (allocates a small value for hexes; prefer {@link #hexIndex(int)} in
   *     tight loops)
   */
  Position position(int i);

  /**
   * The map's dense index of an entry's hex.
   *
   * @param i entry number
   * @return the hex index, or -1 if the entry is an off-map box
   */
  int hexIndex(int i);

  /**
   * The cheapest cost of an entry in engine units.
   *
   * @param i entry number
   * @return the cost in units of {@code 1 / ticksPerMp()} MP
   */
  int costTicks(int i);

  /**
   * Engine units per movement point for this range.
   *
   * @return a divisor of 12
   */
  int ticksPerMp();

  /**
   * The cheapest cost of an entry.
   *
   * @param i entry number
   * @return the cost
   */
  default Mp cost(int i) {
    return Mp.ofTicks(costTicks(i), ticksPerMp());
  }

  /**
   * Whether every legal way to this entry ends the move there.
   *
   * @param i entry number
   * @return true if the unit must stop there
   */
  boolean mustStop(int i);

  /**
   * The entry of a position.
   *
   * @param position a position
   * @return its entry number, or -1 if unreachable
   */
  int indexOf(Position position);

  /**
   * The entry of a hex.
   *
   * @param hex a hex
   * @return its entry number, or -1 if unreachable (or off the map)
   */
  default int indexOf(Hex hex) {
    return indexOf(Position.hex(hex));
  }

  /**
   * Whether a hex is reachable.
   *
   * @param hex a hex
   * @return true if reachable
   */
  default boolean contains(Hex hex) {
    return indexOf(hex) >= 0;
  }

  /**
   * The allowance the range was computed with.
   *
   * @return the allowance
   */
  Mp allowance();

  /**
   * Where the move starts.
   *
   * @return the start position
   */
  Position start();

  /**
   * The cheapest legal route to an entry.
   *
   * @param i entry number
   * @return the route
   */
  Route route(int i);

  /**
   * A persistent copy of the range.
   *
   * @return one entry per reachable position, in entry order
   */
  List<ReachEntry> entries();

  /**
   * How many transitions the search evaluated (for speed figures).
   *
   * @return the count
   */
  long edgesScanned();
}
