package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.cli.serve.ExplorerServer;
import java.net.InetAddress;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code warpath serve}: the options it refuses before it listens. */
class ServeCommandTest {
  @Test
  void aPortOutOfRangeIsBadInputNamingPort() {
    Cli.assertBad("--port: expected 0 to 65535, got 70000", "serve", Cli.ROAD, "--port",
        "70000");
  }

  @Test
  void aPortInUseIsBadInputThatSuggestsAnother() throws Exception {
    try (ExplorerServer other = ExplorerServer.start(Path.of(Cli.ROAD),
        InetAddress.getLoopbackAddress(), 0)) {
      int port = other.uri().getPort();
      Cli.Run r = Cli.run("serve", Cli.ROAD, "--port", Integer.toString(port));
      assertEquals(Main.BAD_INPUT, r.code(), r.err());
      assertTrue(r.err().startsWith("warpath: --port: cannot listen on 127.0.0.1:" + port),
          r.err());
      assertTrue(r.err().contains("try --port 0"), r.err());
    }
  }

  @Test
  void theServerListensOnTheLoopbackAddressByDefault() {
    String help = Cli.run("serve", "--help").out().replaceAll("\\s+", " ");
    assertTrue(help.contains("--bind=ADDRESS The address to listen on (default: 127.0.0.1, this"
        + " machine only)."), help);
    assertTrue(help.contains("--port=N The port (default: 7070; 0 picks a free one)."), help);
  }
}
