package io.github.warpath.cli;

import io.github.warpath.InvalidInputException;
import io.github.warpath.scenario.Results;
import java.io.BufferedWriter;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import picocli.CommandLine;

/**
 * The {@code warpath} command line: rule sets, movement ranges, cheapest paths, move checks and
 * step costs on scenario files.
 *
 * <p>Exit codes: {@value #LEGAL} the move is legal (or the command succeeded), {@value #ILLEGAL}
 * the move is illegal (or the target cannot be reached), {@value #BAD_INPUT} bad input (a
 * malformed scenario, an unknown unit, a hex off the map, a wrong option), {@value #INTERNAL} an
 * internal error (a bug: please report it with the command that caused it).
 */
public final class Main {
  /** The move is legal, or the command succeeded. */
  public static final int LEGAL = 0;
  /** The move is illegal, or the target cannot be reached legally. */
  public static final int ILLEGAL = 1;
  /** The input is malformed. */
  public static final int BAD_INPUT = 2;
  /** Something went wrong inside Warpath. */
  public static final int INTERNAL = 3;

  private Main() {}

  /**
   * Runs the command line and exits with its code.
   *
   * @param args the arguments
   */
  public static void main(String[] args) {
    // buffered: a file of orders writes a million lines; println still flushes each answer
    PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out,
        StandardCharsets.UTF_8), 1 << 16), true);
    PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8),
        true);
    int code = run(args, out, err, System.in, System.out);
    out.flush();
    err.flush();
    System.exit(code);
  }

  /**
   * Runs the command line.
   *
   * @param args the arguments
   * @param terminalOut where answers go (control characters in them are escaped)
   * @param terminalErr where messages about bad input go (escaped alike)
   * @param in standard input, for {@code --moves -}
   * @return the exit code
   */
  public static int run(String[] args, PrintWriter terminalOut, PrintWriter terminalErr,
      InputStream in) {
    return run(args, terminalOut, terminalErr, in, null);
  }

  /**
   * Runs the command line, writing answers in bulk (those of {@code check --moves}) as bytes to
   * the stream under {@code terminalOut}, escaped for a terminal as {@code terminalOut}'s are.
   *
   * @param args the arguments
   * @param terminalOut where answers go (control characters in them are escaped)
   * @param terminalErr where messages about bad input go (escaped alike)
   * @param in standard input, for {@code --moves -}
   * @param rawOut the UTF-8 byte stream {@code terminalOut} writes to, or null to write every
   *     answer through {@code terminalOut}
   * @return the exit code
   */
  public static int run(String[] args, PrintWriter terminalOut, PrintWriter terminalErr,
      InputStream in, OutputStream rawOut) {
    PrintWriter out = new PrintWriter(new TerminalText(terminalOut));
    PrintWriter err = new PrintWriter(new TerminalText(terminalErr));
    boolean json = Arrays.asList(args).contains("--json");
    CommandLine cmd = new CommandLine(new WarpathCommand(in, rawOut));
    // an argument that starts with @ is a file name or a label, never a file of arguments
    cmd.setExpandAtFiles(false);
    cmd.setOut(out);
    cmd.setErr(err);
    cmd.setParameterExceptionHandler((ex, arguments) -> {
      if (json) {
        out.println(Results.error(new InvalidInputException("", ex.getMessage())).toJson());
      }
      err.println("warpath: " + ex.getMessage());
      CommandLine failed = ex.getCommandLine();
      err.println("Try 'warpath " + (failed.getParent() == null ? ""
          : failed.getCommandName() + " ") + "--help'.");
      err.flush();
      out.flush();
      return BAD_INPUT;
    });
    cmd.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
      if (ex instanceof InvalidInputException) {
        return Commands.badInput((InvalidInputException) ex, json, out, err);
      }
      err.println("warpath: internal error: " + ex);
      ex.printStackTrace(err);
      err.flush();
      return INTERNAL;
    });
    int code;
    try {
      code = cmd.execute(args);
    } catch (OutOfMemoryError e) {
      out.flush();
      err.println("warpath: out of memory (" + e.getMessage() + "); the answer is too large for"
          + " the Java heap: give Java more (java -Xmx2g -jar ...) or ask about less");
      code = INTERNAL;
    }
    out.flush();
    err.flush();
    return code;
  }
}
