package io.github.warpath.squad.internal;

import io.github.warpath.InvalidInputException;
import java.util.ArrayList;
import java.util.List;

/** The unit kinds of squad-afv and what the rules make of each. */
public enum UnitKind {
  /** A leader: infantry, 6 MP. */
  LEADER("leader", true, 6),
  /** A squad: infantry, 4 MP, 6 with a leader. */
  SQUAD("squad", true, 4),
  /** A half squad: infantry, 4 MP, 6 with a leader. */
  HALF_SQUAD("half-squad", true, 4),
  /** Other infantry (crews, weapon teams): the counter's rate. */
  TEAM("team", true, -1),
  /** A soft vehicle (truck, jeep): the counter's rate, turns, may carry passengers. */
  VEHICLE("vehicle", false, -1),
  /** An armoured fighting vehicle: the counter's rate, turns, may carry passengers. */
  AFV("afv", false, -1),
  /** A gun: the counter's rate, faces freely when it moves. */
  GUN("gun", false, -1);

  private static final UnitKind[] VALUES = values();

  private final String spelled;
  private final boolean infantry;
  private final int textRateMp;

  UnitKind(String spelled, boolean infantry, int textRateMp) {
    this.spelled = spelled;
    this.infantry = infantry;
    this.textRateMp = textRateMp;
  }

  /**
   * The scenario spelling.
   *
   * @return e.g. {@code half-squad}
   */
  public String spelled() {
    return spelled;
  }

  /**
   * Whether the kind is infantry (counts against the four-infantry stacking limit).
   *
   * @return true for leaders, squads, half squads and teams
   */
  public boolean infantry() {
    return infantry;
  }

  /**
   * Whether the unit has a facing (vehicles, AFVs and guns).
   *
   * @return true if faced
   */
  public boolean faced() {
    return !infantry;
  }

  /**
   * Whether the unit follows the vehicle turning and reverse rules.
   *
   * @return true for vehicles and AFVs
   */
  public boolean turns() {
    return this == VEHICLE || this == AFV;
  }

  /**
   * The rate the text fixes, in whole MP, or -1 where the counter gives it.
   *
   * @return 6, 4 or -1
   */
  public int textRateMp() {
    return textRateMp;
  }

  /**
   * Whether a squad or half squad, which moves faster with a leader.
   *
   * @return true for squads and half squads
   */
  public boolean takesLeaderBonus() {
    return this == SQUAD || this == HALF_SQUAD;
  }

  /**
   * The default movement class of the kind.
   *
   * @return foot for infantry and guns, tracked for AFVs, wheeled for vehicles
   */
  public MovementClass defaultClass() {
    switch (this) {
      case AFV:
        return MovementClass.TRACKED;
      case VEHICLE:
        return MovementClass.WHEELED;
      default:
        return MovementClass.FOOT;
    }
  }

  /**
   * The kind of a scenario spelling.
   *
   * @param text the spelling
   * @param field the field, for the error
   * @return the kind
   * @throws InvalidInputException listing the kinds if unknown
   */
  public static UnitKind parse(String text, String field) {
    for (UnitKind k : VALUES) {
      if (k.spelled.equals(text)) {
        return k;
      }
    }
    throw new InvalidInputException(field, "unknown unit kind '" + text + "'; known: "
        + String.join(", ", names()));
  }

  /**
   * All spellings, in declaration order.
   *
   * @return the names
   */
  public static List<String> names() {
    List<String> out = new ArrayList<>();
    for (UnitKind k : values()) {
      out.add(k.spelled);
    }
    return out;
  }
}
