#!/usr/bin/env bash
# The proof on Apple's own tools, for a Mac with Xcode 26 or later (the Xcode example's app target
# uses default MainActor isolation, Swift 6.2):
#
#   scripts/macos-check.sh
#
#   1. builds the example package (Examples/CellGenExample) for the iOS simulator through
#      CellGenBuildPlugin, as a SwiftPM consumer does;
#   2. writes the Xcode project of Examples/CellGenXcodeApp from its XcodeGen spec (project.yml)
#      and builds it: an app target whose screens the build plugin generates through
#      XcodeProjectPlugin;
#   3. runs its tests on an iOS simulator: CellGenScenarioTests (the scenarios of
#      Tests/UIKitDouble/Smoke against real UIKit) and CellGenXcodeAppUITests (a UI test that finds a
#      cell by the accessibility identifier CellGen generates).
#
# Needs Xcode (xcodebuild, simctl), libyaml and XcodeGen: `brew install libyaml xcodegen`.
# CELLGEN_SIMULATOR names the simulator (default: the first available iPhone).
# Prints each step and "N passed, M failed"; exits 1 when a step fails, 2 when it cannot run.
# No Mac was reachable where this script was written: it has never run (docs/RealSDK.md).
set -uo pipefail

if [[ "$(uname)" != Darwin ]]; then
    echo "macos-check.sh: needs macOS with Xcode and the iOS simulator; this is $(uname)." >&2
    echo "On Linux the proof is the UIKit double (swift test) and Apple's SDK type-check (docs/RealSDK.md)." >&2
    exit 2
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
for tool in xcodebuild xcrun xcodegen pkg-config; do
    command -v "$tool" >/dev/null || { echo "macos-check.sh: $tool not found (brew install libyaml xcodegen pkg-config; Xcode for xcodebuild)" >&2; exit 2; }
done
pkg-config --exists yaml-0.1 || { echo "macos-check.sh: libyaml not found: brew install libyaml" >&2; exit 2; }

simulator="${CELLGEN_SIMULATOR:-$(xcrun simctl list devices available | sed -n 's/^ *\(iPhone[^(]*\) (.*/\1/p' | head -1 | sed 's/ *$//')}"
[[ -n "$simulator" ]] || { echo "macos-check.sh: no iPhone simulator available (Xcode > Settings > Components)" >&2; exit 2; }
destination="platform=iOS Simulator,name=$simulator"
logs="$(mktemp -d)"
passed=0
failed=0

# Runs a step, its output kept in a log shown when it fails.
step() {
    local name="$1"; shift
    if "$@" >"$logs/$name.log" 2>&1; then
        echo "PASS $name"
        passed=$((passed + 1))
    else
        echo "FAIL $name (log: $logs/$name.log)"
        grep -E 'error:|\*\* .* FAILED|failed' "$logs/$name.log" | head -20 | sed 's/^/    /'
        failed=$((failed + 1))
    fi
}

example="$root/Examples/CellGenExample"
app="$root/Examples/CellGenXcodeApp"
# xcodebuild finds a package's schemes in the folder it runs in.
in_folder() { local folder="$1"; shift; (cd "$folder" && "$@"); }
step example-package-for-the-simulator in_folder "$example" \
    xcodebuild -quiet -scheme ExampleScreens -destination "generic/platform=iOS Simulator" \
    -skipPackagePluginValidation -derivedDataPath "$logs/example" build
step xcode-project xcodegen generate --spec "$app/project.yml" --project "$app"
step xcode-app-build \
    xcodebuild -quiet -project "$app/CellGenXcodeApp.xcodeproj" -scheme CellGenXcodeApp -destination "$destination" \
    -skipPackagePluginValidation -derivedDataPath "$logs/app" build
step simulator-tests \
    xcodebuild -project "$app/CellGenXcodeApp.xcodeproj" -scheme CellGenXcodeApp -destination "$destination" \
    -skipPackagePluginValidation -derivedDataPath "$logs/app" test

echo "$passed passed, $failed failed ($simulator)"
[[ $failed -eq 0 ]]
