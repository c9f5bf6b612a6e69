#!/usr/bin/env python3
"""Runs the yaml-test-suite through PyYAML's CLoader, which calls the system libyaml directly,
and prints the cases libyaml itself fails. The conformance test
(Tests/CellGenCoreTests/Reading/YAMLTestSuiteConformanceTests.swift) lists exactly these as
libyaml deviations; if the two lists ever differ, the difference is in our binding.

Usage: python3 scripts/yaml-suite-libyaml-crosscheck.py [path/to/yaml-test-suite]
Needs PyYAML built with libyaml (Debian: python3-yaml).
"""
import os
import sys

import yaml

STYLES = {None: ':', '': ':', "'": "'", '"': '"', '|': '|', '>': '>'}


def escape(value):
    for raw, escaped in (('\\', '\\\\'), ('\0', '\\0'), ('\b', '\\b'), ('\t', '\\t'), ('\n', '\\n'), ('\r', '\\r')):
        value = value.replace(raw, escaped)
    return value


def properties(event):
    return ([f'&{event.anchor}'] if event.anchor else []) + ([f'<{event.tag}>'] if event.tag else [])


def line(event):
    kind = type(event).__name__
    if kind == 'StreamStartEvent': return '+STR'
    if kind == 'StreamEndEvent': return '-STR'
    if kind == 'DocumentStartEvent': return '+DOC ---' if event.explicit else '+DOC'
    if kind == 'DocumentEndEvent': return '-DOC ...' if event.explicit else '-DOC'
    if kind == 'MappingEndEvent': return '-MAP'
    if kind == 'SequenceEndEvent': return '-SEQ'
    if kind == 'AliasEvent': return f'=ALI *{event.anchor}'
    if kind == 'ScalarEvent':
        return ' '.join(['=VAL'] + properties(event)) + ' ' + STYLES[event.style] + escape(event.value)
    head = '+MAP' if kind == 'MappingStartEvent' else '+SEQ'
    flow = (['{}'] if head == '+MAP' else ['[]']) if event.flow_style else []
    return ' '.join([head] + flow + properties(event))


def cases(root):
    for name in sorted(os.listdir(root)):
        if len(name) != 4 or not name.isalnum() or name != name.upper():
            continue
        if os.path.exists(os.path.join(root, name, 'in.yaml')):
            yield name
        else:
            yield from (f'{name}/{sub}' for sub in sorted(os.listdir(os.path.join(root, name))))


def conforms(directory):
    expects_error = os.path.exists(os.path.join(directory, 'error'))
    with open(os.path.join(directory, 'in.yaml'), 'rb') as file:
        data = file.read()
    with open(os.path.join(directory, 'test.event'), encoding='utf-8') as file:
        expected = [text for text in file.read().split('\n') if text]
    try:
        actual = [line(event) for event in yaml.parse(data, Loader=yaml.CLoader)]
    except yaml.YAMLError:
        return expects_error
    return not expects_error and actual == expected


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join('..', 'shared', 'yaml-test-suite')
    every = list(cases(root))
    failing = [case for case in every if not conforms(os.path.join(root, case))]
    print(f'{len(every)} cases; libyaml {yaml.__with_libyaml__ and "via CLoader"} fails {len(failing)}:')
    print(' '.join(failing))


if __name__ == '__main__':
    main()
