package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.MovementPhase;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.PhaseMovement;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What a kit rule set says about itself (its modes, rules, vocabulary and phases), the states it
 * refuses, and the hexes a unit's zone of control covers.
 */
class KitRuleSetDescriptionTest {
  private static final RuleRef MOVE = KitFixture.rule("6", "Movement");
  private static final ModeRule STRATEGIC = new ModeRule(KitFixture.rule("10", "Strategic"),
      "strategic", "road march", 1L, AllowanceModifier.none(MOVE), 0, false, false);
  private static final AllowanceModifier SUPPLY = new AllowanceModifier(
      KitFixture.rule("11", "Supply"), "out-of-supply", 1, 2, 0,
      AllowanceModifier.Rounding.UP, 0);
  private static final PhaseRule PHASES = phases();
  private static final ZoneOfControlRule ZONES = new ZoneOfControlRule(
      KitFixture.rule("7", "Zones of Control"), 1L, 0, 0, 1L << KitFixture.LAKE,
      ZoneOfControlRule.Enter.STOP, 0, ZoneOfControlRule.Leave.NOTHING, 0,
      ZoneOfControlRule.ZoneToZone.ALLOWED, true);
  private static final RuleKit KIT = KitFixture.kit(ZONES, MinimumMoveRule.Kind.NONE,
      new StackingRule(KitFixture.rule("9", "Stacking"), 3, new int[] {1, 2}, true), PHASES,
      List.of(KitFixture.normal(), STRATEGIC), List.of(SUPPLY, SUPPLY));
  private static final KitRuleSet RULES = new KitRuleSet(KIT);
  private static final HexMap.Builder B = KitFixture.map();
  private static final Hex A = B.hexAt(2, 2);

  private static PhaseRule phases() {
    Map<String, PhaseRule.Phase> p = new LinkedHashMap<>();
    p.put("movement", new PhaseRule.Phase(3L, AllowanceModifier.none(MOVE)));
    p.put("exploitation", new PhaseRule.Phase(2L, AllowanceModifier.none(MOVE)));
    return new PhaseRule(KitFixture.rule("4", "Sequence of Play"), p);
  }

  private static GameState state(Environment env, Unit... units) {
    return GameState.builder().ruleSet(KitFixture.ID).board(KitFixture.map().build())
        .units(List.of(units)).environment(env).build();
  }

  private static Unit unit(String id, String side, String kind, Hex at) {
    return KitFixture.unit(id, side, kind, 4, at);
  }

  @Test
  void theRuleSetNamesItsModesInOrder() {
    assertEquals(List.of(new MovementMode("normal", "hex to hex"),
        new MovementMode("strategic", "road march")), RULES.modes());
    assertEquals(KitFixture.ID, RULES.id());
    assertEquals("Kit test", RULES.name());
    assertEquals("1", RULES.version());
    assertEquals("", RULES.description());
  }

  @Test
  void theRuleSetGivesItsKitItsTerrainAndItsDescription() {
    RuleKit k = KitFixture.plain();
    RuleKit described = new RuleKit(k.id(), k.name(), k.version(), "Rules for tests.",
        k.denominator(), k.classes(), k.weather(), k.unitKinds(), k.vocabulary(), k.terrain(),
        k.hexsides(), k.lines(), null, k.minimumMove(), k.enemy(), null, null, k.modes(),
        k.modifiers(), k.allowance(), k.adjacent());
    KitRuleSet r = new KitRuleSet(described);
    assertEquals("Rules for tests.", r.description());
    assertEquals(described, r.kit());
    assertEquals(java.util.Optional.of(KitFixture.VOCABULARY), r.terrain());
  }

  @Test
  void everyRuleThePiecesCiteIsListedOnceInThePiecesOrder() {
    List<String> sections = new ArrayList<>();
    for (Rule r : RULES.rules()) {
      sections.add(r.section());
    }
    assertEquals(List.of("5", "5.2", "5.3", "7", "6.4", "6.5", "9", "4", "6", "10", "11", "6.1",
        "6.2"), sections);
  }

  @Test
  void theVocabularyListsKindsWeatherPhasesAndFlags() {
    Map<String, List<String>> v = RULES.vocabulary();
    assertEquals(List.of("infantry", "truck"), v.get("unit-kinds"));
    assertEquals(List.of("dry", "mud"), v.get("weather"));
    assertEquals(List.of("exploitation", "movement"), v.get("phases"));
    assertEquals(List.of("out-of-supply"), v.get("unit-flags"));
    assertEquals(List.of("unit-kinds", "weather", "unit-flags"),
        List.copyOf(new KitRuleSet(KitFixture.plain()).vocabulary().keySet()));
  }

  @Test
  void sequenceOfPlayThePhasesInTheirOrderWithTheClassesThatMove() {
    GameState s = state(Environment.builder().phase("movement").build(), unit("u", "blue",
        "infantry", A));
    assertEquals(List.of(MovementPhase.of("movement", "blue", "movement: foot, wheels units move"),
        MovementPhase.of("exploitation", "blue", "exploitation: wheels units move")),
        RULES.movementPhases(s, "blue"));
    List<MovementPhase> single = new KitRuleSet(KitFixture.plain()).movementPhases(s, "red");
    assertEquals(1, single.size());
    assertEquals("movement", single.get(0).phase());
    assertEquals("red", single.get(0).side());
  }

  @Test
  void aMapOfOtherTerrainIsRefused() {
    HexMap other = HexMap.builder(TerrainVocabulary.named(List.of("clear"), List.of()), 3, 3)
        .build();
    GameState s = GameState.builder().ruleSet(KitFixture.ID).board(other).build();
    assertEquals("map", assertThrows(InvalidInputException.class, () -> RULES.validate(s))
        .field());
  }

  @Test
  void weatherTheRulesDoNotHaveIsRefusedMapWideAndByRegion() {
    InvalidInputException wide = assertThrows(InvalidInputException.class,
        () -> RULES.validate(state(Environment.builder().weather("snow").build())));
    assertEquals("weather: rule set kit-test has no weather 'snow'; weather: dry, mud",
        wide.getMessage());
    InvalidInputException region = assertThrows(InvalidInputException.class,
        () -> RULES.validate(state(Environment.builder().weather("dry")
            .putRegionWeather("hills", "snow").build())));
    assertEquals("environment.regionWeather.hills", region.field());
    RULES.validate(state(Environment.builder().weather("dry").putRegionWeather("hills", "mud")
        .build(), unit("u", "blue", "infantry", A)));
  }

  @Test
  void aUnitOfAnUnknownKindOrOddPointsIsRefused() {
    Environment dry = Environment.builder().weather("dry").build();
    InvalidInputException kind = assertThrows(InvalidInputException.class,
        () -> RULES.validate(state(dry, unit("u", "blue", "cavalry", A))));
    assertEquals("kind: unit 'u' is of kind 'cavalry', which rule set kit-test does not know;"
        + " kinds: infantry, truck", kind.getMessage());
    Unit third = Unit.builder().id("u").side("blue").kind("infantry")
        .allowance(Mp.ofTwelfths(4)).position(Position.hex(A)).build();
    assertEquals("allowance", assertThrows(InvalidInputException.class,
        () -> RULES.validate(state(dry, third))).field());
    Unit spent = unit("u", "blue", "infantry", A).withPhaseMovement(PhaseMovement.builder()
        .phaseStart(Position.hex(A)).spent(Mp.ofTwelfths(4)).build());
    assertEquals("phaseMovement.spent", assertThrows(InvalidInputException.class,
        () -> RULES.validate(state(dry, spent))).field());
  }

  @Test
  void movementFactsTheRulesDoNotRememberAreRefused() {
    Unit facts = unit("u", "blue", "infantry", A).withPhaseMovement(PhaseMovement.builder()
        .phaseStart(Position.hex(A)).addFacts("turned-in-this-hex").build());
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> RULES.validate(state(Environment.builder().build(), facts)));
    assertEquals("phaseMovement.facts: unit 'u' has movement facts [turned-in-this-hex]; rule"
        + " set kit-test remembers none", e.getMessage());
  }

  @Test
  void aKitNeedsClassesWeatherModesAndKnownClassesForItsKinds() {
    RuleKit k = KitFixture.plain();
    assertEquals("classes", assertThrows(InvalidInputException.class, () -> new RuleKit(k.id(),
        k.name(), k.version(), k.description(), 2, List.of(), k.weather(), Map.of(),
        k.vocabulary(), k.terrain(), k.hexsides(), k.lines(), null, k.minimumMove(), k.enemy(),
        null, null, k.modes(), List.of(), k.allowance(), k.adjacent())).field());
    assertEquals("weather", assertThrows(InvalidInputException.class, () -> new RuleKit(k.id(),
        k.name(), k.version(), k.description(), 2, k.classes(), List.of(), k.unitKinds(),
        k.vocabulary(), k.terrain(), k.hexsides(), k.lines(), null, k.minimumMove(), k.enemy(),
        null, null, k.modes(), List.of(), k.allowance(), k.adjacent())).field());
    assertEquals("modes", assertThrows(InvalidInputException.class, () -> new RuleKit(k.id(),
        k.name(), k.version(), k.description(), 2, k.classes(), k.weather(), k.unitKinds(),
        k.vocabulary(), k.terrain(), k.hexsides(), k.lines(), null, k.minimumMove(), k.enemy(),
        null, null, List.of(), List.of(), k.allowance(), k.adjacent())).field());
    for (int bad : new int[] {-1, 2}) {
      assertEquals("unitKinds.tank", assertThrows(InvalidInputException.class,
          () -> new RuleKit(k.id(), k.name(), k.version(), k.description(), 2, k.classes(),
              k.weather(), Map.of("tank", bad), k.vocabulary(), k.terrain(), k.hexsides(),
              k.lines(), null, k.minimumMove(), k.enemy(), null, null, k.modes(), List.of(),
              k.allowance(), k.adjacent())).field());
    }
    List<String> many = new ArrayList<>();
    for (int i = 0; i < 65; i++) {
      many.add("c" + i);
    }
    assertEquals("classes", assertThrows(InvalidInputException.class, () -> new RuleKit(k.id(),
        k.name(), k.version(), k.description(), 2, many, k.weather(), Map.of(),
        k.vocabulary(), k.terrain(), k.hexsides(), k.lines(), null, k.minimumMove(), k.enemy(),
        null, null, k.modes(), List.of(), k.allowance(), k.adjacent())).field());
    assertEquals(64, new RuleKit(k.id(), k.name(), k.version(), k.description(), 2,
        many.subList(0, 64), k.weather(), Map.of("tank", 63), k.vocabulary(), k.terrain(),
        k.hexsides(), k.lines(), null, k.minimumMove(), k.enemy(), null, null, k.modes(),
        List.of(), k.allowance(), k.adjacent()).classes().size());
  }

  @Test
  void theCheapestStepIsTheLeastOfTheTerrainTheLinesAndTheReplacingHexsides() {
    assertEquals(1, KitFixture.plain().minimumStepCost(), "the road's half point");
    HexsideRule none = HexsideRule.none(KitFixture.rule("5.2", "Rivers"), KitFixture.SIDES, 2);
    assertEquals(2, KitFixture.withHexsides(KitFixture.SIDES, none).minimumStepCost(),
        "clear terrain, without lines");
    HexsideRule ford = new HexsideRule(KitFixture.rule("5.2", "Rivers"), KitFixture.SIDES,
        new int[][] {{KitFixture.N, KitFixture.N}, {KitFixture.N, KitFixture.N}},
        new int[][] {{0, KitFixture.P}, {KitFixture.N, KitFixture.N}}, 0);
    assertEquals(0, KitFixture.withHexsides(KitFixture.SIDES, ford).minimumStepCost());
  }

  @Test
  void zonesOfControlAProjectingUnitCoversItsNeighboursButNotClosedTerrainOrAHeldHex() {
    Hex lake = A.neighbor(HexDirection.N);
    Hex held = A.neighbor(HexDirection.S);
    HexMap map = KitFixture.map().hex(lake, KitFixture.VOCABULARY.hexFeature("lake")).build();
    GameState s = GameState.builder().ruleSet(KitFixture.ID).board(map)
        .units(List.of(unit("f", "blue", "infantry", held), unit("e", "red", "infantry", A),
            unit("g", "red", "infantry", A.neighbor(HexDirection.NE)),
            unit("t", "red", "truck", A)))
        .build();
    List<Hex> expected = new ArrayList<>();
    for (HexDirection d : HexDirection.values()) {
      Hex n = A.neighbor(d);
      if (!n.equals(lake) && !n.equals(held)) {
        expected.add(n);
      }
    }
    assertEquals(4, expected.size());
    assertEquals(expected, RULES.zoneOfControl(s, "e", A));
    assertEquals(List.of(), RULES.zoneOfControl(s, "t", A), "wheels project no zone");
    assertEquals(List.of(), new KitRuleSet(KitFixture.plain()).zoneOfControl(s, "e", A),
        "no zone rule");
  }
}
