/**
 * The immutable game state: units with their attributes and positions, markers, the environment
 * (turn, phase, active side, weather) and the board they stand on.
 *
 * <p>Every type here is an immutable value, safe to share between threads. Build them with their
 * {@code builder()} methods; derive changed copies with the {@code with...} methods. Applying a
 * legal move never changes a state, it returns a new one.
 */
@WarpathStyle
package io.github.warpath.state;

import io.github.warpath.internal.WarpathStyle;
