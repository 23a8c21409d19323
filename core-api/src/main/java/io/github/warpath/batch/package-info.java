/**
 * Checking many moves at once: many orders against one state, or many variants of a state (a
 * unit moved, the weather or the phase changed) built with the state's {@code with...} methods,
 * judged in parallel over a given number of threads, each with its own search buffers, and
 * returned in input order. See {@link io.github.warpath.batch.Batch}.
 */
package io.github.warpath.batch;
