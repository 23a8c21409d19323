package io.github.warpath.skirmish.table.internal;

import io.github.warpath.InvalidInputException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Reads the default charts that rule sets ship as resource files. */
public final class ChartCsv {
  private ChartCsv() {}

  /**
   * The rows of a comma-separated resource: blank lines and lines starting with {@code #} are
   * skipped, cells are trimmed, the first row is the header.
   *
   * @param owner the class whose module and package hold the resource
   * @param name the resource name, relative to the owner's package
   * @return the rows, header first
   */
  public static List<String[]> csv(Class<?> owner, String name) {
    List<String[]> rows = new ArrayList<>();
    try (InputStream in = owner.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing chart resource " + name + " beside "
            + owner.getName());
      }
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        String t = line.trim();
        if (t.isEmpty() || t.startsWith("#")) {
          continue;
        }
        String[] cells = t.split(",", -1);
        for (int i = 0; i < cells.length; i++) {
          cells[i] = cells[i].trim();
        }
        rows.add(cells);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return rows;
  }

  /**
   * Parses a chart value that must be a non-negative number of inches.
   *
   * @param field the chart key, for messages
   * @param text the value
   * @return the number
   * @throws InvalidInputException if it is not a finite non-negative number
   */
  public static double inches(String field, String text) {
    try {
      double d = Double.parseDouble(text.trim());
      if (!(d >= 0) || !Double.isFinite(d)) {
        throw new NumberFormatException();
      }
      return d;
    } catch (NumberFormatException e) {
      throw new InvalidInputException(field, "expected a number of inches (0 or more), got '"
          + text + "'");
    }
  }
}
