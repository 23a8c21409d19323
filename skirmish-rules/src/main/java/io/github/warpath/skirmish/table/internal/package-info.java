/**
 * Geometry behind the table rule sets, not part of the API: JTS helpers, the visibility-graph
 * search for shortest routes among grown obstacles, reach regions, sweeps of moving bases and the
 * chart files' parser.
 */
package io.github.warpath.skirmish.table.internal;
