/** Internals of squad-afv: the chart, the compiled graph, state checks and move consequences. */
package io.github.warpath.squad.internal;
