#!/usr/bin/env python3
"""Folds a `perf script` of `cellgen generate` into CPU shares per pipeline stage.

    perf record -e cpu-clock -F 499 --call-graph dwarf,32768 -o perf.data \\
        .build-bench-prof/release/cellgen generate CORPUS --output OUT
    perf script -i perf.data -F comm,tid,time,ip,sym | swift demangle --simplified > perf.txt
    Benchmarks/perf-stages.py perf.txt [--top 25]

Each sample (one stack) is charged to the innermost pipeline stage on its stack (a stage's
marker functions are listed in STAGES below), and separately to the kind of work its leaf frame
does (allocation, reference counting, generic metadata, casts, Foundation, String internals,
locking). Prints both tables, then the functions with the highest inclusive share (a function
counted once per sample however often it recurses).
"""

import argparse
import collections
import re
import signal
import sys

# Innermost match wins, so nested stages (layout inside rendering a file) are listed apart.
STAGES = [
    ("process start (dynamic loader, runtime init)", [r"\b_dl_", r"dl_main", r"_dl_start", r"swift::runtime::environment", r"__libc_early_init", r"_init$", r"call_init"]),
    ("argument parsing", [r"ArgumentParser\.", r"ParsableArguments", r"ParsableCommand\.parse"]),
    ("spec discovery", [r"SpecDiscovery\."]),
    ("target configuration", [r"TargetConfiguration\."]),
    ("YAML reading (file read, libyaml, tree)", [r"SpecLoader\.load\(file:\)", r"YAMLDocumentReader", r"YAMLEventParser", r"TreeComposer", r"yaml_parser", r"LibYAML"]),
    ("decode", [r"SpecDecoder", r"NodeDecoding"]),
    ("validate", [r"SpecValidator", r"\bValidation\b", r"Validation\."]),
    ("context building", [r"ScreenContext", r"SupportContext", r"ViewValues", r"SectionValues", r"ActionValues", r"Spelling\.", r"RowCase"]),
    # swift-mustache's types, and those of CellGen's own renderer (TemplateParser, TemplateRenderer).
    ("template parsing (TemplateSet)", [r"TemplateSet\.loading", r"TemplateSet\.builtIn", r"TemplateSet\.init", r"MustacheLibrary\.register", r"MustacheTemplate\.init\(string", r"MustacheTemplate\.parse", r"TemplateReferences", r"TemplateParser\."]),
    ("mustache rendering", [r"TemplateSet\.render", r"MustacheLibrary\.render", r"MustacheTemplate\.render", r"TemplateRenderer\."]),
    ("GeneratedSourceLayout.normalize", [r"GeneratedSourceLayout", r"BracketStack"]),
    ("output plan (compare with folder)", [r"OutputPlan\."]),
    ("writing (OutputWriter)", [r"OutputWriter\."]),
]

KINDS = [
    ("malloc/free", [r"^malloc$", r"^_int_malloc", r"^_int_free", r"^cfree", r"^free$", r"^__libc_malloc", r"^__libc_free", r"^realloc", r"^_int_realloc", r"malloc_consolidate", r"^calloc", r"swift_slowAlloc", r"swift_slowDealloc", r"swift_allocObject", r"swift_deallocObject", r"tcache"]),
    ("retain/release", [r"swift_retain", r"swift_release", r"swift_bridgeObjectRe", r"RefCounts", r"swift_unknownObjectRe"]),
    ("generic metadata lookup", [r"getGenericMetadata", r"Metadata", r"getCache", r"swift_getAssociated", r"swift_getWitnessTable", r"getOrInsert", r"TupleCache", r"__swift_instantiate"]),
    ("dynamic casts / conformance lookup", [r"swift_dynamicCast", r"tryCast", r"swift_conformsToProtocol", r"ConformanceCache", r"swift_getTypeByMangled"]),
    ("Foundation / CoreFoundation", [r"^CF", r"^__CF", r"Foundation\.", r"NSString", r"_CFString", r"NSData", r"NSFileManager", r"FileManager"]),
    ("String / Character internals", [r"String", r"Character", r"_allASCII", r"Grapheme", r"Unicode", r"UTF8", r"UTF16"]),
    ("locking", [r"pthread_mutex", r"os_unfair", r"Mutex", r"NSLock", r"__lll_lock", r"futex"]),
    ("memcpy/memcmp", [r"^__mem", r"^mem"]),
    ("libyaml", [r"^yaml_"]),
    ("kernel / syscalls", [r"^\[unknown\]$", r"^entry_SYSCALL", r"^__GI___libc_write", r"^__libc_open", r"^__GI___open"]),
]


def read_samples(path):
    """Stacks, leaf first, as lists of symbol names."""
    samples, stack = [], []
    line_re = re.compile(r"^\s+[0-9a-f]+\s+(.*)$")
    with open(path, errors="replace") as f:
        for line in f:
            if not line.strip():
                if stack:
                    samples.append(stack)
                stack = []
                continue
            match = line_re.match(line)
            if match:
                symbol = match.group(1).strip()
                symbol = re.sub(r"\s+\(inlined\)$", "", symbol)
                symbol = re.sub(r"\s+\([^()]*\.so[^()]*\)$", "", symbol)
                stack.append(symbol)
    if stack:
        samples.append(stack)
    return samples


def main():
    parser = argparse.ArgumentParser(description="CPU shares per stage from a demangled perf script.")
    parser.add_argument("script", help="output of perf script -F comm,tid,time,ip,sym, demangled")
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args()
    samples = read_samples(args.script)
    total = len(samples)
    if not total:
        sys.exit("perf-stages.py: no samples")
    stage_compiled = [(n, [re.compile(p) for p in ps]) for n, ps in STAGES]
    kind_compiled = [(n, [re.compile(p) for p in ps]) for n, ps in KINDS]

    def first_match(frames, compiled):
        for frame in frames:  # leaf first: the innermost match wins
            for name, patterns in compiled:
                if any(p.search(frame) for p in patterns):
                    return name
        return "other"

    stages = collections.Counter(first_match(s, stage_compiled) for s in samples)
    kinds = collections.Counter(first_match(s[:1], kind_compiled) for s in samples)
    by_stage_kind = collections.Counter((first_match(s, stage_compiled), first_match(s[:1], kind_compiled)) for s in samples)
    inclusive = collections.Counter()
    self_time = collections.Counter()
    for s in samples:
        for symbol in set(s):
            inclusive[symbol] += 1
        self_time[s[0]] += 1

    print(f"{total} samples\n")
    print("Stage (innermost on the stack) | share")
    for name, count in stages.most_common():
        print(f"  {name:<48} {100 * count / total:5.1f}%")
    print("\nLeaf work | share")
    for name, count in kinds.most_common():
        print(f"  {name:<48} {100 * count / total:5.1f}%")
    print("\nStage x leaf work (top 20)")
    for (stage, kind), count in by_stage_kind.most_common(20):
        print(f"  {stage[:40]:<40} {kind[:34]:<34} {100 * count / total:5.1f}%")
    print(f"\nTop {args.top} inclusive")
    for symbol, count in inclusive.most_common(args.top):
        print(f"  {100 * count / total:5.1f}%  {symbol[:150]}")
    print(f"\nTop {args.top} self")
    for symbol, count in self_time.most_common(args.top):
        print(f"  {100 * count / total:5.1f}%  {symbol[:150]}")


if __name__ == "__main__":
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet when piped into head
    main()
