package io.github.warpath.hexsystem.internal;

import io.github.warpath.map.HexMap;
import io.github.warpath.search.EpochMarks;

/**
 * Per-hex marks of the position as the moving unit sees it: enemy units (how many, which, air),
 * enemy zones of control (units projecting and zones per hex), friendly units and Airdrop
 * markers that negate zones, friendly and enemy Beachhead markers, and Control markers. Filled
 * once per compiled query and reused between queries, so filling allocates nothing.
 */
final class PositionMarks {
  final EpochMarks enemyCount = new EpochMarks();
  final EpochMarks enemyUnit = new EpochMarks();
  final EpochMarks enemyAir = new EpochMarks();
  final EpochMarks zocUnits = new EpochMarks();
  final EpochMarks zocCount = new EpochMarks();
  final EpochMarks friendly = new EpochMarks();
  /** Friendly beachheads, with the direction of their beachhead hexside. */
  final EpochMarks beachFriendly = new EpochMarks();
  final EpochMarks beachEnemy = new EpochMarks();
  /** The side a Control marker gives a hex. */
  final EpochMarks control = new EpochMarks();

  /**
   * Marks a state for a moving unit.
   *
   * @param map the map
   * @param sd the state's units and markers
   * @param unitIndex the moving unit
   * @param side its side code
   */
  void fill(HexMap map, StateData sd, int unitIndex, int side) {
    int hexCount = map.size();
    enemyCount.reset(hexCount);
    enemyUnit.reset(hexCount);
    enemyAir.reset(hexCount);
    zocUnits.reset(hexCount);
    zocCount.reset(hexCount);
    friendly.reset(hexCount);
    beachFriendly.reset(hexCount);
    beachEnemy.reset(hexCount);
    control.reset(hexCount);
    for (int i = 0; i < sd.unitCount; i++) {
      int h = sd.hex[i];
      if (i == unitIndex || h < 0) {
        continue;
      }
      if (sd.side[i] == side) {
        if (!sd.air[i]) {
          friendly.add(h);
        }
        continue;
      }
      enemyCount.increment(h, 1);
      enemyUnit.put(h, i);
      if (sd.air[i]) {
        enemyAir.add(h);
      }
      if (!ZoneOfControl.projects(sd.air[i], sd.noZoc[i])) {
        continue;
      }
      zocUnits.increment(h, 1);
      for (int d = 0; d < 6; d++) {
        int n = ZoneOfControl.reaches(map, h, d);
        if (n >= 0) {
          zocCount.increment(n, 1);
        }
      }
    }
    for (int k = 0; k < sd.beachHex.length; k++) {
      if (sd.beachSide[k] == side) {
        beachFriendly.put(sd.beachHex[k], sd.beachDir[k]);
      } else {
        beachEnemy.add(sd.beachHex[k]);
      }
    }
    for (int k = 0; k < sd.airdropHex.length; k++) {
      if (sd.airdropSide[k] == side) {
        friendly.add(sd.airdropHex[k]);
      }
    }
    for (int k = 0; k < sd.controlHex.length; k++) {
      control.put(sd.controlHex[k], sd.controlSide[k]);
    }
  }
}
