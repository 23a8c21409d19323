package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.hex;
import static io.github.warpath.efs.Fx.panzer;
import static io.github.warpath.efs.Fx.rifles;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.state.GameState;
import io.github.warpath.threat.ThreatMap;
import io.github.warpath.threat.ThreatMaps;
import io.github.warpath.threat.ThreatQuery;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The zone-of-control hook under the enemy ZOC rules: a unit covers its six neighbours, an
 * overrun unit or one flagged as projecting none covers nothing, and in mud a motorized unit
 * covers only the hexes along a road or railroad; the movement rules charge the surcharge in
 * exactly the hexes the hook names.
 */
class ZoneOfControlHookTest {

  private static List<Hex> neighbours(String label) {
    List<Hex> out = new ArrayList<>();
    for (HexDirection d : HexDirection.values()) {
      out.add(hex(label).neighbor(d));
    }
    return out;
  }

  /** A Soviet tank (motorized) at 0505 with a minor road to 0405, in mud; a panzer at 0305. */
  private static GameState tankOnARoadInMud() {
    return Fx.clear().line(EfsHexside.MINOR_ROAD, "0505", "0405")
        .unit(Fx.soviet("t", EfsVocabulary.ARMOR, MovementClass.RED, 8, "0505"))
        .unit(panzer("pz", "0305")).weather(EfsWeather.MUD).state();
  }

  @Test
  void aUnitCoversItsSixNeighboursWhereverItWouldStand() {
    GameState s = Fx.clear().unit(rifles("r", "0505")).unit(panzer("pz", "0305")).state();
    assertEquals(neighbours("0505"), Fx.RULES.zoneOfControl(s, "r", hex("0505")));
    assertEquals(neighbours("0707"), Fx.RULES.zoneOfControl(s, "r", hex("0707")));
  }

  @Test
  void anOverrunUnitOrOneWithoutZoneOfControlCoversNothing() {
    GameState s = Fx.clear().unit(rifles("o", "0505", EfsVocabulary.OVERRUN))
        .unit(rifles("n", "0707", EfsVocabulary.NO_ZOC)).unit(panzer("pz", "0305")).state();
    assertEquals(List.of(), Fx.RULES.zoneOfControl(s, "o", hex("0505")));
    assertEquals(List.of(), Fx.RULES.zoneOfControl(s, "n", hex("0707")));
  }

  @Test
  void inMudAMotorizedUnitCoversOnlyTheHexAlongTheRoadAndTheSurchargeIsPaidThereOnly() {
    GameState s = tankOnARoadInMud();
    assertEquals(List.of(hex("0405")), Fx.RULES.zoneOfControl(s, "t", hex("0505")));
    assertEquals(List.of(), Fx.RULES.zoneOfControl(s, "t", hex("0707")));
    // clear in mud costs 3 for the panzer, +1 in the zone
    assertLegal(check(s, "pz", "0405"), 4.0);
    assertLegal(check(s, "pz", "0406"), 3.0);
  }

  @Test
  void theThreatMapOfTheSovietsListsTheZoneTheirTankWouldCastFromWhereItStands() {
    GameState s = tankOnARoadInMud();
    ThreatMap t = ThreatMaps.of(Fx.RULES, s, ThreatQuery.of(EfsVocabulary.SOVIET)
        .inPhase(EfsPhase.REGULAR_MOVEMENT.id()).withZones(true));
    assertEquals(EfsPhase.REGULAR_MOVEMENT.id(), t.phase());
    assertEquals(List.of("t"), t.hex(hex("0405")).zoneOfControl());
  }

  @Test
  void anUnknownPhaseIsRefusedListingThePhases() {
    GameState s = Fx.clear().unit(rifles("r", "0505")).unit(panzer("pz", "0305")).state();
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> ThreatMaps.of(Fx.RULES, s, ThreatQuery.of(EfsVocabulary.AXIS).inPhase("lunch")));
    assertEquals("phase", e.field());
  }

  @Test
  void anUnknownUnitOrAHexOffTheMapIsRefused() {
    GameState s = Fx.clear().unit(rifles("r", "0505")).unit(panzer("pz", "0305")).state();
    assertEquals("unit", assertThrows(InvalidInputException.class,
        () -> Fx.RULES.zoneOfControl(s, "nobody", hex("0505"))).field());
    assertEquals("at", assertThrows(InvalidInputException.class,
        () -> Fx.RULES.zoneOfControl(s, "r", hex("2020"))).field());
  }

  @Test
  void atTheEdgeOfTheMapTheZoneIsTheNeighboursOnTheMapTheCornerHexIncluded() {
    GameState s = Fx.clear().unit(rifles("r", "0505")).unit(panzer("pz", "0305")).state();
    // 0102 has four neighbours on the map, 0101 among them
    List<Hex> zone = Fx.RULES.zoneOfControl(s, "r", hex("0102"));
    List<Hex> onMap = new ArrayList<>();
    for (Hex h : neighbours("0102")) {
      if (s.hexMap().index(h) >= 0) {
        onMap.add(h);
      }
    }
    assertEquals(onMap, zone);
    assertEquals(4, zone.size());
    assertTrue(zone.contains(hex("0101")));
  }
}
