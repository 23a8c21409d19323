package io.github.warpath.squad.internal;

import java.util.Arrays;

/**
 * The transitions out of a node, by slot: what each slot does (its kind) and its argument
 * (direction, facing or leader number), per group. The six moves come first (slot = direction).
 * Vehicles add six reverse moves, six turns in place (slot = new facing), six close assaults and
 * the two reverse toggles; guns add six turns and six close assaults; infantry add six close
 * assaults; and per leader (in an infantry or a mixed stack) a pinned and an eliminated event
 * follow. Close assaults, toggles and events are explicit transitions: only an order's step
 * action takes them. The tables are built once, shared and never written after.
 */
public final class SlotTable {
  /** Slot kind: enter the neighbour (forward for vehicles). */
  public static final int K_MOVE = 0;
  /** Slot kind: a vehicle enters the neighbour in reverse. */
  public static final int K_REVERSE = 1;
  /** Slot kind: turn in place to a facing. */
  public static final int K_TURN = 2;
  /** Slot kind: close assault into an enemy-held neighbour. */
  public static final int K_CLOSE_ASSAULT = 3;
  /** Slot kind: set reverse on. */
  public static final int K_TOGGLE_REVERSE = 4;
  /** Slot kind: set reverse off. */
  public static final int K_TOGGLE_FORWARD = 5;
  /** Slot kind: a leader is pinned. */
  public static final int K_PINNED = 6;
  /** Slot kind: a leader is eliminated. */
  public static final int K_ELIMINATED = 7;

  private static final int LEADERS = QueryProfile.MAX_LEADERS;
  private static final int[][] INFANTRY_KIND = new int[LEADERS + 1][];
  private static final int[][] INFANTRY_ARG = new int[LEADERS + 1][];
  private static final int[][] VEHICLE_KIND = new int[LEADERS + 1][];
  private static final int[][] VEHICLE_ARG = new int[LEADERS + 1][];
  private static final int[][] GUN_KIND = new int[LEADERS + 1][];
  private static final int[][] GUN_ARG = new int[LEADERS + 1][];

  static {
    int[] infantryKind = new int[12];
    int[] infantryArg = new int[12];
    int[] vehicleKind = new int[26];
    int[] vehicleArg = new int[26];
    int[] gunKind = new int[18];
    int[] gunArg = new int[18];
    for (int d = 0; d < 6; d++) {
      infantryKind[d] = K_MOVE;
      infantryKind[6 + d] = K_CLOSE_ASSAULT;
      vehicleKind[d] = K_MOVE;
      vehicleKind[6 + d] = K_REVERSE;
      vehicleKind[12 + d] = K_TURN;
      vehicleKind[18 + d] = K_CLOSE_ASSAULT;
      gunKind[d] = K_MOVE;
      gunKind[6 + d] = K_TURN;
      gunKind[12 + d] = K_CLOSE_ASSAULT;
      for (int j = 0; j < 4; j++) {
        if (j < 2) {
          infantryArg[6 * j + d] = d;
        }
        if (j < 3) {
          gunArg[6 * j + d] = d;
        }
        vehicleArg[6 * j + d] = d;
      }
    }
    vehicleKind[24] = K_TOGGLE_REVERSE;
    vehicleKind[25] = K_TOGGLE_FORWARD;
    for (int l = 0; l <= LEADERS; l++) {
      INFANTRY_KIND[l] = withLeaders(infantryKind, l, true);
      INFANTRY_ARG[l] = withLeaders(infantryArg, l, false);
      VEHICLE_KIND[l] = withLeaders(vehicleKind, l, true);
      VEHICLE_ARG[l] = withLeaders(vehicleArg, l, false);
      GUN_KIND[l] = withLeaders(gunKind, l, true);
      GUN_ARG[l] = withLeaders(gunArg, l, false);
    }
  }

  private SlotTable() {}

  /** A slot table with a pinned and an eliminated event per leader appended. */
  private static int[] withLeaders(int[] base, int leaders, boolean kinds) {
    int[] out = Arrays.copyOf(base, base.length + 2 * leaders);
    for (int i = 0; i < leaders; i++) {
      out[base.length + 2 * i] = kinds ? K_PINNED : i;
      out[base.length + 2 * i + 1] = kinds ? K_ELIMINATED : i;
    }
    return out;
  }

  /**
   * The kinds of the slots of a group (shared: never write to it).
   *
   * @param type {@link QueryProfile#INFANTRY}, {@link QueryProfile#VEHICLE} or
   *     {@link QueryProfile#GUN}
   * @param leaders how many leaders move with the group
   * @return the kind of each slot
   */
  static int[] kinds(int type, int leaders) {
    return type == QueryProfile.VEHICLE ? VEHICLE_KIND[leaders]
        : type == QueryProfile.GUN ? GUN_KIND[leaders] : INFANTRY_KIND[leaders];
  }

  /**
   * The arguments of the slots of a group (shared: never write to it).
   *
   * @param type the group
   * @param leaders how many leaders move with the group
   * @return the argument of each slot
   */
  static int[] args(int type, int leaders) {
    return type == QueryProfile.VEHICLE ? VEHICLE_ARG[leaders]
        : type == QueryProfile.GUN ? GUN_ARG[leaders] : INFANTRY_ARG[leaders];
  }
}
