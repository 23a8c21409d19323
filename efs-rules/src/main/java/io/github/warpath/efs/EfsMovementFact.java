package io.github.warpath.efs;

import io.github.warpath.InvalidInputException;
import java.util.ArrayList;
import java.util.List;

/**
 * What the efs rules remember, within a phase, about how a unit came into its hex: the facts of
 * its {@link io.github.warpath.state.PhaseMovement}. They carry the road-exit rule across orders:
 * a unit that entered its hex along a road and goes on in a later order of the same phase pays
 * the road benefit back if it leaves off that road, exactly as in one order (a new phase clears
 * them, and with them the debt).
 */
public enum EfsMovementFact {
  /** The unit entered its hex along a minor road (and was charged the minor road rate). */
  ENTERED_ALONG_MINOR_ROAD("entered-along-minor-road"),
  /** The unit entered its hex along a main road. */
  ENTERED_ALONG_MAIN_ROAD("entered-along-main-road"),
  /** The unit entered its hex along the Motorway. */
  ENTERED_ALONG_MOTORWAY("entered-along-motorway"),
  /** The unit entered its hex along a railroad (railroad benefits, not rail movement). */
  ENTERED_ALONG_RAILROAD("entered-along-railroad");

  private final String word;

  EfsMovementFact(String word) {
    this.word = word;
  }

  /**
   * The word used in scenario files.
   *
   * @return e.g. {@code entered-along-main-road}
   */
  public String word() {
    return word;
  }

  /**
   * Every fact's word.
   *
   * @return the words in declaration order
   */
  public static List<String> words() {
    List<String> out = new ArrayList<>();
    for (EfsMovementFact f : values()) {
      out.add(f.word);
    }
    return List.copyOf(out);
  }

  /**
   * The fact of a word.
   *
   * @param word the word
   * @param field the field to name in an error
   * @return the fact
   * @throws InvalidInputException for an unknown word, listing the known ones
   */
  public static EfsMovementFact of(String word, String field) {
    for (EfsMovementFact f : values()) {
      if (f.word.equals(word)) {
        return f;
      }
    }
    throw new InvalidInputException(field, "unknown movement fact '" + word + "'; known: "
        + String.join(", ", words()));
  }

  /**
   * The facts of a search state of normal or strategic movement (bits 0-1 the road class entered
   * along, bit 2 the railroad).
   *
   * @param bits the state
   * @return the facts' words
   */
  public static List<String> ofRoadState(int bits) {
    List<String> out = new ArrayList<>(2);
    int road = bits & 3;
    if (road != 0) {
      out.add(values()[road - 1].word);
    }
    if ((bits & 4) != 0) {
      out.add(ENTERED_ALONG_RAILROAD.word);
    }
    return out;
  }

  /**
   * The search state of normal or strategic movement that a set of facts describes.
   *
   * @param words the facts' words
   * @param field the field to name in an error
   * @return the state bits
   * @throws InvalidInputException for an unknown word or two road classes at once
   */
  public static int roadState(Iterable<String> words, String field) {
    int bits = 0;
    for (String w : words) {
      EfsMovementFact f = of(w, field);
      if (f == ENTERED_ALONG_RAILROAD) {
        bits |= 4;
      } else if ((bits & 3) != 0) {
        throw new InvalidInputException(field, "a unit enters its hex along one road class,"
            + " not two (" + String.join(", ", words) + ")");
      } else {
        bits |= f.ordinal() + 1;
      }
    }
    return bits;
  }
}
