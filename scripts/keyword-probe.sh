#!/usr/bin/env bash
# Re-derives, with the installed Swift compiler, which Swift keywords CellGen can use as generated
# names, plain or in backticks, in each position it generates (see SwiftNamePosition).
#
# For every probed word, every usage form (a declaration or a use site, each a tiny self-contained
# program) is type-checked twice: with the word plain and with the word in backticks. A form passes
# only if swiftc reports neither an error nor a warning (generated code is checked with warnings as
# errors). Types in the forms are distinct, so a word that compiles but means something else
# (`value.self`, `NS.Type`, `.init(...)`) fails to type-check instead of passing silently.
#
# Usage: scripts/keyword-probe.sh [output-directory]      (default: .build/keyword-probe)
# Environment: SWIFTC (default swiftc), JOBS (parallel compiles, default 2), PROBE_WORDS,
# AGGREGATE_ONLY=1 (recompute summary.tsv from an existing forms.tsv without compiling).
# Writes <output>/forms.tsv (one line per word, form and spelling, with the first diagnostic),
# <output>/summary.tsv (position, word, plain|backticks|illegal, failing forms) and
# <output>/findings.txt (word, verdict per position), and diffs findings.txt with the table
# recorded in SwiftKeywordProbeFindingsTests.swift when run from the package root.
set -euo pipefail

SWIFTC=${SWIFTC:-swiftc}
JOBS=${JOBS:-2}
OUT=${1:-.build/keyword-probe}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# Reserved words (the lexer never returns them as identifiers), `_`, contextual keywords, and
# `title`, an ordinary name that must come out plain everywhere (the control).
WORDS=(
  associatedtype class deinit enum extension fileprivate func import init inout internal let
  operator precedencegroup private protocol public rethrows static struct subscript typealias var
  break case catch continue default defer do else fallthrough for guard if in repeat return switch
  throw where while
  Any as false is nil self Self super throws true try
  _
  actor any associativity async await borrowing consume consuming convenience copy didSet discard
  distributed dynamic each final get indirect infix isolated lazy left macro mutating nonisolated
  nonmutating none open optional override package postfix precedence prefix Protocol reasync
  required right sending set some then Type unowned unsafe weak willSet yield
  title
)

# PROBE_WORDS="a b c" probes only those words (handy when investigating one finding).
if [[ -n ${PROBE_WORDS:-} ]]; then read -r -a WORDS <<<"$PROBE_WORDS"; fi

PRELUDE='struct Marker { let probeMarker = 0 }
struct Payload: Equatable { let probePayload = 0 }
'

FORM_NAMES=()
declare -A FORM_POSITION FORM_TEXT

# form NAME POSITION  (template on stdin; @W@ stands for the probed name)
form() {
  FORM_NAMES+=("$1")
  FORM_POSITION[$1]=$2
  FORM_TEXT[$1]=$(cat)
}

TYPE_STRUCT='enum NS { struct @W@ { var probeField: Int { 1 }; static let probeStatic = 2 } }'
TYPE_ENUM='enum NS { enum @W@ { case probeCase } }'
TYPE_PROTOCOL='enum NS { protocol @W@ { var probeRequirement: Int { get } } }'

form type-struct-declaration typeName <<<"$TYPE_STRUCT"
form type-enum-declaration typeName <<<"$TYPE_ENUM"
form type-protocol-declaration typeName <<<"$TYPE_PROTOCOL"
form type-qualified-annotation typeName <<EOF
$TYPE_STRUCT
func use(_ value: NS.@W@) -> Int { value.probeField }
EOF
form type-qualified-initializer typeName <<EOF
$TYPE_STRUCT
func use() -> Int { NS.@W@().probeField }
EOF
form type-qualified-static-member typeName <<EOF
$TYPE_STRUCT
func use() -> Int { NS.@W@.probeStatic }
EOF
form type-qualified-metatype typeName <<EOF
$TYPE_STRUCT
func use() -> Int { let type: NS.@W@.Type = NS.@W@.self; return type.probeStatic }
EOF
form type-qualified-generic-and-optional typeName <<EOF
$TYPE_STRUCT
func use(_ values: [NS.@W@], _ maybe: NS.@W@?, _ map: [String: NS.@W@]) -> Int { values.count + (maybe?.probeField ?? 0) + map.count }
EOF
form type-extension typeName <<EOF
$TYPE_STRUCT
extension NS.@W@ { var probeExtension: Int { probeField } }
EOF
form type-unqualified-annotation typeName <<'EOF'
enum NS {
    struct @W@ { var probeField: Int { 1 } }
    struct Holder { let value: @W@ }
}
func use(_ holder: NS.Holder) -> Int { holder.value.probeField }
EOF
form type-unqualified-initializer typeName <<'EOF'
enum NS {
    struct @W@ { var probeField: Int { 1 } }
    static func make() -> Int { @W@().probeField }
}
EOF
form type-nested-enum-cases typeName <<EOF
$TYPE_ENUM
func use() -> [NS.@W@] { [.probeCase, NS.@W@.probeCase] }
EOF
form type-protocol-conformance typeName <<EOF
$TYPE_PROTOCOL
struct Conformer: NS.@W@ { var probeRequirement: Int { 1 } }
func use(_ value: any NS.@W@) -> Int { value.probeRequirement }
EOF

MODEL_LET='struct Model { let @W@: Marker }'
MODEL_CLOSURE='struct Model { var @W@: (() -> Void)? }'
ACTION='enum Action {
    case @W@(Payload)
    case probeOther
    static func make() -> Self { Self.@W@(Payload()) }
}'
TAB='enum Tab {
    case @W@
    case probeOther
    static func make() -> Self { Self.@W@ }
}'
ACTION_DECL='enum Action { case @W@(Payload); case probeOther }'
TAB_DECL='enum Tab { case @W@; case probeOther }'

form member-stored-let-declaration member <<<"$MODEL_LET"
form member-stored-read member <<EOF
$MODEL_LET
func use(_ model: Model) -> Marker { model.@W@ }
EOF
form member-closure-var-declaration member <<<"$MODEL_CLOSURE"
form member-closure-call member <<EOF
$MODEL_CLOSURE
func use(_ model: Model) { model.@W@?() }
EOF
form member-closure-assign member <<EOF
$MODEL_CLOSURE
func use(_ model: inout Model) { model.@W@ = {} }
EOF
form member-parameter-name member <<'EOF'
func f(_ @W@: Marker) -> Marker { @W@ }
EOF
form member-payload-case-declaration member <<<"$ACTION_DECL"
form member-payload-case-qualified member <<EOF
$ACTION_DECL
func use() -> Action { Action.@W@(Payload()) }
EOF
form member-payload-case-implicit member <<EOF
$ACTION_DECL
func use() -> Action { .@W@(Payload()) }
EOF
form member-payload-case-self member <<<"$ACTION"
form member-payload-case-switch member <<EOF
$ACTION_DECL
func use(_ action: Action) -> Payload? {
    switch action {
    case .@W@(let value): return value
    case .probeOther: return nil
    }
}
EOF
form member-payload-case-if-case member <<EOF
$ACTION_DECL
func use(_ action: Action) -> Payload? {
    if case let .@W@(value) = action { return value }
    return nil
}
EOF
form member-case-declaration member <<<"$TAB_DECL"
form member-case-qualified member <<EOF
$TAB_DECL
func use() -> Tab { Tab.@W@ }
EOF
form member-case-implicit member <<EOF
$TAB_DECL
func use() -> Tab { .@W@ }
EOF
form member-case-self member <<<"$TAB"
form member-case-switch member <<EOF
$TAB_DECL
func use(_ tab: Tab) -> Int {
    switch tab {
    case .@W@: return 1
    case .probeOther: return 2
    }
}
EOF
form member-case-equality member <<EOF
$TAB_DECL
func use(_ tab: Tab) -> Bool { tab == .@W@ }
EOF
form member-case-optional-context member <<EOF
$TAB_DECL
func use() -> Tab? { .@W@ }
EOF
form member-static-let member <<'EOF'
struct Model {
    static let @W@ = Model()
    static func make() -> Self { Self.@W@ }
}
func use() -> [Model] { [Model.@W@, .@W@] }
EOF

# Argument labels, declared and passed; the parameter itself has another name.
form label-function argumentLabel <<'EOF'
func f(@W@ value: Marker) -> Marker { value }
func use() -> Marker { f(@W@: Marker()) }
EOF
form label-initializer argumentLabel <<'EOF'
struct Model {
    let value: Marker
    init(@W@ value: Marker) { self.value = value }
}
func use() -> Model { Model(@W@: Marker()) }
EOF

# A member name that doubles as a label: @M@ is spelled as for .member, @L@ as for .argumentLabel.
# Probed in all four spellings; the summary checks the pair that the two positions chose.
form mixed-memberwise-initializer mixed <<'EOF'
struct Model { let @M@: Marker }
func use() -> Model { Model(@L@: Marker()) }
EOF
form mixed-explicit-initializer mixed <<'EOF'
struct Model {
    let @M@: Marker
    init(@L@: Marker) { self.@M@ = @M@ }
}
func use() -> Marker { Model(@L@: Marker()).@M@ }
EOF

# Not a position of its own (printed because it is cheap to know): a method named after the word.
form method-declaration-and-call method <<'EOF'
struct Model {
    func @W@() -> Marker { Marker() }
}
func use(_ model: Model) -> Marker { model.@W@() }
EOF

if [[ -z ${AGGREGATE_ONLY:-} ]]; then
# Writes every program, then type-checks them JOBS at a time. A style is "plain" or "backticks"
# for one-placeholder forms, and "<member style>+<label style>" for mixed forms.
spell() { if [[ $1 == plain ]]; then printf '%s' "$2"; else printf '`%s`' "$2"; fi; }
index=0
: >"$WORK/list"
for word in "${WORDS[@]}"; do
  for name in "${FORM_NAMES[@]}"; do
    if [[ ${FORM_POSITION[$name]} == mixed ]]; then
      styles=(plain+plain plain+backticks backticks+plain backticks+backticks)
    else
      styles=(plain backticks)
    fi
    for style in "${styles[@]}"; do
      text=${FORM_TEXT[$name]}
      text=${text//@W@/$(spell "$style" "$word")}
      text=${text//@M@/$(spell "${style%+*}" "$word")}
      text=${text//@L@/$(spell "${style#*+}" "$word")}
      printf '%s%s\n' "$PRELUDE" "$text" >"$WORK/$index.swift"
      printf '%s\t%s\t%s\t%s\t%s\n' "$index" "$word" "${FORM_POSITION[$name]}" "$name" "$style" >>"$WORK/list"
      index=$((index + 1))
    done
  done
done

export SWIFTC WORK
cut -f1 "$WORK/list" | xargs -P "$JOBS" -I{} sh -c \
  '"$SWIFTC" -swift-version 6 -typecheck -parse-as-library -diagnostic-style llvm "$WORK/{}.swift" >"$WORK/{}.log" 2>&1; echo $? >"$WORK/{}.rc"'

# One line per word, form and style: ok | warning | error, and the first diagnostic.
{
  printf 'word\tposition\tform\tstyle\tstatus\tfirst-diagnostic\n'
  while IFS=$'\t' read -r i word position name style; do
    if [[ $(cat "$WORK/$i.rc") != 0 ]]; then status=error
    elif grep -q 'warning:' "$WORK/$i.log"; then status=warning
    else status=ok; fi
    first=$(grep -m1 -E '(error|warning):' "$WORK/$i.log" | sed -E 's/^[^:]*:[0-9]+:[0-9]+: //' || true)
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$word" "$position" "$name" "$style" "$status" "$first"
  done <"$WORK/list"
} >"$OUT/forms.tsv"
fi

# Per position: plain if every form passes plain, else backticks if every form passes in
# backticks, else illegal. A member name is also a label (memberwise and explicit initializers):
# when the word is illegal as a label, or the mixed forms fail with the spellings chosen for
# .member and .argumentLabel, the member verdict becomes illegal. `_` passes some forms only as a
# raw identifier (Swift 6.2+) or as "no label"; SwiftKeywords rules it out by policy.
awk -F'\t' '
  NR == 1 { next }
  $2 == "mixed" { mixed[$1 "\t" $3 "\t" $4] = $5; mixedForms[$3] = 1; next }
  {
    key = $2 "\t" $1
    if (!(key in seen)) { seen[key] = 1; order[++n] = key; words[$1] = 1 }
    if ($5 != "ok") fail[key "\t" $4] = fail[key "\t" $4] " " $3
  }
  END {
    for (i = 1; i <= n; i++) {
      k = order[i]
      if (!((k "\tplain") in fail)) { verdict[k] = "plain"; line[k] = k "\tplain\t" }
      else if (!((k "\tbackticks") in fail)) { verdict[k] = "backticks"; line[k] = k "\tbackticks\tplain fails:" fail[k "\tplain"] }
      else { verdict[k] = "illegal"; line[k] = k "\tillegal\tbackticks fail:" fail[k "\tbackticks"] }
    }
    for (w in words) {
      k = "member\t" w; m = verdict[k]; l = verdict["argumentLabel\t" w]
      if (m == "illegal") continue
      if (l == "illegal") { verdict[k] = "illegal"; line[k] = k "\tillegal\tillegal as a label"; continue }
      bad = ""
      for (f in mixedForms) if (mixed[w "\t" f "\t" m "+" l] != "ok") bad = bad " " f
      if (bad != "") { verdict[k] = "illegal"; line[k] = k "\tillegal\tas " m " with label " l ", fails:" bad }
    }
    for (i = 1; i <= n; i++) print line[order[i]]
  }
' "$OUT/forms.tsv" | sort -t$'\t' -k1,1 -k3,3 -k2,2 >"$OUT/summary.tsv"

# findings.txt: one row per word, the verdict per position, in the layout of the table in
# SwiftKeywordProbeFindingsTests.swift, which is then compared with it if it can be found.
{
  printf '%-16s %-10s %-10s %s\n' word typeName member argumentLabel
  for word in "${WORDS[@]}"; do
    verdicts=()
    for position in typeName member argumentLabel; do
      verdicts+=("$(awk -F'\t' -v p="$position" -v w="$word" '$1 == p && $2 == w { print $3 }' "$OUT/summary.tsv")")
    done
    printf '%-16s %-10s %-10s %s\n' "$word" "${verdicts[@]}"
  done
} >"$OUT/findings.txt"

echo "probed ${#WORDS[@]} words x ${#FORM_NAMES[@]} forms with $("$SWIFTC" --version 2>&1 | head -1)"
echo "wrote $OUT/forms.tsv, $OUT/summary.tsv and $OUT/findings.txt"
recorded=$(find . -name SwiftKeywordProbeFindingsTests.swift -not -path '*/.build/*' 2>/dev/null | head -1)
if [[ -n $recorded && -z ${PROBE_WORDS:-} ]]; then
  if diff <(sed -n '/^word /,/^"""/p' "$recorded" | sed '$d') "$OUT/findings.txt"; then
    echo "findings match $recorded"
  else
    echo "findings differ from $recorded (above: < recorded, > measured)"
  fi
fi
awk -F'\t' '{ count[$1 "\t" $3]++ } END { for (k in count) print k "\t" count[k] }' "$OUT/summary.tsv" | sort
