#!/usr/bin/env python3
"""Writes the generated bad-input fixtures into Tests/CellGenCoreTests/Fixtures/Diagnostics.

The hand-written fixtures sit beside them; these are the ones that are easier to make than to
type: seeded random bytes, truncated copies of every spec in specs/, lists one entry over each
count limit, a file one byte over the size limit and byte-level encoding damage. The output is
deterministic, so re-running this changes nothing unless the script changes. After a change,
record the expected diagnostics with
    CELLGEN_RECORD_FIXTURES=1 swift test --filter DiagnosticFixtureTests
and review them.
"""
import pathlib
import random

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/CellGenCoreTests/Fixtures/Diagnostics"
MAX_FILE_SIZE = 1 << 20  # ReaderLimits.default.maximumFileSize


def write(name, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    (OUT / f"{name}.screen.yml").write_bytes(data)


def random_inputs(rng):
    write("RandomBytes", bytes(rng.randrange(256) for _ in range(512)))
    printable = "".join(chr(c) for c in range(0x20, 0x7F)) + "\n" * 8
    write("RandomPrintable", "".join(rng.choice(printable) for _ in range(600)))
    tokens = ["screen", "cells", "sections", "rows", "cell", "fields", "on", "actions", "Title", "String",
              ":", ": ", "- ", "[", "]", "{", "}", ",", "'", '"', "&a ", "*a", "!t ", "? ", "|", ">",
              "#", "~", "\n", "\n  ", "\n    ", "  ", "\t", "%", "@", "`", "---", "..."]
    write("RandomTokens", "".join(rng.choice(tokens) for _ in range(300)))


def truncated_specs(rng):
    """Each spec cut at a random byte in its second half, where the YAML is densest."""
    for spec in sorted((ROOT / "specs").glob("*.screen.yml")):
        data = spec.read_bytes()
        cut = rng.randrange(len(data) // 2, len(data) - 1)
        write("Truncated" + spec.name.split(".")[0], data[:cut])


def over_limits():
    cells = "".join(f"  C{i}: {{ fields: {{ text: String }} }}\n" for i in range(201))
    write("TooManyViews", f"screen: TooManyViews\ncells:\n{cells}sections:\n  - id: main\n    rows:\n      - cell: C0\n")
    rows = "".join(f"      - {{ cell: Title, id: row{i} }}\n" for i in range(129))
    write("TooManyRows", f"screen: TooManyRows\ncells:\n  Title: {{ fields: {{ text: String }} }}\n"
                         f"sections:\n  - id: main\n    rows:\n{rows}")
    sections = "".join(f"  - id: s{i}\n    rows: [{{ cell: Title }}]\n" for i in range(65))
    write("TooManySections", f"screen: TooManySections\ncells:\n  Title: {{ fields: {{ text: String }} }}\n"
                             f"sections:\n{sections}")
    fields = "".join(f"      f{i}: Int\n" for i in range(65))
    events = "".join(f"      e{i}: ~\n" for i in range(33))
    write("TooManyFieldsAndEvents", f"screen: TooManyFieldsAndEvents\ncells:\n  Form:\n    fields:\n{fields}"
                                    f"    events:\n{events}sections:\n  - id: main\n    rows: [{{ cell: Form }}]\n")
    actions = "".join(f"  a{i}: Does thing {i}.\n" for i in range(201))
    write("TooManyActions", f"screen: TooManyActions\ncells:\n  Title: {{ fields: {{ text: String }} }}\n"
                            f"sections:\n  - id: main\n    rows: [{{ cell: Title }}]\nactions:\n{actions}")
    head = "screen: Oversized\n"
    padding = "# " + "x" * 97 + "\n"
    body = head + padding * ((MAX_FILE_SIZE - len(head)) // len(padding) + 1)
    write("Oversized", body[:MAX_FILE_SIZE + 1])
    write("LongIdentifier", "screen: LongIdentifier\ncells:\n  " + "Row" * 50 + ": { fields: { text: String } }\n"
                            "sections:\n  - id: main\n    rows: [{ cell: " + "Row" * 50 + " }]\n")


MINIMAL = "cells:\n  Title: { fields: { text: String } }\nsections:\n  - id: main\n    rows: [{ cell: Title }]\n"


def encoding_damage():
    write("UTF32WithoutBOM", f"screen: UTF32WithoutBOM\n{MINIMAL}".encode("utf-32-le"))
    write("BOMThenError", "\ufeffscreen: BOMThenError\ncells:\n  Title: { feilds: { text: String } }\n"
                          "sections:\n  - id: main\n    rows: [{ cell: Title }]\n")
    write("BOMInsideDocument", f"screen: BOMInsideDocument\n\ufeff{MINIMAL}")
    write("CRLFLineEndings", f"screen: CRLFLineEndings\r\ncells:\r\n  Title: {{ fields: {{ text: Strin g }} }}\r\n"
                             "sections:\r\n  - id: main\r\n    rows: [{ cell: Titel }]\r\n")
    write("C1AndDeleteControls", "screen: C1AndDeleteControls\ncells:\n  Title:\n    fields: { text: String }\n"
                                 "sections:\n  - id: main\n    header: \"caf\u009b\x7f\"\n    rows: [{ cell: Title }]\n")
    write("EncodedSurrogate", b"screen: EncodedSurrogate\ncells:\n  T\xed\xa0\x80itle: { fields: { text: String } }\n")
    write("OverlongUTF8", b"screen: OverlongUTF8\ncells:\n  Title: { fields: { text: String\xc0\xaf } }\n")


if __name__ == "__main__":
    rng = random.Random(6)
    random_inputs(rng)
    truncated_specs(rng)
    over_limits()
    encoding_damage()
