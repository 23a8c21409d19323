#!/usr/bin/env bash
# Release dry run: builds the Central bundle at a release version in a scratch copy of the
# checkout and inspects it, without uploading anything.
#
#   scripts/release-dry-run.sh [VERSION]      (default 0.1.0)
#
# 1. Copies the tracked files into a scratch directory and sets every POM's version to VERSION
#    (the publishing plugin defers SNAPSHOT versions, so a SNAPSHOT build has no bundle).
# 2. Signs with a throw-away key made for this run (Central requires signatures) and runs
#    `mvn -Prelease deploy -DskipUpload=true`, which writes
#    target/central-publishing/central-bundle.zip.
# 3. Checks that every published artifact is in the bundle with its POM, jar, sources and
#    javadoc jars, a signature and checksums for each, and that no unpublished module is; and that
#    each published POM, after inheritance, names the project's own url and scm (no module path
#    appended), a name, a description, the licence and the developers.
# Exits non-zero, saying what is missing, when any check fails.
set -euo pipefail

version="${1:-0.1.0}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/warpath-release.XXXXXX")"
trap 'rm -rf "$work"' EXIT

mvn_cmd="mvn"
[ -x "$here/mvnw" ] && mvn_cmd="$here/mvnw"

echo "release dry run: version $version in a scratch copy"
(cd "$here" && git ls-files -z | tar --null -T - -cf -) | (mkdir -p "$work/src" && tar -xf - -C "$work/src")
find "$work/src" -name pom.xml -print0 |
  xargs -0 sed -i "s#<version>[0-9][^<]*-SNAPSHOT</version>#<version>$version</version>#"

export GNUPGHOME="$work/gnupg"
mkdir -m 700 "$GNUPGHOME"
gpg --batch --quiet --passphrase '' --quick-gen-key 'Warpath release dry run <dry-run@warpath.invalid>' \
  ed25519 sign 1d >/dev/null 2>&1

log="$work/build.log"
if ! (cd "$work/src" && "$mvn_cmd" -B -Prelease deploy -DskipTests -DskipUpload=true \
    -Dgpg.keyname=dry-run@warpath.invalid >"$log" 2>&1); then
  tail -n 60 "$log"
  echo "release dry run: the build failed" >&2
  exit 1
fi

bundle="$work/src/target/central-publishing/central-bundle.zip"
[ -f "$bundle" ] || { echo "release dry run: no bundle at target/central-publishing" >&2; exit 1; }

published=$(sed -n 's#.*<artifactId>\(.*\)</artifactId>.*#\1#p' "$here/bom/pom.xml" | sort -u)
listing="$work/bundle.txt"
unzip -Z1 "$bundle" | sort >"$listing"
failures=0
fail() { echo "release dry run: $*" >&2; failures=$((failures + 1)); }

for artifact in warpath-build bom parent $published; do
  dir="io/github/warpath/$artifact/$version"
  base="$dir/$artifact-$version"
  files=("$base.pom")
  if ! [[ "$artifact" =~ ^(warpath-build|bom|parent)$ ]]; then
    files+=("$base.jar" "$base-sources.jar" "$base-javadoc.jar")
  fi
  for f in "${files[@]}"; do
    for suffix in "" .asc .md5 .sha1; do
      grep -qxF "$f$suffix" "$listing" || fail "missing $f$suffix"
    done
  done
done
for unpublished in benchmarks cli vassal-jar examples snippets; do
  if grep -q "^io/github/warpath/$unpublished/" "$listing"; then fail "$unpublished is in the bundle"; fi
done

# The published POMs after inheritance: url and scm must be the project's own.
effective="$work/effective.xml"
(cd "$work/src" && "$mvn_cmd" -B -q help:effective-pom -Doutput="$effective" >>"$log" 2>&1) ||
  { tail -n 30 "$log"; fail "effective-pom failed"; }
python3 - "$effective" $published <<'PY' || failures=$((failures + 1))
import sys, xml.etree.ElementTree as ET
path, wanted = sys.argv[1], set(sys.argv[2:])
ns = {"m": "http://maven.apache.org/POM/4.0.0"}
root = ET.parse(path).getroot()
projects = root.findall("m:project", ns) if root.tag.endswith("projects") else [root]
url = "https://github.com/warpath/warpath"
bad = 0
seen = set()
for p in projects:
    aid = p.findtext("m:artifactId", namespaces=ns)
    if aid not in wanted:
        continue
    seen.add(aid)
    checks = {
        "url": p.findtext("m:url", namespaces=ns),
        "scm/url": p.findtext("m:scm/m:url", namespaces=ns),
        "scm/connection": p.findtext("m:scm/m:connection", namespaces=ns),
    }
    expected = {"url": url, "scm/url": url, "scm/connection": "scm:git:" + url + ".git"}
    for key, value in checks.items():
        if value != expected[key]:
            print(f"release dry run: {aid}: {key} is {value!r}, expected {expected[key]!r}", file=sys.stderr)
            bad += 1
    for key in ("m:name", "m:description", "m:licenses/m:license/m:name", "m:developers/m:developer/m:name"):
        if not (p.findtext(key, namespaces=ns) or "").strip():
            print(f"release dry run: {aid}: no {key.replace('m:', '')}", file=sys.stderr)
            bad += 1
for missing in sorted(wanted - seen):
    print(f"release dry run: no effective POM for {missing}", file=sys.stderr)
    bad += 1
sys.exit(1 if bad else 0)
PY

# Fresh consumer projects, one on the class path and one on the module path, made of the README's
# quick start exactly as printed (its dependencies block and its Java file), built against the
# bundle's artifacts alone: the Warpath artifacts come from the unpacked bundle, not from the
# local repository, where the build above installed copies of them.
local_repo="$(cd "$work/src" && "$mvn_cmd" -B -q help:evaluate -Dexpression=settings.localRepository -DforceStdout 2>/dev/null)"
rm -rf "$local_repo"/io/github/warpath/*/"$version"
mkdir -p "$work/repo" && unzip -q "$bundle" -d "$work/repo"
extract() { # the fenced block after a marker line of the README
  awk -v m="$1" 'found && /^```/ { if (inside) exit; inside = 1; next } inside { print } $0 == m { found = 1 }' "$here/README.md"
}
extract '<!-- consumer-pom -->' | sed "s#<version>[^<]*</version>#<version>$version</version>#" >"$work/deps.xml"
extract '<!-- snippet: quickstart/QuickStart.java -->' >"$work/QuickStart.java"
extract '<!-- output: quickstart.QuickStart -->' >"$work/expected.txt"
for kind in classpath modulepath; do
  p="$work/consumer-$kind"
  mkdir -p "$p/src/main/java/quickstart"
  cp "$work/QuickStart.java" "$p/src/main/java/quickstart/"
  if [ "$kind" = modulepath ]; then
    printf 'module quickstart {\n  requires io.github.warpath.efs;\n  requires io.github.warpath.scenario;\n}\n' \
      >"$p/src/main/java/module-info.java"
  fi
  {
    printf '<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n'
    printf '  <groupId>example</groupId><artifactId>consumer</artifactId><version>1</version>\n'
    printf '  <properties><maven.compiler.release>17</maven.compiler.release>\n'
    printf '    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding></properties>\n'
    printf '  <repositories><repository><id>bundle</id><url>file://%s</url></repository></repositories>\n' "$work/repo"
    cat "$work/deps.xml"
    printf '  <build><plugins><plugin><artifactId>maven-compiler-plugin</artifactId><version>3.15.0</version></plugin>\n'
    printf '    <plugin><artifactId>maven-dependency-plugin</artifactId><version>3.9.0</version></plugin></plugins></build>\n'
    printf '</project>\n'
  } >"$p/pom.xml"
  if ! (cd "$p" && "$mvn_cmd" -B -q compile dependency:build-classpath -Dmdep.outputFile=cp.txt >>"$log" 2>&1); then
    tail -n 30 "$log"; fail "the quick start does not build on the $kind"; continue
  fi
  if [ "$kind" = modulepath ]; then
    run=(java -p "$p/target/classes:$(cat "$p/cp.txt")" -m quickstart/quickstart.QuickStart)
  else
    run=(java -cp "$p/target/classes:$(cat "$p/cp.txt")" quickstart.QuickStart)
  fi
  if ! "${run[@]}" >"$p/out.txt" 2>&1; then
    cat "$p/out.txt"; fail "the quick start does not run on the $kind"
  elif ! diff -u "$work/expected.txt" "$p/out.txt"; then
    fail "the quick start on the $kind prints something else than the README shows"
  else
    echo "release dry run: the README's quick start compiles and runs on the $kind"
  fi
done
rm -rf "$local_repo"/io/github/warpath/*/"$version"

if [ "$failures" -gt 0 ]; then
  echo "release dry run: $failures problem(s)" >&2
  exit 1
fi
echo "release dry run: bundle of $(grep -c '' "$listing") files, every published artifact complete:"
grep -E '\.(jar|pom)$' "$listing" | sed 's#^io/github/warpath/##' | sed 's#^#  #'
