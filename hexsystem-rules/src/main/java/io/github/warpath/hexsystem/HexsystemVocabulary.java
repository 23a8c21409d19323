package io.github.warpath.hexsystem;

import java.util.List;

/**
 * The words the hexsystem rule set reads from a game state, as constants for programs that build
 * states in code. Scenario files use the same strings. {@link HexsystemRules#vocabulary()} lists
 * them by category.
 */
public final class HexsystemVocabulary {
  private HexsystemVocabulary() {}

  // sides

  /** The Axis faction. */
  public static final String AXIS = "axis";
  /** The Western faction (British, US and their allies). */
  public static final String WESTERN = "western";
  /** The Soviet faction. */
  public static final String SOVIET = "soviet";
  /** The sides a unit or marker may belong to; Western and Soviet are the Allies. */
  public static final List<String> SIDES = List.of(AXIS, WESTERN, SOVIET);
  /** A country's alignment besides the three sides. */
  public static final String NEUTRAL = "neutral";

  // phases

  /** The Operational Movement Phase (also the meaning of an empty phase). */
  public static final String OPERATIONAL_MOVEMENT = "operational-movement";
  /** The Reserve Movement Phase: Reserve road/rail rates, no overruns. */
  public static final String RESERVE_MOVEMENT = "reserve-movement";
  /** Exploitation movement: Operational rates, no overruns. */
  public static final String EXPLOITATION = "exploitation";
  /** Every phase name. */
  public static final List<String> PHASES = List.of(OPERATIONAL_MOVEMENT, RESERVE_MOVEMENT,
      EXPLOITATION);

  // weather

  /** Fair weather (also the meaning of an empty weather). */
  public static final String FAIR = "fair";
  /** Mud: a unit cannot leave a Mud hex with an enemy zone of control. */
  public static final String MUD = "mud";
  /** Storms: moving into or out of such a hex with an enemy zone of control ends the move. */
  public static final String STORMS = "storms";
  /** Snow: as Storms. */
  public static final String SNOW = "snow";
  /** Every weather name, in chart order. */
  public static final List<String> WEATHER = List.of(FAIR, MUD, STORMS, SNOW);

  // unit kinds

  /** Infantry. */
  public static final String INFANTRY = "infantry";
  /** Armor (armor-type). */
  public static final String ARMOR = "armor";
  /** Mechanized (armor-type). */
  public static final String MECHANIZED = "mechanized";
  /** Cavalry-mechanized (armor-type). */
  public static final String CAV_MECH = "cav-mech";
  /** Cavalry. */
  public static final String CAVALRY = "cavalry";
  /** Mountain troops. */
  public static final String MOUNTAIN = "mountain";
  /** Airborne troops. */
  public static final String AIRBORNE = "airborne";
  /** Marines: may land across an all-sea hexside. */
  public static final String MARINE = "marine";
  /** Headquarters: may support defenders within range (stops overruns). */
  public static final String HQ = "hq";
  /** Air units: not ground units; may support defenders within range (stops overruns). */
  public static final String AIR = "air";
  /** Every unit kind. */
  public static final List<String> UNIT_KINDS = List.of(INFANTRY, ARMOR, MECHANIZED, CAV_MECH,
      CAVALRY, MOUNTAIN, AIRBORNE, MARINE, HQ, AIR);
  /** The armor-type kinds that may overrun when multi-step. */
  public static final List<String> ARMOR_TYPE_KINDS = List.of(ARMOR, MECHANIZED, CAV_MECH);

  // unit flags

  /** The unit has completed its move this phase. */
  public static final String FLAG_MOVED = "moved";
  /** The unit is out of supply. */
  public static final String FLAG_OUT_OF_SUPPLY = "out-of-supply";
  /** An Exp unit: any friendly Troop Convoy carries it; Axis Exp units enter any Axis country. */
  public static final String FLAG_EXP = "exp";
  /** The counter has a Delay stripe: overrun, it goes to the Delay box. */
  public static final String FLAG_DELAY_STRIPE = "delay-stripe";
  /** The unit projects no zone of control. */
  public static final String FLAG_NO_ZOC = "no-zoc";
  /** Every unit flag. */
  public static final List<String> UNIT_FLAGS = List.of(FLAG_MOVED, FLAG_OUT_OF_SUPPLY, FLAG_EXP,
      FLAG_DELAY_STRIPE, FLAG_NO_ZOC);

  // unit attributes

  /** HQ and Air units: how many hexes away they can support a defender. */
  public static final String ATTR_SUPPORT_RANGE = "support-range";
  /** Axis multi-national units: the nationality of the step in the Holding Box. */
  public static final String ATTR_HOLDING_NATIONALITY = "holding-nationality";
  /** Every unit attribute. */
  public static final List<String> UNIT_ATTRIBUTES = List.of(ATTR_SUPPORT_RANGE,
      ATTR_HOLDING_NATIONALITY);

  // nationalities with a meaning

  /** Japanese units. */
  public static final String JAPANESE = "japanese";
  /** Kwantung units (Axis). */
  public static final String KWANTUNG = "kwantung";
  /** US units. */
  public static final String US = "us";
  /** British units. */
  public static final String BRITISH = "british";
  /** Russian units (Soviet). */
  public static final String RUSSIAN = "russian";

  // markers

  /** Beachhead marker: on an all-sea hex, with the hexside it faces. */
  public static final String BEACHHEAD = "beachhead";
  /** Airdrop marker: negates enemy zones of control in its hex for its side. */
  public static final String AIRDROP = "airdrop";
  /** Detachment marker: on a port, makes it its side's Naval Base. */
  public static final String DETACHMENT = "detachment";
  /** Logistics marker (does not negate zones of control). */
  public static final String LOGISTICS = "logistics";
  /** Partisan Base marker (does not negate zones of control). */
  public static final String PARTISAN_BASE = "partisan-base";
  /** An explicit Naval Base marker. */
  public static final String NAVAL_BASE = "naval-base";
  /** Troop Convoy marker, in a naval zone's Convoys box. */
  public static final String TROOP_CONVOY = "troop-convoy";
  /** Control marker: its side controls the hex (for friendly ports). */
  public static final String CONTROL = "control";
  /** Quit India marker: in force while in the Strategic Warfare box. */
  public static final String QUIT_INDIA = "quit-india";
  /** Free Passage marker, in a minor country's capital. */
  public static final String FREE_PASSAGE = "free-passage";
  /** Mobilizing marker, in a minor country's capital. */
  public static final String MOBILIZING = "mobilizing";
  /** No Occupation marker, in a minor country's capital. */
  public static final String NO_OCCUPATION = "no-occupation";
  /** Every marker kind. */
  public static final List<String> MARKERS = List.of(BEACHHEAD, AIRDROP, DETACHMENT, LOGISTICS,
      PARTISAN_BASE, NAVAL_BASE, TROOP_CONVOY, CONTROL, QUIT_INDIA, FREE_PASSAGE, MOBILIZING,
      NO_OCCUPATION);

  /** Troop Convoy attribute: escort, scratch, standard or fleet-train. */
  public static final String CONVOY_TYPE = "convoy-type";
  /** Troop Convoy attribute: axis, british, us, japanese, russian or soviet. */
  public static final String CONVOY_NATIONALITY = "nationality";
  /** Troop Convoy types. */
  public static final List<String> CONVOY_TYPES = List.of("escort", "scratch", "standard",
      "fleet-train");
  /** Troop Convoy nationalities. */
  public static final List<String> CONVOY_NATIONALITIES = List.of(AXIS, BRITISH, US, JAPANESE,
      RUSSIAN, SOVIET);

  // regions and boxes

  /** Region kind: a country (attributes nationality, faction, minor, capital). */
  public static final String REGION_COUNTRY = "country";
  /** Region kind: a dependent of a country (attributes of, faction). */
  public static final String REGION_DEPENDENT = "dependent";
  /** Region kind: India or Ceylon (for Quit India). */
  public static final String REGION_INDIA_CEYLON = "india-ceylon";
  /** Region kind: the western edge of Russia (w5311 to w6011 on the printed map). */
  public static final String REGION_WESTERN_EDGE = "western-edge";
  /** Region kind: a naval zone (its ports and sea hexes). */
  public static final String REGION_NAVAL_ZONE = "naval-zone";
  /** Region kind: a weather region (any region may carry weather; this one means only that). */
  public static final String REGION_WEATHER_ZONE = "weather-zone";
  /** Every region kind. */
  public static final List<String> REGION_KINDS = List.of(REGION_COUNTRY, REGION_DEPENDENT,
      REGION_INDIA_CEYLON, REGION_WESTERN_EDGE, REGION_NAVAL_ZONE, REGION_WEATHER_ZONE);

  /** Box kind: an Off-Map Box (attributes naval-zones, controller, map). */
  public static final String BOX_OFF_MAP = "off-map";
  /** Box kind: the Eastern Europe Box. */
  public static final String BOX_EASTERN_EUROPE = "eastern-europe";
  /** Box kind: a naval zone's Convoys box (attribute naval-zone). */
  public static final String BOX_CONVOYS = "convoys";
  /** Box kind: a naval zone's Used box (attribute naval-zone). */
  public static final String BOX_USED = "used";
  /** Box kind: the Strategic Warfare box. */
  public static final String BOX_STRATEGIC_WARFARE = "strategic-warfare";
  /** Box kind: the Delay box (optional attribute side). */
  public static final String BOX_DELAY = "delay";
  /** Box kind: a Force Pool (optional attributes side, nationality). */
  public static final String BOX_FORCE_POOL = "force-pool";
  /** Box kind: any other holding box (naval zone boxes for air units, ...). */
  public static final String BOX_HOLDING = "holding";
  /** Every box kind. */
  public static final List<String> BOX_KINDS = List.of(BOX_OFF_MAP, BOX_EASTERN_EUROPE,
      BOX_CONVOYS, BOX_USED, BOX_STRATEGIC_WARFARE, BOX_DELAY, BOX_FORCE_POOL, BOX_HOLDING);

  // conditions and environment attributes

  /** Condition: every unit is in Pre-War; {@code pre-war.<side or nationality>} for some. */
  public static final String PRE_WAR = "pre-war";
  /** Condition prefix: {@code policy-affected.<country region>}. */
  public static final String POLICY_AFFECTED = "policy-affected.";
  /** Condition prefix: {@code just-activated.<country region>}. */
  public static final String JUST_ACTIVATED = "just-activated.";
  /** Environment attribute prefix: {@code faction.<country or dependent region>}. */
  public static final String FACTION_OF = "faction.";
  /** Environment attribute prefix: {@code closed-to.<side>} = region names. */
  public static final String CLOSED_TO = "closed-to.";

  // modes

  /** Mode: every procedure (the default). */
  public static final String MODE_ANY = "any";
  /** Mode: hex-to-hex only (including the Eastern Europe Box). */
  public static final String MODE_HEX_TO_HEX = "hex-to-hex";
  /** Mode: port-to-port only. */
  public static final String MODE_PORT_TO_PORT = "port-to-port";
  /** Mode: off-map box to off-map box only. */
  public static final String MODE_BOX_TO_BOX = "box-to-box";
}
