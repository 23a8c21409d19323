package io.github.warpath.scenario;

import io.github.warpath.hex.HexDirection;
import io.github.warpath.hex.Hexside;
import io.github.warpath.map.Board;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.state.Position;

/**
 * How one kind of board is written in a scenario file: the extension point for boards that are
 * not hex maps.
 *
 * <p>A scenario's {@code board} object names its kind ({@code "kind": "hex-map"}); the reader
 * hands that object to the format of that kind, and hands it every position, hexside and facing
 * of the units and markers, which only the board knows how to read. Everything else in the file
 * (units, markers, environment, chart overrides) is the same for every board.
 *
 * <p>The reader knows {@code hex-map} ({@link #hexMap()}). The kind {@code table} is reserved for
 * the table-top rule sets, whose boards are measured in inches; until a format for it is
 * installed, the reader rejects such files with a message saying so. A format is installed by
 * {@link ScenarioReader#withBoardFormat(BoardFormat)}, or found by {@link java.util.ServiceLoader}
 * (module {@code provides io.github.warpath.scenario.BoardFormat with ...}, or a {@code
 * META-INF/services} file) when the reader is made by {@link ScenarioReader#standard()}.
 *
 * <p>Implementations are immutable and thread-safe. They report bad input by throwing
 * {@link JsonValue#fail(String)} at the value at fault.
 */
public interface BoardFormat {

  /**
   * The board kind this format reads, the value of {@code board.kind}.
   *
   * @return e.g. {@code "hex-map"}
   */
  String kind();

  /**
   * Whether this format can write a board.
   *
   * @param board a board
   * @return true if {@link #writeBoard(Board)} accepts it
   */
  boolean writes(Board board);

  /**
   * Reads the {@code board} object of a scenario.
   *
   * @param board the object, located
   * @param ruleSet the scenario's rule set, whose words the board uses
   * @return the board
   * @throws ScenarioException at the value at fault
   */
  Board readBoard(JsonValue board, RuleSet ruleSet);

  /**
   * Reads the position of a unit or marker.
   *
   * @param value the value, located
   * @param board the board read by {@link #readBoard}
   * @return the position
   * @throws ScenarioException if the value is not a position on this board
   */
  Position readPosition(JsonValue value, Board board);

  /**
   * Reads the hexside of a marker. Boards without hexsides reject every value.
   *
   * @param value the value, located
   * @param board the board
   * @return the hexside
   * @throws ScenarioException if the value is not a hexside of this board
   */
  default Hexside readHexside(JsonValue value, Board board) {
    throw value.fail("a " + kind() + " board has no hexsides");
  }

  /**
   * Reads the facing of a unit. Boards without hex facings reject every value.
   *
   * @param value the value, located
   * @param board the board
   * @return the facing
   * @throws ScenarioException if the value is not a facing on this board
   */
  default HexDirection readFacing(JsonValue value, Board board) {
    throw value.fail("units on a " + kind() + " board have no hex facing");
  }

  /**
   * Writes a board as the {@code board} object of a scenario, including its {@code kind}.
   *
   * @param board a board this format {@link #writes}
   * @return the object
   */
  JsonValue writeBoard(Board board);

  /**
   * Writes a position so that {@link #readPosition} reads it back.
   *
   * @param position the position
   * @param board the board
   * @return the value
   */
  JsonValue writePosition(Position position, Board board);

  /**
   * Writes a hexside so that {@link #readHexside} reads it back.
   *
   * @param side the hexside
   * @param board the board
   * @return the value
   */
  default JsonValue writeHexside(Hexside side, Board board) {
    throw new IllegalArgumentException("a " + kind() + " board has no hexsides");
  }

  /**
   * Writes a facing so that {@link #readFacing} reads it back.
   *
   * @param facing the facing
   * @param board the board
   * @return the value
   */
  default JsonValue writeFacing(HexDirection facing, Board board) {
    throw new IllegalArgumentException("units on a " + kind() + " board have no hex facing");
  }

  /**
   * The format of hex maps ({@code "kind": "hex-map"}), built into the reader.
   *
   * @return the format
   */
  static BoardFormat hexMap() {
    return HexMapFormat.INSTANCE;
  }
}
