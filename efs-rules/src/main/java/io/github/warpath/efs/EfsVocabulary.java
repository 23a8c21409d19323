package io.github.warpath.efs;

import java.util.List;

/**
 * The words the efs rule set reads, as constants: sides, unit kinds, unit attributes and flags,
 * marker kinds, box and region kinds, environment attributes, query options, step actions and
 * movement modes. Scenario files use the same spellings.
 */
public final class EfsVocabulary {
  private EfsVocabulary() {}

  /** The Axis side. */
  public static final String AXIS = "axis";
  /** The Soviet side. */
  public static final String SOVIET = "soviet";
  /** Both sides. */
  public static final List<String> SIDES = List.of(AXIS, SOVIET);

  /** Unit kind: armor (Soviet armor is exempt from footnote a). */
  public static final String ARMOR = "armor";
  /** Unit kind: cavalry (Soviet cavalry moves in both Soviet movement phases). */
  public static final String CAVALRY = "cavalry";
  /** Unit kind: artillery (major rivers only along railroads or bridges). */
  public static final String ARTILLERY = "artillery";
  /** Unit kind: super-heavy artillery (counts as artillery). */
  public static final String SUPER_HEAVY_ARTILLERY = "super-heavy-artillery";
  /** Unit kind: engineer (overruns, air transport from towns in mud). */
  public static final String ENGINEER = "engineer";
  /** Unit kind: headquarters (reaction range, activation, air transport for Soviets). */
  public static final String HQ = "hq";
  /** Unit kind: mobile supply unit (air transport). */
  public static final String MSU = "msu";
  /** Unit kind: airborne (air transport). */
  public static final String AIRBORNE = "airborne";
  /** Every unit kind. */
  public static final List<String> UNIT_KINDS = List.of("infantry", "mountain-infantry",
      CAVALRY, ARMOR, "mechanized", "motorized-infantry", "recon", ARTILLERY,
      SUPER_HEAVY_ARTILLERY, "anti-tank", "anti-aircraft", ENGINEER, HQ, MSU, AIRBORNE,
      "security", "naval", "armored-train");

  /** Unit attribute: the movement factor's colour code ({@link MovementClass}). */
  public static final String MOVEMENT_CLASS = "movement-class";
  /** Unit attribute: super-heavy artillery mode, {@code move} (default) or {@code firing}. */
  public static final String MODE = "mode";
  /** Value of {@link #MODE}: mobile side. */
  public static final String MODE_MOVE = "move";
  /** Value of {@link #MODE}: firing side. */
  public static final String MODE_FIRING = "firing";
  /** Unit attribute: MP already spent this phase (written by apply; clear it between phases). */
  public static final String MP_SPENT = "mp-spent";
  /** Unit attribute: the hex the unit started this phase in (written by apply). */
  public static final String PHASE_START = "phase-start";
  /** Unit attribute of HQs: range in hexes (required for HQs). */
  public static final String HQ_RANGE = "hq-range";
  /** Unit attribute: air transport points the unit needs (default 1). */
  public static final String AIR_TRANSPORT_COST = "air-transport-cost";
  /** Every unit attribute. */
  public static final List<String> UNIT_ATTRIBUTES = List.of(MOVEMENT_CLASS, MODE, MP_SPENT,
      PHASE_START, HQ_RANGE, AIR_TRANSPORT_COST);

  /** Unit flag: the unit bears an out of supply marker. */
  public static final String OUT_OF_SUPPLY = "out-of-supply";
  /** Unit flag: the unit bears an overrun marker (no ZOC, no reaction). */
  public static final String OVERRUN = "overrun";
  /** Unit flag: a Soviet non-motorized unit activated by an HQ for the Motorized phase. */
  public static final String HQ_ACTIVATED = "hq-activated";
  /** Unit flag: an HQ on its non-operating side. */
  public static final String NON_OP = "non-op";
  /** Unit flag: the unit moved this turn (written by apply; clear it between turns). */
  public static final String MOVED = "moved";
  /** Unit flag: the unit exerts no zone of control. */
  public static final String NO_ZOC = "no-zoc";
  /** Every unit flag. */
  public static final List<String> UNIT_FLAGS = List.of(OUT_OF_SUPPLY, OVERRUN, HQ_ACTIVATED,
      NON_OP, MOVED, NO_ZOC);

  /** Marker: a bridge unit (side, hex, hexside, attribute {@link #STATE}). */
  public static final String BRIDGE = "bridge";
  /** Marker attribute of bridges. */
  public static final String STATE = "state";
  /** Bridge state: placed, not yet usable. */
  public static final String UNDER_CONSTRUCTION = "under-construction";
  /** Bridge state: usable by its owner. */
  public static final String OPERATING = "operating";
  /** Marker: a strongpoint (side, hex). */
  public static final String STRONGPOINT = "strongpoint";
  /** Marker: a destroyed stretch of fortified line (hexside). */
  public static final String FORTIFIED_LINE_DESTROYED = "fortified-line-destroyed";
  /** Marker: a hex in the zone of interdiction of the marker's side. */
  public static final String INTERDICTION = "interdiction";
  /** Marker: a hex friendly to the marker's side (air transport). */
  public static final String CONTROL = "control";
  /** Every marker kind. */
  public static final List<String> MARKERS = List.of(BRIDGE, STRONGPOINT,
      FORTIFIED_LINE_DESTROYED, INTERDICTION, CONTROL);

  /** Box kind: an Air Ready box (attribute {@code side} optional). */
  public static final String AIR_READY = "air-ready";
  /** Region kind whose attribute {@code side} makes its hexes friendly to that side. */
  public static final String CONTROL_REGION = "control";

  /** Environment attribute prefix: air transport points of a side ({@code .axis}, {@code .soviet}). */
  public static final String AIR_TRANSPORT_POINTS = "air-transport-points";

  /** Query option: air transport points available (overrides the environment). */
  public static final String OPTION_AIR_TRANSPORT_POINTS = "air-transport-points";
  /** Query option: length of a retreat in hexes (default 2). */
  public static final String OPTION_HEXES = "hexes";

  /** Step action: the overrun into the step's hex succeeded. */
  public static final String OVERRUN_SUCCESS = "overrun:success";
  /** Step action prefix: the overrun against the hex after {@code @} failed (in place). */
  public static final String OVERRUN_FAILURE = "overrun:failure";
  /** Step action: super-heavy artillery turns to its firing side. */
  public static final String TO_FIRING = "mode:firing";
  /** Step action: super-heavy artillery turns to its mobile side. */
  public static final String TO_MOVE = "mode:move";

  /** Mode: hex to hex. */
  public static final String NORMAL = "normal";
  /** Mode: One Hex Movement. */
  public static final String ONE_HEX = "one-hex";
  /** Mode: Infiltration Movement. */
  public static final String INFILTRATION = "infiltration";
  /** Mode: strategic movement along roads. */
  public static final String STRATEGIC = "strategic";
  /** Mode: air transport. */
  public static final String AIR_TRANSPORT = "air-transport";
  /** Mode: a retreat counted in hexes. */
  public static final String RETREAT = "retreat";
  /** Mode: super-heavy artillery changes mode. */
  public static final String MODE_CHANGE = "mode-change";
}
