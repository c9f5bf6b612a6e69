#!/usr/bin/env bash
# Type-checks every Tests/UIKitDouble/Fidelity/*.swift against the UIKit double, and optionally
# against Apple's iOS SDK, and compares the outcome with the file's first line:
#
#   // expect: ok                          type-checks with -warnings-as-errors
#   // expect: error: <substring>           fails, and a diagnostic contains <substring>
#
# in the language mode a second line `// mode: NAME` names (scripts/ios-sdk-check.sh --modes; plain
# Swift 6 without it), with that script's flags for it.
#
#   Tests/UIKitDouble/Fidelity/check-fidelity.sh OUTDIR [SDKDIR]
#
# OUTDIR is as given to build-double.sh (built beforehand). Each file is checked against
# OUTDIR/uikit and, with -enable-objc-interop, OUTDIR/objc. With SDKDIR (a folder holding
# iPhoneOS17.4.sdk, res/ (a Swift resource directory for the iOS target) and module-cache/), each
# file is also checked against the real SDK with -target arm64-apple-ios15.0.
# Prints one line per file and target and "N passed, M failed"; exits non-zero when any fails.
set -uo pipefail

out="$(cd "${1:?usage: $0 OUTDIR [SDKDIR]}" && pwd)"
sdk="${2:-}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
swiftc="${SWIFTC:-swiftc}"
passed=0
failed=0

modes_script="$here/../../../scripts/ios-sdk-check.sh"

typecheck() {
    local target="$1" file="$2" mode flags=()
    mode="$(sed -n '2s|^// mode: ||p' "$file")"
    while IFS= read -r flag; do flags+=("$flag"); done < <(bash "$modes_script" --flags "${mode:-swift6}")
    [[ ${#flags[@]} -gt 0 ]] || return 2
    case "$target" in
    uikit) "$swiftc" "${flags[@]}" -warnings-as-errors -typecheck -I "$out/uikit" "$file" ;;
    objc) "$swiftc" "${flags[@]}" -warnings-as-errors -typecheck -I "$out/objc" -Xfrontend -enable-objc-interop "$file" ;;
    sdk) "$swiftc" -typecheck -target arm64-apple-ios15.0 -sdk "$sdk/iPhoneOS17.4.sdk" -resource-dir "$sdk/res" \
        -module-cache-path "$sdk/module-cache" "${flags[@]}" -warnings-as-errors "$file" ;;
    esac
}

targets=(uikit objc)
[[ -n "$sdk" ]] && targets+=(sdk)

for file in "$here"/*.swift; do
    name="$(basename "$file" .swift)"
    expect="$(head -n 1 "$file" | sed -n 's|^// expect: ||p')"
    if [[ -z "$expect" ]]; then
        echo "FAIL $name (first line is not '// expect: ...')"
        failed=$((failed + 1))
        continue
    fi
    for target in "${targets[@]}"; do
        log="$(typecheck "$target" "$file" 2>&1)"
        status=$?
        if [[ "$expect" == ok && $status -eq 0 ]] ||
            [[ "$expect" == error:* && $status -ne 0 && "$log" == *"${expect#error: }"* ]]; then
            echo "PASS $name [$target]"
            passed=$((passed + 1))
        else
            echo "FAIL $name [$target] (expected: $expect)"
            echo "$log" | grep -E 'error:|warning:' | grep -v '^ *|' | head -5 | sed 's/^/    /'
            failed=$((failed + 1))
        fi
    done
done

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
