package io.github.warpath.squad.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.squad.SquadHexside;
import io.github.warpath.squad.SquadTerrain;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.HexPosition;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Unit;
import java.util.List;
import java.util.Map;

/** Checks that a state makes sense under squad-afv; every problem names its field. */
public final class StateCheck {
  /** The terrain names of squad-afv maps. */
  public static final TerrainVocabulary TERRAIN =
      TerrainVocabulary.of(SquadTerrain.class, SquadHexside.class);
  /** The phases squad-afv knows (the empty phase is accepted too). */
  public static final List<String> PHASES = List.of("movement");

  private StateCheck() {}

  /**
   * Validates a state.
   *
   * @param state the state
   * @throws InvalidInputException naming the field at fault
   */
  public static void validate(GameState state) {
    if (!state.hexMap().vocabulary().equals(TERRAIN)) {
      throw new InvalidInputException("board", "squad-afv maps use the squad-afv terrain ("
          + String.join(", ", TERRAIN.hexFeatureNames()) + "; hexsides "
          + String.join(", ", TERRAIN.hexsideFeatureNames()) + "), this map uses "
          + state.hexMap().vocabulary());
    }
    environment(state.environment());
    TerrainEffectsChart.of(state.charts());
    List<Marker> markers = state.markers();
    for (int i = 0; i < markers.size(); i++) {
      if (!Markers.ALL.contains(markers.get(i).kind())) {
        throw new InvalidInputException("markers[" + i + "].kind", "unknown marker kind '"
            + markers.get(i).kind() + "'; known: " + String.join(", ", Markers.ALL));
      }
    }
    List<Unit> units = state.units();
    for (int i = 0; i < units.size(); i++) {
      unit(state, units.get(i), "units[" + i + "]");
    }
  }

  private static void environment(Environment e) {
    if (!e.phase().isEmpty() && !PHASES.contains(e.phase())) {
      throw new InvalidInputException("environment.phase", "unknown phase '" + e.phase()
          + "'; known: " + String.join(", ", PHASES) + " (or none)");
    }
    if (!e.weather().isEmpty() || !e.regionWeather().isEmpty()) {
      throw new InvalidInputException("environment.weather", "squad-afv has no weather rules;"
          + " leave the weather empty");
    }
    if (!e.conditions().isEmpty()) {
      throw new InvalidInputException("environment.conditions", "squad-afv knows no"
          + " conditions; got " + e.conditions());
    }
  }

  private static void unit(GameState state, Unit u, String field) {
    UnitKind k = UnitKind.parse(u.kind(), field + ".kind");
    if (!(u.position() instanceof HexPosition)) {
      throw new InvalidInputException(field + ".position", "squad-afv units stand on hexes");
    }
    if (k.textRateMp() > 0 && !u.allowance().isZero()
        && !u.allowance().equals(Mp.of(k.textRateMp()))) {
      throw new InvalidInputException(field + ".allowance", "the rules give a " + k.spelled()
          + " " + k.textRateMp() + " MP; leave the allowance unset or " + k.textRateMp()
          + ", got " + u.allowance());
    }
    if (k.faced() && u.facing().isEmpty()) {
      throw new InvalidInputException(field + ".facing", "a " + k.spelled()
          + " needs a facing (N, NE, SE, S, SW or NW)");
    }
    for (String f : u.flags()) {
      if (!Flags.ALL.contains(f)) {
        throw new InvalidInputException(field + ".flags", "unknown flag '" + f + "'; known: "
            + String.join(", ", Flags.ALL));
      }
    }
    for (Map.Entry<String, String> a : u.attributes().entrySet()) {
      String key = a.getKey();
      String at = field + ".attributes." + key;
      switch (key) {
        case Attributes.MOVEMENT_CLASS:
          MovementClass c = MovementClass.parse(a.getValue(), at);
          if (k.infantry() && c != MovementClass.FOOT) {
            throw new InvalidInputException(at, "infantry move on foot; got " + c.spelled());
          }
          break;
        case Attributes.VALUE:
          TerrainEffectsChart.unitValue(at, a.getValue());
          break;
        case Attributes.CARRIED_BY:
          transport(state, u, k, a.getValue(), at);
          break;
        default:
          throw new InvalidInputException(at, "unknown attribute; known: "
              + String.join(", ", Attributes.ALL));
      }
    }
  }

  private static void transport(GameState state, Unit u, UnitKind k, String id, String at) {
    if (!k.infantry() && k != UnitKind.GUN) {
      throw new InvalidInputException(at, "only infantry and guns ride in transports");
    }
    if (!state.hasUnit(id)) {
      throw new InvalidInputException(at, "no unit '" + id + "' to ride in");
    }
    Unit t = state.unit(id);
    UnitKind tk = UnitKind.parse(t.kind(), at);
    if (!tk.turns()) {
      throw new InvalidInputException(at, "'" + id + "' is a " + t.kind()
          + "; only vehicles and AFVs carry passengers");
    }
    if (StackingLimits.carried(t)) {
      throw new InvalidInputException(at, "'" + id + "' rides in another transport itself");
    }
    if (!t.side().equals(u.side()) || !t.position().equals(u.position())) {
      throw new InvalidInputException(at, "a passenger stands with its transport and is on its"
          + " side; '" + id + "' is " + t.side() + " at " + state.describe(t.position()));
    }
  }
}
