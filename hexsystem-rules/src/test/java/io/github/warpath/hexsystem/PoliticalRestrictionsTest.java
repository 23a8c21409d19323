package io.github.warpath.hexsystem;

import static io.github.warpath.hexsystem.Fixtures.assertLegal;
import static io.github.warpath.hexsystem.Fixtures.assertViolation;
import static io.github.warpath.hexsystem.Fixtures.attrs;
import static io.github.warpath.hexsystem.Fixtures.check;
import static io.github.warpath.hexsystem.Fixtures.marker;
import static io.github.warpath.hexsystem.Fixtures.reach;
import static io.github.warpath.hexsystem.Fixtures.state;
import static io.github.warpath.hexsystem.Fixtures.unit;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AXIS;
import static io.github.warpath.hexsystem.HexsystemVocabulary.HQ;
import static io.github.warpath.hexsystem.HexsystemVocabulary.JAPANESE;
import static io.github.warpath.hexsystem.HexsystemVocabulary.KWANTUNG;
import static io.github.warpath.hexsystem.HexsystemVocabulary.REGION_COUNTRY;
import static io.github.warpath.hexsystem.HexsystemVocabulary.REGION_DEPENDENT;
import static io.github.warpath.hexsystem.HexsystemVocabulary.SOVIET;
import static io.github.warpath.hexsystem.HexsystemVocabulary.WESTERN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.hexsystem.Fixtures.S;
import io.github.warpath.hexsystem.Fixtures.TestMap;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * 3.1.4 Movement Restrictions, political and other restrictions: each a named predicate over
 * the map's countries and dependents, the environment's political facts and the markers.
 *
 * <p>The map is a strip along row 10: Japan (w1010, w1110), Manchukuo, a Japanese dependent
 * (w1210, w1310), Hopeh, an Axis country (w1410, w1510), Mongolia, a neutral minor with its
 * capital in w1610 (w1610, w1710), Russia (w1810, w1910, the latter on its western edge),
 * India (w2010, w2110, also India-Ceylon) and Burma (w2210). Rows 09 and 11 belong to no
 * country.
 */
class PoliticalRestrictionsTest {
  private static final HexMap MAP = new TestMap("w", 2, "w1010", "w2210")
      .fill(HexTerrain.CLEAR)
      .region("japan", REGION_COUNTRY, attrs("nationality", JAPANESE, "faction", AXIS),
          "w1010", "w1110")
      .region("manchukuo", REGION_DEPENDENT, attrs("of", "japan"), "w1210", "w1310")
      .region("hopeh", REGION_COUNTRY, attrs("nationality", "hopeh", "faction", AXIS), "w1410",
          "w1510")
      .region("mongolia", REGION_COUNTRY, attrs("nationality", "mongolian", "faction", "neutral",
          "minor", "true", "capital", "w1610"), "w1610", "w1710")
      .region("russia", REGION_COUNTRY, attrs("nationality", "russian", "faction", SOVIET),
          "w1810", "w1910")
      .region("india", REGION_COUNTRY, attrs("nationality", "indian", "faction", WESTERN),
          "w2010", "w2110")
      .region("burma", REGION_COUNTRY, attrs("nationality", "burmese", "faction", WESTERN),
          "w2210")
      .region("india-and-ceylon", HexsystemVocabulary.REGION_INDIA_CEYLON, Map.of(), "w2010",
          "w2110")
      .region("russian-edge", HexsystemVocabulary.REGION_WESTERN_EDGE, Map.of(), "w1910")
      .box("strategic-warfare", HexsystemVocabulary.BOX_STRATEGIC_WARFARE, Map.of())
      .build();

  private static S with(Fixtures.U... units) {
    return state(MAP).add(units);
  }

  @Test
  void policiesTrucesAndFailuresCloseAreasToASide() {
    GameState s = with(unit("jap", AXIS).nat(JAPANESE).ma(4).at(MAP, "w1310"),
        unit("chinese", WESTERN).nat("chinese").ma(4).at(MAP, "w1310"))
        .attribute("closed-to.axis", "hopeh").build();
    Violation v = assertViolation(check(s, "jap", "w1410"),
        HexsystemRule.POLICIES_TRUCES_FAILURES, 1);
    assertTrue(v.reason().contains("hopeh"), v::toString);
    assertLegal(check(s, "chinese", "w1410"));
  }

  @Test
  void inPreWarAUnitStaysInItsHomeCountryAndDependents() {
    GameState s = with(unit("jap", AXIS).nat(JAPANESE).ma(4).at(MAP, "w1110"))
        .condition("pre-war.japanese").build();
    assertLegal(check(s, "jap", "w1210", "w1310"));
    assertViolation(check(s, "jap", "w1210", "w1310", "w1410"), HexsystemRule.PRE_WAR, 3);
    // a hex of no country is outside too
    assertViolation(check(s, "jap", "w1111"), HexsystemRule.PRE_WAR, 1);
    // Pre-War for another nationality changes nothing; plain pre-war holds for everyone
    GameState others = with(unit("jap", AXIS).nat(JAPANESE).ma(4).at(MAP, "w1310"))
        .condition("pre-war.us").build();
    assertLegal(check(others, "jap", "w1410"));
    GameState all = with(unit("jap", AXIS).nat(JAPANESE).ma(4).at(MAP, "w1310"))
        .condition("pre-war").build();
    assertViolation(check(all, "jap", "w1410"), HexsystemRule.PRE_WAR, 1);
  }

  @Test
  void neutralMinorCountriesAreClosed() {
    GameState s = with(unit("ivan", SOVIET).nat("russian").ma(4).at(MAP, "w1810")).build();
    Violation v = assertViolation(check(s, "ivan", "w1710"),
        HexsystemRule.NEUTRAL_MINOR_COUNTRIES, 1);
    assertTrue(v.reason().contains("mongolia"), v::toString);
    GameState aligned = with(unit("ivan", SOVIET).nat("russian").ma(4).at(MAP, "w1810"))
        .attribute("faction.mongolia", SOVIET).build();
    assertLegal(check(aligned, "ivan", "w1710", "w1610"));
  }

  @Test
  void quitIndiaKeepsWesternUnitsInIndiaAndCeylon() {
    Marker quit = Marker.builder().kind(HexsystemVocabulary.QUIT_INDIA)
        .position(Position.box("strategic-warfare")).build();
    GameState s = with(unit("indian", WESTERN).nat("indian").ma(3).at(MAP, "w2010"),
        unit("burmese", WESTERN).nat("burmese").ma(3).at(MAP, "w2210")).add(quit).build();
    assertLegal(check(s, "indian", "w2110"));
    assertViolation(check(s, "indian", "w2110", "w2210"), HexsystemRule.QUIT_INDIA, 2);
    // a Western unit outside India may go in
    assertLegal(check(s, "burmese", "w2110"));
    // the condition form works the same; without either, India is open
    GameState condition = with(unit("indian", WESTERN).nat("indian").ma(3).at(MAP, "w2110"))
        .condition("quit-india").build();
    assertViolation(check(condition, "indian", "w2210"), HexsystemRule.QUIT_INDIA, 1);
    GameState none = with(unit("indian", WESTERN).nat("indian").ma(3).at(MAP, "w2110")).build();
    assertLegal(check(none, "indian", "w2210"));
  }

  @Test
  void nonJapaneseAxisUnitsKeepToTheirOwnAxisCountries() {
    GameState s = with(unit("hopeh-army", AXIS).nat("hopeh").ma(4).at(MAP, "w1410"),
        unit("jap", AXIS).nat(JAPANESE).ma(4).at(MAP, "w1310")).build();
    Violation v = assertViolation(check(s, "hopeh-army", "w1310"),
        HexsystemRule.NON_JAPANESE_AXIS_UNITS, 1);
    assertTrue(v.reason().contains("manchukuo"), v::toString);
    assertLegal(check(s, "hopeh-army", "w1510"));
    assertLegal(check(s, "jap", "w1410", "w1510"));
    // a non-Axis country is not concerned
    assertLegal(check(s, "hopeh-army", "w1510", "w1511"));
  }

  @Test
  void axisExpUnitsEnterAnyAxisCountryButNotOtherDependents() {
    GameState s = with(unit("thai-exp", AXIS).nat("thai").ma(4).at(MAP, "w1410")
        .flag(HexsystemVocabulary.FLAG_EXP), unit("thai-exp2", AXIS).nat("thai").ma(4)
        .at(MAP, "w1110").flag(HexsystemVocabulary.FLAG_EXP)).build();
    assertLegal(check(s, "thai-exp2", "w1010"));
    assertLegal(check(s, "thai-exp", "w1510"));
    assertViolation(check(s, "thai-exp", "w1310"), HexsystemRule.NON_JAPANESE_AXIS_UNITS, 1);
  }

  @Test
  void aMultiNationalUnitObeysTheRuleForItsNonJapaneseStep() {
    // the AEx HQ of a Hopeh and a Japanese step: into Hopeh, not into Japan
    GameState s = with(unit("aex-hq", AXIS).nat(JAPANESE).kind(HQ).steps(2).ma(6)
        .attr(HexsystemVocabulary.ATTR_HOLDING_NATIONALITY, "hopeh").at(MAP, "w1511")).build();
    assertLegal(check(s, "aex-hq", "w1510", "w1410"));
    assertViolation(check(s, "aex-hq", "w1510", "w1410", "w1310"),
        HexsystemRule.NON_JAPANESE_AXIS_UNITS, 3);
  }

  @Test
  void kwantungUnitsStayInJapaneseDependentsWhileRussiaOrChinaIsPolicyAffected() {
    GameState s = with(unit("kwantung", AXIS).nat(KWANTUNG).steps(2).ma(4).at(MAP, "w1210"))
        .condition("policy-affected.russia").build();
    assertLegal(check(s, "kwantung", "w1310"));
    Violation v = assertViolation(check(s, "kwantung", "w1110"), HexsystemRule.KWANTUNG_UNITS,
        1);
    assertTrue(v.reason().contains("russia"), v::toString);
    assertViolation(check(s, "kwantung", "w1211"), HexsystemRule.KWANTUNG_UNITS, 1);
    Map<String, String> r = reach(s, "kwantung");
    assertFalse(r.containsKey("w1110"));
    assertFalse(r.containsKey("w1410"));
    // with none of the three Policy Affected, Kwantung units go where Japanese units go
    GameState free = with(unit("kwantung", AXIS).nat(KWANTUNG).steps(2).ma(4)
        .at(MAP, "w1210")).build();
    assertLegal(check(free, "kwantung", "w1110"));
    assertLegal(check(free, "kwantung", "w1310", "w1410"));
  }

  @Test
  void aMinorWithAMarkerInItsCapitalKeepsItsUnitsAtHome() {
    GameState s = with(unit("mongol", SOVIET).nat("mongolian").ma(4).at(MAP, "w1710"))
        .attribute("faction.mongolia", SOVIET)
        .add(marker(HexsystemVocabulary.MOBILIZING, SOVIET, MAP, "w1610")).build();
    assertLegal(check(s, "mongol", "w1610"));
    Violation v = assertViolation(check(s, "mongol", "w1810"),
        HexsystemRule.MINOR_COUNTRY_MARKERS, 1);
    assertTrue(v.reason().contains("mongolia"), v::toString);
    for (String kind : new String[] {HexsystemVocabulary.FREE_PASSAGE,
        HexsystemVocabulary.NO_OCCUPATION}) {
      GameState other = with(unit("mongol", SOVIET).nat("mongolian").ma(4).at(MAP, "w1710"))
          .attribute("faction.mongolia", SOVIET).add(marker(kind, SOVIET, MAP, "w1610"))
          .build();
      assertViolation(check(other, "mongol", "w1810"), HexsystemRule.MINOR_COUNTRY_MARKERS, 1);
    }
    GameState unmarked = with(unit("mongol", SOVIET).nat("mongolian").ma(4).at(MAP, "w1710"))
        .attribute("faction.mongolia", SOVIET).build();
    assertLegal(check(unmarked, "mongol", "w1810"));
  }

  @Test
  void axisAndWesternUnitsStayOffTheWesternEdgeOfRussia() {
    GameState s = with(unit("jap", AXIS).nat(JAPANESE).ma(4).at(MAP, "w1911"),
        unit("tommy", WESTERN).nat("british").ma(4).at(MAP, "w1911"),
        unit("ivan", SOVIET).nat("russian").ma(4).at(MAP, "w1911")).build();
    assertViolation(check(s, "jap", "w1910"), HexsystemRule.WESTERN_EDGE_OF_RUSSIA, 1);
    assertViolation(check(s, "tommy", "w1910"), HexsystemRule.WESTERN_EDGE_OF_RUSSIA, 1);
    assertLegal(check(s, "ivan", "w1910"));
  }

  @Test
  void sovietUnitsStayOutOfAxisCountriesJustActivated() {
    GameState s = with(unit("ivan", SOVIET).nat("russian").ma(4).at(MAP, "w1511"))
        .condition("just-activated.japan").build();
    // Japan's dependent Manchukuo is closed to Soviet units, Hopeh is not
    assertViolation(check(s, "ivan", "w1411", "w1311", "w1310"),
        HexsystemRule.JUST_ACTIVATED_AXIS_COUNTRIES, 3);
    assertLegal(check(s, "ivan", "w1510"));
    // Western units are not concerned
    GameState western = with(unit("tommy", WESTERN).nat("british").ma(4).at(MAP, "w1511"))
        .condition("just-activated.japan").build();
    assertLegal(check(western, "tommy", "w1411", "w1311", "w1310"));
  }

  // ---- our own cases: Japan is the map's first country

  @Test
  void theMapsFirstCountryIsRestrictedLikeAnyOther() {
    GameState closed = with(unit("tommy", WESTERN).nat("british").ma(4).at(MAP, "w1011"),
        unit("ivan", SOVIET).nat("russian").ma(4).at(MAP, "w1011"))
        .attribute("closed-to.western", "japan").attribute("closed-to.soviet", "japan").build();
    Violation w = assertViolation(check(closed, "tommy", "w1010"),
        HexsystemRule.POLICIES_TRUCES_FAILURES, 1);
    assertEquals("japan is closed to western units by the scenario's Policies, Truces and"
        + " Failures", w.reason());
    assertEquals("japan is closed to soviet units by the scenario's Policies, Truces and"
        + " Failures", assertViolation(check(closed, "ivan", "w1010"),
            HexsystemRule.POLICIES_TRUCES_FAILURES, 1).reason());
    GameState hopeh = with(unit("hopeh-army", AXIS).nat("hopeh").ma(4).at(MAP, "w1011")).build();
    Violation h = assertViolation(check(hopeh, "hopeh-army", "w1010"),
        HexsystemRule.NON_JAPANESE_AXIS_UNITS, 1);
    assertEquals("japan is an Axis country or dependent but not home to hopeh units",
        h.reason());
    GameState activated = with(unit("ivan", SOVIET).nat("russian").ma(4).at(MAP, "w1011"))
        .condition("just-activated.japan").build();
    Violation j = assertViolation(check(activated, "ivan", "w1010"),
        HexsystemRule.JUST_ACTIVATED_AXIS_COUNTRIES, 1);
    assertTrue(j.reason().startsWith("japan belongs to an Axis country activated"), j::toString);
    // Pre-War: at home in the first country, and a hex of no country is named as such
    GameState preWar = with(unit("jap", AXIS).nat(JAPANESE).ma(4).at(MAP, "w1110"))
        .condition("pre-war.japanese").build();
    assertLegal(check(preWar, "jap", "w1010"));
    Violation p = assertViolation(check(preWar, "jap", "w1111"), HexsystemRule.PRE_WAR, 1);
    assertEquals("in Pre-War the unit stays in its Home Country and Dependents; w1111 is in no"
        + " country", p.reason());
  }

  @Test
  void preWarMayNameASideOrTheNationalityOfAHoldingBoxStep() {
    GameState side = with(unit("jap", AXIS).nat(JAPANESE).ma(4).at(MAP, "w1110"))
        .condition("pre-war.axis").build();
    assertViolation(check(side, "jap", "w1111"), HexsystemRule.PRE_WAR, 1);
    assertLegal(check(side, "jap", "w1210"));
    GameState otherSide = with(unit("jap", AXIS).nat(JAPANESE).ma(4).at(MAP, "w1110"))
        .condition("pre-war.western").build();
    assertLegal(check(otherSide, "jap", "w1111"));
    // the AEx HQ (Japanese, with a Hopeh step in its Holding Box) is in Pre-War with Hopeh
    GameState holding = with(unit("aex-hq", AXIS).nat(JAPANESE).kind(HQ).steps(2).ma(6)
        .attr(HexsystemVocabulary.ATTR_HOLDING_NATIONALITY, "hopeh").at(MAP, "w1510"))
        .condition("pre-war.hopeh").build();
    assertViolation(check(holding, "aex-hq", "w1511"), HexsystemRule.PRE_WAR, 1);
    assertLegal(check(holding, "aex-hq", "w1410"));
    GameState notHolding = with(unit("aex-hq", AXIS).nat(JAPANESE).kind(HQ).steps(2).ma(6)
        .attr(HexsystemVocabulary.ATTR_HOLDING_NATIONALITY, "hopeh").at(MAP, "w1510"))
        .condition("pre-war.thai").build();
    assertLegal(check(notHolding, "aex-hq", "w1511"));
  }

  @Test
  void aDependentMayBeAlignedApartFromItsCountry() {
    // Japan has changed sides in this scenario, Manchukuo has not: it is still an Axis
    // dependent, closed to the Hopeh army
    GameState s = with(unit("hopeh-army", AXIS).nat("hopeh").ma(4).at(MAP, "w1410"))
        .attribute("faction.japan", WESTERN).attribute("faction.manchukuo", AXIS).build();
    assertViolation(check(s, "hopeh-army", "w1310"), HexsystemRule.NON_JAPANESE_AXIS_UNITS, 1);
    // without its own entry a dependent follows its country
    GameState follows = with(unit("hopeh-army", AXIS).nat("hopeh").ma(4).at(MAP, "w1410"))
        .attribute("faction.japan", WESTERN).build();
    assertLegal(check(follows, "hopeh-army", "w1310"));
  }

  @Test
  void kwantungUnitsMoveFreelyInAJapaneseDependentListedFirst() {
    HexMap map = new TestMap("w", 1, "w1010", "w1410").fill(HexTerrain.CLEAR)
        .region("manchukuo", REGION_DEPENDENT, attrs("of", "japan"), "w1010", "w1110")
        .region("japan", REGION_COUNTRY, attrs("nationality", JAPANESE, "faction", AXIS),
            "w1210")
        .region("russia", REGION_COUNTRY, attrs("nationality", "russian", "faction", SOVIET),
            "w1410")
        .build();
    GameState s = state(map).add(unit("kwantung", AXIS).nat(KWANTUNG).steps(2).ma(4)
        .at(map, "w1010")).condition("policy-affected.russia").build();
    assertLegal(check(s, "kwantung", "w1110"));
    assertViolation(check(s, "kwantung", "w1110", "w1210"), HexsystemRule.KWANTUNG_UNITS, 2);
  }

  @Test
  void theMarkerRuleKeepsAMinorsOwnUnitsHomeAndNoOthers() {
    // Mongolia is the map's first country here, with its capital in w1010
    HexMap map = new TestMap("w", 1, "w1010", "w1410").fill(HexTerrain.CLEAR)
        .region("mongolia", REGION_COUNTRY, attrs("nationality", "mongolian", "faction", SOVIET,
            "minor", "true", "capital", "w1010"), "w1010", "w1110")
        .region("russia", REGION_COUNTRY, attrs("nationality", "russian", "faction", SOVIET),
            "w1210", "w1310", "w1410")
        .build();
    GameState s = state(map).add(unit("mongol", SOVIET).nat("mongolian").ma(4).at(map, "w1010"),
        unit("ivan", SOVIET).nat("russian").ma(4).at(map, "w1010"),
        unit("mixed", SOVIET).nat("russian").ma(4).at(map, "w1010")
            .attr(HexsystemVocabulary.ATTR_HOLDING_NATIONALITY, "mongolian"))
        .add(marker(HexsystemVocabulary.FREE_PASSAGE, SOVIET, map, "w1010")).build();
    assertLegal(check(s, "mongol", "w1110"));
    Violation v = assertViolation(check(s, "mongol", "w1110", "w1210"),
        HexsystemRule.MINOR_COUNTRY_MARKERS, 2);
    assertEquals("a Free Passage, Mobilizing or No Occupation marker in the capital keeps"
        + " mongolian units in mongolia and its Dependents", v.reason());
    assertViolation(check(s, "mixed", "w1110", "w1210"), HexsystemRule.MINOR_COUNTRY_MARKERS, 2);
    assertLegal(check(s, "ivan", "w1110", "w1210"));
    // a marker elsewhere than in the capital changes nothing
    GameState elsewhere = state(map).add(unit("mongol", SOVIET).nat("mongolian").ma(4)
        .at(map, "w1010")).add(marker(HexsystemVocabulary.FREE_PASSAGE, SOVIET, map, "w1110"))
        .build();
    assertLegal(check(elsewhere, "mongol", "w1110", "w1210"));
  }

  @Test
  void aViolationInTheMapsFirstHexNamesItsCountry() {
    HexMap map = new TestMap("w", 1, "w1010").fill(HexTerrain.CLEAR)
        .region("japan", REGION_COUNTRY, attrs("nationality", JAPANESE, "faction", AXIS),
            "w1010", "w0909")
        .region("hopeh", REGION_COUNTRY, attrs("nationality", "hopeh", "faction", AXIS),
            "w0908").build();
    assertEquals("w0908", map.label(0));
    GameState s = state(map).add(unit("jap", AXIS).nat(JAPANESE).ma(3).at(map, "w0909"))
        .condition("pre-war").build();
    assertEquals("in Pre-War the unit stays in its Home Country and Dependents; w0908 is in"
        + " hopeh", assertViolation(check(s, "jap", "w0908"), HexsystemRule.PRE_WAR, 1)
            .reason());
  }
}
