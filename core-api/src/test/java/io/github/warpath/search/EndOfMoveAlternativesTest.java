package io.github.warpath.search;

import static io.github.warpath.testrules.TestRules.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.Alternative;
import io.github.warpath.rules.Alternatives;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.StepReport;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.testrules.TestRules;
import io.github.warpath.testrules.TestRules.Terrain;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * An order whose every step is legal but whose end breaks an end-of-move rule ({@link
 * HexRuleSetSupport#finish}): the test rules with one rule more, a move must end in a port. The
 * alternatives offer the longest prefix that ends in one, whichever of the two entry points
 * (with or without the verdict) is asked.
 */
class EndOfMoveAlternativesTest {
  private static final RuleRef PORTS = new RuleRef("test", "10", "Ports");
  private static final PortEnd RULES = new PortEnd();

  /** The test rules, and a move must end in a port. */
  private static final class PortEnd extends HexRuleSetSupport<MoveGraph> {
    private final HexRuleSetSupport<?> base = new TestRules();

    @Override public String id() { return base.id(); }
    @Override public String name() { return base.name(); }
    @Override public String version() { return base.version(); }
    @Override public String description() { return base.description(); }
    @Override public List<MovementMode> modes() { return base.modes(); }
    @Override public List<Rule> rules() { return base.rules(); }
    @Override public Optional<TerrainVocabulary> terrain() { return base.terrain(); }
    @Override public Map<String, List<String>> vocabulary() { return base.vocabulary(); }
    @Override public void validate(GameState state) { base.validate(state); }

    @Override
    protected MoveGraph compile(GameState state, MoveQuery query, SearchBuffers buffers) {
      return base.compile(state, query, buffers);
    }

    @Override
    protected List<Violation> finish(GameState state, MoveOrder order, MoveGraph graph,
        Walk walk, List<Violation> warnings) {
      Hex end = walk.endHex();
      return end != null && state.hexMap().features(end, Terrain.class).contains(Terrain.PORT)
          ? List.of() : List.of(Violation.of(PORTS, "a move ends in a port"));
    }
  }

  /** Unit a at 0505 with 10 points, ports where asked. */
  private static GameState state(String... ports) {
    HexMap.Builder b = TestRules.map(10, 10);
    HexMap plain = b.build();
    for (String p : ports) {
      b.hex(plain.parse(p), Terrain.PORT);
    }
    HexMap map = b.build();
    return TestRules.state(map, unit("a", "blue", map, "0505", 10));
  }

  private static MoveOrder order(GameState s, String... labels) {
    Hex[] hexes = new Hex[labels.length];
    for (int i = 0; i < labels.length; i++) {
      hexes[i] = s.hexMap().parse(labels[i]);
    }
    return MoveOrder.path("a", hexes);
  }

  private static List<String> labels(Alternative a) {
    return a.route().steps().stream().map(StepReport::label).toList();
  }

  @Test
  void anOrderRefusedOnlyAtItsEndIsOfferedItsStepsUpToTheLastPort() {
    GameState s = state("0507");
    MoveOrder o = order(s, "0506", "0507", "0508");
    Verdict v = RULES.check(s, o);
    assertFalse(v.legal());
    assertEquals("10", v.violations().get(0).rule().section());
    assertTrue(v.violations().get(0).step().isEmpty(), "the end, not a step, is refused");
    for (Alternatives a : List.of(RULES.alternatives(s, o, new SearchBuffers()),
        RULES.alternatives(s, o, v, new SearchBuffers()))) {
      assertEquals(List.of("0506", "0507"), labels(a.prefix().orElseThrow()));
    }
  }

  @Test
  void aShorterPrefixIsJudgedByItsOwnWalk() {
    // the two-step prefix ends in 0507, which is no port: the one-step prefix is offered
    GameState s = state("0506");
    MoveOrder o = order(s, "0506", "0507", "0508");
    for (Alternatives a : List.of(RULES.alternatives(s, o, new SearchBuffers()),
        RULES.alternatives(s, o, RULES.check(s, o), new SearchBuffers()))) {
      Alternative prefix = a.prefix().orElseThrow();
      assertEquals(List.of("0506"), labels(prefix));
      assertEquals(1, prefix.order().steps().size());
    }
  }
}
