package io.github.warpath.internal;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.immutables.value.Value;

/**
 * The one Immutables style of the project, applied to the packages that declare value types.
 *
 * <p>Implementations are package-private; each value type exposes {@code builder()} and a nested
 * {@code Builder}, so users never name generated classes and need no Immutables on their class
 * path. Source retention keeps this annotation out of the published class files.
 */
@Target({ElementType.PACKAGE, ElementType.TYPE})
@Retention(RetentionPolicy.SOURCE)
@Value.Style(
    visibility = Value.Style.ImplementationVisibility.PACKAGE,
    overshadowImplementation = true,
    jdkOnly = true,
    allowedClasspathAnnotations = {Override.class},
    defaults = @Value.Immutable(copy = true))
public @interface WarpathStyle {}
