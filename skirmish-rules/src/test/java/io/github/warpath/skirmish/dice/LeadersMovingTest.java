package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import org.junit.jupiter.api.Test;

/** 10.2 Leaders Moving. */
class LeadersMovingTest {
  private static final Unit A = Dx.with(Dx.team("a", "uk", 10, 10), "section", "s1");
  private static final Unit B = Dx.with(Dx.team("b", "uk", 10, 14), "section", "s1");
  private static final Unit JL = Dx.with(Dx.unit("cpl", "uk", "junior-leader", Dx.at(12, 12)),
      "attached-to", "s1");
  private static final Unit SL = Dx.unit("lt", "uk", "senior-leader", Dx.at(20, 20));

  @Test
  void aJuniorLeaderMovesWithHisSection() {
    GameState s = Dx.state(Dx.table(), A, B, JL);
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,3", "a", "b", "cpl"),
        Dx.at(16, 10, 16, 14, 18, 12)));
    assertTrue(v.legal(), v::toString);
  }

  @Test
  void aJuniorLeaderDoesNotMoveAlone() {
    GameState s = Dx.state(Dx.table(), A, B, JL);
    assertEquals(DiceRule.LEADERS.ref(), Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,3",
        "cpl"), Dx.at(18, 12))).violations().get(0).rule());
  }

  @Test
  void aSectionDoesNotLeaveItsJuniorLeaderBehind() {
    GameState s = Dx.state(Dx.table(), A, B, JL);
    assertEquals(DiceRule.LEADERS.ref(), Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,3",
        "a", "b"), Dx.at(16, 10, 16, 14))).violations().get(0).rule());
    assertTrue(Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,3", "a"), Dx.at(16, 10))).legal(),
        "a Team moving on its own may leave him with the other Team");
    assertTrue(Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,3", "a", "cpl"),
        Dx.at(16, 10, 18, 12))).legal(), "or take him along");
  }

  @Test
  void aSeniorLeaderMovesAloneAndAddsNoShockAtTheDouble() {
    GameState s = Dx.state(Dx.table(), A, SL);
    MoveOutcome o = Dx.RULES.apply(s, Dx.order(Dx.q("double", "1,1,1", "lt"), Dx.at(30, 20)));
    assertTrue(o.verdict().legal(), o.verdict()::toString);
    assertEquals(Dx.at(23, 20), o.state().orElseThrow().unit("lt").position());
    assertEquals("0", o.state().orElseThrow().unit("lt").attribute("shock", "0"));
    MoveOutcome with = Dx.RULES.apply(s, Dx.order(Dx.q("double", "1,1,1", "a", "lt"),
        Dx.at(20, 10, 30, 20)));
    assertEquals("1", with.state().orElseThrow().unit("a").attribute("shock", "0"));
    assertEquals("0", with.state().orElseThrow().unit("lt").attribute("shock", "0"));
  }

  @Test
  void aJuniorLeaderNamesWhomHeIsAttachedTo() {
    Unit loose = Dx.unit("cpl", "uk", "junior-leader", Dx.at(12, 12));
    Verdict v = Dx.RULES.check(Dx.state(Dx.table(), A, loose), Dx.order(Dx.q("normal", "3,3",
        "a", "cpl"), Dx.at(16, 10, 18, 12)));
    assertEquals(DiceRule.LEADERS.ref(), v.violations().get(0).rule());
    assertEquals("Junior Leader 'cpl' moves only with the Section or Team he is attached to"
        + " ('')", v.violations().get(0).reason());
    Unit toTeam = Dx.with(loose, "attached-to", "a");
    assertTrue(Dx.RULES.check(Dx.state(Dx.table(), A, toTeam), Dx.order(Dx.q("normal", "3,3",
        "a", "cpl"), Dx.at(16, 10, 18, 12))).legal());
    Verdict left = Dx.RULES.check(Dx.state(Dx.table(), A, toTeam), Dx.order(Dx.q("normal",
        "3,3", "a"), Dx.at(16, 10)));
    assertEquals("Junior Leader 'cpl' is attached to 'a' and moves with it: add him to the"
        + " order", left.violations().get(0).reason());
    Unit lost = Unit.builder().from(toTeam).position(io.github.warpath.state.Position.box("lost"))
        .build();
    assertTrue(Dx.RULES.check(Dx.state(Dx.table(), A, lost), Dx.order(Dx.q("normal", "3,3",
        "a"), Dx.at(16, 10))).legal(), "a leader who is off the table stays behind");
  }
}
