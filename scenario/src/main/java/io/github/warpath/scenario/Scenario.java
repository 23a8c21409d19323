package io.github.warpath.scenario;

import io.github.warpath.InvalidInputException;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceLoader;

/**
 * A game state with the rule set it is played under, a name and a description: what a scenario
 * file holds. Immutable and thread-safe.
 */
public final class Scenario {
  private final String name;
  private final String description;
  private final String source;
  private final RuleSet ruleSet;
  private final GameState state;
  private final BoardFormat boardFormat;

  Scenario(String name, String description, String source, RuleSet ruleSet, GameState state,
      BoardFormat boardFormat) {
    this.name = Objects.requireNonNull(name, "name");
    this.description = Objects.requireNonNull(description, "description");
    this.source = Objects.requireNonNull(source, "source");
    this.ruleSet = Objects.requireNonNull(ruleSet, "ruleSet");
    this.state = Objects.requireNonNull(state, "state");
    this.boardFormat = Objects.requireNonNull(boardFormat, "boardFormat");
    if (!state.ruleSet().equals(ruleSet.id())) {
      throw new InvalidInputException("ruleSet", "the state is for rule set '"
          + state.ruleSet() + "', not '" + ruleSet.id() + "'");
    }
  }

  /**
   * A scenario, for writing: the board must be a {@link HexMap} or a board of an installed
   * format (found by service loading, as {@link ScenarioReader#standard()} finds them).
   *
   * @param ruleSet the rule set (its id must be the state's)
   * @param state the state
   * @param name a short name, may be empty
   * @param description a paragraph, may be empty
   * @return the scenario
   * @throws InvalidInputException if the rule set does not match or no format writes the board
   */
  public static Scenario of(RuleSet ruleSet, GameState state, String name, String description) {
    if (state.board() instanceof HexMap) {
      return of(ruleSet, state, name, description, BoardFormat.hexMap());
    }
    for (BoardFormat f : ServiceLoader.load(BoardFormat.class)) {
      if (f.writes(state.board())) {
        return of(ruleSet, state, name, description, f);
      }
    }
    throw new InvalidInputException("board", "no scenario format for a "
        + state.board().describe() + " is installed");
  }

  /**
   * A scenario whose board is written by a given format: for hosts where service loading finds
   * nothing, such as VASSAL.
   *
   * @param ruleSet the rule set (its id must be the state's)
   * @param state the state
   * @param name a short name, may be empty
   * @param description a paragraph, may be empty
   * @param format the format of the state's board
   * @return the scenario
   * @throws InvalidInputException if the rule set does not match or the format does not write
   *     the board
   */
  public static Scenario of(RuleSet ruleSet, GameState state, String name, String description,
      BoardFormat format) {
    if (!format.writes(state.board())) {
      throw new InvalidInputException("board", "the " + format.kind() + " format does not write"
          + " a " + state.board().describe());
    }
    return new Scenario(name, description, "", ruleSet, state, format);
  }

  /**
   * The scenario's name.
   *
   * @return the name, or the empty string
   */
  public String name() {
    return name;
  }

  /**
   * The scenario's description.
   *
   * @return the description, or the empty string
   */
  public String description() {
    return description;
  }

  /**
   * Where the scenario was read from.
   *
   * @return the file name, or the empty string
   */
  public String source() {
    return source;
  }

  /**
   * The rule set the scenario is played under.
   *
   * @return the rule set
   */
  public RuleSet ruleSet() {
    return ruleSet;
  }

  /**
   * The rule set as a hex rule set (ranges, paths and step costs).
   *
   * @return the rule set
   * @throws InvalidInputException if the rule set is not played on hexes
   */
  public HexMovementRules hexRules() {
    if (!(ruleSet instanceof HexMovementRules)) {
      throw new InvalidInputException("ruleSet", "rule set " + ruleSet.id()
          + " does not answer hex movement queries (range, path, cost)");
    }
    return (HexMovementRules) ruleSet;
  }

  /**
   * The game state.
   *
   * @return the state
   */
  public GameState state() {
    return state;
  }

  /**
   * The format of the scenario's board, which reads and writes its positions.
   *
   * @return the board format
   */
  public BoardFormat boardFormat() {
    return boardFormat;
  }

  /**
   * The same scenario with another state (after a move, say).
   *
   * @param newState the state; same rule set and a board of the same kind
   * @return the new scenario
   */
  public Scenario withState(GameState newState) {
    return new Scenario(name, description, source, ruleSet, newState, boardFormat);
  }

  /**
   * Reads a position written as in scenario files or on the command line: a hex label
   * ({@code 0405}) or {@code box:NAME} on a hex map; on a table the models' points
   * ({@code 12,9:13.5,9.5}).
   *
   * @param text the position
   * @return the position
   * @throws ScenarioException if it is not a position on the board
   */
  public Position position(String text) {
    return boardFormat.readPosition(JsonValue.argument(text, "position"), state.board(),
        ruleSet);
  }

  /**
   * A move order written as on the command line, for scripts and jshell: unit ids separated by
   * commas and steps separated by the board's step separator ({@code 0504,0604@NE,+reverse} on
   * a hex map, {@code 12,14:13.5,14/12,20:13.5,20} on a table).
   *
   * @param units the moving units, e.g. {@code "recon"} or {@code "a,b"}
   * @param steps the steps; see {@link Orders}
   * @return the order, in the rule set's default mode
   * @throws ScenarioException for an unknown unit or a step that is not on the board
   */
  public MoveOrder order(String units, String steps) {
    List<JsonValue> ids = new ArrayList<>();
    for (String id : units.split(",")) {
      ids.add(JsonValue.argument(id.trim(), "units"));
    }
    MoveQuery query = Orders.query(this, ids, null, Map.of());
    return MoveOrder.of(query, Orders.steps(JsonValue.argument(steps, "steps"), this));
  }

  /**
   * A position as one line of text, as the command line writes it.
   *
   * @param position a position on the board
   * @return e.g. {@code 0405}, {@code box:eastern-europe} or, on a table, {@code 12,9:13.5,9.5}
   */
  public String describe(Position position) {
    return boardFormat.describe(position, state.board());
  }

  @Override
  public String toString() {
    return "Scenario{" + (name.isEmpty() ? source : name) + ", " + ruleSet.id() + ", "
        + state.units().size() + " units, " + state.board().describe() + "}";
  }
}
