package io.github.warpath.rulebook;

import io.github.warpath.rulebook.internal.BookReader;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.RuleBookFormat;
import java.util.Optional;

/** Lets scenario files name a rule book: the {@code rulebook} member of a scenario. */
public final class RulebookFormat implements RuleBookFormat {
  /** Creates the format (stateless). */
  public RulebookFormat() {}

  @Override
  public String ruleSetId() {
    return RulebookRules.ID;
  }

  @Override
  public RuleSet read(JsonValue book) {
    return RulebookRules.read(book);
  }

  @Override
  public Optional<JsonValue> book(RuleSet ruleSet) {
    return ruleSet instanceof RulebookRules r ? Optional.of(r.book()) : Optional.empty();
  }

  @Override
  public boolean reads(JsonValue document) {
    JsonValue f = document.isObject() ? document.get("format") : null;
    return f != null && f.isText() && f.text().equals(BookReader.FORMAT);
  }

  @Override
  public String schema() {
    return RulebookRules.schema();
  }
}
