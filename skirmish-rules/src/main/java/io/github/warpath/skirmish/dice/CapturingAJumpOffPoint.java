package io.github.warpath.skirmish.dice;

import io.github.warpath.InvalidInputException;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.internal.Verdicts;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * 10.4 Capturing a Jump-Off Point: enemies within 4" block it; a figure that ends its move on an
 * enemy point captures it (recorded on the marker with the owner's pending Force Morale Test),
 * a figure of the owner that ends on it recaptures it, and points still captured are removed at
 * the end of the turn.
 */
final class CapturingAJumpOffPoint {
  private CapturingAJumpOffPoint() {}

  /** The markers after a move: captures and recaptures, with the warnings that tell of them. */
  static GameState afterMove(DiceCheck c, GameState s) {
    List<Marker> markers = new ArrayList<>(s.markers());
    String side = c.ctx.side();
    for (int i = 0; i < markers.size(); i++) {
      Marker m = markers.get(i);
      if (!m.kind().equals(MiniaturesDiceRules.JUMP_OFF_POINT)
          || !(m.position() instanceof TablePosition)) {
        continue;
      }
      TablePoint j = ((TablePosition) m.position()).model(0);
      boolean onto = false;
      double nearest = Double.POSITIVE_INFINITY;
      for (Figure f : c.figures) {
        if (f.end == null) {
          continue;
        }
        double d = f.end.distanceTo(j);
        onto |= d <= f.r + DiceCheck.EPS;
        nearest = Math.min(nearest, d - f.r);
      }
      String name = m.id().isEmpty() ? "jump-off point at " + j : "jump-off point '" + m.id()
          + "'";
      if (!m.side().equals(side)) {
        if (onto) {
          Map<String, String> a = new LinkedHashMap<>(m.attributes());
          a.put("captured-by", side);
          a.put("captured-turn", Integer.toString(s.environment().turn()));
          a.put("morale-test", "pending");
          markers.set(i, Marker.builder().from(m).attributes(a).build());
          c.warnings.add(Verdicts.of(DiceRule.JUMP_OFF, "captures the enemy " + name + ": it is"
              + " removed at the end of the turn unless recaptured, and its owner takes a Force"
              + " Morale Test", 0, j.toString()));
        } else if (nearest <= DiceContext.BLOCK + DiceCheck.EPS) {
          c.warnings.add(Verdicts.of(DiceRule.JUMP_OFF, "within 4\" of the enemy " + name + ":"
              + " it is blocked, the enemy may not deploy from it", 0, j.toString()));
        }
      } else if (onto && m.attributes().containsKey("captured-by")) {
        Map<String, String> a = new LinkedHashMap<>(m.attributes());
        a.remove("captured-by");
        a.remove("captured-turn");
        a.remove("morale-test");
        markers.set(i, Marker.builder().from(m).attributes(a).build());
        c.warnings.add(Verdicts.of(DiceRule.JUMP_OFF, "recaptures " + name, 0, j.toString()));
      }
    }
    return s.withMarkers(markers);
  }

  /** The units of the other side that block a jump-off point (see the public query). */
  static List<String> blockers(GameState state, String markerId) {
    DiceStateCheck.check(state);
    Marker jop = null;
    for (Marker m : state.markers()) {
      if (m.id().equals(markerId) && m.kind().equals(MiniaturesDiceRules.JUMP_OFF_POINT)) {
        jop = m;
      }
    }
    if (jop == null || !(jop.position() instanceof TablePosition)) {
      throw new InvalidInputException("marker", "no jump-off point '" + markerId
          + "' on the table");
    }
    TablePoint j = ((TablePosition) jop.position()).model(0);
    DiceChart chart = DiceChart.withOverrides(state.charts());
    List<String> out = new ArrayList<>();
    for (Unit u : state.units()) {
      if (u.side().equals(jop.side()) || u.kind().equals(MiniaturesDiceRules.VEHICLE)
          || !(u.position() instanceof TablePosition)) {
        continue;
      }
      for (TablePoint p : ((TablePosition) u.position()).models()) {
        if (p.distanceTo(j) - DiceStateCheck.base(u, chart) / 2
            <= DiceContext.BLOCK + Table.TOLERANCE) {
          out.add(u.id());
          break;
        }
      }
    }
    return out;
  }

  /** The state without the jump-off points still captured (see the public query). */
  static GameState endOfTurn(GameState state) {
    DiceStateCheck.check(state);
    List<Marker> keep = new ArrayList<>();
    for (Marker m : state.markers()) {
      if (!(m.kind().equals(MiniaturesDiceRules.JUMP_OFF_POINT)
          && m.attributes().containsKey("captured-by"))) {
        keep.add(m);
      }
    }
    return state.withMarkers(keep);
  }
}
