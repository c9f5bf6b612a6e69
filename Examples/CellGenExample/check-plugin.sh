#!/usr/bin/env bash
# Checks CellGen's SwiftPM plugins through this example package, as a user's build meets them.
#
#   Examples/CellGenExample/check-plugin.sh [--keep-build]
#
#   1. clean build: `swift package clean`, then `swift build` generates the three screens and the
#      support file and compiles them (no warning in generated code or in the example's sources);
#      the example runner applies inputs and counts rows;
#   2. no-op builds: a second and a third `swift build` rewrite no generated file (same mtimes),
#      and the third runs no CellGen command at all;
#   3. one-spec edit: changing a header title in Settings.screen.yml rewrites Settings+CellGen.swift
#      only, and the new title is in it; a cell library edit (a field of Common.cells.yml) reruns
#      the library's command and those of CatalogSearch and Settings, which use it, and not
#      Gallery's, and rewrites Common+CellGen.swift only;
#   4. bad spec: an unknown key in CatalogSearch.screen.yml fails the build with
#      `CatalogSearch.screen.yml:LINE:COLUMN: error:` and leaves CatalogSearch+CellGen.swift as it was;
#   5. command plugin: refuses without --allow-writing-to-package-directory and on a target
#      without specs; `generate --target ExampleScreens` writes into Sources/ExampleScreens/Generated
#      the same bytes as the `cellgen` tool run by hand; a second run and `check` change nothing;
#      with those files in the target, the build plugin warns and generates nothing (the build
#      compiles the committed files). Generated/ is then deleted, as this target generates on build;
#   6. after restoring the specs, a build regenerates the edited screens and the build plugin's
#      outputs are byte-identical to the tool's;
#   6b. with `models: separate` added to cellgen.yml, the build declares and compiles each spec's and
#      library's +Models.swift (none imports UIKit) and the runner still drives the screens;
#   7. the plugins, including their Xcode variants, type-check (the Xcode part against
#      XcodeStub/XcodeProjectPlugin.swift).
#
# --keep-build skips `swift package clean` (faster when iterating; step 1 then times an
# incremental build). Every file the script edits is restored on exit, and Generated/ removed.
#
# --plugin-package DIR runs the same checks on a copy of this example, in a temporary folder, whose
# manifest takes the plugins from DIR (the CellGenPlugin package scripts/release.sh writes, with a
# prebuilt `cellgen`) instead of CellGen's sources; step 1 then also checks that the build compiles
# nothing of CellGen, and "the tool" is the bundle's binary for this machine.
# Prints timings, "PASS"/"FAIL" per check and "N passed, M failed"; exits non-zero on failure.
set -uo pipefail

keep_build=false
plugin_package=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --keep-build) keep_build=true; shift ;;
        --plugin-package) plugin_package="$(cd "${2:-}" && pwd)" || exit 2; shift 2 ;;
        *) echo "usage: check-plugin.sh [--keep-build] [--plugin-package DIR]" >&2; exit 2 ;;
    esac
done
cd "$(dirname "${BASH_SOURCE[0]}")"
source_example="$(pwd)"
target_dir="Sources/ExampleScreens"
generated="$target_dir/Generated"
specs=("$target_dir/CatalogSearch.screen.yml" "$target_dir/Gallery.screen.yml" "$target_dir/Settings.screen.yml" "$target_dir/Common.cells.yml")

passed=0
failed=0
work="$(mktemp -d)"
if [[ -z "$plugin_package" ]]; then
    plugins="$source_example/../../Plugins"
    tool=".build/debug/cellgen-tool"
else
    # The example's sources, and its manifest with the CellGen dependency swapped for DIR.
    mkdir "$work/consumer"
    cp -R Sources "$work/consumer/"
    sed -e "s#\.package(name: \"CellGen\", path: \"../..\")#.package(name: \"CellGenPlugin\", path: \"$plugin_package\")#" \
        -e 's#package: "CellGen")#package: "CellGenPlugin")#' \
        -e "s#\"../../Tests/UIKitDouble\"#\"$source_example/../../Tests/UIKitDouble\"#" Package.swift >"$work/consumer/Package.swift"
    if grep -q '"\.\./\.\.' "$work/consumer/Package.swift" || ! grep -q "package: \"CellGenPlugin\")" "$work/consumer/Package.swift"; then
        echo "check-plugin.sh: could not point a copy of Package.swift at $plugin_package" >&2
        rm -rf "$work"
        exit 2
    fi
    cd "$work/consumer"
    plugins="$plugin_package/Plugins"
    host="$(swift -print-target-info | sed -n 's/.*"unversionedTriple": "\(.*\)".*/\1/p' | head -n 1)"
    tool="$plugin_package/cellgen.artifactbundle/$(grep "\"$host\"" "$plugin_package/cellgen.artifactbundle/info.json" \
        | sed -n 's/.*"path": "\([^"]*\)".*/\1/p' | head -n 1)"
    [[ -f "$tool" ]] || { echo "check-plugin.sh: $plugin_package's bundle has no variant for $host" >&2; rm -rf "$work"; exit 2; }
    echo "     consumer package in $work/consumer, plugins from $plugin_package, tool $tool"
fi
example="$(pwd)"
pass() { echo "PASS $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1"; failed=$((failed + 1)); [[ -n "${2:-}" && -f "$2" ]] && tail -n 25 "$2" | sed 's/^/    | /'; }
check() { local name="$1"; shift; if "$@"; then pass "$name"; else fail "$name"; fi; }

if [[ -e "$generated" ]]; then
    echo "check-plugin.sh: $generated exists; remove it first (it would be compiled twice)" >&2
    exit 2
fi
# The files the script edits: the specs, and cellgen.yml in step 6b.
edited=("${specs[@]}" "$target_dir/cellgen.yml")
for spec in "${edited[@]}"; do cp -p "$spec" "$work/$(basename "$spec").orig"; done
restore() {
    for spec in "${edited[@]}"; do
        cmp -s "$spec" "$work/$(basename "$spec").orig" || cp -p "$work/$(basename "$spec").orig" "$spec"
    done
    rm -rf "$example/$generated" "$work"
}
trap restore EXIT
trap 'exit 130' INT TERM

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }

# Runs `swift build`, logging to $work/$1.log; sets $build_status and $build_time.
build() {
    local start
    start="$(now)"
    swift build >"$work/$1.log" 2>&1
    build_status=$?
    build_time="$(elapsed "$start")"
    echo "     swift build ($1): ${build_time}s, exit status $build_status"
}

# The build plugin's output folder (its package-identity part follows the folder name).
outputs_dir() {
    find .build/plugins/outputs -path '*/ExampleScreens/*/CellGenBuildPlugin/GeneratedSources' -type d 2>/dev/null | head -n 1
}
# "name mtime" per generated file, sorted.
mtimes() { (cd "$1" && stat -c '%n %.9Y' -- * 2>/dev/null | sort); }
# The names of files whose mtime differs between two mtimes listings.
changed() { diff <(echo "$1") <(echo "$2") | awk '/^>/ { print $2 }' | sort | tr '\n' ' ' | sed 's/ $//'; }

# 1. Clean build ---------------------------------------------------------------------------------
if ! $keep_build; then swift package clean >/dev/null 2>&1; fi
build clean
clean_time="$build_time"
if [[ $build_status -eq 0 ]]; then pass "clean build"; else fail "clean build" "$work/clean.log"; fi
out="$(outputs_dir)"
expected_files="CatalogSearch+CellGen.swift CellGenSupport.swift Common+CellGen.swift Gallery+CellGen.swift Settings+CellGen.swift"
check "build plugin generated $expected_files" \
    test -n "$out" -a "$(ls "${out:-/nonexistent}" 2>/dev/null | sort | tr '\n' ' ' | sed 's/ $//')" == "$expected_files"
check "cellgen.yml applied (header line in every generated file)" \
    test -n "$out" -a "$(grep -l '^// Example header line$' "${out:-/nonexistent}"/*.swift 2>/dev/null | wc -l)" -eq 5
# The UIKit double's own warning (Foundation without library evolution) is expected and ignored.
warnings="$(grep -E '(GeneratedSources|Sources/Example[A-Za-z]+)/[^:]+:[0-9]+:[0-9]+: warning:|unhandled' "$work/clean.log" | sort -u)"
if [[ -z "$warnings" ]]; then
    pass "no warnings in generated code or example sources, no unhandled-file warning for the specs"
else
    fail "warnings: $warnings"
fi
check "ExampleRunner drives the generated data sources" .build/debug/ExampleRunner
if [[ -n "$plugin_package" ]]; then
    compiled="$(grep -oE 'Compiling (CellGen[A-Za-z]*|cellgen|ArgumentParser[A-Za-z]*) ' "$work/clean.log" | sort -u | tr '\n' ' ')"
    if [[ -z "$compiled" ]] && grep -q '\] CellGen ' "$work/clean.log"; then
        pass "the clean build compiled nothing of CellGen: the plugin ran the prebuilt tool"
    else
        fail "the clean build compiled: $compiled" "$work/clean.log"
    fi
fi

# 2. No-op builds --------------------------------------------------------------------------------
before="$(mtimes "$out")"
build noop
noop_time="$build_time"
after="$(mtimes "$out")"
if [[ $build_status -eq 0 && "$before" == "$after" ]]; then
    pass "second build rewrites nothing"
else
    fail "second build rewrote: $(changed "$before" "$after")" "$work/noop.log"
fi
build noop2
noop2_time="$build_time"
after="$(mtimes "$out")"
if [[ $build_status -eq 0 && "$before" == "$after" ]] && ! grep -q '\] CellGen ' "$work/noop2.log"; then
    pass "third build runs no CellGen command"
else
    fail "third build ran: $(grep '\] CellGen ' "$work/noop2.log" | tr '\n' ' ')" "$work/noop2.log"
fi

# 3. One-spec edit -------------------------------------------------------------------------------
settings="$target_dir/Settings.screen.yml"
sed -i.bak 's/^    header: General$/    header: General (edited by check-plugin.sh)/' "$settings" && rm -f "$settings.bak"
before="$(mtimes "$out")"
build edit
edit_time="$build_time"
after="$(mtimes "$out")"
rewritten="$(changed "$before" "$after")"
if [[ $build_status -eq 0 && "$rewritten" == "Settings+CellGen.swift" ]]; then
    pass "editing Settings.screen.yml rewrites Settings+CellGen.swift only"
else
    fail "editing Settings.screen.yml rewrote: '$rewritten' (status $build_status)" "$work/edit.log"
fi
check "the edited title is in the generated code" \
    grep -q 'NSLocalizedString("General (edited by check-plugin.sh)"' "$out/Settings+CellGen.swift"
cp -p "$work/Settings.screen.yml.orig" "$settings"

# 3b. A cell library edit: its command and those of the screens that read it run, no other --------
common="$target_dir/Common.cells.yml"
build settle   # Settings' restored spec, from step 3
sed -i.bak 's/^    fields: { text: String }$/    fields: { text: String, detail: String? }/' "$common" && rm -f "$common.bak"
before="$(mtimes "$out")"
build library
after="$(mtimes "$out")"
rewritten="$(changed "$before" "$after")"
ran="$(grep -o '\] CellGen [A-Za-z.]*' "$work/library.log" | sed 's/.*CellGen //' | sort | tr '\n' ' ')"
if [[ $build_status -eq 0 && "$rewritten" == "Common+CellGen.swift" \
    && "$ran" == "CatalogSearch.screen.yml CellGenSupport.swift Common.cells.yml Settings.screen.yml " ]]; then
    pass "editing Common.cells.yml reruns it and the screens that use it (not Gallery), and rewrites Common+CellGen.swift only"
else
    fail "editing Common.cells.yml ran: '$ran', rewrote: '$rewritten' (status $build_status)" "$work/library.log"
fi
cp -p "$work/Common.cells.yml.orig" "$common"

# 4. A spec with an unknown key ------------------------------------------------------------------
catalog="$target_dir/CatalogSearch.screen.yml"
line="$(grep -n '^    select: repeatSearch$' "$catalog" | cut -d: -f1)"
sed -i.bak 's/^    select: repeatSearch$/    selekt: repeatSearch/' "$catalog" && rm -f "$catalog.bak"
# (The same build may also regenerate Settings, restored just above; CatalogSearch's output must stay.)
before="$(mtimes "$out" | grep '^CatalogSearch+CellGen.swift ')"
build unknown-key
after="$(mtimes "$out" | grep '^CatalogSearch+CellGen.swift ')"
diagnostic="$(grep -E "CatalogSearch\.screen\.yml:$line:5: error: unknown key 'selekt'" "$work/unknown-key.log" | head -n 1)"
if [[ $build_status -ne 0 && -n "$line" && -n "$diagnostic" && -n "$before" && "$before" == "$after" ]]; then
    pass "unknown key fails the build, CatalogSearch+CellGen.swift kept: $diagnostic"
else
    fail "unknown key: status $build_status, CatalogSearch+CellGen.swift '$before' -> '$after'" "$work/unknown-key.log"
fi
cp -p "$work/CatalogSearch.screen.yml.orig" "$catalog"

# 5. The command plugin --------------------------------------------------------------------------
plugin() { swift package "$@" </dev/null >"$work/plugin.log" 2>&1; }
if ! plugin cellgen generate --target ExampleScreens && grep -q -- '--allow-writing-to-package-directory' "$work/plugin.log" \
    && [[ ! -e "$generated" ]]; then
    pass "command plugin without permission explains itself: $(grep -m1 'wants permission' "$work/plugin.log")"
else
    fail "command plugin without permission" "$work/plugin.log"
fi
if ! plugin --allow-writing-to-package-directory cellgen generate --target ExampleRunner \
    && grep -q "target 'ExampleRunner' has no \*.screen.yml" "$work/plugin.log"; then
    pass "command plugin on a target without specs explains itself: $(grep -m1 'error:' "$work/plugin.log")"
else
    fail "command plugin on a target without specs" "$work/plugin.log"
fi
start="$(now)"
plugin --allow-writing-to-package-directory cellgen generate --target ExampleScreens
plugin_status=$?
plugin_time="$(elapsed "$start")"
echo "     swift package cellgen generate: ${plugin_time}s, exit status $plugin_status"
cli="$work/cli"
"$tool" generate "${specs[@]}" --config "$target_dir/cellgen.yml" --output "$cli" >"$work/cli.log" 2>&1
same=true
[[ $plugin_status -eq 0 && "$(ls "$generated" 2>/dev/null)" == "$(ls "$cli" 2>/dev/null)" && -n "$(ls "$cli" 2>/dev/null)" ]] || same=false
for file in "$cli"/*; do cmp -s "$file" "$generated/$(basename "$file")" || same=false; done
if $same; then
    pass "command plugin wrote the tool's bytes ($(ls "$generated" | wc -l) files in $generated)"
else
    fail "command plugin output differs from 'cellgen generate'" "$work/plugin.log"
fi
before="$(mtimes "$generated")"
plugin --allow-writing-to-package-directory cellgen generate --target ExampleScreens
plugin_status=$?
after="$(mtimes "$generated")"
if [[ $plugin_status -eq 0 && "$before" == "$after" ]] && grep -q '0 files written' "$work/plugin.log"; then
    pass "command plugin run twice changes nothing"
else
    fail "second command plugin run rewrote: '$(changed "$before" "$after")'" "$work/plugin.log"
fi
check "command plugin 'check' finds Generated/ up to date" \
    plugin --allow-writing-to-package-directory cellgen check --target ExampleScreens
build committed
if [[ $build_status -eq 0 ]] && grep -q "target 'ExampleScreens' holds generated code" "$work/committed.log" \
    && ! grep -q '\] CellGen ' "$work/committed.log"; then
    pass "build plugin steps aside, with a warning, for committed generated files: $(grep -m1 "holds generated code" "$work/committed.log" | cut -c1-100)..."
else
    fail "build with committed Generated/ (status $build_status)" "$work/committed.log"
fi
rm -rf "$generated"

# 6. Restored specs ------------------------------------------------------------------------------
build restored
if [[ $build_status -eq 0 ]] && ! grep -q 'edited by check-plugin.sh' "$out/Settings+CellGen.swift"; then
    pass "build after restoring the specs regenerates them"
else
    fail "build after restoring the specs" "$work/restored.log"
fi
same=true
for file in "$cli"/*; do cmp -s "$file" "$out/$(basename "$file")" || same=false; done
check "build plugin outputs are the tool's bytes" $same

# 6b. Separate models ----------------------------------------------------------------------------
printf 'models: separate\n' >>"$target_dir/cellgen.yml"
# SwiftPM plans a build again (and asks the plugin for its commands) only when the package or
# the target's files change: after editing cellgen.yml's 'models', a team touches Package.swift.
touch Package.swift
build separate
models_expected="CatalogSearch+Models.swift Common+Models.swift Gallery+Models.swift Settings+Models.swift"
models_found="$(cd "$out" && ls -- *+Models.swift 2>/dev/null | sort | tr '\n' ' ' | sed 's/ $//')"
if [[ $build_status -eq 0 && "$models_found" == "$models_expected" ]] && ! grep -q '^import UIKit' "$out"/*+Models.swift; then
    pass "models: separate: the build plugin declares and compiles $models_expected, none importing UIKit"
else
    fail "models: separate (status $build_status, models files: $models_found)" "$work/separate.log"
fi
check "ExampleRunner drives the screens with separate models" .build/debug/ExampleRunner
cp -p "$work/cellgen.yml.orig" "$target_dir/cellgen.yml"
touch Package.swift
build inline
check "models inline again: the build plugin declares no +Models.swift" \
    test $build_status -eq 0 -a -z "$(cd "$out" && find . -newer "$work/separate.log" -name '*+Models.swift')"
# SwiftPM leaves undeclared files in the plugin's folder; a --keep-build run's step 1 lists it.
rm -f "$out"/*+Models.swift

# 7. The plugins type-check, with their Xcode variants -------------------------------------------
plugin_api="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/pm/PluginAPI"
if [[ -d "$plugin_api" ]]; then
    stub="$work/xcode-stub"
    mkdir -p "$stub"
    typecheck() {
        swiftc -swift-version 6 -typecheck -parse-as-library -package-description-version 6.1 -I "$plugin_api" "$@" \
            >>"$work/typecheck.log" 2>&1
    }
    if swiftc -swift-version 6 -parse-as-library -package-description-version 6.1 -I "$plugin_api" -emit-module \
        -module-name XcodeProjectPlugin -emit-module-path "$stub/XcodeProjectPlugin.swiftmodule" \
        "$source_example/XcodeStub/XcodeProjectPlugin.swift" >"$work/typecheck.log" 2>&1 \
        && typecheck -I "$stub" "$plugins/CellGenBuildPlugin/"*.swift \
        && typecheck -I "$stub" "$plugins/CellGenCommandPlugin/"*.swift; then
        pass "plugins' Xcode variants type-check against XcodeStub"
    else
        fail "plugins' Xcode variants do not type-check" "$work/typecheck.log"
    fi
else
    echo "SKIP Xcode variants type-check (no PluginAPI at $plugin_api)"
fi

echo "timings: clean build ${clean_time}s, no-op builds ${noop_time}s and ${noop2_time}s, one-spec edit ${edit_time}s, command plugin generate ${plugin_time}s"
echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
