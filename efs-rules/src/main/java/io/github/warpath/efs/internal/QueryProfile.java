package io.github.warpath.efs.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.efs.EfsPhase;
import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.efs.MovementClass;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.HexPosition;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.List;

/**
 * What a query asks, read once: the moving unit or stack (its classes as a chart profile, who is
 * in it, where it started the phase), the phase, the mode and the allowance after modifiers
 * (phase, out of supply, strategic doubling, points already spent, retreat length). One instance
 * lives in each {@link EfsGraph} (and so in the caller's search buffers) and {@link #reset} fills
 * every field anew for each query; between resets the rules read it, never change it.
 */
final class QueryProfile {
  /** The mode number ({@link MovementModes}). */
  int mode;
  /** Search-state bits per location ({@link MovementModes#shift}). */
  int shift;
  /** The phase. */
  EfsPhase phase;
  /** Whether the phase is Reaction Movement. */
  boolean reaction;
  /** The moving side. */
  String side;
  /** The chart profile bits ({@link StepTables#MOT} and the others). */
  int chartProfile;
  /** The roads the stack may use as roads ({@link Motorway} for who uses the Motorway). */
  long roadMask;
  /** Whether super-heavy artillery is in the stack. */
  boolean superHeavy;
  /** Whether every unit is motorized. */
  boolean allMotorized;
  /** Whether a unit is out of supply. */
  boolean anyOutOfSupply;
  /** Whether a motorized engineer is in the stack. */
  boolean motorizedEngineer;
  /** Whether an engineer is in the stack. */
  boolean engineerInStack;
  /** Whether a super-heavy unit is on its firing side. */
  boolean anyFiring;
  /** Whether every unit is super-heavy artillery on its firing side. */
  boolean allFiring;
  /** Whether a unit moved this turn. */
  boolean anyMoved;
  /** Whether the units started the phase stacked together. */
  boolean together;
  /** How the stack entered its start hex earlier in the phase (road-exit rule). */
  int startBits;
  /** The start location (hex index, or hex count plus box number). */
  int startLoc;
  /** Where the stack began to move this phase (the start location if it has not moved). */
  int phaseStartLoc;
  /** The allowance left, in engine units (hexes in engine units for a retreat). */
  int allowance;
  /** The retreat length in hexes. */
  int retreatHexes;
  /** Hexes retreated by earlier orders of the same retreat. */
  int retreatedBefore;

  /** Creates an empty profile; {@link #reset} fills it. */
  QueryProfile() {}

  /**
   * Reads a query, replacing whatever the previous query left.
   *
   * @param state the state
   * @param query the query
   * @param mode the mode number
   * @param phase the phase
   * @param chart the chart after the scenario's changes
   * @param boxNames the map's boxes, in location order
   * @throws InvalidInputException for malformed input, naming the field
   */
  void reset(GameState state, MoveQuery query, int mode, EfsPhase phase, ChartValues chart,
      String[] boxNames) {
    checkOptions(query);
    this.mode = mode;
    this.shift = MovementModes.shift(mode);
    this.phase = phase;
    this.reaction = phase == EfsPhase.REACTION_MOVEMENT;
    HexMap map = state.hexMap();
    List<String> ids = query.units();
    String sideSeen = null;
    Position from = null;
    int prof = 0;
    boolean motorwayOk = true;
    boolean heavy = false;
    boolean allMot = true;
    boolean oosSeen = false;
    boolean motEngineer = false;
    boolean engineer = false;
    boolean firingSeen = false;
    boolean allFire = true;
    boolean movedSeen = false;
    String phaseStart = null;
    int bits = 0;
    Position firstPhaseStart = null;
    boolean mixedStart = false;
    boolean someWithout = false;
    int allow = Integer.MAX_VALUE;
    int multiplier = mode == MovementModes.STRATEGIC
        ? chart.get(ChartValues.STRATEGIC_MULTIPLIER) : 1;
    for (int k = 0; k < ids.size(); k++) {
      Unit u = state.unit(ids.get(k));
      if (!EfsVocabulary.SIDES.contains(u.side())) {
        throw new InvalidInputException("units." + u.id() + ".side", "unknown side '" + u.side()
            + "'; known: " + String.join(", ", EfsVocabulary.SIDES));
      }
      if (sideSeen == null) {
        sideSeen = u.side();
      } else if (!sideSeen.equals(u.side())) {
        throw new InvalidInputException("units", "a stack holds one side's units; " + ids.get(0)
            + " is " + sideSeen + ", " + u.id() + " is " + u.side());
      }
      Position p = query.start().orElse(u.position());
      if (from == null) {
        from = p;
      } else if (!from.equals(p)) {
        throw new InvalidInputException("units", "the units of a stack move from one place; "
            + ids.get(0) + " and " + u.id() + " are apart");
      }
      MovementClass c = UnitAttributes.cls(u);
      prof |= chartProfile(u, c);
      heavy |= c == MovementClass.GREEN;
      motorwayOk &= Motorway.roadRateFor(u, c);
      allMot &= c.motorized();
      oosSeen |= u.hasFlag(EfsVocabulary.OUT_OF_SUPPLY);
      boolean isEngineer = u.kind().equals(EfsVocabulary.ENGINEER);
      engineer |= isEngineer;
      motEngineer |= isEngineer && c.motorized();
      boolean firing = c == MovementClass.GREEN && UnitAttributes.firing(u);
      firingSeen |= firing;
      allFire &= firing;
      movedSeen |= u.hasFlag(EfsVocabulary.MOVED);
      int spent = UnitAttributes.spent(u);
      String ps = UnitAttributes.phaseStart(u, map);
      int rs = UnitAttributes.roadState(u);
      if (p.equals(u.position()) && rs != 0 && bits == 0) {
        bits = rs;
      }
      if (k == 0) {
        firstPhaseStart = p.equals(u.position()) && u.phaseMovement().isPresent()
            ? u.phaseMovement().get().phaseStart() : null;
      }
      if (ps == null) {
        someWithout = true;
      } else if (phaseStart == null) {
        phaseStart = ps;
      } else if (!phaseStart.equals(ps)) {
        mixedStart = true;
      }
      int a = UnitAttributes.phaseAllowance(u, phase, chart) * multiplier - spent;
      allow = Math.min(allow, Math.max(0, a));
    }
    this.side = sideSeen;
    this.chartProfile = prof;
    this.superHeavy = heavy;
    this.allMotorized = allMot;
    this.anyOutOfSupply = oosSeen;
    this.motorizedEngineer = motEngineer;
    this.engineerInStack = engineer;
    this.anyFiring = firingSeen;
    this.allFiring = allFire;
    this.anyMoved = movedSeen;
    this.startBits = bits;
    int hexCount = map.size();
    this.startLoc = location(from, map, boxNames);
    int psl = startLoc;
    if (firstPhaseStart != null && firstPhaseStart.hexOrNull() != null
        && map.index(firstPhaseStart.hexOrNull()) >= 0) {
      psl = map.index(firstPhaseStart.hexOrNull());
    }
    this.phaseStartLoc = psl;
    this.together = !mixedStart && (phaseStart == null || !someWithout
        || startLoc < hexCount && phaseStart.equals(map.label(startLoc)));
    if (mode == MovementModes.RETREAT) {
      this.retreatHexes = Retreat.length(query);
      int before = 0;
      for (String id : ids) {
        before = Math.max(before, UnitAttributes.retreated(state.unit(id)) / ChartValues.TICKS);
      }
      this.retreatedBefore = before;
      allow = Math.max(0, retreatHexes - before) * ChartValues.TICKS;
    } else {
      this.retreatHexes = 0;
      this.retreatedBefore = 0;
    }
    this.allowance = allow;
    long roads = StepTables.MINOR | StepTables.MAIN | (motorwayOk ? StepTables.MOTORWAY : 0);
    if (mode == MovementModes.STRATEGIC && heavy) {
      roads &= ~StepTables.MINOR;
    }
    this.roadMask = roads;
  }

  /** The chart profile bits of one unit: motorized (with footnote (a) unless Soviet armor),
   * super-heavy or non-motorized, and artillery. */
  private static int chartProfile(Unit u, MovementClass c) {
    int prof;
    if (c.motorized()) {
      prof = StepTables.MOT | (FootnoteA.appliesTo(u) ? StepTables.FOOTNOTE_A : 0);
    } else if (c == MovementClass.GREEN) {
      prof = StepTables.SUPER_HEAVY;
    } else {
      prof = StepTables.NONMOT;
    }
    return UnitAttributes.artillery(u) ? prof | StepTables.ARTILLERY : prof;
  }

  private static void checkOptions(MoveQuery query) {
    for (String key : query.options().keySet()) {
      if (!key.equals(EfsVocabulary.OPTION_HEXES)
          && !key.equals(EfsVocabulary.OPTION_AIR_TRANSPORT_POINTS)) {
        throw new InvalidInputException("options." + key, "unknown option; known: "
            + EfsVocabulary.OPTION_AIR_TRANSPORT_POINTS + ", " + EfsVocabulary.OPTION_HEXES);
      }
    }
  }

  private static int location(Position from, HexMap map, String[] boxNames) {
    if (from instanceof HexPosition) {
      return map.require(((HexPosition) from).hex(), "start");
    }
    String box = ((BoxPosition) from).box();
    int k = 0;
    while (k < boxNames.length && !boxNames[k].equals(box)) {
      k++;
    }
    if (k == boxNames.length) {
      throw new InvalidInputException("start", "unknown box '" + box + "'");
    }
    return map.size() + k;
  }

  /**
   * Who the stack is, in words, for reasons.
   *
   * @return "super-heavy artillery", "motorized units", "non-motorized units" or "this stack"
   */
  String mover() {
    boolean mot = (chartProfile & StepTables.MOT) != 0;
    return superHeavy ? "super-heavy artillery"
        : mot && (chartProfile & StepTables.NONMOT) != 0 ? "this stack"
        : mot ? "motorized units" : "non-motorized units";
  }
}
