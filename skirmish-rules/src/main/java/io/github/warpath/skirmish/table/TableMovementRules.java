package io.github.warpath.skirmish.table;

import io.github.warpath.InvalidInputException;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.internal.TableAlternativeFinder;
import io.github.warpath.skirmish.table.internal.TableInputChecks;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.Optional;

/**
 * A rule set played on a {@link Table}: in addition to checking and applying moves, it answers
 * where one model can get this move and by which shortest legal route.
 *
 * <p>The queries look at one model of the moving unit (index {@code model} in its {@link
 * TablePosition}) with the rules that bind a single model: its rate, terrain, obstacles, other
 * units' models, the table edge and the rules about where a model may stop. Rules that bind a
 * whole unit at the end of the move (formation, for example) depend on where its other models
 * go and are left to {@link RuleSet#check}. For a unit of one model the answers therefore agree
 * with the checker: a route returned here is judged legal by {@code check}, at its length.
 *
 * <p>Rule sets with dice read the rolled dice from the query's options (see their docs).
 */
public interface TableMovementRules extends RuleSet {

  /**
   * Table rule sets have no hex terrain.
   *
   * @return empty
   */
  @Override
  default Optional<TerrainVocabulary> terrain() {
    return Optional.empty();
  }

  /**
   * The diameter of a unit's bases under this rule set, for measuring and drawing: its {@code
   * base} attribute, else the rule set's default for its kind (1" here; rule sets with charts
   * give their chart's value).
   *
   * @param state the state, whose chart overrides apply
   * @param unit a unit of the state
   * @return inches
   * @throws InvalidInputException if the unit's base attribute is not a positive number
   */
  default double baseDiameter(GameState state, Unit unit) {
    return TableInputChecks.diameter(unit, 1.0);
  }

  /**
   * Where a model can end this move.
   *
   * @param state the state
   * @param query who moves and how
   * @param model the model's index in its unit, from 0
   * @return the region
   * @throws InvalidInputException for malformed input
   */
  ReachRegion reach(GameState state, MoveQuery query, int model);

  /**
   * The shortest legal route for this move to a point, if the model can get there this move.
   *
   * @param state the state
   * @param query who moves and how
   * @param model the model's index in its unit, from 0
   * @param target where to go
   * @return the route, or empty if the model cannot legally end there this move
   * @throws InvalidInputException for malformed input
   */
  Optional<TableRoute> route(GameState state, MoveQuery query, int model, TablePoint target);

  /**
   * The shortest route to a point that obeys every rule of the move except its length, however
   * long it is: how far away the point really is for this model.
   *
   * @param state the state
   * @param query who moves and how
   * @param model the model's index in its unit, from 0
   * @param target where to go
   * @return the route, or empty if no route exists at all
   * @throws InvalidInputException for malformed input
   */
  Optional<TableRoute> shortestRoute(GameState state, MoveQuery query, int model,
      TablePoint target);

  /**
   * What comes closest to an order on the table: the verdict on it and, if it is illegal, the
   * farthest point along the ordered route where the move may stop (the order cut short, every
   * model the same share along its own leg) and the point nearest the destination that the
   * first model can reach (by the route query; the other models keep their places in the
   * formation). Each alternative is an order that {@link #check} judges legal, at the cost it
   * states.
   *
   * @param state the state before the move
   * @param order the move
   * @return the verdict and the alternatives (none for a legal order)
   * @throws InvalidInputException for malformed input
   */
  default TableAlternatives alternatives(GameState state, MoveOrder order) {
    return alternatives(state, order, check(state, order));
  }

  /**
   * What comes closest to an order whose verdict the caller already has: see {@link
   * #alternatives(GameState, MoveOrder)}.
   *
   * @param state the state before the move
   * @param order the move
   * @param verdict what {@link #check} said of this order on this state; the answer carries it
   * @return the verdict and the alternatives (none for a legal order)
   * @throws InvalidInputException for malformed input
   */
  default TableAlternatives alternatives(GameState state, MoveOrder order, Verdict verdict) {
    return TableAlternativeFinder.find(this, state, order, verdict);
  }
}
