/**
 * Warpath core: hex geometry, the immutable game state, the caller API with its result values
 * ({@code io.github.warpath.rules}), and the rule-set SPI with the search engine ({@code
 * io.github.warpath.search}, which depends on the caller API and not the other way round). It
 * knows no game system; rule sets plug in through {@link io.github.warpath.rules.RuleSet}.
 */
@SuppressWarnings("requires-automatic")
module io.github.warpath.core {
  requires static org.immutables.value.annotations;

  exports io.github.warpath;
  exports io.github.warpath.hex;
  exports io.github.warpath.map;
  exports io.github.warpath.state;
  exports io.github.warpath.rules;
  exports io.github.warpath.search;
  exports io.github.warpath.batch;
  exports io.github.warpath.kit;
  exports io.github.warpath.threat;

  uses io.github.warpath.rules.RuleSet;
}
