package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.skirmish.table.Aboard;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Malformed input to miniatures-dice is rejected with the field named. */
class DiceInputValidationTest {
  private static final GameState S = Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10));

  private static InvalidInputException bad(Runnable r) {
    return assertThrows(InvalidInputException.class, r::run);
  }

  @Test
  void unknownWordsAreListed() {
    assertEquals("units[0].kind", bad(() -> Dx.RULES.validate(Dx.state(Dx.table(),
        Dx.unit("t", "uk", "cavalry", Dx.at(1, 1))))).field());
    assertTrue(bad(() -> Dx.RULES.validate(Dx.state(Dx.table(), Dx.with(Dx.team("t", "uk", 1,
        1), "weapon", "bazooka")))).getMessage().contains("flamethrower"));
    assertEquals("units[0].attributes.shock", bad(() -> Dx.RULES.validate(Dx.state(Dx.table(),
        Dx.with(Dx.team("t", "uk", 1, 1), "shock", "-1")))).field());
    assertEquals("board.features[0].kind", bad(() -> Dx.RULES.validate(Dx.state(
        Dx.table(Feature.rectangle("w", "swamp", 1, 1, 2, 2)), Dx.team("t", "uk", 5, 5))))
        .field());
    assertEquals("charts.adjacent-ish", bad(() -> Dx.RULES.validate(S.withCharts(
        Map.of("adjacent-ish", "1")))).field());
  }

  @Test
  void featuresMustBeComplete() {
    assertEquals("board.features[0].attributes.depth", bad(() -> Dx.RULES.validate(Dx.state(
        Dx.table(Feature.line("r", "stream", 3, 1, 1, 9, 9)), Dx.team("t", "uk", 20, 20))))
        .field());
    assertTrue(bad(() -> Dx.RULES.validate(Dx.state(Dx.table(Feature.rectangle("h", "building",
        10, 10, 14, 14), Feature.line("d", "opening", 0, 20, 10, 20, 11).with("type",
        "small-door").with("building", "h")), Dx.team("t", "uk", 30, 30)))).getMessage()
        .contains("not on the outline"));
  }

  @Test
  void positionsAndDiceAreChecked() {
    assertTrue(bad(() -> Dx.RULES.validate(Dx.state(Dx.table(), Dx.unit("t", "uk", "team",
        new Aboard("nobody"))))).getMessage().contains("nobody"));
    assertEquals("options.dice", bad(() -> Dx.RULES.check(S, Dx.order(Dx.q("normal", "3,x",
        "t"), Dx.at(12, 10)))).field());
    assertEquals("target", bad(() -> Dx.RULES.probabilityToReach(S, MoveQuery.of("t"), 0,
        TablePoint.of(99, 1))).field());
    assertEquals("mode", bad(() -> Dx.RULES.probabilityToReach(S, MoveQuery.of("t", "embark"),
        0, TablePoint.of(9, 1))).field());
    assertEquals("model", bad(() -> Dx.RULES.probabilityToReach(S, MoveQuery.of("t"), 3,
        TablePoint.of(9, 1))).field());
    assertEquals("steps[0].to", bad(() -> Dx.RULES.check(S, Dx.order(Dx.q("normal", "3,3",
        "t"), Dx.at(12, 10, 13, 10)))).field());
  }

  @Test
  void everyQueryValidatesTheWholeState() {
    GameState broken = Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10),
        Dx.unit("x", "uk", "cavalry", Dx.at(20, 20)));
    assertEquals("units[1].kind", bad(() -> Dx.RULES.check(broken, Dx.order(Dx.q("normal",
        "3,3", "t"), Dx.at(12, 10)))).field());
    assertEquals("units[1].kind", bad(() -> Dx.RULES.blockers(broken, "j")).field());
    assertEquals("units[1].kind", bad(() -> Dx.RULES.endOfTurn(broken)).field());
  }

  @Test
  void unknownOptionsAndMalformedFlagsAreRefused() {
    MoveQuery speed = MoveQuery.builder().addUnits("t").putOptions("dice", "3,3")
        .putOptions("speed", "2").build();
    InvalidInputException e = bad(() -> Dx.RULES.check(S, Dx.order(speed, Dx.at(12, 10))));
    assertEquals("options.speed", e.field());
    assertTrue(e.getMessage().contains("dice, forced, assault-deployment, tactical, fire"));
    for (String flag : new String[] {"forced", "assault-deployment", "tactical", "fire"}) {
      MoveQuery q = MoveQuery.builder().addUnits("t").putOptions("dice", "3,3")
          .putOptions(flag, "maybe").build();
      assertEquals("options." + flag, bad(() -> Dx.RULES.check(S, Dx.order(q, Dx.at(12, 10))))
          .field());
    }
  }

  @Test
  void aHypotheticalStartIsForOneUnitOnTheTable() {
    GameState two = Dx.state(Dx.table(), Dx.team("a", "uk", 10, 10), Dx.team("b", "uk", 12, 10));
    MoveQuery both = MoveQuery.builder().addUnits("a", "b").start(Dx.at(5, 5)).build();
    assertEquals("start", bad(() -> Dx.RULES.distribution(two, both, TerrainClass.OPEN, false,
        false)).field());
    MoveQuery off = MoveQuery.builder().addUnits("a").start(Dx.at(5, 50)).build();
    assertEquals("start.models[0]", bad(() -> Dx.RULES.distribution(two, off, TerrainClass.OPEN,
        false, false)).field());
    MoveQuery there = MoveQuery.builder().addUnits("a").mode("normal").start(Dx.at(30, 30))
        .build();
    assertEquals(Fraction.ONE, Dx.RULES.probabilityToReach(two, there, 0,
        TablePoint.of(30, 30)), "the query moves the unit to its hypothetical start");
  }

  @Test
  void theDiceOptionMustMatchTheMode() {
    assertEquals("options.dice", bad(() -> Dx.RULES.check(S, Dx.order(Dx.q("normal", null,
        "t"), Dx.at(12, 10)))).field());
    assertTrue(bad(() -> Dx.RULES.check(S, Dx.order(Dx.q("normal", null, "t"), Dx.at(12, 10))))
        .getMessage().contains("normal movement rolls 2 dice: give the faces rolled, e.g."
            + " dice=3,5"));
    assertTrue(bad(() -> Dx.RULES.check(S, Dx.order(Dx.q("tactical", null, "t"), Dx.at(12,
        10)))).getMessage().contains("tactical movement rolls 1 die: give the faces rolled,"
            + " e.g. dice=4"));
    assertTrue(bad(() -> Dx.RULES.check(S, Dx.order(Dx.q("double", null, "t"), Dx.at(12, 10))))
        .getMessage().contains("double movement rolls 3 dice: give the faces rolled, e.g."
            + " dice=2,4,6"));
    assertTrue(bad(() -> Dx.RULES.check(S, Dx.order(Dx.q("tactical", "3,3", "t"), Dx.at(12,
        10)))).getMessage().contains("tactical movement rolls 1 die, got 2"));
  }

  @Test
  void positionsAreOnTheTableAboardAVehicleOrLost() {
    assertEquals("units[0].position.models[0]", bad(() -> Dx.RULES.validate(Dx.state(
        Dx.table(), Dx.team("t", "uk", 49, 10)))).field());
    InvalidInputException box = bad(() -> Dx.RULES.validate(Dx.state(Dx.table(),
        Dx.unit("t", "uk", "team", Position.box("reserve")))));
    assertEquals("units[0].position", box.field());
    assertTrue(box.getMessage().contains("lost"));
    Dx.RULES.validate(Dx.state(Dx.table(), Dx.unit("t", "uk", "team", Position.box("lost"))));
    assertTrue(bad(() -> Dx.RULES.validate(Dx.state(Dx.table(), Dx.team("x", "uk", 5, 5),
        Dx.unit("t", "uk", "team", new Aboard("x"))))).getMessage().contains(
            "aboard 'x', which is not a vehicle"));
    Marker offTable = Marker.builder().kind("jump-off-point").side("de")
        .position(TablePosition.at(60, 5)).build();
    assertEquals("markers[0].position.models[0]", bad(() -> Dx.RULES.validate(GameState.builder()
        .from(S).addMarkers(offTable).build())).field());
    Marker other = Marker.builder().kind("objective").position(TablePosition.at(6, 5)).build();
    assertEquals("markers[0].kind", bad(() -> Dx.RULES.validate(GameState.builder().from(S)
        .addMarkers(other).build())).field());
  }

  @Test
  void aVehicleCarriesPassengersOnlyOnTheTable() {
    Position aboardLorry = new Aboard("lorry");
    InvalidInputException itself = bad(() -> Dx.RULES.validate(Dx.state(Dx.table(),
        Dx.unit("lorry", "uk", "vehicle", aboardLorry))));
    assertEquals("units[0].position", itself.field());
    assertEquals("units[0].position: aboard 'lorry', which does not stand on the table (a"
        + " vehicle carries passengers only there, not aboard another vehicle or itself)",
        itself.getMessage());
    InvalidInputException cycle = bad(() -> Dx.RULES.validate(Dx.state(Dx.table(),
        Dx.unit("lorry", "uk", "vehicle", new Aboard("truck")),
        Dx.unit("truck", "uk", "vehicle", aboardLorry))));
    assertEquals("units[0].position", cycle.field());
    InvalidInputException lost = bad(() -> Dx.RULES.validate(Dx.state(Dx.table(),
        Dx.unit("lorry", "uk", "vehicle", Position.box("lost")),
        Dx.unit("t", "uk", "team", aboardLorry))));
    assertEquals("units[1].position", lost.field());
    Dx.RULES.validate(Dx.state(Dx.table(), Dx.unit("lorry", "uk", "vehicle", Dx.at(5, 5)),
        Dx.unit("t", "uk", "team", aboardLorry)));
  }

  @Test
  void aLeaderIsAttachedToAUnitOrSectionOfTheScenario() {
    InvalidInputException dangling = bad(() -> Dx.RULES.validate(Dx.state(Dx.table(),
        Dx.with(Dx.team("a", "uk", 5, 5), "section", "s1"), Dx.with(Dx.unit("cpl", "uk",
            "junior-leader", Dx.at(6, 6)), "attached-to", "s2"))));
    assertEquals("units[1].attributes.attached-to: no unit or section 's2' in the scenario to"
        + " attach to", dangling.getMessage());
    Dx.RULES.validate(Dx.state(Dx.table(), Dx.with(Dx.team("a", "uk", 5, 5), "section", "s1"),
        Dx.with(Dx.unit("cpl", "uk", "junior-leader", Dx.at(6, 6)), "attached-to", "s1")));
    Dx.RULES.validate(Dx.state(Dx.table(), Dx.team("a", "uk", 5, 5),
        Dx.with(Dx.unit("cpl", "uk", "junior-leader", Dx.at(6, 6)), "attached-to", "a")));
  }

  @Test
  void unitWordsAreChecked() {
    assertEquals("units[0].attributes.colour", bad(() -> Dx.RULES.validate(Dx.state(Dx.table(),
        Dx.with(Dx.team("t", "uk", 1, 1), "colour", "red")))).field());
    assertEquals("units[0].attributes.crew", bad(() -> Dx.RULES.validate(Dx.state(Dx.table(),
        Dx.with(Dx.team("t", "uk", 1, 1), "crew", "three")))).field());
    assertEquals("units[0].flags", bad(() -> Dx.RULES.validate(Dx.state(Dx.table(),
        Dx.flag(Dx.team("t", "uk", 1, 1), "pinned")))).field());
    assertEquals("units.t.attributes.base", bad(() -> Dx.RULES.validate(Dx.state(Dx.table(),
        Dx.with(Dx.team("t", "uk", 1, 1), "base", "0")))).field());
  }

  @Test
  void buildingsAndOpeningsAreComplete() {
    assertEquals("board.features[0]", bad(() -> Dx.RULES.validate(Dx.state(Dx.table(
        Feature.line("h", "building", 1, 1, 1, 5, 5)), Dx.team("t", "uk", 30, 30)))).field());
    assertEquals("board.features[0].attributes.floors", bad(() -> Dx.RULES.validate(Dx.state(
        Dx.table(Feature.rectangle("h", "building", 1, 1, 5, 5).with("floors", "0")),
        Dx.team("t", "uk", 30, 30)))).field());
    Feature house = Feature.rectangle("h", "building", 10, 10, 14, 14);
    assertEquals("board.features[1].attributes.type", bad(() -> Dx.RULES.validate(Dx.state(
        Dx.table(house, Feature.line("d", "opening", 0, 10, 11, 10, 12).with("building", "h")),
        Dx.team("t", "uk", 30, 30)))).field());
    assertEquals("board.features[1].attributes.building", bad(() -> Dx.RULES.validate(
        Dx.state(Dx.table(house, Feature.line("d", "opening", 0, 10, 11, 10, 12)
        .with("type", "small-door").with("building", "nowhere")), Dx.team("t", "uk", 30, 30))))
        .field());
    Feature wood = Feature.rectangle("w", "rough", 20, 20, 24, 24);
    assertEquals("board.features[1].attributes.building", bad(() -> Dx.RULES.validate(
        Dx.state(Dx.table(wood, Feature.line("d", "opening", 0, 20, 21, 20, 22)
        .with("type", "small-door").with("building", "w")), Dx.team("t", "uk", 30, 30))))
        .field());
    Dx.RULES.validate(Dx.state(Dx.table(house, Feature.line("d", "opening", 0, 10, 11, 10.04,
        12).with("type", "small-door").with("building", "h")), Dx.team("t", "uk", 30, 30)));
    Dx.RULES.validate(Dx.state(Dx.table(Feature.line("brook", "stream", 1, 1, 1, 9, 9)),
        Dx.team("t", "uk", 30, 30)));
  }
}
