#!/usr/bin/env bash
# Checks Swift code against Apple's real iOS SDK: type-checks, then compiles to arm64 objects (no
# linking), for arm64-apple-ios15.0 with warnings as errors, in each language mode asked for
# (with a prepared SDK, modes with default MainActor isolation compile a team's classes no further
# than the type-check: see lacks_only_isolated_deinit below).
#
#   scripts/ios-sdk-check.sh [--ios VERSION] [--mode MODE[,MODE...]] [--work DIR] MODULE=PATH[,PATH...] [MODULE=PATH...]
#
# Each MODULE=... argument is one Swift module made of the .swift files at the given paths (files,
# or folders whose .swift files are taken, not recursively). Modules are checked in the order
# given, and each may import the ones before it (the app-side package's runner imports its
# screens). A module of many files is compiled in one frontend (-wmo): CellGen's proof compiles
# about 1,100 files at once.
#
#   --ios VERSION   deployment target (default 15.0, CellGen's minimum); the proof uses 14.0 to
#                   show the availability error one step below the minimum.
#   --mode MODES    the language modes, comma-separated, each a project setup Xcode creates or
#                   teams choose (default swift6; `all` for every one):
#                     swift6                  Swift 6
#                     mainactor               Swift 6, default isolation MainActor (new Xcode 26 app targets)
#                     approachable            Swift 6, NonisolatedNonsendingByDefault and InferIsolatedConformances
#                     mainactor-approachable  the two above together
#                     swift5                  Swift 5 with complete concurrency checking
#                     swift5-mainactor        swift5 with default isolation MainActor and the approachable features
#                     existential-any         Swift 6, ExistentialAny and MemberImportVisibility
#   --work DIR      where objects and modules go (default: a temporary folder, removed at exit).
#   --typecheck-only  no objects: each module is only type-checked (a module may then import only
#                   the modules of an earlier run in the same --work folder).
#   --modes         prints the modes, one per line, and exits (needs no SDK).
#   --flags MODE    prints the compiler flags of MODE, one per line, and exits (needs no SDK): the
#                   UIKit double's proof compiles in the same modes with the same flags.
#
# Where the SDK comes from:
#   - CELLGEN_IOS_SDK=DIR: a folder written by shared/tools/ios-sdk/prepare.sh (it holds
#     iPhoneOS*.sdk, the resource dir res/, and gets module-cache/ on the first run). This is how
#     Linux gets the SDK: prepare.sh turns a git dir of the public repository danpashin/sdks into
#     that folder. The SDK is Apple's: never commit it or any part of it.
#   - CELLGEN_IOS_SDK=xcrun, or unset on macOS: Xcode's SDK (`xcrun --sdk iphoneos`).
#
# Prints each module and mode checked, "checked N files in M modules, in K modes ..." and
# "P passed, F failed" (a module in one mode is one check); exits 1 when any check fails (with
# the compiler's diagnostics), 2 on a usage or setup problem.
set -euo pipefail

usage() {
    # The header comment above, without its '#'.
    awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0" >&2
    exit 2
}

all_modes=(swift6 mainactor approachable mainactor-approachable swift5 swift5-mainactor existential-any)
approachable=(-enable-upcoming-feature NonisolatedNonsendingByDefault -enable-upcoming-feature InferIsolatedConformances)
# The compiler flags of a mode (one per line, for `read`).
mode_flags() {
    case "$1" in
        swift6) printf '%s\n' -swift-version 6 ;;
        mainactor) printf '%s\n' -swift-version 6 -default-isolation MainActor ;;
        approachable) printf '%s\n' -swift-version 6 "${approachable[@]}" ;;
        mainactor-approachable) printf '%s\n' -swift-version 6 -default-isolation MainActor "${approachable[@]}" ;;
        swift5) printf '%s\n' -swift-version 5 -strict-concurrency=complete ;;
        swift5-mainactor) printf '%s\n' -swift-version 5 -strict-concurrency=complete -default-isolation MainActor "${approachable[@]}" ;;
        existential-any) printf '%s\n' -swift-version 6 -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility ;;
        *) return 1 ;;
    esac
}

ios=15.0
typecheck_only=0
mode_list=swift6
work=""
modules=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --ios) ios="${2:?--ios needs a version}"; shift 2 ;;
        --mode) mode_list="${2:?--mode needs a mode}"; shift 2 ;;
        --modes) printf '%s\n' "${all_modes[@]}"; exit 0 ;;
        --flags)
            mode_flags "${2:?--flags needs a mode}" || { echo "ios-sdk-check.sh: unknown mode '$2'" >&2; exit 2; }
            exit 0 ;;
        --work) work="${2:?--work needs a folder}"; shift 2 ;;
        --typecheck-only) typecheck_only=1; shift ;;
        -h|--help) usage ;;
        *=*) modules+=("$1"); shift ;;
        *) echo "ios-sdk-check.sh: expected MODULE=PATH[,PATH...], got '$1'" >&2; exit 2 ;;
    esac
done
[[ ${#modules[@]} -gt 0 ]] || usage

# Under default MainActor isolation, Swift 6.2 and later give every main-actor class without a
# deinit of its own an isolated one (SE-0371), and the code for it calls a runtime entry point that
# the prepared iOS 17.4 SDK predates ("Missing 'swift_task_deinitOnExecutor' function"). Generated
# classes write their deinit out, so generated code compiles to objects in every mode; a team's
# classes (scaffolded cells, view controllers) do not, and a module holding them is only
# type-checked in those modes. Xcode's SDK (xcrun) has the entry point: nothing is skipped there.
missing_deinit="error: Missing 'swift_task_deinitOnExecutor' function"
lacks_only_isolated_deinit() {
    [[ "$sdk_source" != xcrun ]] && mode_flags "$1" | grep -qx -- -default-isolation || return 1
    grep -q -- "$missing_deinit" "$2" && ! grep -- 'error:' "$2" | grep -v -- "$missing_deinit" | grep -q .
}
# How many classes' isolated deinit the SDK cannot compile, by the lines reported.
isolated_deinit_count() {
    grep -- "$missing_deinit" "$1" | grep -v '`-' | cut -d: -f1,2 | sort -u | wc -l | tr -d ' '
}
if [[ "$mode_list" == all ]]; then
    modes=("${all_modes[@]}")
else
    IFS=',' read -r -a modes <<<"$mode_list"
fi
for mode in "${modes[@]}"; do
    mode_flags "$mode" >/dev/null || { echo "ios-sdk-check.sh: unknown mode '$mode' (one of: ${all_modes[*]}, or all)" >&2; exit 2; }
done

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
        -warnings-as-errors -package-name CellGenSDKCheck)

# Seconds with a fraction (macOS's date has no %N); sums and differences through awk.
now() { perl -MTime::HiRes=time -e 'printf "%.3f", time'; }
plural() { if [[ $1 -eq 1 ]]; then echo "1 $2"; else echo "$1 $2s"; fi; }
seconds() { awk "BEGIN { printf \"%.1f\", $1 }"; }
typecheck_seconds=0
compile_seconds=0
file_count=0
failed=0

# Each module's files, newline-separated, in the order of `modules`.
module_files=()
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
    module_files+=("$(printf '%s\n' "${files[@]}")")
done

for mode in "${modes[@]}"; do
    language=()
    while IFS= read -r flag; do language+=("$flag"); done < <(mode_flags "$mode")
    # A mode's modules import each other, never another mode's.
    mkdir -p "$work/$mode"
    for index in "${!modules[@]}"; do
        name="${modules[$index]%%=*}"
        files=()
        while IFS= read -r file; do files+=("$file"); done <<<"${module_files[$index]}"
        # A module holding main.swift is an executable's; every other is a library.
        flags=(-module-name "$name" -parse-as-library -I "$work/$mode")
        for file in "${files[@]}"; do [[ "$(basename "$file")" != main.swift ]] || flags=(-module-name "$name" -I "$work/$mode"); done
        what="$name [$mode]: $(plural "${#files[@]}" file), iOS $ios"

        start="$(now)"
        if ! "${swiftc[@]}" "${common[@]}" "${language[@]}" "${flags[@]}" -typecheck -continue-building-after-errors \
            "${files[@]}"; then
            echo "FAIL $what: type-check"
            failed=$((failed + 1))
            continue
        fi
        middle="$(now)"
        if [[ $typecheck_only -eq 1 ]]; then
            typecheck_seconds="$(seconds "$typecheck_seconds + $middle - $start")"
            printf 'PASS %s: type-check for arm64-apple-ios%s (%.1fs)\n' "$name [$mode]" "$ios" "$(seconds "$middle - $start")"
            continue
        fi
        log="$work/$mode/$name.log"
        if ! "${swiftc[@]}" "${common[@]}" "${language[@]}" "${flags[@]}" -c -wmo -Onone -o "$work/$mode/$name.o" \
            -emit-module -emit-module-path "$work/$mode/$name.swiftmodule" "${files[@]}" >"$log" 2>&1; then
            if ! lacks_only_isolated_deinit "$mode" "$log"; then
                cat "$log"
                echo "FAIL $what: compile to arm64 objects"
                failed=$((failed + 1))
                continue
            fi
            end="$(now)"
            typecheck_seconds="$(seconds "$typecheck_seconds + $middle - $start")"
            printf 'PASS %s: type-check for arm64-apple-ios%s (%.1fs); no objects: %s classes get an isolated deinit, which this SDK cannot compile\n' \
                "$name [$mode]" "$ios" "$(seconds "$middle - $start")" "$(isolated_deinit_count "$log")"
            continue
        fi
        cat "$log"
        end="$(now)"
        typecheck_seconds="$(seconds "$typecheck_seconds + $middle - $start")"
        compile_seconds="$(seconds "$compile_seconds + $end - $middle")"
        printf 'PASS %s: type-check and compile for arm64-apple-ios%s (%.1fs + %.1fs)\n' \
            "$name [$mode]" "$ios" "$(seconds "$middle - $start")" "$(seconds "$end - $middle")"
    done
done

checks=$(( ${#modules[@]} * ${#modes[@]} ))
printf 'checked %s in %s, in %s (%s), against %s (type-check %.1fs, compile %.1fs)\n' \
    "$(plural "$file_count" file)" "$(plural "${#modules[@]}" module)" "$(plural "${#modes[@]}" mode)" "${modes[*]}" "$(basename "$sdk")" \
    "$typecheck_seconds" "$compile_seconds"
echo "$(( checks - failed )) passed, $failed failed"
[[ $failed -eq 0 ]]
