package io.github.warpath.scenario;

import io.github.warpath.map.TerrainVocabulary;
import java.util.Optional;

/** A rule set played on a table (no hex terrain), to test that hex maps are refused for it. */
final class TableTopRules extends WordyRules {
  @Override
  public String id() {
    return "table-top";
  }

  @Override
  public Optional<TerrainVocabulary> terrain() {
    return Optional.empty();
  }
}
