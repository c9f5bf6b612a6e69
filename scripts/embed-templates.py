#!/usr/bin/env python3
"""Writes Sources/CellGenCore/Rendering/BuiltinTemplates.swift from the files in Templates/, so
the cellgen binary carries its templates and works when copied alone. Run it after editing a
template; a test fails while the two differ.

Usage: python3 scripts/embed-templates.py
"""
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TEMPLATES = os.path.join(ROOT, 'Templates')
OUTPUT = os.path.join(ROOT, 'Sources', 'CellGenCore', 'Rendering', 'BuiltinTemplates.swift')


def raw_literal(text):
    """A Swift raw multi-line string literal holding exactly `text`."""
    hashes = '#'
    while f'"""{hashes}' in text or f'\\{hashes}' in text:
        hashes += '#'
    indented = ''.join(line if line == '\n' else '        ' + line for line in text.splitlines(keepends=True))
    # A multi-line literal drops the line break before its closing delimiter: add one so the
    # text keeps its final newline.
    return f'{hashes}"""\n{indented}\n        """{hashes}'


def main():
    names = sorted(name for name in os.listdir(TEMPLATES) if name.endswith('.mustache'))
    entries = []
    for name in names:
        with open(os.path.join(TEMPLATES, name), encoding='utf-8') as file:
            text = file.read()
        if not text.endswith('\n'):
            text += '\n'
        entries.append(f'        "{name[:-len(".mustache")]}": {raw_literal(text)},')
    body = '\n'.join(entries)
    swift = f'''// This file is written by scripts/embed-templates.py from Templates/. Do not edit it: edit the
// templates and run the script. BuiltinTemplatesTests fails while the two differ.

/// The built-in templates, by name, embedded so that the `cellgen` binary needs no files
/// beside it.
enum BuiltinTemplates {{
    static let all: [String: String] = [
{body}
    ]
}}
'''
    with open(OUTPUT, 'w', encoding='utf-8') as file:
        file.write(swift)
    print(f'wrote {len(names)} templates to {os.path.relpath(OUTPUT, ROOT)}')


if __name__ == '__main__':
    main()
