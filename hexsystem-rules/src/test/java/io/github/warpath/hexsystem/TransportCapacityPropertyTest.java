package io.github.warpath.hexsystem;

import static io.github.warpath.hexsystem.Fixtures.attrs;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AXIS;
import static io.github.warpath.hexsystem.HexsystemVocabulary.BRITISH;
import static io.github.warpath.hexsystem.HexsystemVocabulary.WESTERN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.conformance.Conformance;
import io.github.warpath.conformance.Conformance.Scenario;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.ReachEntry;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.StepReport;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * 3.1.2 Port-to-Port Procedure, Transport Capacity: each crossing of a naval zone takes its own
 * Troop Convoy. The search does not count convoys: it only forbids leaving a multi-zone port
 * through the zone it arrived by, and the count is made when the move is over. These properties
 * show on random port-heavy states (three overlapping naval zones, open and multi-zone ports,
 * zero to two convoys of mixed types per zone, enemy units, storms, snow and mud) that the two
 * agree: every route the search returns passes the end-of-move count, and a chain of voyages
 * the count accepts is one the range holds.
 *
 * <p>Why it holds: voyages after the first cost nothing, and a leg across a zone reaches every
 * open port of that zone under the same conditions, so a chain that crosses a zone twice has a
 * shortcut (one voyage across that zone from where the first crossing began) reaching the same
 * search state at the same cost, recorded before the longer chain is explored.
 */
class TransportCapacityPropertyTest {
  private static final HexsystemRules RULES = new HexsystemRules();
  private static final String[] ZONES = {"zone-a", "zone-b", "zone-c"};
  private static final String[] WEATHER = {"fair", "fair", "fair", "mud", "storms", "snow"};
  private static final String[] TYPES = {"escort", "scratch", "standard", "fleet-train"};
  private static final int SCENARIOS = 150;

  @Test
  void everyRouteTheSearchReturnsHasAConvoyForEachCrossing() {
    SplittableRandom rnd = new SplittableRandom(20261125L);
    SearchBuffers buffers = new SearchBuffers();
    int voyages = 0;
    int chains = 0;
    for (int i = 0; i < SCENARIOS; i++) {
      Scenario s = scenario(rnd);
      // every range entry: path() finds a route, check() (with the end-of-move count) accepts it
      List<ReachEntry> entries = Conformance.rangeRoutesAreCheckedAtTheSameCost(RULES, s,
          buffers);
      for (ReachEntry e : entries) {
        Route r = RULES.path(s.state(), s.query(), e.position(), buffers).orElseThrow();
        int legs = legs(s.state().hexMap(), s.state().unit("mover").position(), r.steps());
        voyages += legs > 0 ? 1 : 0;
        chains += legs > 1 ? 1 : 0;
      }
    }
    // the states exercise what the property is about: voyages, and chains of them
    assertTrue(voyages > 200, "only " + voyages + " routes with a voyage");
    assertTrue(chains > 50, "only " + chains + " routes with two voyages or more");
  }

  @Test
  void everyChainOfVoyagesTheCheckAcceptsEndsInTheRange() {
    SplittableRandom rnd = new SplittableRandom(0x5EAL);
    SearchBuffers buffers = new SearchBuffers();
    int accepted = 0;
    for (int i = 0; i < SCENARIOS; i++) {
      Scenario s = scenario(rnd);
      GameState state = s.state();
      List<Hex> ports = ports(state.hexMap());
      Map<Position, Mp> range = new HashMap<>();
      for (ReachEntry e : RULES.reach(state, s.query(), buffers).entries()) {
        range.put(e.position(), e.cost());
      }
      for (int w = 0; w < 6 && ports.size() > 1; w++) {
        List<Step> steps = new ArrayList<>();
        int n = rnd.nextInt(1, 4);
        for (int k = 0; k < n; k++) {
          steps.add(Step.enter(ports.get(rnd.nextInt(ports.size()))));
        }
        Verdict v = RULES.check(state, MoveOrder.of(s.query(), steps));
        if (!v.legal()) {
          continue;
        }
        accepted++;
        Position end = v.end().orElseThrow();
        Mp cheapest = range.get(end);
        assertTrue(cheapest != null && cheapest.compareTo(v.spent()) <= 0,
            () -> "check accepts " + steps + " at " + v.spent() + " but the range has "
                + cheapest + " for " + end + "\n" + s);
      }
    }
    assertTrue(accepted > 60, "only " + accepted + " chains accepted");
  }

  @Test
  void crossingAZoneASecondTimeNeedsASecondConvoy() {
    // a-b-a: 0 and 2 are in zone-a, 1 and 2 in zone-b; one convoy in each zone
    HexMap map = abaMap();
    List<Hex> ports = ports(map);
    Hex west = ports.get(0);
    Hex middle = ports.get(1);
    Hex east = ports.get(3);
    List<Marker> convoys = List.of(Fixtures.convoy("a1", WESTERN, "zone-a-convoys", "standard",
        BRITISH), Fixtures.convoy("b1", WESTERN, "zone-b-convoys", "standard", BRITISH));
    GameState s = state(map, mover(west, 1, 2), convoys, List.of(), "fair");
    // west -(a)-> east -(b)-> middle -(a)-> ... middle is in zone-a and zone-b
    MoveOrder aba = MoveOrder.of(MoveQuery.of("mover"), List.of(Step.enter(east),
        Step.enter(middle), Step.enter(east)));
    Verdict v = RULES.check(s, aba);
    Violation x = Fixtures.assertViolation(v, HexsystemRule.TRANSPORT_CAPACITY, 3);
    assertTrue(x.reason().contains("zone-a"), x::toString);
    // the range reaches east in one voyage; the route the search returns crosses zone-a once
    Route r = RULES.path(s, MoveQuery.of("mover"), Position.hex(east)).orElseThrow();
    assertEquals(1, r.steps().size(), r::toString);
    assertFalse(RULES.check(s, MoveOrder.of(MoveQuery.of("mover"), r.toSteps())).violations()
        .stream().anyMatch(y -> y.rule().equals(HexsystemRule.TRANSPORT_CAPACITY.ref())));
  }

  /** How many steps of a route are voyages (to a hex not adjacent to the one before). */
  private static int legs(HexMap map, Position start, List<StepReport> steps) {
    int n = 0;
    Hex prev = start.hexOrNull();
    for (StepReport st : steps) {
      Hex h = st.position().hexOrNull();
      if (prev == null || h == null || !prev.isAdjacentTo(h)) {
        n++;
      }
      prev = h;
    }
    return n;
  }

  private static List<Hex> ports(HexMap map) {
    List<Hex> out = new ArrayList<>();
    for (int i = 0; i < map.size(); i++) {
      Hex h = map.hex(i);
      if (map.has(h, HexTerrain.PORT) || map.has(h, HexTerrain.OPEN_PORT)) {
        out.add(h);
      }
    }
    return out;
  }

  /**
   * One row of four open ports: zone-a holds columns 0, 1 and 3, zone-b columns 1 and 3, so the
   * ports of columns 1 and 3 are multi-zone ports of both.
   */
  private static HexMap abaMap() {
    HexMap.Builder b = HexMap.builder(HexsystemRules.TERRAIN, 50, 8, 4, 1)
        .numbering(HexNumbering.builder().prefix("w").build());
    List<Hex> all = new ArrayList<>();
    for (int c = 0; c < 4; c++) {
      Hex h = b.hexAt(c, 0);
      b.hex(h, HexTerrain.CLEAR, HexTerrain.OPEN_PORT);
      all.add(h);
    }
    List<Hex> a = List.of(all.get(0), all.get(1), all.get(3));
    List<Hex> bz = List.of(all.get(1), all.get(3));
    b.region("britain", HexsystemVocabulary.REGION_COUNTRY, attrs("nationality", BRITISH,
        "faction", WESTERN), all);
    b.region("zone-a", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(), a);
    b.region("zone-b", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(), bz);
    for (String z : new String[] {"zone-a", "zone-b"}) {
      convoyBoxes(b, z);
    }
    return b.build();
  }

  private static void convoyBoxes(HexMap.Builder b, String zone) {
    b.box(new OffMapBox(zone + "-convoys", HexsystemVocabulary.BOX_CONVOYS, Set.of(),
        attrs("naval-zone", zone)));
    b.box(new OffMapBox(zone + "-used", HexsystemVocabulary.BOX_USED, Set.of(),
        attrs("naval-zone", zone)));
  }

  private static Unit mover(Hex at, int steps, int allowance) {
    return Unit.builder().id("mover").side(WESTERN).nationality(BRITISH).kind("infantry")
        .steps(steps).allowance(Mp.of(allowance)).position(Position.hex(at)).build();
  }

  private static GameState state(HexMap map, Unit mover, List<Marker> markers, List<Unit> others,
      String weather) {
    List<Unit> units = new ArrayList<>();
    units.add(mover);
    units.addAll(others);
    return GameState.builder().ruleSet(HexsystemRules.ID).board(map).units(units)
        .markers(markers).environment(Environment.builder()
            .phase(HexsystemVocabulary.OPERATIONAL_MOVEMENT).weather(weather).build()).build();
  }

  /**
   * A random port-heavy state: three overlapping naval zones over a land map, two hexes in five
   * ports (most of them open), convoys, enemy units, enemy control, weather.
   */
  private static Scenario scenario(SplittableRandom rnd) {
    int cols = rnd.nextInt(5, 10);
    int rows = rnd.nextInt(3, 7);
    HexMap.Builder b = HexMap.builder(HexsystemRules.TERRAIN, 50, 8, cols, rows)
        .numbering(HexNumbering.builder().prefix("w").build());
    List<Hex> all = new ArrayList<>();
    List<List<Hex>> zones = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    List<Hex> north = new ArrayList<>();
    for (int c = 0; c < cols; c++) {
      for (int r = 0; r < rows; r++) {
        Hex h = b.hexAt(c, r);
        all.add(h);
        b.hex(h, rnd.nextInt(5) == 0 ? HexTerrain.ROUGH : HexTerrain.CLEAR);
        if (rnd.nextInt(5) < 2) {
          b.hex(h, rnd.nextInt(4) == 0 ? HexTerrain.PORT : HexTerrain.OPEN_PORT);
        }
        if (c <= cols / 2) {
          zones.get(0).add(h);
        }
        if (c >= cols / 3 && c <= 2 * cols / 3 + 1) {
          zones.get(1).add(h);
        }
        if (c >= cols / 2) {
          zones.get(2).add(h);
        }
        if (r < rows / 2) {
          north.add(h);
        }
      }
    }
    b.region("britain", HexsystemVocabulary.REGION_COUNTRY, attrs("nationality", BRITISH,
        "faction", WESTERN), all);
    b.region("north", HexsystemVocabulary.REGION_WEATHER_ZONE, Map.of(), north);
    for (int k = 0; k < ZONES.length; k++) {
      b.region(ZONES[k], HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(), zones.get(k));
      convoyBoxes(b, ZONES[k]);
    }
    HexMap map = b.build();
    List<Hex> ports = ports(map);
    Hex start = ports.isEmpty() || rnd.nextInt(5) == 0 ? all.get(rnd.nextInt(all.size()))
        : ports.get(rnd.nextInt(ports.size()));
    Unit mover = mover(start, rnd.nextInt(1, 3), rnd.nextInt(1, 5));
    List<Marker> markers = new ArrayList<>();
    for (String z : ZONES) {
      int n = rnd.nextInt(0, 3);
      for (int i = 0; i < n; i++) {
        markers.add(Fixtures.convoy(z + i, WESTERN, z + "-convoys",
            TYPES[rnd.nextInt(TYPES.length)], rnd.nextInt(6) == 0 ? "us" : BRITISH));
      }
    }
    for (int i = rnd.nextInt(0, 3); i > 0; i--) {
      markers.add(Marker.builder().kind(HexsystemVocabulary.CONTROL).side(AXIS)
          .position(Position.hex(all.get(rnd.nextInt(all.size())))).build());
    }
    List<Unit> enemies = new ArrayList<>();
    for (int i = rnd.nextInt(0, 4); i > 0; i--) {
      Hex at = all.get(rnd.nextInt(all.size()));
      if (!at.equals(start)) {
        enemies.add(Unit.builder().id("e" + i).side(AXIS).nationality("japanese")
            .kind("infantry").steps(1).allowance(Mp.of(2)).position(Position.hex(at)).build());
      }
    }
    GameState state = state(map, mover, markers, enemies, WEATHER[rnd.nextInt(WEATHER.length)]);
    if (rnd.nextBoolean()) {
      state = state.withEnvironment(Environment.builder().from(state.environment())
          .putRegionWeather("north", WEATHER[rnd.nextInt(WEATHER.length)]).build());
    }
    return new Scenario(state, MoveQuery.of("mover"));
  }
}
