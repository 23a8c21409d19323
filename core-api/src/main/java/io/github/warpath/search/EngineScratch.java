package io.github.warpath.search;

import io.github.warpath.rules.SearchBuffers;

/**
 * The records the engine reuses in a set of buffers besides the arena's arrays: the transition
 * its searches price steps into, the one it rebuilds routes with, and a walk's arrival arrays.
 * They are SPI types, so the caller API's buffers keep them as one of their {@link
 * SearchBuffers#scratch scratch} objects rather than in fields of their own.
 */
final class EngineScratch {
  /** The record a search prices transitions into. */
  final Transition transition = new Transition();
  /** The record a route is rebuilt with, apart from the one searches use. */
  final Transition routeTransition = new Transition();
  /** The arrivals of the last walk on these buffers. */
  final WalkArrivals walkArrivals = new WalkArrivals();
  /**
   * The walk of the last order judged on these buffers, or null if the eligibility rules
   * refused it before any step: what {@code apply} and the alternatives read after the verdict.
   */
  Walk judged;

  private EngineScratch() {}

  /**
   * The engine's records in a set of buffers, created on their first query. Looking them up
   * allocates nothing.
   */
  static EngineScratch of(SearchBuffers buffers) {
    return buffers.scratch(EngineScratch.class, EngineScratch::new);
  }
}
