package io.github.warpath.skirmish.fixed;

import io.github.warpath.Mp;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;

/** Small builders for the tests of miniatures-fixed. */
final class Fx {
  static final MiniaturesFixedRules RULES = new MiniaturesFixedRules();

  private Fx() {}

  static Table table(Feature... features) {
    return Table.builder(48, 48).features(List.of(features)).build();
  }

  static Unit unit(String id, String side, String kind, Position at) {
    return Unit.builder().id(id).side(side).kind(kind).position(at).build();
  }

  static Unit unit(String id, String side, String kind, double... xy) {
    return unit(id, side, kind, TablePosition.ofXy(xy));
  }

  static Unit withRate(Unit u, int inches) {
    return Unit.builder().from(u).allowance(Mp.of(inches)).build();
  }

  static GameState state(Table table, Unit... units) {
    return GameState.builder().ruleSet(MiniaturesFixedRules.ID).board(table).units(List.of(units))
        .build();
  }

  static MoveOrder order(String unit, String mode, TablePosition... steps) {
    List<Step> ss = new ArrayList<>();
    for (TablePosition p : steps) {
      ss.add(Step.to(p));
    }
    return MoveOrder.of(MoveQuery.of(unit, mode), ss);
  }

  static MoveOrder order(MoveQuery q, TablePosition... steps) {
    List<Step> ss = new ArrayList<>();
    for (TablePosition p : steps) {
      ss.add(Step.to(p));
    }
    return MoveOrder.of(q, ss);
  }

  static MoveOrder order(MoveQuery q, io.github.warpath.skirmish.table.TableRoute route) {
    return MoveOrder.of(q, route.toSteps());
  }

  static TablePosition at(double... xy) {
    return TablePosition.ofXy(xy);
  }
}
