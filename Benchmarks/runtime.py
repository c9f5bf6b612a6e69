#!/usr/bin/env python3
"""The generated runtime's benchmark (issue 31): v2's generated code against now's, in one run.

    Benchmarks/runtime.py [--short] [--require-targets] [--sizes 1000,10000,50000] [--rounds N]
                          [--typecheck-runs N] [--typecheck-instructions] [--no-build] [--markdown FILE]
    Benchmarks/runtime.py --write-baseline DIR --cellgen BINARY --source-root ROOT

What it measures, each for v2 (the generated and scaffolded files committed in
Benchmarks/Baseline-v2, made by the cellgen of 8ef3c4d, the last commit before issue 31: see its
README) and for now (written by this checkout's cellgen at the start of the run):

1. Engine work per apply at 1,000 / 10,000 / 50,000 rows against a hand-written floor, in the
   same process (Benchmarks/Runtime/main.swift): ArticleFeed's `DataSource.apply(_:animatingDifferences:)`
   re-applying rows of which 10 changed values, and, apart, rows with one article prepended. The
   snapshot's own cost (building the same snapshot and applying it to a plain
   UITableViewDiffableDataSource of the double) is measured apart and subtracted: engine work =
   median apply - median snapshot, each timed as the CPU time of the benchmark's thread, each in
   a block of consecutive applies. The floor (Benchmarks/Runtime/Floor.swift) maps the rows to
   ids and compares each with the last apply's row of that id. Target: engine work at 10,000
   rows at most 2x the floor.
2. Prepend one article to 10,000 with the first 20 rows displayed: rows reconfigured (visible
   cells configured again, counted by the cells' `configure(with:)`, and the items the applied
   snapshot marks, read by a subclass of the data source). Target 0.
3. ProductList's header holds the product count: a page load (20 products, then 40) with the
   header and 12 items displayed: sections reloaded (the snapshot's marks; from outside, sections
   whose visible cells were dropped). Target 0.
4. `swiftc -typecheck` of the proof screens' generated code (every spec and cell library of
   specs/ and Tests/CellGenCoreTests/Fixtures/Proof that v2 has, with the scaffolded team code
   they need, as the proof tests assemble them), against the UIKit double: the generated files as
   the primary files of one frontend (their own type-check), and the whole module in one frontend
   (-wmo, for scale). Medians of the compiler's CPU time (user + system) over --typecheck-runs
   after one warm-up, v2 and now alternating. With --typecheck-instructions (needs valgrind, about
   four minutes more), also the instructions of each own type-check, counted by callgrind: the
   same in every run, so a change of a few percent shows where CPU time hides it in noise; and
   of the same check with only the support file, then only the screen and library files, as
   primary files, which splits the total into what the support file adds (paid once per module),
   what the screens add (paid per screen) and what both share; from that split, a linear model
   gives the module size (screen and library files) at which now takes 2x fewer than v2.
   With CELLGEN_IOS_SDK set (a folder prepared as docs/RealSDK.md says, or `xcrun`), the same
   against Apple's iOS SDK, for arm64-apple-ios15.0. Target: now at least 2x faster than v2.
5. Generated lines (newlines, as `wc -l`) per seed screen of specs/, v2 against now. Targets: the
   six screens' files at most 40% of v2's total; the support file of their own output (`generate specs`, apart) at most 1,500 lines.

Prints a markdown table of the targets (v2, now, PASS/FAIL) and the figures behind them; all raw
figures go to SCRATCH/results.json.

--short (CI, .ci/run): 2 and 3 exactly as above (10,000 rows), 1 at 1,000 rows only, 4 with
fewer runs, 5 as above; well under two minutes on two cores once cellgen is built. Exit status:
0 when the benchmark ran, whatever its figures; 1 when something failed to build or run (or a
figure makes no sense, such as a list showing the wrong number of rows); 2 on a usage error.
With --require-targets, also 3 when 2 or 3 miss their target (0): CI runs --short
--require-targets, so that the counts the list engine brought to 0 stay there.

--write-baseline writes a baseline folder (Generated/, Scaffold/, inputs.txt) with the given
cellgen from the specs under ROOT: how Benchmarks/Baseline-v2 was made (see its README).

Environment: CELLGEN_RUNTIME_BENCH_SCRATCH, the scratch folder (default
<repo>/.build/cellgen-runtime-bench; never .build/cellgen-proof, which the tests empty);
CELLGEN_IOS_SDK, see 4. Builds: `swift build --product cellgen` (debug; skipped with --no-build),
the UIKit double from Tests/UIKitDouble/UIKit with build-double.sh's flags but -O (kept while its
sources and swiftc are the same), and two benchmark executables with -O -wmo, as a Release build
compiles an app (v2's with -D CELLGEN_BENCH_V2). Python 3 standard library only; needs swiftc.
"""

import argparse
import math
import hashlib
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(REPO, "Benchmarks")
RUNTIME_SOURCES = os.path.join(BENCH, "Runtime")
BASELINE = os.path.join(BENCH, "Baseline-v2")
DOUBLE_SOURCES = os.path.join(REPO, "Tests", "UIKitDouble", "UIKit")
SPEC_FOLDERS = ["specs", os.path.join("Tests", "CellGenCoreTests", "Fixtures", "Proof")]
SEED_SCREENS = ["ArticleFeed", "CatalogSearch", "CheckoutForm", "EmployeeList", "ProductList", "Settings"]
SUPPORT_FILE = "CellGenSupport.swift"
# The generated files the runtime benchmark compiles (with the support file).
RUNTIME_SCREENS = ["ArticleFeed", "ProductList"]

# Issue 31's targets.
ENGINE_OVER_FLOOR = 2.0       # 1: engine work per apply at 10,000 rows at most 2x the floor
TARGET_ROWS = 10_000
PREPEND_RECONFIGURED = 0      # 2
HEADER_SECTIONS_RELOADED = 0  # 3
TYPECHECK_SPEEDUP = 2.0       # 4: at least 2x faster than v2
SEED_LINES_SHARE = 0.40       # 5: the six seed screens at most 40% of v2's lines...
SUPPORT_LINES = 1_500         #    ...the support file apart, at most 1,500 lines
ISSUE_V2_SEED_LINES = 4_568   # what issue 31 quotes for v2 (counted before 8ef3c4d; see Baseline-v2/README.md)

TIMEOUT = 1_800  # seconds for any one command


class BenchError(Exception):
    """Something failed to build or run: exit status 1."""


def log(message):
    print(message, file=sys.stderr, flush=True)


def run(command, what, cwd=None, env=None, timeout=TIMEOUT):
    """Runs a command to completion; returns its stdout; raises BenchError on failure."""
    try:
        result = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise BenchError(f"{what}: {error}")
    if result.returncode != 0:
        output = (result.stdout + result.stderr).strip()
        if len(output) > 6000:
            output = output[:3000] + "\n...\n" + output[-3000:]
        raise BenchError(f"{what} failed (exit {result.returncode}):\n  {' '.join(command)}\n{output}")
    return result.stdout


def timed(command, what):
    """CPU seconds (user + system, all threads) of one successful run of `command`: time the
    process waits for the CPU on a busy machine does not count."""
    try:
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    except OSError as error:
        raise BenchError(f"{what}: {error}")
    output = process.stdout.read()
    process.stdout.close()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        text = output.decode(errors="replace").strip()[-4000:]
        raise BenchError(f"{what} failed (exit {process.returncode}):\n  {' '.join(command)}\n{text}")
    return usage.ru_utime + usage.ru_stime


def median(values):
    return statistics.median(values) if values else float("nan")


def count_lines(path):
    with open(path, "rb") as f:
        return f.read().count(b"\n")


def swift_files(folder):
    return sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".swift"))


def fresh_folder(path):
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    return path


# MARK: - Generated and scaffolded code


def spec_inputs(root):
    """Every screen spec and cell library of the spec folders under `root`, as the proof tests take
    them (ProofHarness.specs): folder by folder, each sorted by file name. Paths relative to root."""
    inputs = []
    for folder in SPEC_FOLDERS:
        names = sorted(n for n in os.listdir(os.path.join(root, folder))
                       if n.endswith((".screen.yml", ".screen.yaml", ".cells.yml", ".cells.yaml")))
        inputs += [os.path.join(folder, n) for n in names]
    return inputs


def write_code(cellgen, root, inputs, folder, cache):
    """What `cellgen generate` writes for `inputs` into folder/Generated, and what `cellgen scaffold`
    writes for each of them, one after the other, into folder/Scaffold (as ProofHarness does)."""
    env = dict(os.environ, CELLGEN_CACHE_DIR=cache)
    generated = fresh_folder(os.path.join(folder, "Generated"))
    scaffold = fresh_folder(os.path.join(folder, "Scaffold"))
    paths = [os.path.join(root, i) for i in inputs]
    run([cellgen, "generate", *paths, "--output", generated], "cellgen generate", env=env)
    for path in paths:
        run([cellgen, "scaffold", path, "--output", scaffold], f"cellgen scaffold {os.path.basename(path)}", env=env)
    return generated, scaffold


def seed_support_lines(cellgen, folder, cache):
    """The support file of the seed screens' own output (`cellgen generate specs`): what the
    target's budget is for. The proof screens' support file also holds what only they use."""
    env = dict(os.environ, CELLGEN_CACHE_DIR=cache)
    generated = fresh_folder(os.path.join(folder, "Generated"))
    run([cellgen, "generate", os.path.join(REPO, "specs"), "--output", generated], "cellgen generate specs", env=env)
    return count_lines(os.path.join(generated, SUPPORT_FILE))


def without_outlets(scaffold, folder):
    """A copy of the scaffold without `@IBOutlet ` (Linux has no Objective-C runtime, even for a
    type-check), as ProofHarness.withoutOutlets proves scaffolded cells against the double."""
    fresh_folder(folder)
    for path in swift_files(scaffold):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        with open(os.path.join(folder, os.path.basename(path)), "w", encoding="utf-8") as f:
            f.write(text.replace("@IBOutlet ", ""))
    return folder


def write_baseline(args):
    """--write-baseline: the baseline folder from the specs under --source-root."""
    root = os.path.abspath(args.source_root)
    folder = os.path.abspath(args.write_baseline)
    os.makedirs(folder, exist_ok=True)
    inputs = spec_inputs(root)
    cache = fresh_folder(os.path.join(folder, ".cache"))
    try:
        write_code(os.path.abspath(args.cellgen), root, inputs, folder, cache)
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    with open(os.path.join(folder, "inputs.txt"), "w") as f:
        f.write("".join(i + "\n" for i in inputs))
    log(f"wrote {folder}: {len(inputs)} inputs")


# MARK: - Builds


def build_cellgen(no_build):
    if not no_build:
        log("building cellgen (swift build --product cellgen)")
        run(["swift", "build", "--product", "cellgen"], "swift build", cwd=REPO)
    binary = os.path.join(run(["swift", "build", "--show-bin-path"], "swift build --show-bin-path", cwd=REPO).strip(), "cellgen")
    if not os.access(binary, os.X_OK):
        raise BenchError(f"no cellgen at {binary}: build it, or run without --no-build")
    return binary


def build_double(scratch):
    """The UIKit double as build-double.sh builds its uikit/ module, but optimized (-O, not
    -Onone -g): the snapshot's cost measured here is then the double's work, not its debug build's.
    Reused while its sources and swiftc are the same."""
    out = os.path.join(scratch, "double", "uikit")
    sources = swift_files(DOUBLE_SOURCES)
    digest = hashlib.sha256(run(["swiftc", "--version"], "swiftc --version").encode())
    for path in sources:
        digest.update(path.encode())
        with open(path, "rb") as f:
            digest.update(f.read())
    stamp = os.path.join(out, ".stamp")
    if os.path.exists(stamp) and open(stamp).read() == digest.hexdigest():
        return out
    log("building the UIKit double with -O")
    fresh_folder(out)
    run(["swiftc", "-parse-as-library", "-swift-version", "6", "-enable-library-evolution", "-O", "-module-name", "UIKit",
         "-emit-module", "-emit-module-path", os.path.join(out, "UIKit.swiftmodule"),
         "-emit-library", "-o", os.path.join(out, "libUIKit.so"), *sources],
        "building the UIKit double", cwd=out)
    with open(stamp, "w") as f:
        f.write(digest.hexdigest())
    return out


def build_runtime_bench(name, generated, double, scratch, defines):
    """The runtime benchmark executable over one version's generated code. Without the probes when
    they do not compile (Probes.swift says why); returns (path, probes compiled)."""
    files = [os.path.join(generated, f"{screen}+CellGen.swift") for screen in RUNTIME_SCREENS] + [os.path.join(generated, SUPPORT_FILE)]
    for path in files:
        if not os.path.exists(path):
            raise BenchError(f"{name}: {path} is missing")
    sources = swift_files(RUNTIME_SOURCES)
    executable = os.path.join(scratch, f"runtime-bench-{name}")
    # -wmo as an app's Release configuration builds (Xcode's default): generic code of one file is
    # specialized where another file of the module uses it, as CellGenSupport.swift's engine is.
    base = ["swiftc", "-O", "-wmo", "-swift-version", "6", "-I", double, "-L", double, "-lUIKit",
            "-Xlinker", "-rpath", "-Xlinker", double, "-o", executable] + [f"-D{d}" for d in defines]
    log(f"building the runtime benchmark over {name}'s generated code (-O)")
    try:
        run(base + files + sources, f"building the runtime benchmark ({name})")
        return executable, True
    except BenchError as error:
        first = "\n".join([line for line in str(error).splitlines() if "error:" in line][:5])
        log(f"{name}: the benchmark does not build with Benchmarks/Runtime/Probes.swift; building it without:\n{first}")
    without = [s for s in sources if os.path.basename(s) != "Probes.swift"]
    run(base + ["-DCELLGEN_BENCH_NO_PROBES"] + files + without, f"building the runtime benchmark ({name}, without probes)")
    return executable, False


# MARK: - 1-3: the runtime


def run_runtime(executable, arguments, what):
    records = []
    for line in run([executable, *arguments], what).splitlines():
        line = line.strip()
        if line.startswith("{"):
            try:
                records.append(json.loads(line))
            except ValueError:
                raise BenchError(f"{what}: unreadable output line: {line}")
    if not records or records[-1].get("kind") != "done":
        raise BenchError(f"{what}: the benchmark did not finish")
    return records


def runtime_figures(benches, sizes, rounds):
    """Runs both versions' benchmarks, alternating: the counts, then each size in turn."""
    results = {name: {"timing": {}, "prepend": None, "header": None, "probes": probes} for name, (_, probes) in benches.items()}
    rounds_arguments = ["--rounds", str(rounds)] if rounds else []
    for name, (executable, _) in benches.items():
        log(f"{name}: counting (prepend to 10,000; ProductList page load)")
        for record in run_runtime(executable, ["--sizes", ""], f"runtime benchmark ({name}, counts)"):
            if record["kind"] in ("prepend", "header"):
                results[name][record["kind"]] = record
    for size in sizes:
        for name, (executable, _) in benches.items():
            log(f"{name}: timing applies of {size:,} rows")
            records = run_runtime(executable, ["--sizes", str(size), "--no-counts", *rounds_arguments],
                                  f"runtime benchmark ({name}, {size} rows)")
            for record in records:
                if record["kind"] == "timing":
                    results[name]["timing"][f"{record['scenario']}-{size}"] = summarize_timing(record)
    return results


def summarize_timing(record):
    engine, snapshot, floor = median(record["engine_ms"]), median(record["snapshot_ms"]), median(record["floor_ms"])
    work = engine - snapshot
    return {"rows": record["rows"], "scenario": record["scenario"], "rounds": len(record["engine_ms"]),
            "apply_ms": engine, "snapshot_ms": snapshot, "engine_ms": work, "floor_ms": floor,
            "ratio": work / floor if floor > 0 else float("nan"), "raw": record}


def reconfigured_on_prepend(record):
    """Rows the prepend reconfigured: the snapshot's marks (every row when it was applied with
    reloadData), else what the visible cells show."""
    probe = record.get("probe")
    visible = record["visible_reconfigured"] + record["visible_replaced"]
    if probe:
        marked = probe["reconfigured_items"] + probe["reloaded_items"]
        if probe["reload_data_applies"]:
            marked = record["rows"] + 1
        return max(marked, visible)
    return visible


def sections_reloaded(record):
    probe = record.get("probe")
    outside = record["sections_with_dropped_cells"]
    if probe:
        return max(probe["reloaded_sections"] + (1 if probe["reload_data_applies"] else 0), outside)
    return outside


# MARK: - 4: type-checking


def typecheck_setups(scratch, double):
    """(name, flags, scaffold kind) per place to type-check: the double, and the real SDK when
    CELLGEN_IOS_SDK says where one is (the flags of scripts/ios-sdk-check.sh)."""
    setups = [("UIKit double", ["swiftc"], ["-I", double], "stripped")]
    source = os.environ.get("CELLGEN_IOS_SDK", "")
    if not source:
        return setups
    if source == "xcrun":
        sdk = run(["xcrun", "--sdk", "iphoneos", "--show-sdk-path"], "xcrun").strip()
        swiftc = [run(["xcrun", "--sdk", "iphoneos", "-f", "swiftc"], "xcrun").strip()]
        platform_flags = []
        name = os.path.basename(sdk)
    else:
        prepared = os.path.abspath(source)
        sdks = sorted(n for n in os.listdir(prepared) if n.startswith("iPhoneOS") and n.endswith(".sdk")) if os.path.isdir(prepared) else []
        if not sdks or not os.path.isdir(os.path.join(prepared, "res")):
            raise BenchError(f"CELLGEN_IOS_SDK={source} is not a folder prepared by prepare.sh (no iPhoneOS*.sdk or res/)")
        sdk = os.path.join(prepared, sdks[-1])
        swiftc = ["swiftc"]
        platform_flags = ["-resource-dir", os.path.join(prepared, "res")]
        name = sdks[-1]
    flags = ["-target", "arm64-apple-ios15.0", "-sdk", sdk, *platform_flags, "-module-cache-path", os.path.join(scratch, "ios-module-cache")]
    setups.append((f"iOS SDK ({name})", swiftc, flags, "outlets"))
    return setups


def typecheck_commands(swiftc, flags, generated, team, primary=None):
    """(generated code's own type-check, whole module) commands; `primary` (default: every
    generated file) picks the generated files checked as primary files, the rest are read only."""
    language = ["-swift-version", "6", "-parse-as-library", "-module-name", "Proof"]
    chosen = [path for path in generated if primary is None or primary(path)]
    primaries = [a for path in chosen for a in ("-primary-file", path)]
    others = [path for path in generated if path not in chosen]
    own = [*swiftc, "-frontend", "-typecheck", *language, *flags, *primaries, *others, *team]
    module = [*swiftc, "-typecheck", "-wmo", *language, *flags, *generated, *team]
    return own, module


def is_support(path):
    return os.path.basename(path) == SUPPORT_FILE


def typecheck_figures(versions, scratch, double, runs, instructions=False):
    """versions: name -> (generated folder, scaffold folder). Medians per setup and version."""
    results = {}
    for setup, swiftc, flags, kind in typecheck_setups(scratch, double):
        commands, counts, team_files = {}, {}, {}
        for name, (generated, scaffold) in versions.items():
            team = scaffold if kind == "outlets" else without_outlets(scaffold, os.path.join(scratch, name, "Scaffold-no-outlets"))
            team_files[name] = swift_files(team)
            commands[name] = typecheck_commands(swiftc, flags, swift_files(generated), team_files[name])
            counts[name] = (len(swift_files(generated)), len(team_files[name]))
        log(f"type-checking against the {setup}: a warm-up, then {runs} runs of each")
        times = {name: {"generated_s": [], "module_s": []} for name in versions}
        for name, (own, module) in commands.items():
            timed(own, f"type-check warm-up ({name}, {setup})")
        for _ in range(runs):
            for name, (own, module) in commands.items():
                times[name]["generated_s"].append(timed(own, f"type-check of the generated code ({name}, {setup})"))
                times[name]["module_s"].append(timed(module, f"type-check of the module ({name}, {setup})"))
        results[setup] = {name: {"generated_s": median(t["generated_s"]), "module_s": median(t["module_s"]),
                                 "generated_files": counts[name][0], "team_files": counts[name][1], "raw": t}
                          for name, t in times.items()}
        if instructions:
            for name, (generated, _) in versions.items():
                results[setup][name]["instructions"] = instruction_split(
                    swiftc, flags, swift_files(generated), team_files[name], scratch, f"{name}, {setup}")
    return results


def module_size_text(v2, now, ratio=2.0, example=50):
    """The type-check's instructions modelled as a module's fixed part (shared, plus the support
    file) and a part per screen or library file, from the split above: the module size at which now
    takes `ratio` times fewer than v2, and the ratio at `example` files. A model: it assumes the
    proof screens' average file, which the seeds and proof fixtures stand for."""
    def fixed(f):
        return f["shared"] + f["support_adds"]

    def at(files):
        return (fixed(v2) + v2["per_file"] * files) / (fixed(now) + now["per_file"] * files)

    text = (f"Modelled as fixed part + files x per file (v2 {fixed(v2) / 1e9:.3f} G + {v2['per_file'] / 1e6:,.0f} M, "
            f"now {fixed(now) / 1e9:.3f} G + {now['per_file'] / 1e6:,.0f} M): at {example} screen or library files, "
            f"{at(example):.2f}x fewer than v2")
    if v2["per_file"] <= ratio * now["per_file"]:
        return text + f"; no module size reaches {ratio:g}x."
    files = math.ceil((ratio * fixed(now) - fixed(v2)) / (v2["per_file"] - ratio * now["per_file"]))
    return text + f"; {ratio:g}x from {max(files, 1)} files."


def instruction_split(swiftc, flags, generated, team, scratch, what):
    """Instructions of the generated code's own type-check, and of the same with only the support
    file, then only the screens and libraries, as primary files: what each part adds to the
    other's check, what both share, and what the screens add per file."""
    def count(primary, part):
        own, _ = typecheck_commands(swiftc, flags, generated, team, primary)
        return counted_instructions(own, scratch, f"instructions of the type-check, {part} ({what})")

    total = count(None, "every generated file as primary")
    support_only = count(is_support, "the support file as primary")
    screens_only = count(lambda path: not is_support(path), "the screens and libraries as primary")
    support_adds, screens_add = total - screens_only, total - support_only
    return {"total": total, "support_adds": support_adds, "screens_add": screens_add,
            "shared": total - support_adds - screens_add, "per_file": screens_add / (len(generated) - 1)}


def counted_instructions(command, scratch, what):
    """Instructions the compiler executes for `command` (a `swiftc -frontend` command), counted by
    valgrind's callgrind: the same on every run, where CPU time on a shared two-core machine moves
    by 10% between runs. Run on swift-frontend itself, which `swiftc -frontend` would exec."""
    swiftc = os.path.realpath(shutil.which(command[0]) or command[0])
    frontend = os.path.join(os.path.dirname(swiftc), "swift-frontend")
    out = os.path.join(scratch, "typecheck.callgrind")
    run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", frontend, *command[1:]], what)
    with open(out) as f:
        totals = [line.split()[1] for line in f if line.startswith(("summary:", "totals:"))]
    os.remove(out)
    if not totals:
        raise BenchError(f"{what}: callgrind wrote no instruction count")
    return int(totals[0])


# MARK: - 5: lines


def line_figures(generated):
    screens = {screen: count_lines(os.path.join(generated, f"{screen}+CellGen.swift")) for screen in SEED_SCREENS}
    libraries = {}
    seed_folder = os.path.join(REPO, "specs")
    for name in sorted(os.listdir(seed_folder)):
        if name.endswith((".cells.yml", ".cells.yaml")):
            library = name.split(".")[0]
            path = os.path.join(generated, f"{library}+CellGen.swift")
            if os.path.exists(path):
                libraries[library] = count_lines(path)
    return {"screens": screens, "libraries": libraries, "seed_total": sum(screens.values()),
            "support": count_lines(os.path.join(generated, SUPPORT_FILE))}


# MARK: - The report


def ratio_text(timing):
    """Engine work over the floor; at small sizes the apply's median can come out below the
    snapshot's on a busy machine, and a negative ratio would read as a figure."""
    if timing["engine_ms"] < 0:
        return "within noise (apply below snapshot)"
    return f"{timing['ratio']:.1f}x"


def verdict(passed):
    return "PASS" if passed else "FAIL"


def ms(value):
    return f"{value:,.2f} ms" if value < 10 else f"{value:,.1f} ms"


def report(results, short):
    v2, now = results["runtime"]["v2"], results["runtime"]["now"]
    lines = ["## Issue 31 targets: v2 (8ef3c4d) against now", "",
             "| # | Measure | Target | v2 | now | Result (now) |", "|---|---|---|---:|---:|---|"]
    target_rows = [size for size in results["sizes"] if size == TARGET_ROWS] or results["sizes"][-1:]
    for scenario, label in (("changed", "10 rows changed"), ("prepend", "one row prepended")):
        for size in target_rows:
            key = f"{scenario}-{size}"
            a, b = v2["timing"][key], now["timing"][key]
            measured = size == TARGET_ROWS
            result = verdict(b["ratio"] <= ENGINE_OVER_FLOOR) if measured else f"not measured ({size:,} rows)"
            lines.append(f"| 1 | Engine work per apply, {size:,} rows, {label} (apply - snapshot) / floor | at most "
                         f"{ENGINE_OVER_FLOOR:g}x at {TARGET_ROWS:,} rows | {ratio_text(a)} ({ms(a['engine_ms'])} / {ms(a['floor_ms'])}) | "
                         f"{ratio_text(b)} ({ms(b['engine_ms'])} / {ms(b['floor_ms'])}) | {result} |")
    a, b = v2["prepend"], now["prepend"]
    lines.append(f"| 2 | Prepend one row to {a['rows']:,}: rows reconfigured | {PREPEND_RECONFIGURED} | {reconfigured_on_prepend(a):,} | "
                 f"{reconfigured_on_prepend(b):,} | {verdict(reconfigured_on_prepend(b) <= PREPEND_RECONFIGURED)} |")
    a, b = v2["header"], now["header"]
    lines.append(f"| 3 | ProductList header count change: sections reloaded | {HEADER_SECTIONS_RELOADED} | {sections_reloaded(a)} | "
                 f"{sections_reloaded(b)} | {verdict(sections_reloaded(b) <= HEADER_SECTIONS_RELOADED)} |")
    for setup, figures in results["typecheck"].items():
        a, b = figures["v2"], figures["now"]
        speedup = a["generated_s"] / b["generated_s"]
        lines.append(f"| 4 | Type-check of the proof screens' generated code, {setup} | at least {TYPECHECK_SPEEDUP:g}x faster | "
                     f"{a['generated_s']:.2f} s | {b['generated_s']:.2f} s ({speedup:.2f}x) | {verdict(speedup >= TYPECHECK_SPEEDUP)} |")
    a, b = results["lines"]["v2"], results["lines"]["now"]
    share = b["seed_total"] / a["seed_total"]
    lines.append(f"| 5 | Generated lines, six seed screens | at most {SEED_LINES_SHARE:.0%} of v2 ({int(a['seed_total'] * SEED_LINES_SHARE):,}) | "
                 f"{a['seed_total']:,} | {b['seed_total']:,} ({share:.0%}) | {verdict(share <= SEED_LINES_SHARE)} |")
    lines.append(f"| 5 | Support file lines ({SUPPORT_FILE}), the six seed screens' output | at most {SUPPORT_LINES:,} | "
                 f"{a['seed_support']:,} | {b['seed_support']:,} | {verdict(b['seed_support'] <= SUPPORT_LINES)} |")
    lines.append(f"| - | Support file lines, the proof screens' output (what only they use too) | | {a['support']:,} | {b['support']:,} | |")

    lines += ["", "### 1. Apply, per size (medians; engine work = apply - snapshot)", "",
              "| Rows | Scenario | Version | Applies timed | Apply | Snapshot | Engine work | Floor | Engine / floor |",
              "|---:|---|---|---:|---:|---:|---:|---:|---:|"]
    for size in results["sizes"]:
        for scenario in ("changed", "prepend"):
            for name, figures in (("v2", v2), ("now", now)):
                t = figures["timing"][f"{scenario}-{size}"]
                lines.append(f"| {size:,} | {scenario} | {name} | {t['rounds']} | {ms(t['apply_ms'])} | {ms(t['snapshot_ms'])} | "
                             f"{ms(t['engine_ms'])} | {ms(t['floor_ms'])} | {ratio_text(t)} |")

    lines += ["", "### 2 and 3. What the list is asked to do", "",
              "| Measure | v2 | now |", "|---|---:|---:|"]
    def probe(record, key):
        return f"{record['probe'][key]:,}" if record.get("probe") else "n/a (no probe)"
    a, b = v2["prepend"], now["prepend"]
    lines.append(f"| Prepend to {a['rows']:,}: items the applied snapshot marks for reconfiguration | "
                 f"{probe(a, 'reconfigured_items')} | {probe(b, 'reconfigured_items')} |")
    lines.append(f"| Prepend: items marked for reload / applies with reloadData | {probe(a, 'reloaded_items')} / {probe(a, 'reload_data_applies')} | "
                 f"{probe(b, 'reloaded_items')} / {probe(b, 'reload_data_applies')} |")
    lines.append(f"| Prepend: visible cells configured again, of {a['window']} shown | {a['visible_reconfigured']} | {b['visible_reconfigured']} |")
    lines.append(f"| Prepend: visible cells replaced by others | {a['visible_replaced']} | {b['visible_replaced']} |")
    a, b = v2["header"], now["header"]
    lines.append(f"| Header count change: sections the applied snapshot reloads | {probe(a, 'reloaded_sections')} | {probe(b, 'reloaded_sections')} |")
    lines.append(f"| Header count change: visible cells dropped, of {a['window']} shown (their items stay) | "
                 f"{a['visible_dropped']} | {b['visible_dropped']} |")

    lines += ["", "### 4. Type-checking (medians)", "",
              "| Where | Version | Files (generated + team) | Generated code's own | Whole module (-wmo) |", "|---|---|---|---:|---:|"]
    for setup, figures in results["typecheck"].items():
        for name in ("v2", "now"):
            f = figures[name]
            lines.append(f"| {setup} | {name} | {f['generated_files']} + {f['team_files']} | {f['generated_s']:.2f} s | {f['module_s']:.2f} s |")
    for setup, figures in results["typecheck"].items():
        if "instructions" in figures["now"]:
            lines += ["", f"Instructions of the generated code's own type-check, {setup} (callgrind; G = 10^9):", "",
                      "| Version | All generated files | What the support file adds | What the screens and libraries add | Shared (UIKit, declarations both use) | Per screen or library file |",
                      "|---|---:|---:|---:|---:|---:|"]
            for name in ("v2", "now"):
                f = figures[name]["instructions"]
                lines.append(f"| {name} | {f['total'] / 1e9:.3f} G | {f['support_adds'] / 1e9:.3f} G | {f['screens_add'] / 1e9:.3f} G | "
                             f"{f['shared'] / 1e9:.3f} G | {f['per_file'] / 1e6:,.0f} M |")
            a, b = figures["v2"]["instructions"], figures["now"]["instructions"]
            lines += ["", f"All files: {a['total'] / b['total']:.2f}x fewer than v2; per screen or library file: "
                          f"{a['per_file'] / b['per_file']:.2f}x fewer.", "", module_size_text(a, b)]

    lines += ["", "### 5. Generated lines per seed screen", "", "| File | v2 | now | now / v2 |", "|---|---:|---:|---:|"]
    a, b = results["lines"]["v2"], results["lines"]["now"]
    for screen in SEED_SCREENS:
        lines.append(f"| {screen}+CellGen.swift | {a['screens'][screen]:,} | {b['screens'][screen]:,} | {b['screens'][screen] / a['screens'][screen]:.0%} |")
    lines.append(f"| **Six screens** | **{a['seed_total']:,}** | **{b['seed_total']:,}** | **{share:.0%}** |")
    for library in sorted(set(a["libraries"]) | set(b["libraries"])):
        lines.append(f"| {library}+CellGen.swift (cell library, not in the total) | {a['libraries'].get(library, 0):,} | "
                     f"{b['libraries'].get(library, 0):,} | |")
    lines.append(f"| {SUPPORT_FILE} (apart) | {a['support']:,} | {b['support']:,} | |")

    notes = [f"Machine: {results['machine']}; {'--short' if short else 'full'} run, {results['seconds']:.0f} s."]
    if a["seed_total"] != ISSUE_V2_SEED_LINES:
        notes.append(f"Issue 31 quotes {ISSUE_V2_SEED_LINES:,} lines for v2's six screens, counted before 8ef3c4d; "
                     f"8ef3c4d's are {a['seed_total']:,} (Benchmarks/Baseline-v2/README.md).")
    for name in ("v2", "now"):
        if not results["runtime"][name]["probes"]:
            notes.append(f"{name}: built without Probes.swift (its data source cannot be subclassed with those types): "
                         "2 and 3 count what the visible cells show only.")
    if results["skipped_inputs"]:
        notes.append("Specs added since v2, not in the type-check (v2 has no output for them): " + ", ".join(results["skipped_inputs"]))
    if not any(setup.startswith("iOS SDK") for setup in results["typecheck"]):
        notes.append("Against the UIKit double only: set CELLGEN_IOS_SDK to also type-check against Apple's iOS SDK.")
    if short:
        notes.append(f"--short: 1 is measured at {', '.join(f'{s:,}' for s in results['sizes'])} rows only; its target is set at {TARGET_ROWS:,}.")
    lines += [""] + [f"- {n}" for n in notes]
    return "\n".join(lines) + "\n"


def machine():
    cpu = platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((l.split(":", 1)[1].strip() for l in f if l.startswith("model name")), cpu)
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores, {platform.system()}; {run(['swiftc', '--version'], 'swiftc --version').splitlines()[0].strip()}"


# MARK: - Main


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--short", action="store_true", help="CI mode: apply timings at 1,000 rows, fewer type-check runs")
    parser.add_argument("--require-targets", action="store_true", help="exit 3 when 2 (prepend) or 3 (header) miss their target")
    parser.add_argument("--sizes", help="rows per timed apply, comma-separated (default 1000,10000,50000; --short: 1000)")
    parser.add_argument("--rounds", type=int, default=0, help="rounds per size (default: by size, 5 to 31; --short: 15)")
    parser.add_argument("--typecheck-runs", type=int, help="type-check runs per version after a warm-up (default 5; --short: 3)")
    parser.add_argument("--typecheck-instructions", action="store_true", help="also count the type-check's instructions with valgrind")
    parser.add_argument("--no-build", action="store_true", help="use the cellgen already built")
    parser.add_argument("--markdown", help="also write the report to this file")
    parser.add_argument("--write-baseline", metavar="DIR", help="write a baseline folder (see Benchmarks/Baseline-v2/README.md)")
    parser.add_argument("--cellgen", help="with --write-baseline: the cellgen binary")
    parser.add_argument("--source-root", help="with --write-baseline: the checkout whose specs to use")
    args = parser.parse_args()

    if args.write_baseline:
        if not (args.cellgen and args.source_root):
            parser.error("--write-baseline needs --cellgen and --source-root")
        try:
            write_baseline(args)
        except BenchError as error:
            log(f"runtime.py: {error}")
            return 1
        return 0

    try:
        sizes = [int(s) for s in (args.sizes or ("1000" if args.short else "1000,10000,50000")).split(",") if s]
    except ValueError:
        parser.error("--sizes takes numbers, comma-separated")
    if not sizes or min(sizes) < 10:
        parser.error("--sizes needs at least one size of 10 rows or more")
    rounds = args.rounds or (15 if args.short else 0)
    typecheck_runs = args.typecheck_runs or (3 if args.short else 5)
    scratch = os.environ.get("CELLGEN_RUNTIME_BENCH_SCRATCH") or os.path.join(REPO, ".build", "cellgen-runtime-bench")
    scratch = os.path.abspath(scratch)
    os.makedirs(scratch, exist_ok=True)

    started = time.perf_counter()
    try:
        baseline_inputs = [l.strip() for l in open(os.path.join(BASELINE, "inputs.txt")) if l.strip()]
        cellgen = build_cellgen(args.no_build)
        current = spec_inputs(REPO)
        inputs = [i for i in baseline_inputs if i in current]
        missing = [i for i in baseline_inputs if i not in current]
        if missing:
            raise BenchError("specs of v2 no longer in the repository (the comparison needs the same screens): " + ", ".join(missing))
        log("generating and scaffolding now's code")
        cache = fresh_folder(os.path.join(scratch, "cache"))
        generated, scaffold = write_code(cellgen, REPO, inputs, os.path.join(scratch, "now"), cache)
        versions = {"v2": (os.path.join(BASELINE, "Generated"), os.path.join(BASELINE, "Scaffold")), "now": (generated, scaffold)}

        double = build_double(scratch)
        benches = {
            "v2": build_runtime_bench("v2", versions["v2"][0], double, scratch, ["CELLGEN_BENCH_V2"]),
            "now": build_runtime_bench("now", generated, double, scratch, []),
        }
        results = {"sizes": sizes, "skipped_inputs": [i for i in current if i not in baseline_inputs]}
        results["runtime"] = runtime_figures(benches, sizes, rounds)
        results["typecheck"] = typecheck_figures(versions, scratch, double, typecheck_runs, args.typecheck_instructions)
        results["lines"] = {name: line_figures(folders[0]) for name, folders in versions.items()}
        # v2 wrote one support file whatever its screens used.
        results["lines"]["v2"]["seed_support"] = results["lines"]["v2"]["support"]
        results["lines"]["now"]["seed_support"] = seed_support_lines(cellgen, os.path.join(scratch, "now-seeds"), cache)
        results["machine"] = machine()
        results["seconds"] = time.perf_counter() - started
        for name in ("v2", "now"):
            for kind in ("prepend", "header"):
                if results["runtime"][name][kind] is None:
                    raise BenchError(f"{name}: the benchmark printed no {kind} count")
    except BenchError as error:
        log(f"runtime.py: error: {error}")
        return 1

    text = report(results, args.short)
    print(text, end="")
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text)
    with open(os.path.join(scratch, "results.json"), "w") as f:
        json.dump(results, f, indent=1)
    log(f"raw figures: {os.path.join(scratch, 'results.json')}")

    if args.require_targets:
        now = results["runtime"]["now"]
        missed = []
        if reconfigured_on_prepend(now["prepend"]) > PREPEND_RECONFIGURED:
            missed.append(f"prepending one row reconfigures {reconfigured_on_prepend(now['prepend']):,} rows (target {PREPEND_RECONFIGURED})")
        if sections_reloaded(now["header"]) > HEADER_SECTIONS_RELOADED:
            reloaded = sections_reloaded(now["header"])
            missed.append(f"a header count change reloads {reloaded} section{'' if reloaded == 1 else 's'} (target {HEADER_SECTIONS_RELOADED})")
        if missed:
            log("runtime.py: targets missed: " + "; ".join(missed))
            return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
