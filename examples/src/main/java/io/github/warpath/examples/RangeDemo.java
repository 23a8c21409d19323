package io.github.warpath.examples;

import io.github.warpath.Mp;
import io.github.warpath.examples.ExampleRules.Side;
import io.github.warpath.examples.ExampleRules.Terrain;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.HexPicture;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.List;

/**
 * Prints the movement range of a unit on a small bundled map, as a hex picture in the terminal,
 * then its cheapest route to a town and the verdict on an illegal move.
 */
public final class RangeDemo {
  private RangeDemo() {}

  /**
   * The bundled example: a 12 x 9 map with woods, hills, a swamp, a lake, a stream, a road and
   * a town; a recon unit with 4 MP and two enemy units.
   *
   * @return the state
   */
  public static GameState example() {
    HexMap.Builder b = HexMap.builder(ExampleRules.TERRAIN, 12, 9);
    HexMap blank = b.build();
    for (String w : List.of("0303", "0304", "0403", "0404", "0405", "0806", "0807", "0907")) {
      b.hex(blank.parse(w), Terrain.WOODS);
    }
    for (String h : List.of("0602", "0702", "0703")) {
      b.hex(blank.parse(h), Terrain.HILLS);
    }
    b.hex(blank.parse("0207"), Terrain.SWAMP).hex(blank.parse("0208"), Terrain.SWAMP);
    b.hex(blank.parse("0505"), Terrain.LAKE).hex(blank.parse("0506"), Terrain.LAKE);
    b.hex(blank.parse("1005"), Terrain.TOWN);
    String[] stream = {"0701", "0702", "0703", "0704", "0705", "0706", "0707", "0708", "0709"};
    for (String s : stream) {
      Hex h = blank.parse(s);
      Hex east = h.neighbor(io.github.warpath.hex.HexDirection.SE);
      if (blank.contains(east)) {
        b.side(h, east, Side.STREAM);
      }
    }
    b.path(Side.ROAD, List.of(blank.parse("0105"), blank.parse("0205"), blank.parse("0304"),
        blank.parse("0405"), blank.parse("0504"), blank.parse("0604"), blank.parse("0704"),
        blank.parse("0805"), blank.parse("0905"), blank.parse("1005")));
    HexMap map = b.build();
    return GameState.builder().ruleSet(ExampleRules.ID).board(map)
        .addUnits(Unit.builder().id("recon").side("blue").kind("recon").allowance(Mp.of(4))
            .position(Position.hex(map.parse("0405"))).build())
        .addUnits(Unit.builder().id("rifles").side("red").kind("infantry")
            .position(Position.hex(map.parse("0908"))).build())
        .addUnits(Unit.builder().id("guns").side("red").kind("armor")
            .position(Position.hex(map.parse("0602"))).build())
        .build();
  }

  /**
   * Draws a range: each hex shows its cost in MP, {@code *} the start, {@code !} a hex where
   * the unit must stop, {@code X} an enemy unit, {@code ~} a lake, {@code .} out of reach.
   *
   * @param state the state
   * @param reach the range
   * @return the picture
   */
  public static String picture(GameState state, Reach reach) {
    HexMap map = state.hexMap();
    return HexPicture.render(map, i -> {
      Hex h = map.hex(i);
      if (!state.unitsAt(h).isEmpty() && !state.unitsAt(h).get(0).side().equals("blue")) {
        return "X";
      }
      int e = reach.indexOf(h);
      if (e == 0) {
        return "*";
      }
      if (e > 0) {
        return reach.cost(e).number() + (reach.mustStop(e) ? "!" : "");
      }
      return map.has(h, Terrain.LAKE) ? "~" : ".";
    }, 5);
  }

  /**
   * Runs the demo.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    HexMovementRules rules = (HexMovementRules) RuleSets.installed().get(ExampleRules.ID);
    GameState state = example();
    HexMap map = state.hexMap();
    Reach reach = rules.reach(state, MoveQuery.of("recon"));
    System.out.println("Movement range of 'recon' (4 MP) from 0405 under the " + rules.name()
        + ":");
    System.out.println("  cost in MP; * start, ! must stop there, X enemy, ~ lake, . out of"
        + " reach");
    System.out.println();
    System.out.print(picture(state, reach));
    System.out.println();
    System.out.println(reach.size() + " hexes reachable.");
    Route route = rules.path(state, MoveQuery.of("recon"), Position.hex(map.parse("1005")))
        .orElseThrow();
    System.out.println("Cheapest way to the town at 1005: " + route);
    System.out.println();
    System.out.println("Moving 0404, 0403, 0402 instead:");
    System.out.println(rules.check(state, MoveOrder.path("recon", map.parse("0404"),
        map.parse("0403"), map.parse("0402"))));
  }
}
