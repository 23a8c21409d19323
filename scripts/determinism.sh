#!/usr/bin/env bash
# Determinism across Java versions: builds the command line once, runs every JSON answer listed in
# cli/src/test/resources/determinism/commands.txt on two JDKs, and compares the outputs byte for
# byte with each other and with the committed golden files.
#
#   OTHER_JDK=/path/to/jdk-25 scripts/determinism.sh
#
# The first JDK is `java` on the PATH (or FIRST_JDK, a JDK home); the second is OTHER_JDK (a JDK
# home). SKIP_BUILD=1 uses the jar already built; OUT_DIR keeps the outputs (default: a temporary
# folder). Exit code 0 when every output is identical on both JDKs and to its golden file.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
commands=$root/cli/src/test/resources/determinism/commands.txt
golden=$root/cli/src/test/resources/determinism/golden
jar=$root/cli/target/warpath-cli.jar
first=${FIRST_JDK:+$FIRST_JDK/bin/}java
second=${OTHER_JDK:?set OTHER_JDK to the home of the second JDK}/bin/java
out=${OUT_DIR:-$(mktemp -d)}

if [ -z "${SKIP_BUILD:-}" ]; then
  (cd "$root" && mvn -B -q -pl cli -am package -DskipTests -Dmaven.javadoc.skip)
fi

run() {
  local java=$1 dir=$2 line name args
  mkdir -p "$dir"
  while IFS= read -r line; do
    case "$line" in '#'* | '') continue ;; esac
    name=${line%% | *}
    args=${line#* | }
    args=${args//\{examples\}/examples/scenarios}
    # shellcheck disable=SC2086 # the arguments are words without spaces
    (cd "$root" && "$java" -jar "$jar" $args > "$dir/$name.json") || [ $? -le 1 ]
  done < "$commands"
}

echo "first:  $("$first" -version 2>&1 | head -1)"
echo "second: $("$second" -version 2>&1 | head -1)"
run "$first" "$out/first"
run "$second" "$out/second"

count=$(find "$out/first" -name '*.json' | wc -l)
bytes=$(cat "$out/first"/*.json | wc -c)
status=0
if diff -r "$out/first" "$out/second" > "$out/jdk.diff"; then
  echo "$count outputs ($bytes bytes): identical on both JDKs"
else
  echo "$count outputs: the JDKs differ, see $out/jdk.diff"
  status=1
fi
if diff -r "$golden" "$out/first" > "$out/golden.diff"; then
  echo "$count outputs: identical to the golden files"
else
  echo "the outputs differ from the golden files, see $out/golden.diff"
  status=1
fi
echo "outputs in $out"
exit $status
