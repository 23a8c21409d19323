package io.github.warpath.skirmish.dice;

import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.Unit;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * 10.2 Leaders Moving: a Junior Leader moves only with the Section or Team he is attached to,
 * and is never left behind when it moves; Senior Leaders move alone or with any unit.
 */
final class LeadersMoving {
  private LeadersMoving() {}

  /** Reports Junior Leaders that move without their unit or stay behind when it moves. */
  static void check(DiceCheck c) {
    DiceContext ctx = c.ctx;
    Set<String> ids = ctx.moverIds();
    Set<String> sections = new LinkedHashSet<>();
    for (Unit u : ctx.movers) {
      if (u.kind().equals(MiniaturesDiceRules.TEAM)) {
        sections.add(u.attribute("section", u.id()));
      }
    }
    for (Unit u : ctx.movers) {
      if (!u.kind().equals(MiniaturesDiceRules.JUNIOR)) {
        continue;
      }
      String to = u.attribute("attached-to", "");
      if (!ids.contains(to) && !sections.contains(to)) {
        c.bad(DiceRule.LEADERS, "Junior Leader '" + u.id() + "' moves only with the Section or"
            + " Team he is attached to ('" + to + "')", 0, null);
      }
    }
    for (Unit l : ctx.state.units()) {
      if (!l.kind().equals(MiniaturesDiceRules.JUNIOR) || ids.contains(l.id())
          || !(l.position() instanceof TablePosition)) {
        continue;
      }
      String to = l.attribute("attached-to", "");
      boolean wholeSection = sections.contains(to) && allTeamsOf(ctx, to, ids);
      if (ids.contains(to) || wholeSection) {
        c.bad(DiceRule.LEADERS, "Junior Leader '" + l.id() + "' is attached to '" + to
            + "' and moves with it: add him to the order", 0, null);
      }
    }
  }

  private static boolean allTeamsOf(DiceContext ctx, String section, Set<String> ids) {
    for (Unit u : ctx.state.units()) {
      if (u.kind().equals(MiniaturesDiceRules.TEAM)
          && u.attribute("section", u.id()).equals(section) && !ids.contains(u.id())) {
        return false;
      }
    }
    return true;
  }
}
