package io.github.warpath.skirmish.table;

import io.github.warpath.InvalidInputException;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * Where the models of a unit stand on a table: one {@link TablePoint} per model (the centre of
 * its base), in the unit's own model order, and optionally the way the unit faces.
 *
 * <p>In a move order each step goes to a table position: it lists, for every model that moves
 * (of every unit the order moves, in the order's unit order), the point the model heads for
 * next. Model {@code i} of the order therefore walks from its start through point {@code i} of
 * each step in turn; straight lines join the points, and the length of a model's move is the
 * length of that polyline. A rule set may accept a single point for special steps (the entry
 * point of a unit moving onto the table, for example).
 *
 * <p>Facing is a bearing in degrees, 0 along the table's width ({@code +x}), 90 along its depth
 * ({@code +y}), normalised to {@code [0, 360)}.
 */
public final class TablePosition implements Position {
  private final List<TablePoint> models;
  private final double facing;

  private TablePosition(List<TablePoint> models, double facing) {
    this.models = models;
    this.facing = facing;
  }

  /**
   * A position of the given models, without facing.
   *
   * @param models one point per model, at least one
   * @return the position
   * @throws InvalidInputException if there are no models
   */
  public static TablePosition of(List<TablePoint> models) {
    Objects.requireNonNull(models, "models");
    if (models.isEmpty()) {
      throw new InvalidInputException("models", "a table position needs at least one model");
    }
    for (TablePoint p : models) {
      Objects.requireNonNull(p, "models[]");
    }
    return new TablePosition(List.copyOf(models), Double.NaN);
  }

  /**
   * A position of the given models, without facing.
   *
   * @param models one point per model, at least one
   * @return the position
   */
  public static TablePosition of(TablePoint... models) {
    return of(List.of(models));
  }

  /**
   * A position of one model on the ground.
   *
   * @param x inches from the left edge
   * @param y inches from the near edge
   * @return the position
   */
  public static TablePosition at(double x, double y) {
    return of(TablePoint.of(x, y));
  }

  /**
   * A position of several models on the ground, given as x, y pairs.
   *
   * @param xy x and y of each model in turn
   * @return the position
   * @throws InvalidInputException if the count is odd or zero
   */
  public static TablePosition ofXy(double... xy) {
    if (xy.length == 0 || xy.length % 2 != 0) {
      throw new InvalidInputException("models", "give x and y for every model, got "
          + xy.length + " numbers");
    }
    List<TablePoint> ps = new ArrayList<>();
    for (int i = 0; i < xy.length; i += 2) {
      ps.add(TablePoint.of(xy[i], xy[i + 1]));
    }
    return of(ps);
  }

  /**
   * The models' points.
   *
   * @return an immutable list, one entry per model
   */
  public List<TablePoint> models() {
    return models;
  }

  /**
   * The number of models.
   *
   * @return at least one
   */
  public int size() {
    return models.size();
  }

  /**
   * One model's point.
   *
   * @param index the model's index, from 0
   * @return its point
   */
  public TablePoint model(int index) {
    return models.get(index);
  }

  /**
   * The facing, if set.
   *
   * @return degrees in {@code [0, 360)}, or empty
   */
  public OptionalDouble facing() {
    return Double.isNaN(facing) ? OptionalDouble.empty() : OptionalDouble.of(facing);
  }

  /**
   * A copy facing a bearing.
   *
   * @param degrees the bearing, any finite number (normalised)
   * @return the changed position
   * @throws InvalidInputException if the bearing is not finite
   */
  public TablePosition withFacing(double degrees) {
    if (!Double.isFinite(degrees)) {
      throw new InvalidInputException("facing", "a facing is a finite number of degrees, got "
          + degrees);
    }
    double f = degrees % 360.0;
    if (f < 0) {
      f += 360.0;
    }
    // A whole number of turns backwards leaves -0.0, which would not equal a facing of 0.
    return new TablePosition(models, f == 360.0 || f == 0 ? 0 : f);
  }

  /**
   * A copy without facing.
   *
   * @return the changed position
   */
  public TablePosition withoutFacing() {
    return new TablePosition(models, Double.NaN);
  }

  /**
   * A copy with other models and the same facing.
   *
   * @param points one point per model
   * @return the changed position
   */
  public TablePosition withModels(List<TablePoint> points) {
    TablePosition p = of(points);
    return new TablePosition(p.models, facing);
  }

  /**
   * The whole formation moved by an offset, on the same floors.
   *
   * @param dx inches along the width
   * @param dy inches along the depth
   * @return the moved position
   */
  public TablePosition translate(double dx, double dy) {
    List<TablePoint> ps = new ArrayList<>();
    for (TablePoint p : models) {
      ps.add(p.plus(dx, dy));
    }
    return new TablePosition(List.copyOf(ps), facing);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TablePosition && ((TablePosition) o).models.equals(models)
        && Double.compare(((TablePosition) o).facing, facing) == 0;
  }

  @Override
  public int hashCode() {
    return models.hashCode() * 31 + Double.hashCode(facing);
  }

  /**
   * As a player reads it: {@code (3, 4)} for one model, {@code [(3, 4), (4, 4)] facing 90} for
   * more.
   *
   * @return the text
   */
  @Override
  public String toString() {
    String ms = models.size() == 1 ? models.get(0).toString() : models.toString();
    return Double.isNaN(facing) ? ms : ms + " facing " + TablePoint.inches(facing);
  }
}
