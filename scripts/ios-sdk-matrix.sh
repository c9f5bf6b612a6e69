#!/usr/bin/env bash
# The matrix of specs and language modes against Apple's real iOS SDK: each screen spec of specs/
# and Tests/CellGenCoreTests/Fixtures/Proof/, generated alone (with the cell libraries beside it
# that it uses, as `cellgen generate SPEC` writes them) and scaffolded, is one module, type-checked
# in every mode of scripts/ios-sdk-check.sh. IOSSDKProofTests compiles the same code to objects,
# one module for all specs per mode; this shows each spec on its own.
#
#   CELLGEN_IOS_SDK=DIR scripts/ios-sdk-matrix.sh [--objects]
#
# --objects also compiles each module to arm64 objects (twice as long).
# Prints a Markdown table (a row per spec, a column per mode: pass or FAIL) and exits 1 when any
# cell fails.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
check=("$root/scripts/ios-sdk-check.sh" --typecheck-only)
[[ "${1:-}" == --objects ]] && check=("$root/scripts/ios-sdk-check.sh")
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

(cd "$root" && swift build --product cellgen >"$work/build.log" 2>&1) || { cat "$work/build.log" >&2; exit 2; }
cellgen="$(cd "$root" && swift build --product cellgen --show-bin-path 2>/dev/null)/cellgen"
modules=()
specs=()
for spec in "$root"/specs/*.screen.yml "$root"/Tests/CellGenCoreTests/Fixtures/Proof/*.screen.yml; do
    name="$(basename "$spec" .screen.yml)"
    "$cellgen" generate "$spec" --output "$work/$name/generated" >/dev/null 2>&1
    "$cellgen" scaffold "$spec" --output "$work/$name/scaffolded" >/dev/null 2>&1
    # Scaffold writes a library's cells beside the screen's, so every spec has both folders.
    modules+=("Spec$name=$work/$name/generated,$work/$name/scaffolded")
    specs+=("$name")
done

"${check[@]}" --mode all --work "$work/build" "${modules[@]}" >"$work/log" 2>&1 || true
mapfile -t modes < <(bash "$root/scripts/ios-sdk-check.sh" --modes)
printf '| Spec |'; printf ' %s |' "${modes[@]}"; printf '\n|---|'; printf -- '---|%.0s' "${modes[@]}"; printf '\n'
failures=0
for name in "${specs[@]}"; do
    printf '| %s |' "$name"
    for mode in "${modes[@]}"; do
        if grep -q "^PASS Spec$name \[$mode\]" "$work/log"; then printf ' pass |'; else printf ' FAIL |'; failures=$((failures + 1)); fi
    done
    printf '\n'
done
grep -E '^(checked|[0-9]+ passed)' "$work/log"
[[ $failures -eq 0 ]] || { grep -E 'error:' "$work/log" | grep -v '`-' | head -20; exit 1; }
