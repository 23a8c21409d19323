package io.github.warpath.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.conformance.RandomMaps;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.squad.SquadAfvRules;
import io.github.warpath.squad.SquadHexside;
import io.github.warpath.squad.SquadTerrain;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The hex-to-hex movement of squad-afv written as a rule book
 * (examples/rulebooks/squad-afv.rulebook.json) answers as the hand-written SquadAfvRules on a
 * thousand random maps and single units of every kind: the same ranges (cost and stop per hex),
 * path costs, each rule set's cheapest route accepted by the other at that cost, the same
 * verdicts on random orders (legality, points spent, end, step costs, the units eliminated for
 * over-stacking where the move ends) and the same step costs.
 * Vehicles turn and back up, guns face where they move, infantry may use assault movement.
 *
 * <p>What the book cannot say is left out of the generator and listed in docs/rulebook.md: stacks
 * (leader bonus, mixed stacks, passengers), guns of one movement point, close assaults, reverse
 * held by a toggle, leaders lost during the move, passengers.
 */
class SquadBookDifferentialTest {
  private static final SquadAfvRules SQUAD = new SquadAfvRules();
  private static final RulebookRules BOOK = book();
  private static final List<SquadHexside> SIDES = List.of(SquadHexside.WALL, SquadHexside.HEDGE,
      SquadHexside.BOCAGE, SquadHexside.STREAM, SquadHexside.CLIFF);
  private static final List<String> KINDS = List.of("leader", "squad", "half-squad", "team",
      "vehicle", "afv", "gun");

  private static RulebookRules book() {
    try {
      Path p = Path.of("..", "examples", "rulebooks", "squad-afv.rulebook.json");
      return RulebookRules.read(Files.readString(p), p.toString());
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void theSquadBookAnswersAsSquadAfvOnAThousandRandomMapsAndOrders() {
    int compared = 0;
    int faced = 0;
    int reversed = 0;
    int eliminated = 0;
    for (long seed = 1; seed <= 1000; seed++) {
      SplittableRandom rnd = new SplittableRandom(seed);
      GameState sq = randomState(rnd);
      faced += sq.unit("u").facing().isPresent() ? 1 : 0;
      int[] n = compare(sq, rnd, seed);
      compared += n[0];
      reversed += n[1];
      eliminated += n[2];
    }
    assertTrue(compared > 20_000, "compared " + compared + " answers");
    assertTrue(faced > 300, "faced movers: " + faced);
    assertTrue(reversed > 50, "routes with a step in reverse: " + reversed);
    assertTrue(eliminated > 20, "units eliminated for over-stacking: " + eliminated);
  }

  private static int[] compare(GameState sq, SplittableRandom rnd, long seed) {
    GameState bk = BookStates.translate(sq, BOOK);
    String mode = rnd.nextInt(5) == 0 ? SquadAfvRules.MODE_ASSAULT : SquadAfvRules.MODE_NORMAL;
    MoveQuery q = MoveQuery.of("u", mode);
    String at = "seed " + seed + " (" + sq.unit("u").kind() + ", " + mode + ")";
    Reach a = SQUAD.reach(sq, q);
    Reach b = BOOK.reach(bk, q);
    assertEquals(a.size(), b.size(), at + ": range size");
    int n = 1;
    int reversed = 0;
    int eliminated = 0;
    for (int i = 0; i < a.size(); i++) {
      Position p = a.position(i);
      int j = b.indexOf(p);
      assertTrue(j >= 0, at + ": " + p + " in range");
      assertEquals(a.cost(i), b.cost(j), at + ": cost to " + p);
      assertEquals(a.mustStop(i), b.mustStop(j), at + ": stop at " + p);
      Route ra = SQUAD.path(sq, q, p).orElseThrow();
      Route rb = BOOK.path(bk, q, p).orElseThrow();
      assertEquals(ra.cost(), rb.cost(), at + ": path cost to " + p);
      accepted(BOOK.check(bk, MoveOrder.of(q, ra.toSteps())), ra.cost(), at + ": squad route "
          + ra);
      accepted(SQUAD.check(sq, MoveOrder.of(q, rb.toSteps())), rb.cost(), at + ": book route "
          + rb);
      reversed += rb.steps().stream().anyMatch(s -> s.note().startsWith("reverse")) ? 1 : 0;
      n += 3;
    }
    HexMap map = sq.hexMap();
    Hex from = sq.unit("u").hexOrNull();
    for (int k = 0; k < 8; k++) {
      List<Step> steps = BookStates.randomSteps(map, from, rnd);
      MoveOrder order = MoveOrder.of(q, steps);
      eliminated += same(SQUAD.check(sq, order), BOOK.check(bk, order), at + " order "
          + steps);
      Position to = Position.hex(from.neighbor(HexDirection.of(k % 6)));
      if (map.contains(to.hexOrNull())) {
        same(SQUAD.cost(sq, q, Position.hex(from), to), BOOK.cost(bk, q, Position.hex(from), to),
            at + " cost " + k);
      }
      n += 2;
    }
    for (int i = 1; i < a.size(); i += Math.max(1, a.size() / 4)) {
      List<Step> route = SQUAD.path(sq, q, a.position(i)).orElseThrow().toSteps();
      eliminated += same(SQUAD.check(sq, MoveOrder.of(q, route)),
          BOOK.check(bk, MoveOrder.of(q, route)), at + " route " + route);
    }
    return new int[] {n, reversed, eliminated};
  }

  private static void accepted(Verdict v, Mp cost, String what) {
    assertTrue(v.legal(), what + "\n" + v);
    assertEquals(cost, v.spent(), what);
  }

  /** The same verdict; returns the units eliminated for over-stacking. */
  private static int same(Verdict a, Verdict b, String what) {
    assertEquals(a.legal(), b.legal(), what + ": legal\n  squad " + a + "\n  book " + b);
    assertEquals(a.spent(), b.spent(), what + ": spent\n  squad " + a + "\n  book " + b);
    assertEquals(a.allowance(), b.allowance(), what + ": allowance");
    assertEquals(a.end(), b.end(), what + ": end");
    assertEquals(a.violations().isEmpty(), b.violations().isEmpty(), what + ": violations");
    assertEquals(a.warnings().size(), b.warnings().size(), what + ": warnings\n  squad " + a
        + "\n  book " + b);
    for (int i = 0; i < a.warnings().size(); i++) {
      String r = a.warnings().get(i).reason();
      String eliminated = r.substring(r.indexOf("): ") + 3, r.indexOf(" (", r.indexOf("): ")));
      assertTrue(b.warnings().get(i).reason().contains("'" + eliminated + "'"), what
          + ": eliminated " + eliminated + "\n  book " + b);
      assertEquals(a.warnings().get(i).location(), b.warnings().get(i).location(), what);
    }
    assertEquals(a.steps().size(), b.steps().size(), what + ": steps");
    for (int i = 0; i < a.steps().size(); i++) {
      assertEquals(a.steps().get(i).cost(), b.steps().get(i).cost(), what + ": step cost\n  squad "
          + a + "\n  book " + b);
      assertEquals(a.steps().get(i).facing(), b.steps().get(i).facing(), what + ": facing");
    }
    return a.warnings().size();
  }

  /**
   * A random squad-afv state: terrain, hexside features and a road; the mover "u" of a random
   * kind (a gun moves 1 1/2 MP or more), enemies, and now and then friendly units.
   */
  static GameState randomState(SplittableRandom rnd) {
    HexMap.Builder b = RandomMaps.builder(SquadAfvRules.TERRAIN, 3, 12, rnd);
    RandomMaps.scatterHexFeatures(b, List.of(SquadTerrain.values()), 3, rnd);
    RandomMaps.scatterHexFeatures(b, List.of(SquadTerrain.values()), 8, rnd);
    RandomMaps.scatterHexsideFeatures(b, SIDES, 4, rnd);
    RandomMaps.line(b, SquadHexside.ROAD, 12, rnd);
    HexMap map = b.build();
    String kind = KINDS.get(rnd.nextInt(KINDS.size()));
    int halves = kind.equals("leader") ? 12 : kind.endsWith("squad") ? 8
        : rnd.nextInt(kind.equals("gun") ? 3 : 1, 17);
    Unit mover = Unit.builder().id("u").side("blue").kind(kind).allowance(Mp.ofHalves(halves))
        .position(Position.hex(RandomMaps.anyHex(map, rnd))).build();
    List<Unit> units = new ArrayList<>(List.of(faced(mover, rnd)));
    units.addAll(RandomMaps.enemies(map, mover.hexOrNull(), 4, "red", "squad", rnd));
    // now and then a friendly stack next to the mover, to be over-stacked
    Hex next = mover.hexOrNull().neighbor(HexDirection.of(rnd.nextInt(6)));
    boolean free = map.contains(next)
        && units.stream().noneMatch(u -> next.equals(u.hexOrNull()));
    for (int i = free && rnd.nextInt(3) == 0 ? rnd.nextInt(1, 4) : 0; i > 0; i--) {
      String k = KINDS.get(rnd.nextInt(KINDS.size()));
      units.add(faced(Unit.builder().id("f" + i).side("blue").kind(k)
          .position(Position.hex(next)).build(), rnd));
    }
    return GameState.builder().ruleSet(SquadAfvRules.ID).board(map).units(units).build();
  }

  private static Unit faced(Unit u, SplittableRandom rnd) {
    boolean faced = u.kind().equals("vehicle") || u.kind().equals("afv")
        || u.kind().equals("gun");
    return faced ? u.withFacing(HexDirection.of(rnd.nextInt(6))) : u;
  }
}
