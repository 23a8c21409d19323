package io.github.warpath.squad;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds squad-afv states for tests: a map of clear hexes in the standard numbering (labels
 * {@code 0101} to {@code CCRR}), terrain, hexside features, roads and units, by label.
 */
final class Fixture {
  static final SquadAfvRules RULES = new SquadAfvRules();
  static final HexNumbering NUMBERING = HexNumbering.standard();

  private final HexMap.Builder map;
  private final List<Unit> units = new ArrayList<>();
  private final Map<String, String> charts = new LinkedHashMap<>();

  Fixture(int columns, int rows) {
    map = HexMap.builder(SquadAfvRules.TERRAIN, columns, rows);
  }

  static Hex hex(String label) {
    return NUMBERING.parse(label);
  }

  static String label(Hex hex) {
    return NUMBERING.label(hex);
  }

  static Step enter(String label) {
    return Step.enter(hex(label));
  }

  Fixture terrain(String label, SquadTerrain... terrain) {
    map.hex(hex(label), terrain);
    return this;
  }

  Fixture side(String a, String b, SquadHexside... features) {
    map.side(hex(a), hex(b), features);
    return this;
  }

  Fixture road(String... labels) {
    map.path(SquadHexside.ROAD, Arrays.stream(labels).map(Fixture::hex).toList());
    return this;
  }

  Fixture chart(String key, String value) {
    charts.put(key, value);
    return this;
  }

  Fixture unit(Unit u) {
    units.add(u);
    return this;
  }

  /** An infantry unit of the allies (leader, squad, half-squad). */
  Fixture infantry(String id, String kind, String label, String... flags) {
    return unit(Unit.builder().id(id).side("allies").kind(kind).position(at(label))
        .addFlags(flags).build());
  }

  /** A vehicle or AFV of the allies. */
  Fixture vehicle(String id, String kind, String label, HexDirection facing, int mp) {
    return unit(Unit.builder().id(id).side("allies").kind(kind).position(at(label))
        .facing(facing).allowance(Mp.of(mp)).build());
  }

  /** A gun of the allies. */
  Fixture gun(String id, String label, HexDirection facing, int mp) {
    return vehicle(id, "gun", label, facing, mp);
  }

  /** An enemy squad. */
  Fixture enemy(String id, String label) {
    return unit(Unit.builder().id(id).side("axis").kind("squad").position(at(label)).build());
  }

  static Position at(String label) {
    return Position.hex(hex(label));
  }

  GameState state() {
    return GameState.builder().ruleSet(SquadAfvRules.ID).board(map.build()).units(units)
        .charts(charts).build();
  }

  static MoveOrder order(MoveQuery query, Step... steps) {
    return MoveOrder.of(query, List.of(steps));
  }

  static MoveOrder order(String unit, Step... steps) {
    return MoveOrder.of(MoveQuery.of(unit), List.of(steps));
  }

  static MoveQuery stack(String... ids) {
    return MoveQuery.builder().addUnits(ids).build();
  }

  static Mp mp(String text) {
    return Mp.parse(text);
  }
}
