#!/usr/bin/env bash
# Builds and runs a libFuzzer target for CellGenCore (see Fuzz/README.md).
#
# Usage: scripts/fuzz.sh reader|decode|pipeline|template|all SECONDS [libFuzzer flags...]
#
# Builds with swiftc directly (no SwiftPM build, so no contention for the .build lock) into
# .build/fuzz/, rebuilding only what is older than its sources; seeds .build/fuzz/corpus/TARGET/
# with every *.yml of specs/ and the test fixtures (the template target: Templates/); fuzzes for SECONDS; writes crashes, leaks,
# timeouts and out-of-memory inputs to .build/fuzz/findings/TARGET/. Ends with a one-line summary
# per target and exits non-zero when this run found anything.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFTC=${SWIFTC:-swiftc}
OUT=.build/fuzz
TOOLCHAIN_BIN=$(dirname "$(command -v "$SWIFTC")")
[[ -x $TOOLCHAIN_BIN/llvm-symbolizer ]] && export ASAN_SYMBOLIZER_PATH=${ASAN_SYMBOLIZER_PATH:-$TOOLCHAIN_BIN/llvm-symbolizer}
# Swift's own crash backtracer would catch a trap first and, reading memory under ASan, bury it
# in a false heap-buffer-overflow report; without it libFuzzer reports the trap's real stack.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}
# What globals allocate once is not a leak (see the file).
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/Fuzz/lsan.supp}

# -O, not -Onone: exec/s is what finds bugs. -O keeps Swift's traps (overflow, array bounds,
# force unwraps, preconditions) but drops debug preconditions, among them the bounds checks of
# UnsafeBufferPointer subscripts; -assert-config Debug keeps those (and `assert`) on.
# -g keeps file:line in the sanitizer's stack traces.
FLAGS=(-swift-version 6 -O -assert-config Debug -g -sanitize=fuzzer,address -parse-as-library
       -I "$OUT/modules" -module-cache-path "$OUT/module-cache"
       -Xcc -fmodule-map-file=Sources/CLibYAML/module.modulemap)

usage() { echo "usage: $0 reader|decode|pipeline|template|all SECONDS [libFuzzer flags...]" >&2; exit 2; }

target_source() {
    case $1 in
        reader) echo Fuzz/ReaderTarget.swift ;;
        decode) echo Fuzz/DecodeValidateTarget.swift ;;
        pipeline) echo Fuzz/PipelineTarget.swift ;;
        template) echo Fuzz/TemplateTarget.swift ;;
        *) usage ;;
    esac
}

# stale OUTPUT INPUT...: whether OUTPUT is missing or older than any input (files or folders).
stale() { local out=$1; shift; [[ ! -e $out ]] || [[ -n $(find "$@" -newer "$out" -print -quit) ]]; }

# library NAME FOLDER [DEPENDENCY...]: one instrumented object and .swiftmodule per module.
library() {
    local name=$1 folder=$2; shift 2
    if stale "$OUT/$name.o" "$folder" scripts/fuzz.sh "$@"; then
        echo "fuzz: building $name" >&2
        local sources; mapfile -t sources < <(find "$folder" -name '*.swift' | sort)
        "$SWIFTC" "${FLAGS[@]}" -module-name "$name" -wmo -c -emit-module \
            -emit-module-path "$OUT/modules/$name.swiftmodule" -o "$OUT/$name.o" "${sources[@]}"
        touch "$OUT/$name.o"   # swiftc leaves an unchanged output's date alone
    fi
}

build() {
    local target=$1 source; source=$(target_source "$1")
    mkdir -p "$OUT/modules" "$OUT/bin"
    library CellGenCore Sources/CellGenCore Sources/CLibYAML
    if stale "$OUT/bin/$target" "$source" "$OUT/CellGenCore.o"; then
        echo "fuzz: linking $target" >&2
        # lld (in the toolchain): the system's gold warns about every ASan helper symbol.
        "$SWIFTC" "${FLAGS[@]}" -use-ld=lld "$source" "$OUT/CellGenCore.o" -lyaml -o "$OUT/bin/$target"
        touch "$OUT/bin/$target"
    fi
}

# The seeds, under their repository paths; for decode and pipeline also a copy renamed to
# `screen: Fuzz`, the one name that validates under the targets' fixed file name.
seed() {
    local corpus=$OUT/corpus/$1 file name
    mkdir -p "$corpus"
    if [[ $1 == template ]]; then cp Templates/*.mustache "$corpus/"; return; fi
    while IFS= read -r -d '' file; do
        name=seed-$(tr / _ <<<"$file")
        cp "$file" "$corpus/$name"
        if [[ $1 != reader ]]; then
            LC_ALL=C sed -E 's/^screen:[[:space:]]*[A-Za-z0-9_]+/screen: Fuzz/' "$file" >"$corpus/renamed-$name"
            if cmp -s "$file" "$corpus/renamed-$name"; then rm "$corpus/renamed-$name"; fi
        fi
    done < <(find specs Tests/CellGenCoreTests/Fixtures -name '*.yml' -print0)
}

# run TARGET SECONDS [libFuzzer flags...]: returns 1 when it found something.
run() {
    local target=$1 seconds=$2; shift 2
    build "$target"
    seed "$target"
    local findings=$OUT/findings/$target log=$OUT/logs/$target.log marker status=0
    mkdir -p "$findings" "$OUT/logs"
    marker=$(mktemp "$OUT/logs/start.XXXXXX")
    # -max_len: inputs up to 64 KiB (past the scalar limit) keep exec/s high; the 1 MiB seed
    # would otherwise raise it to the file-size limit. Flags given after SECONDS override these.
    "$OUT/bin/$target" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$findings/" -dict="Fuzz/$([[ $target == template ]] && echo mustache || echo yaml).dict" -max_len=65536 "$@" "$OUT/corpus/$target" \
        2>&1 | tee "$log" || status=$?

    local line execs cov ft corp corpus found
    line=$(grep -E '^#[0-9]+.*cov: ' "$log" | tail -1 || true)
    execs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$log" | tail -1)
    [[ -n $execs ]] || execs=$(sed -nE 's/^#([0-9]+).*/\1/p' <<<"$line")
    cov=$(sed -nE 's/.* cov: ([0-9]+).*/\1/p' <<<"$line")
    ft=$(sed -nE 's/.* ft: ([0-9]+).*/\1/p' <<<"$line")
    corp=$(sed -nE 's/.* corp: ([0-9]+).*/\1/p' <<<"$line")   # inputs libFuzzer keeps in use
    corpus=$(find "$OUT/corpus/$target" -type f | wc -l)
    found=$(find "$findings" -type f -newer "$marker" | wc -l)
    rm -f "$marker"
    echo "fuzz summary: target=$target seconds=$seconds execs=${execs:-?} cov=${cov:-?} ft=${ft:-?}" \
         "corpus=${corp:-?} (files=$corpus) findings=$found (in $findings/, log $log)"
    if ((found > 0)); then return 1; fi
    if ((status != 0)); then echo "fuzz: $target exited with status $status" >&2; return 1; fi
}

(($# >= 2)) && [[ $2 =~ ^[0-9]+$ ]] || usage
target=$1 seconds=$2; shift 2
if [[ $target == all ]]; then
    failed=0
    # Each in its own process, so that `set -e` still applies inside it.
    for each in reader decode pipeline template; do "$0" "$each" "$seconds" "$@" || failed=1; done
    exit "$failed"
fi
target_source "$target" >/dev/null
run "$target" "$seconds" "$@"
