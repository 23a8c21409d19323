package io.github.warpath.cli;

import io.github.warpath.cli.serve.ExplorerServer;
import io.github.warpath.scenario.ScenarioException;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code warpath serve}: the movement explorer in the browser, and its JSON endpoints. */
@Command(name = "serve", mixinStandardHelpOptions = true,
    description = {"Serves the movement explorer: a page that draws the scenario's board, shades"
        + " a unit's range, shows the cheapest path to a hex and judges a path you click, and"
        + " JSON endpoints that answer as reach, path and check do with --json.",
        "Listens on 127.0.0.1 only, unless --bind says otherwise; reads the scenario file (and"
        + " the rule book file it names) again whenever it changes. Stop it with Ctrl-C."})
final class ServeCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "SCENARIO", description = "A scenario file (JSON).")
  Path scenarioFile;

  @Option(names = "--port", paramLabel = "N", defaultValue = "7070",
      description = "The port (default: ${DEFAULT-VALUE}; 0 picks a free one).")
  int port;

  @Option(names = "--bind", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
      description = "The address to listen on (default: ${DEFAULT-VALUE}, this machine only)."
          + " Any other address lets other machines ask.")
  String bind;

  @Override
  public Integer call() throws InterruptedException {
    long started = System.nanoTime();
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (port < 0 || port > 65_535) {
      throw new ScenarioException("", 0, 0, "--port", "expected 0 to 65535, got " + port);
    }
    InetAddress address;
    try {
      address = InetAddress.getByName(bind);
    } catch (UnknownHostException e) {
      throw new ScenarioException("", 0, 0, "--bind", "not an address of this machine: " + bind);
    }
    ExplorerServer server;
    try {
      server = ExplorerServer.start(scenarioFile, address, port);
    } catch (IOException e) {
      throw new ScenarioException("", 0, 0, "--port", "cannot listen on " + bind + ":" + port
          + " (" + e.getMessage() + "); is another server there? try --port 0");
    }
    Runtime.getRuntime().addShutdownHook(new Thread(server::close, "warpath-serve-stop"));
    if (!address.isLoopbackAddress()) {
      err.println("warpath: listening on " + bind + ": other machines can ask this server");
    }
    String problem = server.scenarioError();
    if (problem != null) {
      err.println("warpath: the scenario is not valid yet (the page shows why, and reloads"
          + " when the file changes): " + problem);
    }
    out.println("Warpath explorer for " + scenarioFile + ": open " + server.uri()
        + "  (ready in " + (System.nanoTime() - started) / 1_000_000 + " ms; Ctrl-C stops)");
    out.flush();
    err.flush();
    new CountDownLatch(1).await();
    return Main.LEGAL;
  }
}
