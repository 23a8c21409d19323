package io.github.warpath.squad.internal;

import java.util.List;

/** The marker kinds squad-afv accepts; friendly units move through them freely. */
public final class Markers {
  /** Every marker kind. */
  public static final List<String> ALL = List.of("fortification", "emplacement");

  private Markers() {}
}
