package io.github.warpath.rules;

import io.github.warpath.Mp;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.state.Position;
import java.util.Objects;

/**
 * One step of a checked move or a route: where the unit went, what the step cost and what had
 * been spent after it.
 *
 * @param step 1 for the first step
 * @param position where the step ended
 * @param label the position as a player writes it ({@code w4624})
 * @param cost what this step cost
 * @param spent the total spent after this step
 * @param facing the facing after the step, or {@code null} for systems without facing
 * @param note what happened, e.g. {@code "road"}, {@code "must stop: enemy zone of control"};
 *     may be empty
 */
public record StepReport(int step, Position position, String label, Mp cost, Mp spent,
    HexDirection facing, String note) {

  /**
   * Creates a step report.
   *
   * @param step the step number
   * @param position the position reached
   * @param label its label
   * @param cost the step's cost
   * @param spent the total after it
   * @param facing the facing, or null
   * @param note a note, possibly empty
   */
  public StepReport {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(cost, "cost");
    Objects.requireNonNull(spent, "spent");
    Objects.requireNonNull(note, "note");
  }

  @Override
  public String toString() {
    return step + ". " + label + (facing == null ? "" : " facing " + facing) + "  +" + cost
        + " = " + spent + (note.isEmpty() ? "" : "  (" + note + ")");
  }
}
