#!/usr/bin/env bash
# Smoke test of generated code against the UIKit double.
#
#   Tests/UIKitDouble/Smoke/smoke.sh GENDIR [OUTDIR]
#
# GENDIR holds the output of `cellgen generate` for specs/*.screen.yml and the proof screens
# Tests/CellGenCoreTests/Fixtures/Proof/ ListShapes, Activity, Inbox, Gallery, Album, Photos, Shelf,
# Account and Preferences with the Kit cell library, and Board with the Tiles cell library (their
# <Screen>+CellGen.swift files, Kit+CellGen.swift, Tiles+CellGen.swift and CellGenSupport.swift), e.g.
#   cellgen generate specs Tests/CellGenCoreTests/Fixtures/Proof/{ListShapes,Activity,Inbox,Gallery,Album,Photos,Shelf,Account,Preferences,Board}.screen.yml \
#       Tests/CellGenCoreTests/Fixtures/Proof/{Kit,Tiles}.cells.yml \
#       --output GENDIR
# OUTDIR (default: a temporary directory) receives the double.
# Steps, each reported as PASS/FAIL:
#   1. build the double (build-double.sh);
#   2. type-check GENDIR + the smoke cells and action handlers (Cells.swift, NibCells.swift,
#      ListShapesCells.swift, ActivityCells.swift, InboxCells.swift, GalleryCells.swift, PhotosCells.swift,
#      LibraryCells.swift, Handlers.swift, OffMainActor.swift)
#      in Swift 6 with warnings as errors;
#   3. type-check the same with -enable-objc-interop against the ObjectiveC stand-in (selector maps);
#   4. compile (warnings as errors: SIL diagnostics such as "will never be executed" only appear
#      here) and run the scenarios: every other Smoke file (main.swift runs AllScenarios.swift's
#      list; the TestingDriver+iOS*.swift files are empty off iOS);
#   5. run ../Fidelity/check-fidelity.sh against the double (each snippet's `// expect:` line; the
#      comparison with Apple's SDK needs the SDK and is run by hand, see that script).
# Prints "N passed, M failed" and exits non-zero when any step fails.
set -uo pipefail

gen="$(cd "${1:?usage: $0 GENDIR [OUTDIR]}" && pwd)"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${2:-$(mktemp -d)}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
passed=0
failed=0

step() {
    local name="$1"
    shift
    local log="$out/$name.log"
    if "$@" >"$log" 2>&1; then
        echo "PASS $name"
        passed=$((passed + 1))
    else
        echo "FAIL $name (log: $log)"
        grep -E '(error|warning):|FAIL' "$log" | grep -v '^ *|' | sort -u | head -20 | sed 's/^/    /'
        failed=$((failed + 1))
    fi
}

cells=("$here/Cells.swift" "$here/NibCells.swift" "$here/ListShapesCells.swift" "$here/ActivityCells.swift" "$here/InboxCells.swift"
    "$here/GalleryCells.swift" "$here/PhotosCells.swift" "$here/LibraryCells.swift" "$here/Handlers.swift"
    "$here/OffMainActor.swift")
scenarios=()
for file in "$here"/*.swift; do
    [[ " ${cells[*]} " == *" $file "* ]] || scenarios+=("$file")
done
generated=("$gen"/*.swift)

step build-double "$here/../build-double.sh" "$out"
step typecheck swiftc -swift-version 6 -warnings-as-errors -typecheck -continue-building-after-errors \
    -I "$out/uikit" "${generated[@]}" "${cells[@]}"
step typecheck-objc swiftc -swift-version 6 -warnings-as-errors -typecheck -continue-building-after-errors \
    -I "$out/objc" -Xfrontend -enable-objc-interop "${generated[@]}" "${cells[@]}"
step compile swiftc -swift-version 6 -warnings-as-errors -Onone -g -I "$out/uikit" -L "$out/uikit" -lUIKit \
    -Xlinker -rpath -Xlinker "$out/uikit" "${generated[@]}" "${cells[@]}" "${scenarios[@]}" -o "$out/smoke-scenarios"
if [[ -x "$out/smoke-scenarios" ]]; then
    step scenarios "$out/smoke-scenarios"
else
    echo "FAIL scenarios (not built)"
    failed=$((failed + 1))
fi
step fidelity "$here/../Fidelity/check-fidelity.sh" "$out"

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
