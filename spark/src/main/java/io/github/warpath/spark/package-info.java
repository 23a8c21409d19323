/**
 * Warpath on Apache Spark: legality checks and movement ranges over Datasets, and Spark SQL
 * functions, for sweeps over millions of orders.
 *
 * <p>{@link io.github.warpath.spark.WarpathSpark} checks a Dataset of orders (one JSON order a
 * row, the shape the command line's {@code check --moves} reads, or the same orders as columns,
 * {@code id}, {@code unit}, {@code path}..., as Spark's JSON reader or a Parquet file gives them)
 * and returns one verdict row per order; it also sweeps movement ranges, one row per unit or
 * start position. {@link io.github.warpath.spark.WarpathFunctions} registers the same answers
 * as SQL functions. {@link io.github.warpath.spark.CheckJob} is a batch job for {@code
 * spark-submit}.
 *
 * <p>The scenario travels to the executors once, as a broadcast; each task reads it at most once
 * per executor and keeps its own search buffers.
 */
package io.github.warpath.spark;
