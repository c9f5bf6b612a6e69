#!/usr/bin/env bash
# Checks Swift code against Apple's real iOS SDK: type-checks, then compiles to arm64 objects (no
# linking), for arm64-apple-ios15.0 in Swift 6 mode with warnings as errors.
#
#   scripts/ios-sdk-check.sh [--ios VERSION] [--work DIR] MODULE=PATH[,PATH...] [MODULE=PATH...]
#
# Each MODULE=... argument is one Swift module made of the .swift files at the given paths (files,
# or folders whose .swift files are taken, not recursively). Modules are checked in the order
# given, and each may import the ones before it (the app-side package's runner imports its
# screens). A module of many files is compiled in one frontend (-wmo): CellGen's proof compiles
# about 1,100 files at once.
#
#   --ios VERSION   deployment target (default 15.0, CellGen's minimum); the proof uses 14.0 to
#                   show the availability error one step below the minimum.
#   --work DIR      where objects and modules go (default: a temporary folder, removed at exit).
#
# Where the SDK comes from:
#   - CELLGEN_IOS_SDK=DIR: a folder written by shared/tools/ios-sdk/prepare.sh (it holds
#     iPhoneOS*.sdk, the resource dir res/, and gets module-cache/ on the first run). This is how
#     Linux gets the SDK: prepare.sh turns a git dir of the public repository danpashin/sdks into
#     that folder. The SDK is Apple's: never commit it or any part of it.
#   - CELLGEN_IOS_SDK=xcrun, or unset on macOS: Xcode's SDK (`xcrun --sdk iphoneos`).
#
# Prints each step and "checked N files in M modules (type-check Xs, compile Ys)"; exits 1 when
# any module fails (with the compiler's diagnostics), 2 on a usage or setup problem.
set -euo pipefail

usage() {
    sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

ios=15.0
work=""
modules=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --ios) ios="${2:?--ios needs a version}"; shift 2 ;;
        --work) work="${2:?--work needs a folder}"; shift 2 ;;
        -h|--help) usage ;;
        *=*) modules+=("$1"); shift ;;
        *) echo "ios-sdk-check.sh: expected MODULE=PATH[,PATH...], got '$1'" >&2; exit 2 ;;
    esac
done
[[ ${#modules[@]} -gt 0 ]] || usage

# The SDK, the compiler and the flags that differ between a prepared folder and Xcode.
sdk_source="${CELLGEN_IOS_SDK:-}"
if [[ -z "$sdk_source" && "$(uname)" == Darwin ]]; then sdk_source=xcrun; fi
if [[ -z "$sdk_source" ]]; then
    echo "ios-sdk-check.sh: no iOS SDK: set CELLGEN_IOS_SDK to a folder prepared by prepare.sh (see docs/RealSDK.md)" >&2
    exit 2
fi
if [[ "$sdk_source" == xcrun ]]; then
    sdk="$(xcrun --sdk iphoneos --show-sdk-path)"
    swiftc=("$(xcrun --sdk iphoneos -f swiftc)")
    platform_flags=()
    cache="${TMPDIR:-/tmp}/cellgen-ios-sdk-module-cache"
else
    prepared="$(cd "$sdk_source" && pwd)"
    sdk="$(find "$prepared" -maxdepth 1 -name 'iPhoneOS*.sdk' | sort | tail -1)"
    if [[ -z "$sdk" || ! -d "$prepared/res" ]]; then
        echo "ios-sdk-check.sh: $prepared is not a folder prepared by prepare.sh (no iPhoneOS*.sdk or res/)" >&2
        exit 2
    fi
    swiftc=(swiftc)
    platform_flags=(-resource-dir "$prepared/res")
    cache="$prepared/module-cache"
fi

if [[ -z "$work" ]]; then
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"
work="$(cd "$work" && pwd)"

# "${a[@]+"${a[@]}"}" expands an empty array under `set -u` in macOS's bash 3.2 too.
common=(-target "arm64-apple-ios$ios" -sdk "$sdk" ${platform_flags[@]+"${platform_flags[@]}"} -module-cache-path "$cache"
        -swift-version 6 -warnings-as-errors -package-name CellGenSDKCheck -I "$work")

# Seconds with a fraction (macOS's date has no %N); sums and differences through awk.
now() { perl -MTime::HiRes=time -e 'printf "%.3f", time'; }
count_files() { if [[ $1 -eq 1 ]]; then echo "1 file"; else echo "$1 files"; fi; }
seconds() { awk "BEGIN { printf \"%.1f\", $1 }"; }
typecheck_seconds=0
compile_seconds=0
file_count=0
failed=0

for module in "${modules[@]}"; do
    name="${module%%=*}"
    files=()
    IFS=',' read -r -a paths <<<"${module#*=}"
    for path in "${paths[@]}"; do
        if [[ -d "$path" ]]; then
            while IFS= read -r file; do files+=("$file"); done < <(find "$path" -maxdepth 1 -name '*.swift' | sort)
        elif [[ -f "$path" ]]; then
            files+=("$path")
        else
            echo "ios-sdk-check.sh: $name: no such file or folder: $path" >&2
            exit 2
        fi
    done
    if [[ ${#files[@]} -eq 0 ]]; then
        echo "ios-sdk-check.sh: $name: no .swift files in ${module#*=}" >&2
        exit 2
    fi
    file_count=$((file_count + ${#files[@]}))
    # A module holding main.swift is an executable's; every other is a library.
    flags=(-module-name "$name" -parse-as-library)
    for file in "${files[@]}"; do [[ "$(basename "$file")" != main.swift ]] || flags=(-module-name "$name"); done

    start="$(now)"
    if ! "${swiftc[@]}" "${common[@]}" "${flags[@]}" -typecheck -continue-building-after-errors \
        "${files[@]}"; then
        echo "FAIL $name: type-check ($(count_files "${#files[@]}"), iOS $ios)"
        failed=$((failed + 1))
        continue
    fi
    middle="$(now)"
    if ! "${swiftc[@]}" "${common[@]}" "${flags[@]}" -c -wmo -Onone \
        -emit-module -emit-module-path "$work/$name.swiftmodule" -o "$work/$name.o" "${files[@]}"; then
        echo "FAIL $name: compile to arm64 objects ($(count_files "${#files[@]}"), iOS $ios)"
        failed=$((failed + 1))
        continue
    fi
    end="$(now)"
    typecheck_seconds="$(seconds "$typecheck_seconds + $middle - $start")"
    compile_seconds="$(seconds "$compile_seconds + $end - $middle")"
    printf 'PASS %s: %s type-check and compile for arm64-apple-ios%s (%.1fs + %.1fs)\n' \
        "$name" "$(count_files "${#files[@]}")" "$ios" "$(seconds "$middle - $start")" "$(seconds "$end - $middle")"
done

printf 'checked %s in %d modules against %s (type-check %.1fs, compile %.1fs)\n' \
    "$(count_files "$file_count")" "${#modules[@]}" "$(basename "$sdk")" "$typecheck_seconds" "$compile_seconds"
echo "$(( ${#modules[@]} - failed )) passed, $failed failed"
[[ $failed -eq 0 ]]
