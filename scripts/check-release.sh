#!/usr/bin/env bash
# Checks what scripts/release.sh wrote, as a user of the release meets it:
#
#   scripts/check-release.sh [DIST]        (DIST defaults to dist/)
#
#   1. info.json: schemaVersion 1.0, one executable artifact `cellgen` whose version is the binary's
#      `--version`, every variant's binary present, and a variant for this machine's triple;
#   2. the zip holds the bundle as it is, and the .sha256 file is what `swift package
#      compute-checksum` prints for it;
#   3. the binary loads no libyaml, and (on Linux) no Swift runtime or Foundation library;
#   4. in a temporary folder without the project, with an empty environment, the binary generates
#      the bundled specs/ into the same bytes as a debug build of the sources, `check` passes, and
#      a broken spec gets a located error with nothing written;
#   5. CellGenPlugin/Package.swift declares the same plugins as CellGen's Package.swift, and its
#      release form (write-plugin-package.sh with a URL) names the zip by url: and checksum:;
#   6. a consumer package builds through CellGenPlugin, with the plugins generating code
#      (Examples/CellGenExample/check-plugin.sh --plugin-package; Linux only, since the example
#      builds against the UIKit double).
#
# Prints "PASS"/"FAIL" per check and "N passed, M failed"; exits non-zero on failure. Needs python3
# (to read JSON).
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dist="$(cd "${1:-$root/dist}" && pwd)" || exit 2
bundle="$dist/cellgen.artifactbundle"
passed=0
failed=0
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
pass() { echo "PASS $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1"; failed=$((failed + 1)); [[ -n "${2:-}" && -f "$2" ]] && tail -n 25 "$2" | sed 's/^/    | /'; }

host="$(swift -print-target-info | sed -n 's/.*"unversionedTriple": "\(.*\)".*/\1/p' | head -n 1)"
variant="$(python3 - "$bundle/info.json" "$host" <<'EOF'
import json, sys
variants = json.load(open(sys.argv[1]))["artifacts"]["cellgen"]["variants"]
print(next((v["path"] for v in variants if sys.argv[2] in v["supportedTriples"]), ""))
EOF
)"
binary="$bundle/$variant"

# 1. info.json -----------------------------------------------------------------------------------
if problems="$(python3 - "$bundle" "$host" 2>&1 <<'EOF'
import json, os, subprocess, sys
bundle, host = sys.argv[1], sys.argv[2]
info = json.load(open(os.path.join(bundle, "info.json")))
problems = []
if info.get("schemaVersion") != "1.0":
    problems.append(f"schemaVersion is {info.get('schemaVersion')!r}, not '1.0'")
artifacts = info.get("artifacts", {})
if list(artifacts) != ["cellgen"]:
    problems.append(f"artifacts are {list(artifacts)}, not ['cellgen']")
artifact = artifacts.get("cellgen", {})
if artifact.get("type") != "executable":
    problems.append(f"type is {artifact.get('type')!r}, not 'executable'")
known = {"x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu", "arm64-apple-macosx", "x86_64-apple-macosx"}
for variant in artifact.get("variants", []):
    path = os.path.join(bundle, variant["path"])
    if not os.access(path, os.X_OK):
        problems.append(f"variant {variant['path']} is not an executable file")
    if not variant.get("supportedTriples") or not set(variant["supportedTriples"]) <= known:
        problems.append(f"variant {variant['path']} has triples {variant.get('supportedTriples')}")
hosted = [v for v in artifact.get("variants", []) if host in v["supportedTriples"]]
if not hosted:
    problems.append(f"no variant for this machine, {host}")
else:
    version = subprocess.run([os.path.join(bundle, hosted[0]["path"]), "--version"], capture_output=True, text=True).stdout.strip()
    if artifact.get("version") != version:
        problems.append(f"version is {artifact.get('version')!r}, the binary says {version!r}")
print("; ".join(problems) if problems else f"cellgen {artifact['version']}, variants " + ", ".join(
    f"{v['path']} {v['supportedTriples']}" for v in artifact["variants"]))
sys.exit(1 if problems else 0)
EOF
)"; then pass "info.json: $problems"; else fail "info.json: $problems"; fi

# 2. The zip and its checksum --------------------------------------------------------------------
(cd "$work" && unzip -q "$dist/cellgen.artifactbundle.zip")
sum="$(cd "$dist" && swift package compute-checksum cellgen.artifactbundle.zip 2>/dev/null)"
if diff -r "$bundle" "$work/cellgen.artifactbundle" >/dev/null \
    && [[ -n "$sum" && "$(cat "$dist/cellgen.artifactbundle.zip.sha256")" == "$sum  cellgen.artifactbundle.zip" ]] \
    && (cd "$dist" && shasum -a 256 -c --status cellgen.artifactbundle.zip.sha256); then
    pass "the zip ($(du -h "$dist/cellgen.artifactbundle.zip" | cut -f1)) unzips to the bundle; its SHA-256 is swift package compute-checksum's, $sum"
else
    fail "the zip does not unzip to the bundle, or its .sha256 is not '$sum  cellgen.artifactbundle.zip'"
fi

# 3. Linked libraries ----------------------------------------------------------------------------
if [[ "$(uname -s)" == Darwin ]]; then libraries="$(otool -L "$binary")"; else libraries="$(ldd "$binary")"; fi
echo "$libraries" | sed 's/^/    /'
if [[ -n "$libraries" ]] && ! grep -qE 'libyaml|libswift|libFoundation|libdispatch' <<<"$libraries"; then
    pass "the binary ($(du -h "$binary" | cut -f1)) loads no libyaml, Swift runtime or Foundation library"
else
    fail "the binary loads a library it should carry inside"
fi

# 4. The binary alone, on the bundled specs -------------------------------------------------------
alone="$work/alone"
mkdir -p "$alone/bin"
cp "$binary" "$alone/bin/cellgen"
cp -R "$root/specs" "$alone/specs"
run_alone() { (cd "$alone" && env -i PATH=/usr/bin:/bin HOME="$alone" ./bin/cellgen "$@"); }
(cd "$root" && swift build --product cellgen >"$work/debug-build.log" 2>&1 \
    && "$(swift build --show-bin-path)/cellgen" generate specs --output "$work/expected" >/dev/null) \
    || fail "could not build and run the debug cellgen" "$work/debug-build.log"
if run_alone generate specs --output Generated >"$work/alone.log" 2>&1 && diff -r "$work/expected" "$alone/Generated" >>"$work/alone.log"; then
    pass "in a folder without the project, the binary generates specs/ as the sources do: $(tail -n 1 "$work/alone.log")"
else
    fail "the binary's output for specs/ differs from the sources'" "$work/alone.log"
fi
if run_alone check specs --output Generated >"$work/alone-check.log" 2>&1; then
    pass "the binary's check finds Generated/ up to date"
else
    fail "the binary's check" "$work/alone-check.log"
fi
printf 'screen: Broken\ncells:\n  Row: { fields: [text: String\n' >"$alone/specs/Broken.screen.yml"
before="$(cd "$alone" && find Generated -type f -exec cksum {} + | sort)"
run_alone generate specs --output Generated >"$work/broken.log" 2>&1
status=$?
after="$(cd "$alone" && find Generated -type f -exec cksum {} + | sort)"
if [[ $status -ne 0 && "$before" == "$after" ]] && grep -qE '^specs/Broken\.screen\.yml:[0-9]+:[0-9]+: error: ' "$work/broken.log"; then
    pass "a broken spec: $(grep -m1 'error:' "$work/broken.log"), nothing written"
else
    fail "a broken spec (exit status $status)" "$work/broken.log"
fi

# 5. The same plugins in both manifests ----------------------------------------------------------
(cd "$root" && swift package dump-package >"$work/root.json" 2>"$work/dump.log") \
    && (cd "$dist/CellGenPlugin" && swift package dump-package >"$work/dist.json" 2>>"$work/dump.log")
if problems="$(python3 - "$work/root.json" "$work/dist.json" 2>&1 <<'EOF'
import json, sys
def plugins(path):
    package = json.load(open(path))
    targets = {t["name"]: {k: t.get(k) for k in ("pluginCapability", "dependencies")}
               for t in package["targets"] if t["type"] == "plugin"}
    products = sorted((p["name"], tuple(p["targets"])) for p in package["products"] if "plugin" in p["type"])
    return targets, products
root, dist = plugins(sys.argv[1]), plugins(sys.argv[2])
print("same" if root == dist else f"CellGen's: {root}\nCellGenPlugin's: {dist}")
sys.exit(0 if root == dist else 1)
EOF
)"; then
    pass "CellGenPlugin declares CellGen's plugins, capabilities and products as they are"
else
    fail "the plugin declarations differ (update scripts/write-plugin-package.sh): $problems" "$work/dump.log"
fi

url="https://example.com/cellgen/releases/download/0.0.0/cellgen.artifactbundle.zip"
"$root/scripts/write-plugin-package.sh" "$work/url-package" "$bundle" "0.0.0" "$url" "$sum"
if (cd "$work/url-package" && swift package dump-package 2>"$work/url.log") \
    | grep -q "\"url\" : \"$url\"" && grep -q "checksum: \"$sum\"" "$work/url-package/Package.swift" \
    && [[ ! -e "$work/url-package/cellgen.artifactbundle" ]]; then
    pass "with a URL, CellGenPlugin names the zip by url: and its checksum:, and carries no bundle"
else
    fail "the release form of CellGenPlugin/Package.swift" "$work/url.log"
fi

# 6. A consumer package through CellGenPlugin ----------------------------------------------------
if [[ "$(uname -s)" == Darwin ]]; then
    echo "SKIP a consumer package through CellGenPlugin: the example builds against the UIKit double, on Linux only"
else
    plugin_package="$dist/CellGenPlugin"
    if [[ ! -d "$plugin_package/cellgen.artifactbundle" ]]; then
        # Written with --url: its bundle is on the release page. The same package with path: stands in.
        plugin_package="$work/path-package"
        "$root/scripts/write-plugin-package.sh" "$plugin_package" "$bundle" "$(sed -n 's/.*"version": "\(.*\)".*/\1/p' "$bundle/info.json")"
    fi
    bash "$root/Examples/CellGenExample/check-plugin.sh" --plugin-package "$plugin_package" | tee "$work/consumer.log" | sed 's/^/    /'
    if [[ ${PIPESTATUS[0]} -eq 0 ]]; then
        pass "a consumer package builds through CellGenPlugin: $(grep '^timings:' "$work/consumer.log")"
    else
        fail "a consumer package through CellGenPlugin: $(tail -n 1 "$work/consumer.log")"
    fi
fi

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
