#!/usr/bin/env bash
# The time from starting `warpath serve` to its first answer: starts the server on a scenario,
# asks for a range every 10 ms until it answers, prints the milliseconds, stops the server; several times.
# Usage: scripts/serve-first-answer.sh [RUNS] [SCENARIO] [UNIT]   (builds the jar on first use)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-5}"
scenario="${2:-$here/examples/scenarios/example-road.json}"
unit="${3:-recon}"
port=7399
"$here/warpath" --version >/dev/null
for _ in $(seq "$runs"); do
  start=$(date +%s%N)
  java -jar "$here/cli/target/warpath-cli.jar" serve "$scenario" --port "$port" >/dev/null &
  pid=$!
  # Polled through bash's own /dev/tcp: no process started per try to compete with the JVM.
  until (exec 3<>"/dev/tcp/127.0.0.1/$port" \
      && printf 'GET /api/reach?unit=%s HTTP/1.1\r\nHost: 127.0.0.1:%s\r\nConnection: close\r\n\r\n' \
        "$unit" "$port" >&3 \
      && head -c 12 <&3 | grep -q ' 200') 2>/dev/null; do
    sleep 0.01
  done
  end=$(date +%s%N)
  echo "first answer after $(( (end - start) / 1000000 )) ms"
  kill "$pid"
  wait "$pid" 2>/dev/null || true
done
