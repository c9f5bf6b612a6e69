#!/usr/bin/env bash
# Builds the UIKit test double into OUTDIR.
#
#   Tests/UIKitDouble/build-double.sh OUTDIR
#
# Produces two module search directories:
#
#   OUTDIR/uikit   UIKit.swiftmodule + libUIKit.so, SwiftUI.swiftmodule + libSwiftUI.so (the
#                  SwiftUI double, Tests/UIKitDouble/SwiftUI, over this UIKit; autolinked)
#                  For `swiftc -swift-version 6 -warnings-as-errors -typecheck -I OUTDIR/uikit ...`
#                  and for compiling and running scenarios (add -L OUTDIR/uikit -lUIKit and
#                  -Xlinker -rpath -Xlinker OUTDIR/uikit). No ObjectiveC module is on this path, so
#                  `#if canImport(ObjectiveC)` is false there, as for any Linux build.
#
#   OUTDIR/objc    ObjectiveC.swiftmodule + UIKit.swiftmodule built with -D CELLGEN_OBJC_TYPECHECK
#                  (adds `UIResponder.target(forAction:withSender:)`, `Selector`-taking APIs and
#                  re-exports ObjectiveC). Type-check only:
#                  `swiftc -swift-version 6 -typecheck -I OUTDIR/objc -Xfrontend -enable-objc-interop ...`
#                  (generating code with -enable-objc-interop crashes the Linux compiler).
#
# Both UIKit modules are built with -enable-library-evolution, so non-frozen enums need
# `@unknown default` in clients as on iOS. The only warning allowed while building the double is
# Foundation's "not compiled with library evolution support" (Linux's Foundation is not resilient);
# any other warning fails the build.
set -euo pipefail

if [[ $# -ne 1 ]]; then
    echo "usage: $0 OUTDIR" >&2
    exit 2
fi

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
mkdir -p "$1"
out="$(cd "$1" && pwd)"
swiftc="${SWIFTC:-swiftc}"
mkdir -p "$out/uikit" "$out/objc"

# Runs swiftc, shows its diagnostics, and fails on any warning but the known Foundation one.
compile() {
    local log
    log="$(mktemp)"
    if ! "$swiftc" "$@" >"$log" 2>&1; then
        cat "$log" >&2
        rm -f "$log"
        return 1
    fi
    local unexpected
    unexpected="$(grep -E '(warning|error):' "$log" | grep -v "was not compiled with library evolution support" || true)"
    if [[ -n "$unexpected" ]]; then
        cat "$log" >&2
        rm -f "$log"
        echo "build-double.sh: unexpected warnings while building the double" >&2
        return 1
    fi
    rm -f "$log"
}

common=(-parse-as-library -swift-version 6 -enable-library-evolution -Onone -g)
uikit_sources=("$here"/UIKit/*.swift)
swiftui_sources=("$here"/SwiftUI/*.swift)

# 1. The UIKit double used by the ordinary type-check and by scenarios.
(
    cd "$out/uikit"
    compile "${common[@]}" -module-name UIKit -emit-module -emit-module-path "$out/uikit/UIKit.swiftmodule" \
        -emit-library -o "$out/uikit/libUIKit.so" "${uikit_sources[@]}"
    # SwiftUI, over that UIKit; autolinked, so a client that imports it needs only -L.
    compile "${common[@]}" -module-name SwiftUI -module-link-name SwiftUI -I "$out/uikit" \
        -emit-module -emit-module-path "$out/uikit/SwiftUI.swiftmodule" \
        -emit-library -o "$out/uikit/libSwiftUI.so" -L "$out/uikit" -lUIKit "${swiftui_sources[@]}"
)

# 2. The ObjectiveC stand-in and the selector variant of UIKit, for the objc-interop type-check.
(
    cd "$out/objc"
    compile "${common[@]}" -module-name ObjectiveC -emit-module -emit-module-path "$out/objc/ObjectiveC.swiftmodule" \
        -emit-library -o "$out/objc/libObjectiveC.so" "$here/ObjectiveC/ObjectiveC.swift"
    compile "${common[@]}" -module-name UIKit -D CELLGEN_OBJC_TYPECHECK -I "$out/objc" \
        -emit-module -emit-module-path "$out/objc/UIKit.swiftmodule" \
        -emit-library -o "$out/objc/libUIKit.so" -L "$out/objc" -lObjectiveC "${uikit_sources[@]}"
    compile "${common[@]}" -module-name SwiftUI -module-link-name SwiftUI -I "$out/objc" \
        -emit-module -emit-module-path "$out/objc/SwiftUI.swiftmodule" \
        -emit-library -o "$out/objc/libSwiftUI.so" -L "$out/objc" -lUIKit "${swiftui_sources[@]}"
)

echo "UIKit double built in $out (uikit/, objc/)"
