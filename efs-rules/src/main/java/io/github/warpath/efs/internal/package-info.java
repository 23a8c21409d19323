/** The compiled movement graph and the tables behind the efs rule set; not an API. */
package io.github.warpath.efs.internal;
