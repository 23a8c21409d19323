package io.github.warpath.skirmish.dice;

import io.github.warpath.skirmish.table.Aboard;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;

/** One figure of an activation on the move: its declared route and how far it gets. */
final class Figure {
  final Unit unit;
  final int index;
  final double r;
  final List<TablePoint> path = new ArrayList<>();
  /** The stretches of the route, from and to, that cross an obstacle it may cross. */
  final List<double[]> crossings = new ArrayList<>();
  /** Where the route enters slowing ground (10.1.2.2). */
  final List<MovementInVaryingTerrain.Entry> grounds = new ArrayList<>();
  boolean lower;
  boolean higher;
  TablePoint end;
  double travel;

  Figure(Unit unit, int index, double r) {
    this.unit = unit;
    this.index = index;
    this.r = r;
  }

  /** The last point of the declared route. */
  TablePoint last() {
    return path.get(path.size() - 1);
  }

  /** The vehicle the figure leaves, or null if it starts on the table. */
  Unit vehicle(GameState state) {
    return unit.position() instanceof Aboard
        ? state.unit(((Aboard) unit.position()).vehicle()) : null;
  }

  /** The route as walked: the declared corners up to the distance travelled, then the end. */
  List<TablePoint> walked() {
    List<TablePoint> out = new ArrayList<>();
    out.add(path.get(0));
    double at = 0;
    for (int k = 1; k < path.size(); k++) {
      double len = path.get(k - 1).distanceTo(path.get(k));
      if (at + len > travel + 1e-12) {
        break;
      }
      at += len;
      out.add(path.get(k));
    }
    if (!out.get(out.size() - 1).equals(end)) {
      out.add(end);
    }
    return out;
  }
}
