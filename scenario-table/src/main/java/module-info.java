/**
 * The table board of Warpath scenario files ({@code "kind": "table"}) for the table-top rule
 * sets, and the JSON shapes of their answers. Installed into the scenario reader by service
 * loading, or explicitly with {@code ScenarioReader.withBoardFormat(new TableFormat())}.
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module io.github.warpath.scenario.table {
  requires transitive io.github.warpath.core;
  requires transitive io.github.warpath.scenario;
  requires transitive io.github.warpath.skirmish;

  exports io.github.warpath.scenario.table;

  provides io.github.warpath.scenario.BoardFormat with
      io.github.warpath.scenario.table.TableFormat;
}
