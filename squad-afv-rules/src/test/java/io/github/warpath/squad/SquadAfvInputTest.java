package io.github.warpath.squad;

import static io.github.warpath.squad.Fixture.RULES;
import static io.github.warpath.squad.Fixture.at;
import static io.github.warpath.squad.Fixture.enter;
import static io.github.warpath.squad.Fixture.order;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.rules.Step;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.PhaseMovement;
import io.github.warpath.state.Unit;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Bad input gets an {@link InvalidInputException} naming the field; illegal moves never do. */
class SquadAfvInputTest {

  private static GameState with(Unit... extra) {
    Fixture f = new Fixture(6, 6).infantry("s", "squad", "0303");
    for (Unit u : extra) {
      f.unit(u);
    }
    return f.state();
  }

  private static Unit.Builder unit(String id, String kind) {
    return Unit.builder().id(id).side("allies").kind(kind).position(at("0303"));
  }

  private static void rejects(GameState s, String field, String fragment) {
    InvalidInputException e = assertThrows(InvalidInputException.class, () -> RULES.validate(s));
    assertEquals(field, e.field(), e.getMessage());
    assertTrue(e.getMessage().contains(fragment), e.getMessage());
    // queries on the state refuse it the same way
    InvalidInputException q = assertThrows(InvalidInputException.class,
        () -> RULES.reach(s, MoveQuery.of("s")));
    assertEquals(field, q.field());
  }

  @Test
  void unitsAreCheckedFieldByField() {
    rejects(with(unit("x", "tank").build()), "units[1].kind", "known: leader, squad");
    rejects(with(unit("x", "afv").allowance(Mp.of(6)).build()), "units[1].facing", "facing");
    rejects(with(unit("x", "leader").allowance(Mp.of(4)).build()), "units[1].allowance",
        "6 MP");
    rejects(with(unit("x", "squad").addFlags("broken").build()), "units[1].flags",
        "known: moved, pinned, assault-cover, close-assault");
    rejects(with(unit("x", "squad").putAttributes("morale", "7").build()),
        "units[1].attributes.morale", "known: movement-class, value, carried-by");
    rejects(with(unit("x", "gun").facing(HexDirection.N).putAttributes("movement-class",
        "hover").build()), "units[1].attributes.movement-class", "known: foot, tracked");
    rejects(with(unit("x", "squad").putAttributes("movement-class", "tracked").build()),
        "units[1].attributes.movement-class", "on foot");
    rejects(with(unit("x", "squad").putAttributes("value", "high").build()),
        "units[1].attributes.value", "whole number");
  }

  @Test
  void passengersNeedATransportBesideThem() {
    rejects(with(unit("x", "squad").putAttributes("carried-by", "nobody").build()),
        "units[1].attributes.carried-by", "no unit 'nobody'");
    rejects(with(unit("x", "squad").putAttributes("carried-by", "s").build()),
        "units[1].attributes.carried-by", "only vehicles and AFVs carry");
    Unit truck = Unit.builder().id("truck").side("allies").kind("vehicle").position(at("0404"))
        .facing(HexDirection.N).allowance(Mp.of(8)).build();
    rejects(with(truck, unit("x", "squad").putAttributes("carried-by", "truck").build()),
        "units[2].attributes.carried-by", "stands with its transport");
  }

  @Test
  void theEnvironmentHasNoWeatherAndOnePhase() {
    GameState s = with();
    rejects(s.withEnvironment(Environment.builder().weather("mud").build()),
        "environment.weather", "no weather");
    rejects(s.withEnvironment(Environment.builder().phase("combat").build()),
        "environment.phase", "known: movement");
    RULES.validate(s.withEnvironment(Environment.builder().phase("movement").build()));
    rejects(s.withMarkers(List.of(Marker.builder().kind("minefield").position(at("0303"))
        .build())), "markers[0].kind", "fortification");
  }

  @Test
  void theMapMustUseSquadAfvTerrain() {
    enum Other { PLAIN }
    HexMap other = HexMap.builder(TerrainVocabulary.of(Other.class, Other.class), 3, 3).build();
    GameState s = GameState.builder().ruleSet(SquadAfvRules.ID).board(other).build();
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> RULES.validate(s));
    assertEquals("board", e.field());
  }

  @Test
  void queriesAreChecked() {
    GameState s = with();
    Consumer<MoveQuery> reach = q -> RULES.reach(s, q);
    assertEquals("mode", assertThrows(InvalidInputException.class,
        () -> reach.accept(MoveQuery.of("s", "double-time"))).field());
    assertEquals("options", assertThrows(InvalidInputException.class,
        () -> reach.accept(MoveQuery.builder().addUnits("s").putOptions("fast", "yes")
            .build())).field());
    assertEquals("unit", assertThrows(InvalidInputException.class,
        () -> reach.accept(MoveQuery.of("ghost"))).field());
    InvalidInputException action = assertThrows(InvalidInputException.class,
        () -> RULES.check(s, order("s", enter("0302").withAction("dance"))));
    assertTrue(action.getMessage().contains("known: reverse, forward, close-assault"),
        action.getMessage());
    assertEquals("steps[0]", assertThrows(InvalidInputException.class,
        () -> RULES.check(s, order("s", Step.enter(new io.github.warpath.hex.Hex(40, 40)))))
        .field());
  }

  @Test
  void theRuleSetIsFoundByItsId() {
    assertTrue(RuleSets.installed().get(SquadAfvRules.ID) instanceof SquadAfvRules);
    Map<String, List<String>> v = RULES.vocabulary();
    assertEquals(List.of("leader", "squad", "half-squad", "team", "vehicle", "afv", "gun"),
        v.get("unit-kinds"));
    assertEquals(List.of("reverse", "forward", "close-assault", "leader-pinned",
        "leader-eliminated"), v.get("actions"));
    assertEquals(SquadRule.values().length, RULES.rules().size());
  }

  @Test
  void onlyInfantryAndGunsRideInTransports() {
    Unit truck = Unit.builder().id("truck").side("allies").kind("vehicle").position(at("0303"))
        .facing(HexDirection.N).allowance(Mp.of(8)).build();
    rejects(with(truck, unit("x", "afv").facing(HexDirection.N).allowance(Mp.of(6))
        .putAttributes("carried-by", "truck").build()), "units[2].attributes.carried-by",
        "only infantry and guns ride");
    rejects(with(unit("p", "squad").putAttributes("carried-by", "ht").build(),
        unit("ht", "vehicle").facing(HexDirection.N).allowance(Mp.of(8))
            .putAttributes("carried-by", "truck").build(), truck),
        "units[1].attributes.carried-by", "'ht' rides in another transport itself");
    // a gun towed by the truck is a passenger like a squad
    GameState towed = with(truck, unit("g", "gun").facing(HexDirection.S).allowance(Mp.of(1))
        .putAttributes("carried-by", "truck").build());
    RULES.validate(towed);
    MoveOutcome out = RULES.apply(towed, order("truck", enter("0302")));
    assertTrue(out.verdict().legal(), out.verdict().toString());
    assertEquals(at("0302"), out.state().orElseThrow().unit("g").position());
    assertEquals(HexDirection.S, out.state().orElseThrow().unit("g").facing().orElseThrow());
  }

  @Test
  void unitValuesAreWholeNumbersFromZeroUp() {
    RULES.validate(with(unit("x", "squad").putAttributes("value", "0").build()));
    RULES.validate(with().withCharts(Map.of("value.team", "0")));
    rejects(with(unit("x", "squad").putAttributes("value", "-1").build()),
        "units[1].attributes.value", "0 or more");
    rejects(with(unit("x", "squad").putAttributes("value", "2.5").build()),
        "units[1].attributes.value", "whole number");
  }

  @Test
  void theRuleSetDescribesItself() {
    assertEquals("squad-afv", RULES.id());
    assertEquals("Squad/AFV tactical movement", RULES.name());
    assertEquals("1.0", RULES.version());
    assertTrue(RULES.description().startsWith("Tactical hex movement: infantry with leader"
        + " bonuses and assault movement"), RULES.description());
    assertEquals(SquadAfvRules.TERRAIN, RULES.terrain().orElseThrow());
    assertEquals(List.of("clear", "field", "brush", "orchard", "woods", "rough", "rubble",
        "building", "marsh", "water"), RULES.terrain().orElseThrow().hexFeatureNames());
    assertEquals(List.of("normal", "assault"), RULES.modes().stream()
        .map(m -> m.id()).toList());
  }

  @Test
  void violationsCiteTheTextsHeadings() {
    List<String> headings = List.of("Moving", "Terrain Effects on Movement",
        "Infantry Movement Rates", "Vehicle, AFV, and Gun Movement Rates",
        "Infantry Assault Movement", "Vehicles and Turning", "Vehicle Reverse Movement",
        "Minimum Move", "Friendly Hexes", "Enemy Hexes", "Stacking Limits");
    for (SquadRule r : SquadRule.values()) {
      assertEquals("squad-afv", r.ruleSet(), r.name());
      assertEquals(r.section(), r.heading(), r.name());
      assertTrue(headings.contains(r.textHeading()), r.name());
      assertTrue(r.section().equals(r.textHeading())
          || r.section().startsWith(r.textHeading() + ": "), r.name());
    }
    assertEquals(new RuleRef("squad-afv", "Moving: stacks", "Moving: stacks"),
        SquadRule.MOVING_STACK.ref());
    assertEquals("Infantry Movement Rates", SquadRule.LEADER_LOST.textHeading());
    assertEquals("Enemy Hexes: close assault", SquadRule.CLOSE_ASSAULT.section());
    // a violation carries the citation
    GameState s = new Fixture(6, 6).infantry("s", "squad", "0303")
        .terrain("0302", SquadTerrain.WATER).state();
    var v = RULES.check(s, order("s", enter("0302"))).violations().get(0);
    assertEquals(new RuleRef("squad-afv", "Terrain Effects on Movement: hex terrain",
        "Terrain Effects on Movement: hex terrain"), v.rule());
  }

  /** The squad of {@link #with} with a phase movement remembering these facts. */
  private static GameState squadRemembering(String... facts) {
    return new Fixture(6, 6).unit(unit("s", "squad").phaseMovement(PhaseMovement.builder()
        .phaseStart(at("0303")).addFacts(facts).build()).build()).state();
  }

  @Test
  void movementFactsAreTheRuleSetsOwnAndReverseIsHeldOneWayOnly() {
    RULES.validate(squadRemembering("entered-a-hex", "reverse-held"));
    InvalidInputException unknown = assertThrows(InvalidInputException.class,
        () -> RULES.validate(squadRemembering("entered-a-hex", "dug-in")));
    assertEquals("units.s.phaseMovement.facts", unknown.field());
    assertTrue(unknown.getMessage().contains("unknown movement fact 'dug-in'"),
        unknown.getMessage());
    InvalidInputException both = assertThrows(InvalidInputException.class,
        () -> RULES.validate(squadRemembering("forward-held", "reverse-held")));
    assertEquals("units.s.phaseMovement.facts", both.field());
    assertTrue(both.getMessage().contains("reverse is held on or off, not both"),
        both.getMessage());
  }

  @Test
  void rangesChecksAndMovesRefuseAStateWhoseUnitRemembersAnUnknownMovementFact() {
    GameState dugIn = squadRemembering("dug-in");
    for (Runnable query : List.<Runnable>of(
        () -> RULES.reach(dugIn, MoveQuery.of("s")),
        () -> RULES.check(dugIn, order("s", enter("0304"))),
        () -> RULES.apply(dugIn, order("s", enter("0304"))))) {
      InvalidInputException e = assertThrows(InvalidInputException.class, query::run);
      assertEquals("units.s.phaseMovement.facts", e.field());
      assertTrue(e.getMessage().contains("unknown movement fact 'dug-in'"), e.getMessage());
    }
    // the same unit remembering a known fact is answered
    assertTrue(RULES.check(squadRemembering("entered-a-hex"), order("s", enter("0304")))
        .spent().twelfths() > 0);
  }

  @Test
  void endingTheMovementRefusesAStateValidationRefuses() {
    GameState s = new Fixture(6, 6).infantry("s", "squad", "0303").state();
    GameState night = s.withEnvironment(Environment.builder().phase("night").build());
    assertEquals("environment.phase", assertThrows(InvalidInputException.class,
        () -> RULES.endMovement(night)).field());
    assertEquals("units.s.phaseMovement.facts", assertThrows(InvalidInputException.class,
        () -> RULES.endMovement(squadRemembering("dug-in"))).field());
  }
}
