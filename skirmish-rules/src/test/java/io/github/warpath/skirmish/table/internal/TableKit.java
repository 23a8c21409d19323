package io.github.warpath.skirmish.table.internal;

import io.github.warpath.conformance.Conformance.Scenario;
import io.github.warpath.conformance.TableRuleSetConformance;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.skirmish.table.ReachRegion;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TableMovementRules;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.Position;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The table conformance kit wired to a {@link TableMovementRules}: its route and reach queries
 * for model 0 of the query's first unit. A table rule set's conformance test extends this and
 * gives the rule set and its random scenarios.
 */
public abstract class TableKit extends TableRuleSetConformance {
  private Scenario reachOf;
  private ReachRegion reach;

  /** For subclasses. */
  protected TableKit() {}

  /**
   * The rule set under test.
   *
   * @return the rule set
   */
  protected abstract TableMovementRules tableRules();

  @Override
  protected final RuleSet rules() {
    return tableRules();
  }

  private static TablePoint start(Scenario s) {
    return ((TablePosition) s.state().unit(s.query().units().get(0)).position()).model(0);
  }

  @Override
  protected Position randomPoint(Scenario s, SplittableRandom rnd) {
    Table t = (Table) s.state().board();
    TablePoint a = start(s);
    double x = Math.max(0.5, Math.min(t.width() - 0.5, a.x() + rnd.nextDouble(-10, 10)));
    double y = Math.max(0.5, Math.min(t.depth() - 0.5, a.y() + rnd.nextDouble(-10, 10)));
    return TablePosition.of(TablePoint.of(x, y));
  }

  @Override
  protected Optional<Measured> route(Scenario s, Position target) {
    TablePoint p = ((TablePosition) target).model(0);
    return tableRules().route(s.state(), s.query(), 0, p).map(r -> new Measured(r.toSteps(),
        r.length(), start(s).distanceTo(p)));
  }

  @Override
  protected double outsideReach(Scenario s, Position p) {
    if (s != reachOf) {
      reach = tableRules().reach(s.state(), s.query(), 0);
      reachOf = s;
    }
    return reach.distanceTo(((TablePosition) p).model(0));
  }

  @Override
  protected double distance(Position a, Position b) {
    return ((TablePosition) a).model(0).distanceTo(((TablePosition) b).model(0));
  }

  @Override
  protected double accuracy() {
    return ReachRegion.ACCURACY;
  }
}
