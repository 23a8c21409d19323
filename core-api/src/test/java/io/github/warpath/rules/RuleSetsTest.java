package io.github.warpath.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.testrules.TestRules;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Finding rule sets: installed, through a class loader, or registered by hand. */
class RuleSetsTest {

  @Test
  void theCoreInstallsNoRuleSetOfItsOwn() {
    Thread thread = Thread.currentThread();
    ClassLoader before = thread.getContextClassLoader();
    try {
      assertEquals(List.of(), RuleSets.installed().all());
      thread.setContextClassLoader(null);
      assertEquals(List.of(), RuleSets.installed().all(), "without a context class loader too");
    } finally {
      thread.setContextClassLoader(before);
    }
  }

  @Test
  void aRegistryFindsWhatWasRegistered() {
    RuleSets r = RuleSets.of(new TestRules());
    assertTrue(r.find("test").isPresent());
    assertEquals("test", r.find("test").orElseThrow().id());
    assertTrue(r.find("efs").isEmpty());
    assertEquals("RuleSets[test]", r.toString());
  }

  @Test
  void anEmptyRegistrySaysNothingIsInstalled() {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> RuleSets.empty().get("x"));
    assertEquals("ruleSet: unknown rule set 'x'; installed: none", e.getMessage());
    assertEquals("RuleSets[]", RuleSets.empty().toString());
  }

  @Test
  void anUnknownRuleSetOfOursNamesTheArtifactThatProvidesIt() {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> RuleSets.of(new TestRules()).get("squad-afv"));
    assertEquals("ruleSet: unknown rule set 'squad-afv'; installed: test; it is in the artifact"
        + " io.github.warpath:squad-afv-rules: add it to the class path or module path",
        e.getMessage());
    assertEquals("unknown rule set 'efs'; installed: none; it is in the artifact"
        + " io.github.warpath:efs-rules: add it to the class path or module path",
        RuleSets.empty().unknownMessage("efs"));
  }

  @Test
  void aModeIsFoundByIdAndAnUnknownOneListsTheModes() {
    RuleSet rules = new TestRules();
    assertEquals(new MovementMode("normal", "hex to hex"), rules.mode("normal"));
    assertEquals("normal", rules.mode(null).id());
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> rules.mode("teleport"));
    assertEquals("mode: rule set test has no mode 'teleport'; modes: normal", e.getMessage());
  }
}
