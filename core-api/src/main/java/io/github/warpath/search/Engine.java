package io.github.warpath.search;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.internal.arena.SearchArena;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.StepReport;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.HexPosition;
import io.github.warpath.state.Position;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The search: Dijkstra over dense nodes with a bucket (Dial) queue, optionally A*. Terminal
 * arrivals (those that end the move) are queued like the others so the settle order stays sorted
 * by cost, but they are never expanded.
 */
final class Engine {
  static final int MAX_BUCKETS = SearchArena.MAX_BUCKETS;

  /**
   * The private field of {@link SearchBuffers} that holds its arena. The caller API keeps the
   * engine's arrays to itself, so that it has no engine member and no dependency on this
   * package; one module may look into its own packages' private fields, which is what {@link
   * MethodHandles#privateLookupIn} grants here. Read once per query: the search then works on
   * the arena's fields and on locals.
   */
  private static final VarHandle ARENA =
      privateField(SearchBuffers.class, "arena", SearchArena.class);

  private Engine() {}

  /**
   * A private field of a caller API class that the engine reads (and writes) directly.
   *
   * @param owner the class
   * @param name the field's name
   * @param type the field's type
   * @return the field's handle
   */
  static VarHandle privateField(Class<?> owner, String name, Class<?> type) {
    try {
      return MethodHandles.privateLookupIn(owner, MethodHandles.lookup())
          .findVarHandle(owner, name, type);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  /** The engine's arrays in a set of buffers. */
  static SearchArena arena(SearchBuffers buffers) {
    return (SearchArena) ARENA.get(buffers);
  }

  /**
   * Claims buffers for the calling thread for one query ({@link SearchArena#acquire}).
   *
   * @return whether this call claimed them, to hand to {@link #release}
   */
  static boolean acquire(SearchBuffers buffers) {
    return arena(buffers).acquire();
  }

  /** Ends a query begun with {@link #acquire}. */
  static void release(SearchBuffers buffers, boolean acquired) {
    arena(buffers).release(acquired);
  }

  /**
   * Runs a search from the graph's start. With a target location, stops as soon as the target's
   * cheapest arrival is known and uses A* if the graph offers a bound; the buffers' entries then
   * hold the target alone (or nothing, if it cannot be reached).
   */
  static void search(MoveGraph g, SearchBuffers buffers, int targetLocation, boolean canMove) {
    search(g, buffers, targetLocation, canMove, false);
  }

  /**
   * Runs a search from the graph's start; with {@code recordAll}, a search for a target records
   * every location it settles, not the target alone. It still stops once the target is settled,
   * so the entries are the whole range only when the target cannot be reached: then the search
   * has run out of moves, and each location's entry is its cheapest arrival (A* settles a
   * location first at its cheapest cost, since its arrivals share one bound).
   */
  static void search(MoveGraph g, SearchBuffers buffers, int targetLocation, boolean canMove,
      boolean recordAll) {
    final SearchArena b = arena(buffers);
    final int states = g.states();
    final HexMap map = g.map();
    final int hexCount = map.size();
    final int locations = hexCount + g.extraLocations();
    final long arrivals = 2L * locations * states;
    if (arrivals > Integer.MAX_VALUE) {
      throw new IllegalStateException("the search graph has " + arrivals / 2 + " nodes; the"
          + " engine allows at most " + Integer.MAX_VALUE / 2);
    }
    b.prepare((int) arrivals, locations);
    final int epoch = b.epoch;
    final int start = g.start();
    b.best[start << 1] = SearchArena.pack(epoch, 0);
    b.pred[start << 1] = -1;

    final int hScale = targetLocation >= 0 && targetLocation < hexCount ? g.minCostPerHex() : 0;
    final int tq = hScale > 0 ? map.hex(targetLocation).q() : 0;
    final int tr = hScale > 0 ? map.hex(targetLocation).r() : 0;

    b.push(start << 1, h(map, hexCount, start / states, hScale, tq, tr));
    final boolean single = states == 1;
    // slots from here on are explicit, which a search never takes (see MoveGraph)
    final int searchSlots = g.firstExplicitSlot();
    final boolean targeted = targetLocation >= 0;
    final boolean recordEvery = !targeted || recordAll;
    int best = Integer.MAX_VALUE;
    long edges = 0;
    final Transition t = EngineScratch.of(buffers).transition;
    // the queue and the per-node arrays live in locals for the hot loop; the push below is the
    // arena's push written out, and writes the arrays back to the arena when they grow
    final long[] bestOf = b.best;
    final int[] predOf = b.pred;
    int[] head = b.head;
    int[] entryValue = b.entryValue;
    int[] entryNext = b.entryNext;
    int entryCount = b.entryCount;
    int maxBucket = b.maxBucket;
    // the range's entries, one per location at most, so prepare() sized them for every location;
    // a settled arrival is recorded here rather than through a call
    final int[] locStampOf = b.locStamp;
    final int[] locEntryOf = b.locEntry;
    final int[] entryLocationOf = b.entryLocation;
    final int[] entryCostOf = b.entryCost;
    final int[] entryArrivalOf = b.entryArrival;
    final boolean[] entryMustStopOf = b.entryMustStop;
    int entries = 0;
    for (int bucket = 0; bucket <= maxBucket; bucket++) {
      if (bucket >= best) {
        break;
      }
      int e;
      while ((e = head[bucket]) != -1) {
        head[bucket] = entryNext[e];
        final int v = entryValue[e];
        final int node = v >>> 1;
        final int loc = single ? node : node / states;
        final int hn = hScale == 0 ? 0 : h(map, hexCount, loc, hScale, tq, tr);
        final int c = (int) bestOf[v];
        if (c + hn != bucket) {
          continue;
        }
        // the first arrival at a location is its cheapest (the queue pops in cost order, and
        // arrivals at one location share its A* bound); a later one that does not end the move
        // means the unit need not stop there. A search for a target records the target alone.
        final boolean terminal = (v & 1) != 0;
        if (recordEvery || loc == targetLocation) {
          if (locStampOf[loc] != epoch) {
            locStampOf[loc] = epoch;
            locEntryOf[loc] = entries;
            entryLocationOf[entries] = loc;
            entryCostOf[entries] = c;
            entryArrivalOf[entries] = v;
            entryMustStopOf[entries] = terminal;
            entries++;
          } else if (!terminal) {
            entryMustStopOf[locEntryOf[loc]] = false;
          }
        }
        if (targeted && loc == targetLocation) {
          if (c < best) {
            best = c;
          }
          continue;
        }
        if (terminal) {
          // an arrival that ends the move is never expanded
          continue;
        }
        if (!canMove) {
          continue;
        }
        final int slots = Math.min(g.slots(node), searchSlots);
        edges += slots;
        for (int slot = 0; slot < slots; slot++) {
          t.flags = 0;
          final int r = g.transition(node, c, slot, t);
          if (r != MoveGraph.LEGAL || (t.flags & Transition.EXPLICIT) != 0) {
            continue;
          }
          final int to = t.to;
          final int cost = t.cost;
          if (cost < 0) {
            throw new IllegalStateException("rule set returned a negative cost (" + cost
                + ") for a legal transition");
          }
          final int nc = c + cost;
          final int value = to << 1 | ((t.flags & Transition.STOP) != 0 ? 1 : 0);
          final long seen = bestOf[value];
          if ((int) (seen >>> 32) == epoch && nc >= (int) seen) {
            continue;
          }
          bestOf[value] = SearchArena.pack(epoch, nc);
          predOf[value] = node;
          final int into = hScale == 0 ? nc
              : bucketOf(nc, bucket, h(map, hexCount, to / states, hScale, tq, tr));
          if (into >= head.length || entryCount == entryValue.length) {
            b.entryCount = entryCount;
            b.maxBucket = maxBucket;
            b.push(value, into);
            head = b.head;
            entryValue = b.entryValue;
            entryNext = b.entryNext;
            entryCount = b.entryCount;
            maxBucket = b.maxBucket;
            continue;
          }
          entryValue[entryCount] = value;
          entryNext[entryCount] = head[into];
          head[into] = entryCount++;
          if (into > maxBucket) {
            maxBucket = into;
          }
        }
      }
    }
    b.entryCount = entryCount;
    b.maxBucket = maxBucket;
    b.entries = entries;
    b.edgesScanned = edges;
  }

  private static int bucketOf(int cost, int current, int heuristic) {
    int f = cost + heuristic;
    if (f < current) {
      throw new IllegalStateException("inconsistent search bound: minCostPerHex() is larger than"
          + " the cost of some step");
    }
    return f;
  }

  private static int h(HexMap map, int hexCount, int loc, int scale, int tq, int tr) {
    if (scale == 0 || loc >= hexCount) {
      return 0;
    }
    Hex hex = map.hex(loc);
    return scale * Hex.distance(hex.q(), hex.r(), tq, tr);
  }

  /** The reach entry of a location, or -1. */
  static int entryOf(SearchArena b, int location) {
    if (location < 0 || location >= b.locStamp.length || b.locStamp[location] != b.epoch) {
      return -1;
    }
    return b.locEntry[location];
  }

  /** The cost of the cheapest route the last search found to a location, or -1. */
  static int costTo(SearchBuffers buffers, int location) {
    SearchArena b = arena(buffers);
    int entry = entryOf(b, location);
    return entry < 0 ? -1 : b.entryCost[entry];
  }

  /** The cheapest route the last search found to a location, or null. */
  static Route routeTo(MoveGraph g, SearchBuffers buffers, int location) {
    SearchArena b = arena(buffers);
    int entry = entryOf(b, location);
    return entry < 0 ? null : route(g, buffers, b.entryArrival[entry]);
  }

  static Position position(MoveGraph g, int location) {
    int hexCount = g.map().size();
    if (location < hexCount) {
      return new HexPosition(g.map().hex(location));
    }
    return g.extraPosition(location - hexCount);
  }

  static String label(MoveGraph g, int location) {
    int hexCount = g.map().size();
    if (location < hexCount) {
      return g.map().label(location);
    }
    Position p = g.extraPosition(location - hexCount);
    return p instanceof BoxPosition ? ((BoxPosition) p).box() : String.valueOf(p);
  }

  /** The location of a position in a graph, or -1 if the graph has no such place. */
  static int locationOf(MoveGraph g, Position p) {
    if (p instanceof HexPosition) {
      return g.map().index(((HexPosition) p).hex());
    }
    int k = g.extraLocationOf(p);
    return k < 0 ? -1 : g.map().size() + k;
  }

  /** Like {@link #locationOf} but with a clear error for a place the map does not have. */
  static int requireLocation(MoveGraph g, Position p, String field) {
    int loc = locationOf(g, p);
    if (loc >= 0) {
      return loc;
    }
    if (p instanceof HexPosition) {
      g.map().require(((HexPosition) p).hex(), field);
    }
    throw new InvalidInputException(field, "no such place on this map: " + p);
  }

  /** Rebuilds the cheapest route to an arrival ({@code node << 1 | terminal}). */
  static Route route(MoveGraph g, SearchBuffers buffers, int arrival) {
    final SearchArena b = arena(buffers);
    final int states = g.states();
    List<Integer> chain = new ArrayList<>();
    int v = arrival;
    while (true) {
      chain.add(v);
      int p = b.pred[v];
      if (p < 0) {
        break;
      }
      v = p << 1;
    }
    Collections.reverse(chain);
    int ticks = g.ticksPerMp();
    List<StepReport> steps = new ArrayList<>(chain.size());
    Transition t = EngineScratch.of(buffers).routeTransition;
    for (int i = 1; i < chain.size(); i++) {
      int from = chain.get(i - 1) >>> 1;
      int to = chain.get(i) >>> 1;
      boolean terminal = (chain.get(i) & 1) != 0;
      int fromCost = b.cost(chain.get(i - 1));
      int toCost = b.cost(chain.get(i));
      int slots = g.slots(from);
      int found = -1;
      for (int slot = 0; slot < slots; slot++) {
        t.clear();
        int r = g.transition(from, fromCost, slot, t);
        if (r == MoveGraph.LEGAL && (t.flags & Transition.EXPLICIT) == 0 && t.to == to
            && fromCost + t.cost == toCost && ((t.flags & Transition.STOP) != 0) == terminal) {
          found = slot;
          break;
        }
      }
      if (found < 0) {
        throw new IllegalStateException("rule set transitions are not deterministic: cannot"
            + " rebuild the step into " + label(g, to / states));
      }
      int loc = to / states;
      steps.add(new StepReport(i, position(g, loc), label(g, loc), Mp.ofTicks(t.cost, ticks),
          Mp.ofTicks(toCost, ticks), g.facing(to), g.note(from, found, t)));
    }
    int last = chain.get(chain.size() - 1);
    return new Route(position(g, g.start() / states), steps,
        Mp.ofTicks(steps.isEmpty() ? 0 : steps.get(steps.size() - 1).spent().ticks(ticks), ticks),
        (last & 1) != 0);
  }
}
