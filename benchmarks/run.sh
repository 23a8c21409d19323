#!/usr/bin/env bash
# Builds the benchmark jar and runs the benchmarks, writing JSON results and the report.
#
#   benchmarks/run.sh quick   # a few minutes: 1 fork, short iterations (a smoke test of the figures)
#   benchmarks/run.sh full    # the published figures: 2 forks, 10 warm-up and 5 measured 1 s iterations
#   benchmarks/run.sh full 'RangeQueryBenchmark|PathQueryBenchmark'
#                             # re-measures only those; their results replace the earlier ones
#
# Every run measures on the default JDK and, if present, on a second JDK given by JDK2_HOME
# (default: the newest Temurin under /usr/lib/jvm, if any). Results go to benchmarks/results/<mode>/,
# the report to docs/benchmarks.md and docs/scaling.svg, and the section of docs/speed.md between
# <!-- benchmarks:start --> and <!-- benchmarks:end --> is replaced.
#
# JDK2_FILTER (a JMH regex) limits what the second JDK runs, JDK2_OPTS replaces its JMH options;
# for example JDK2_FILTER='RangeQueryBenchmark|PathQueryBenchmark' keeps a full run under an hour
# on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-quick}"
filter="${2:-.*}"
case "$mode" in
  quick) opts=(-f 1 -wi 3 -w 1 -i 3 -r 1) ;;
  full) opts=() ;;
  *) echo "usage: benchmarks/run.sh quick|full [JMH regex]" >&2; exit 2 ;;
esac
mvn -B -q -pl benchmarks -am package -DskipTests -Dmaven.javadoc.skip=true -Dmaven.source.skip=true
jar=benchmarks/target/benchmarks.jar
out="benchmarks/results/$mode"
mkdir -p "$out" docs
# a run of everything replaces the results; a filtered run adds a file whose results replace
# the earlier ones of the same benchmarks (the report reads the files in name order)
suffix=""
if [ "$filter" = ".*" ]; then
  rm -f "$out"/jmh-*.json "$out"/memory-*.json
else
  suffix=".update-$(date -u +%Y%m%dT%H%M%S)"
fi

jdks=("$(command -v java)")
second="${JDK2_HOME:-$(ls -d /usr/lib/jvm/temurin-* 2>/dev/null | sort -V | tail -n 1 || true)}"
if [ -n "$second" ] && [ -x "$second/bin/java" ]; then
  jdks+=("$second/bin/java")
fi

java -cp "$jar" io.github.warpath.benchmarks.ScanCounts > "$out/counts.json"
for j in "${jdks[@]}"; do
  v=$("$j" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.version = //p')
  echo "== JDK $v ($j)"
  "$j" -Djdk.attach.allowAttachSelf -Djol.magicFieldOffset=true -cp "$jar" \
    io.github.warpath.benchmarks.MemoryReport > "$out/memory-$v.json" 2>/dev/null
  f="$filter"
  o=("${opts[@]}")
  if [ "$j" != "${jdks[0]}" ]; then
    f="${JDK2_FILTER:-$filter}"
    if [ -n "${JDK2_OPTS:-}" ]; then
      read -r -a o <<< "$JDK2_OPTS"
    fi
  fi
  "$j" -jar "$jar" "$f" "${o[@]}" -prof gc -rf json -rff "$out/jmh-$v$suffix.json"
done
java -cp "$jar" io.github.warpath.benchmarks.ReportGenerator "$out" docs docs/speed.md
