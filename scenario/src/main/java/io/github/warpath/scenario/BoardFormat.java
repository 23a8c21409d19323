package io.github.warpath.scenario;

import io.github.warpath.hex.HexDirection;
import io.github.warpath.hex.Hexside;
import io.github.warpath.map.Board;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.rules.Step;
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
 * <p>The reader knows {@code hex-map} ({@link #hexMap()}). The kind {@code table}, the table-top
 * boards measured in inches, is read by the table format of the {@code scenario-table} module
 * ({@code io.github.warpath.scenario.table.TableFormat}); without it the reader rejects such
 * files with a message saying how to add it. A format is installed by
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
   * Reads the position of a unit or marker, or of a step or target of an order, knowing the rule
   * set (whose words a position may use, such as the names of boxes). The reader and
   * {@link Orders} call this method; the default ignores the rule set.
   *
   * @param value the value, located
   * @param board the board read by {@link #readBoard}
   * @param ruleSet the scenario's rule set
   * @return the position
   * @throws ScenarioException if the value is not a position on this board
   */
  default Position readPosition(JsonValue value, Board board, RuleSet ruleSet) {
    return readPosition(value, board);
  }

  /**
   * Whether a JSON value in the list of an order's steps is a position of this board (a step
   * that only goes there) rather than a step text or a step object ({@code to}, {@code facing},
   * {@code action}). Hex maps write positions as text, so the default is false.
   *
   * @param value a step of an order
   * @return true if {@link #readPosition(JsonValue, Board, RuleSet)} should read it
   */
  default boolean isPositionValue(JsonValue value) {
    return false;
  }

  /**
   * What separates the steps of a move written as one text; a comma on hex maps
   * ({@code 0504,0604}).
   *
   * @return the separator
   */
  default String stepSeparator() {
    return ",";
  }

  /**
   * How a step is written as text on this board, for messages.
   *
   * @return e.g. {@code a step such as 0504, 0504@NE, @NE or +ACTION}
   */
  default String stepSyntax() {
    return "a step such as 0504, 0504@NE, @NE or +ACTION";
  }

  /**
   * Reads a step written as text, without its action ({@code +ACTION}, which {@link Orders}
   * reads): the default reads {@code POSITION}, {@code POSITION@FACING} or {@code @FACING} with
   * {@link #readPosition(JsonValue, Board, RuleSet)} and {@link #readFacing}.
   *
   * @param text the text, located, not blank
   * @param board the board
   * @param ruleSet the scenario's rule set
   * @return a step with a position and/or a facing and no action
   * @throws ScenarioException if the text is not a step on this board
   */
  default Step readStepText(JsonValue text, Board board, RuleSet ruleSet) {
    String t = text.text().trim();
    HexDirection facing = null;
    int at = t.indexOf('@');
    if (at >= 0) {
      facing = readFacing(text.relabel(t.substring(at + 1).trim()), board);
      t = t.substring(0, at).trim();
    }
    Position to = t.isEmpty() ? null : readPosition(text.relabel(t), board, ruleSet);
    return new Step(to, facing, null);
  }

  /**
   * A position as one line of text for people (command-line answers, messages): the text a
   * position is written as on this board. The default is what {@link #writePosition} writes,
   * as text, or as compact JSON if that is not text.
   *
   * @param position the position
   * @param board the board
   * @return e.g. {@code 0405}
   */
  default String describe(Position position, Board board) {
    JsonValue v = writePosition(position, board);
    return v.isText() ? v.text() : v.toJson();
  }

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
