#!/usr/bin/env bash
# How the table reach grows with the corners of terrain: writes tables with one impassable area
# of N corners (shapes circle, star and comb, see benchmarks' CornerTables), asks the command line
# for the reach of one model 5" from it (miniatures-fixed: Run; miniatures-dice: dice 6,6), each in
# a fresh JVM, and prints the exit code, wall and CPU seconds and the peak resident memory.
#
#   scripts/table-corners.sh [JAR] [SHAPES] [CORNERS] [LIMIT_SECONDS]
#
# JAR defaults to cli/target/warpath-cli.jar (build it first, e.g. by running ./warpath once);
# SHAPES to "circle star comb", CORNERS to "100 1000 10000", LIMIT_SECONDS to 120 (a run that
# takes longer is stopped and shows exit 124). Needs GNU time at /usr/bin/time.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
jar=${1:-$root/cli/target/warpath-cli.jar}
shapes=${2:-circle star comb}
corners=${3:-100 1000 10000}
limit=${4:-120}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

javac -d "$work/classes" -cp "$jar" \
  "$root/benchmarks/src/main/java/io/github/warpath/benchmarks/CornerTables.java"
printf '%-17s %-6s %6s %5s %8s %8s %8s\n' "rule set" shape corners exit "wall s" "CPU s" "peak MB"
for rs in miniatures-fixed miniatures-dice; do
  for shape in $shapes; do
    # shellcheck disable=SC2086
    java -cp "$work/classes:$jar" io.github.warpath.benchmarks.CornerTables "$work" "$rs" \
      "$shape" $corners
    for n in $corners; do
      how=(--mode run)
      [ "$rs" = miniatures-dice ] && how=(--dice 6,6)
      set +e
      /usr/bin/time -o "$work/time" -f "%e %U %S %M" timeout "$limit" java -jar "$jar" reach \
        "$work/$rs-$shape-$n.json" --unit u "${how[@]}" --no-picture >"$work/out" 2>&1
      code=$?
      set -e
      read -r wall user sys kb < <(tail -1 "$work/time")
      printf '%-17s %-6s %6s %5s %8s %8.1f %8d\n' "$rs" "$shape" "$n" "$code" "$wall" \
        "$(echo "$user + $sys" | bc)" $((kb / 1024))
    done
  done
done
