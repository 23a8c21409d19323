package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.cost;
import static io.github.warpath.efs.Fx.hex;
import static io.github.warpath.efs.Fx.mp;
import static io.github.warpath.efs.Fx.panzer;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.Mp;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import org.junit.jupiter.api.Test;

/**
 * One {@link SearchBuffers} serves many queries in turn (the rule set keeps its compiled tables
 * and marks there between queries): each answer is the one fresh buffers give, whoever moved
 * before, on whichever state and in whatever weather.
 */
class SharedSearchBuffersTest {
  private final SearchBuffers buffers = new SearchBuffers();

  private Mp costTo(GameState s, String unit, String label) {
    return cost(Fx.RULES.reach(s, MoveQuery.of(unit), buffers), label);
  }

  @Test
  void motorizedAndFootUnitsTakingTurnsEachPayTheirOwnColumn() {
    GameState s = Fx.clear().unit(panzer("pz", "0303")).unit(Fx.infantry("inf", "0303"))
        .weather(EfsWeather.MUD).state();
    for (int round = 0; round < 2; round++) {
      // clear in mud: 2a = 3 for the Axis panzer, 2 on foot
      assertEquals(mp(3), costTo(s, "pz", "0304"));
      assertEquals(mp(2), costTo(s, "inf", "0304"));
    }
    // Soviet units use every road class whatever they are, so only the column differs
    GameState soviet = Fx.clear().unit(Fx.soviet("mech", "motorized-infantry", MovementClass.RED,
        8, "0303")).unit(Fx.rifles("r", "0303")).weather(EfsWeather.MUD)
        .phase(EfsPhase.REGULAR_MOVEMENT, EfsVocabulary.SOVIET).state();
    for (int round = 0; round < 2; round++) {
      assertEquals(mp(3), costTo(soviet, "mech", "0304"));
      assertEquals(mp(2), costTo(soviet, "r", "0304"));
    }
  }

  @Test
  void theMotorwayServesTheSovietFootUnitButNotTheAxisOneAfterIt() {
    GameState s = Fx.clear().terrain(EfsTerrain.WOODS, "0205", "0209")
        .line(EfsHexside.MOTORWAY, "0105", "0205", "0305")
        .line(EfsHexside.MOTORWAY, "0109", "0209", "0309")
        .unit(Fx.infantry("inf", "0105")).unit(Fx.rifles("r", "0109"))
        .env(Environment.builder().build()).state();
    for (int round = 0; round < 2; round++) {
      assertEquals(mp(0.5), costTo(s, "r", "0209"));
      assertEquals(mp(2), costTo(s, "inf", "0205"));
    }
  }

  /**
   * The 10 x 10 map with an Axis panzer at 0305 and a Soviet tank at 0505, two hexes apart: the
   * tank projects no zone of control, the panzer does.
   */
  private static GameState panzerAndTank() {
    return Fx.clear().unit(panzer("pz", "0305"))
        .unit(Fx.soviet("t", EfsVocabulary.ARMOR, MovementClass.RED, 8, "0505",
            EfsVocabulary.NO_ZOC)).env(Environment.builder().build()).state();
  }

  @Test
  void eachSideSeesTheOthersZonesOfControl() {
    GameState s = panzerAndTank();
    for (int round = 0; round < 2; round++) {
      assertEquals(mp(1), costTo(s, "pz", "0405"));
      assertEquals(mp(2), costTo(s, "t", "0405"));
      assertEquals(-1, Fx.RULES.reach(s, MoveQuery.of("t"), buffers).indexOf(hex("0305")));
    }
  }

  @Test
  void aNewStateOnTheSameMapIsReadAfresh() {
    GameState before = Fx.clear().unit(panzer("pz", "0305")).unit(Fx.rifles("r", "0909"))
        .state();
    GameState after = before.withUnit(before.unit("r").withPosition(Position.hex(hex("0505"))));
    assertEquals(mp(1), costTo(before, "pz", "0405"));
    assertEquals(mp(2), costTo(after, "pz", "0405"));
    assertEquals(mp(1), costTo(before, "pz", "0405"));
  }

  @Test
  void aLargerMapAfterASmallerOneIsReadAfreshAndSoIsTheSmallerOneAfterIt() {
    // a strip of three hexes, woods in the middle: clear 1, woods 2
    GameState strip = new Fx(1, 3).terrain(EfsTerrain.WOODS, "0102")
        .unit(panzer("pz", "0101")).state();
    // the 10 x 10 map: the Soviet tank pays the Axis panzer's zone of control on top of clear
    GameState board = panzerAndTank();
    for (int round = 0; round < 2; round++) {
      assertEquals(mp(3), costTo(strip, "pz", "0103"));
      assertEquals(mp(2), costTo(board, "t", "0405"));
      assertEquals(mp(1), costTo(board, "pz", "0405"));
    }
    assertEquals(mp(3), costTo(strip, "pz", "0103"), "and the strip again, after the board");
  }

  @Test
  void theRoadExitPriceFollowsTheWeatherOfEachQuery() {
    // a strip of three hexes: a main road from 0101 into the woods at 0102, then 0103 off it
    Fx f = new Fx(1, 3).terrain(EfsTerrain.WOODS, "0102")
        .line(EfsHexside.MAIN_ROAD, "0101", "0102")
        .unit(Unit.builder().from(Fx.axis("scout", "recon", MovementClass.RED, 1, "0101"))
            .allowance(mp(0.5)).build())
        .unit(panzer("pz", "0101"));
    GameState dry = f.state();
    GameState mud = dry.withEnvironment(Fx.env(EfsPhase.REGULAR_MOVEMENT, EfsVocabulary.AXIS,
        EfsWeather.MUD));
    // dry: road 1/2, the woods repriced from 1/2 to 2 (+1 1/2), clear 1; the scout with half
    // a point gets no further than the woods
    assertEquals(mp(0.5), costTo(dry, "scout", "0102"));
    assertEquals(mp(3), costTo(dry, "pz", "0103"));
    assertEquals(mp(0.5), costTo(dry, "scout", "0102"));
    // mud: road 1/2, the woods repriced to 3a = 4 (+3 1/2), clear 2a = 3
    assertEquals(mp(7), costTo(mud, "pz", "0103"));
  }

  @Test
  void aPathFollowsTheCheapestRouteLikeTheRange() {
    GameState s = Fx.clear().terrain(EfsTerrain.WOODS, "0304", "0404", "0405")
        .line(EfsHexside.MAIN_ROAD, "0303", "0403", "0503", "0504", "0505")
        .unit(panzer("pz", "0303")).state();
    for (int round = 0; round < 2; round++) {
      Route r = Fx.RULES.path(s, MoveQuery.of("pz"), Position.hex(hex("0505")), buffers)
          .orElseThrow();
      // four road hexes at 1/2 each, rather than through the woods
      assertEquals(mp(2), r.cost());
      assertEquals(4, r.steps().size());
      assertEquals(mp(2), costTo(s, "pz", "0505"));
    }
  }

  @Test
  void twoQueriesTakingTurnsOnOneBuffersEachGetTheirOwnStackModeAndAllowance() {
    // along a minor road 0105-0605: the panzer (10 MP) in strategic movement has 20 MP and stays
    // on the road; the Soviet rifles (5 MP, out of supply in the other state) move in their own
    // phase across country
    Fx road = Fx.clear().terrain(EfsTerrain.WOODS, "0405")
        .line(EfsHexside.MINOR_ROAD, "0105", "0205", "0305", "0405", "0505", "0605")
        .unit(panzer("pz", "0105"));
    GameState axis = road.state();
    GameState soviet = Fx.clear().unit(Fx.rifles("r", "0303", EfsVocabulary.OUT_OF_SUPPLY))
        .phase(EfsPhase.REGULAR_MOVEMENT, EfsVocabulary.SOVIET).state();
    MoveQuery strategic = MoveQuery.of("pz", EfsVocabulary.STRATEGIC);
    SearchBuffers fresh = new SearchBuffers();
    Reach pzAlone = Fx.RULES.reach(axis, strategic, fresh);
    Reach rAlone = Fx.RULES.reach(soviet, MoveQuery.of("r"), new SearchBuffers());
    assertEquals(6, pzAlone.size());
    for (int round = 0; round < 3; round++) {
      Reach pz = Fx.RULES.reach(axis, strategic, buffers);
      // five road hexes at 1/2 each, and nothing off the road
      assertEquals(6, pz.size());
      assertEquals(mp(2.5), cost(pz, "0605"));
      assertEquals(-1, pz.indexOf(hex("0206")));
      Reach r = Fx.RULES.reach(soviet, MoveQuery.of("r"), buffers);
      assertEquals(rAlone.size(), r.size());
      assertEquals(cost(rAlone, "0305"), cost(r, "0305"));
      // 5 MP less 2 out of supply: three clear hexes and no more
      assertEquals(mp(3), cost(r, "0306"));
      assertEquals(-1, r.indexOf(hex("0307")));
    }
  }
}
