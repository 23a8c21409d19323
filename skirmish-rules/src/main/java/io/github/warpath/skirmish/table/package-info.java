/**
 * The miniatures table shared by the inch-based rule sets: a {@link
 * io.github.warpath.skirmish.table.Table} measured in inches with terrain {@link
 * io.github.warpath.skirmish.table.Feature features} (areas and linear features with a width),
 * model positions ({@link io.github.warpath.skirmish.table.TablePosition}), routes, reach
 * regions and SVG pictures.
 *
 * <p>Geometry is computed with the JTS Topology Suite. Lengths are doubles in inches; two lengths
 * that differ by no more than {@link io.github.warpath.skirmish.table.Table#TOLERANCE} (a
 * thousandth of an inch) count as equal, so a model that ends exactly 1" from another is "within
 * 1 inch" and not "more than 1 inch" away, and a route 6.0004" long is within a 6" allowance.
 *
 * <p>Every type here is an immutable value and safe to share between threads.
 */
package io.github.warpath.skirmish.table;
