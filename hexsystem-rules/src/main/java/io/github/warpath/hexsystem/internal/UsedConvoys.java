package io.github.warpath.hexsystem.internal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * Port-to-Port Procedure: Used Convoys (3.1.2). Each convoy that carried the unit across a zone
 * goes to that zone's Used box; Escort, Scratch and Standard convoys are used before a Fleet
 * Train.
 */
final class UsedConvoys {
  private UsedConvoys() {}

  /** The convoy (index into the state data's convoys) used for each crossing, in order. */
  static List<Integer> choose(HexsystemMoveGraph g, WalkSummary walk) {
    StateData sd = g.sd;
    QueryProfile p = g.profile;
    List<Integer> chosen = new ArrayList<>();
    boolean[] taken = new boolean[sd.convoyMarker.length];
    for (int z : walk.legZone) {
      int pick = -1;
      for (int k = 0; k < sd.convoyMarker.length; k++) {
        if (taken[k] || sd.convoyZone[k] != z || sd.convoySide[k] != p.side
            || !TransportCapacity.fits(sd, k, p.unit.steps())
            || !ConvoyNationality.serves(sd, k, p.side, p.exp, p.nationality, p.holding)) {
          continue;
        }
        if (pick < 0 || sd.convoyFleetTrain[pick] && !sd.convoyFleetTrain[k]) {
          pick = k;
        }
      }
      if (pick < 0) {
        throw new IllegalStateException("no convoy left for a checked crossing of "
            + g.mt.zoneNames[z]);
      }
      taken[pick] = true;
      chosen.add(pick);
    }
    return chosen;
  }

  /** The warnings: which convoy moves to which Used box, at each crossing's step. */
  static void warn(HexsystemMoveGraph g, GameState state, WalkSummary walk,
      List<Violation> warnings) {
    List<Integer> used = choose(g, walk);
    for (int i = 0; i < used.size(); i++) {
      Marker c = state.markers().get(g.sd.convoyMarker[used.get(i)]);
      int z = walk.legZone.get(i);
      warnings.add(Violation.of(HexsystemRule.USED_CONVOYS, "the "
          + c.attribute(HexsystemVocabulary.CONVOY_TYPE, "") + " Troop Convoy"
          + (c.id().isEmpty() ? "" : " " + c.id()) + " moves to the "
          + g.mt.boxes[g.mt.usedBoxOfZone[z]].name() + " box").withStep(walk.legStep.get(i)));
    }
  }

  /** The markers after the move: each used convoy in its zone's Used box. */
  static List<Marker> apply(HexsystemMoveGraph g, GameState state, WalkSummary walk) {
    List<Marker> markers = new ArrayList<>(state.markers());
    List<Integer> used = choose(g, walk);
    for (int i = 0; i < used.size(); i++) {
      int k = g.sd.convoyMarker[used.get(i)];
      String usedBox = g.mt.boxes[g.mt.usedBoxOfZone[walk.legZone.get(i)]].name();
      markers.set(k, markers.get(k).withPosition(Position.box(usedBox)));
    }
    return markers;
  }
}
