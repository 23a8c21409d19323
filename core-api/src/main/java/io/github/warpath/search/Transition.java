package io.github.warpath.search;

/**
 * The scratch record a {@link MoveGraph} fills in for one transition. The engine owns one per
 * buffer set and reuses it; a graph writes the fields and returns {@link MoveGraph#LEGAL}, {@link
 * MoveGraph#ILLEGAL} or {@link MoveGraph#NONE}.
 *
 * <p>Fields are public for speed: the engine reads them right after the call. Before each call
 * of a search the engine resets {@link #flags} only; a graph must set {@link #to} and {@link
 * #cost} for a legal transition, and {@link #rule} (with {@link #argA}/{@link #argB} where its explanation
 * reads them) for an illegal one or a stop, and must not rely on their previous values.
 */
public final class Transition {

  /** Arriving by this transition ends the move; {@link #rule} gives the rule that stops it. */
  public static final int STOP = 1;
  /** The transition spends all remaining points (its cost is the remainder). */
  public static final int SPEND_ALL = 2;
  /** The transition exceeds the allowance under a minimum-move rule. */
  public static final int EXCEEDS = 4;
  /**
   * The transition happens only when an order's step asks for something (an action such as
   * "leader pinned", or a facing such as a turn in place); range and path searches skip it, and
   * a check considers it only for steps that ask for a facing or an action.
   */
  public static final int EXPLICIT = 8;

  /** The node reached; must be set for LEGAL and, where the step is geometrically possible, for
   * ILLEGAL (so a check can continue past the violation). -1 if unknown. */
  public int to;
  /** The cost in engine units; must not be negative. For ILLEGAL, what the step would cost, or
   * -1 if unknown. */
  public int cost;
  /** A combination of {@link #STOP}, {@link #SPEND_ALL}, {@link #EXCEEDS}, {@link #EXPLICIT}. */
  public int flags;
  /** For ILLEGAL: the rule-set code of the violation. For a LEGAL {@link #STOP}: the code of the
   * rule that stops the move. Interpreted by {@link MoveGraph#explain}. */
  public int rule;
  /** Free argument for the explanation (e.g. points needed). */
  public int argA;
  /** Free argument for the explanation (e.g. points available). */
  public int argB;

  /** Creates an empty transition record. */
  public Transition() {
    clear();
  }

  /** Resets every field before a call. */
  public void clear() {
    to = -1;
    cost = -1;
    flags = 0;
    rule = 0;
    argA = 0;
    argB = 0;
  }

  /**
   * Copies another record.
   *
   * @param other the source
   */
  public void copyFrom(Transition other) {
    to = other.to;
    cost = other.cost;
    flags = other.flags;
    rule = other.rule;
    argA = other.argA;
    argB = other.argB;
  }
}
