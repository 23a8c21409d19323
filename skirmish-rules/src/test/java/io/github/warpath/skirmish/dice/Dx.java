package io.github.warpath.skirmish.dice;

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

/** Small builders for the tests of miniatures-dice. */
final class Dx {
  static final MiniaturesDiceRules RULES = new MiniaturesDiceRules();

  private Dx() {}

  static Table table(Feature... features) {
    return Table.builder(48, 48).features(List.of(features)).build();
  }

  static Unit team(String id, String side, double... xy) {
    return Unit.builder().id(id).side(side).kind("team").position(TablePosition.ofXy(xy))
        .build();
  }

  static Unit unit(String id, String side, String kind, Position at) {
    return Unit.builder().id(id).side(side).kind(kind).position(at).build();
  }

  static Unit with(Unit u, String key, String value) {
    return Unit.builder().from(u).putAttributes(key, value).build();
  }

  static Unit flag(Unit u, String flag) {
    return u.withFlag(flag);
  }

  static GameState state(Table table, Unit... units) {
    return GameState.builder().ruleSet(MiniaturesDiceRules.ID).board(table).units(List.of(units))
        .build();
  }

  static MoveQuery q(String mode, String dice, String... units) {
    MoveQuery.Builder b = MoveQuery.builder().addUnits(units).mode(mode);
    if (dice != null) {
      b.putOptions("dice", dice);
    }
    return b.build();
  }

  static MoveOrder order(MoveQuery q, Position... steps) {
    List<Step> ss = new ArrayList<>();
    for (Position p : steps) {
      ss.add(Step.to(p));
    }
    return MoveOrder.of(q, ss);
  }

  static TablePosition at(double... xy) {
    return TablePosition.ofXy(xy);
  }

  /** Asserts where every figure of an order ends, to a millionth of an inch. */
  static void assertEnds(io.github.warpath.rules.Verdict v, double... xy) {
    org.junit.jupiter.api.Assertions.assertTrue(v.legal(), v::toString);
    TablePosition end = (TablePosition) v.steps().get(v.steps().size() - 1).position();
    org.junit.jupiter.api.Assertions.assertEquals(xy.length / 2, end.size(), v::toString);
    for (int i = 0; i < end.size(); i++) {
      org.junit.jupiter.api.Assertions.assertEquals(xy[2 * i], end.model(i).x(), 1e-6,
          v::toString);
      org.junit.jupiter.api.Assertions.assertEquals(xy[2 * i + 1], end.model(i).y(), 1e-6,
          v::toString);
    }
  }
}
