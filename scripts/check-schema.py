#!/usr/bin/env python3
"""Checks JSON documents against a JSON Schema (draft-07) with the `jsonschema` package.

    scripts/check-schema.py SCHEMA.json DOCUMENT.json...

Prints one line per document, "valid NAME" or "invalid NAME: <first error> at <path>", and
exits 0 (whatever the documents) when the schema itself is a valid draft-07 schema, 2 when it
is not, 3 when `jsonschema` is not installed (pip install jsonschema). CellGen's schema tests
convert specs to JSON themselves (YAML 1.2, as editors read it) and run this script.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("jsonschema is not installed: pip install jsonschema", file=sys.stderr)
    sys.exit(3)

with open(sys.argv[1], encoding="utf-8") as file:
    schema = json.load(file)
try:
    jsonschema.Draft7Validator.check_schema(schema)
except jsonschema.SchemaError as error:
    print(f"the schema is not a valid draft-07 schema: {error.message}", file=sys.stderr)
    sys.exit(2)
validator = jsonschema.Draft7Validator(schema)
for path in sys.argv[2:]:
    with open(path, encoding="utf-8") as file:
        document = json.load(file)
    errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
    name = path.rsplit("/", 1)[-1]
    if errors:
        where = "/".join(str(part) for part in errors[0].absolute_path) or "(root)"
        print(f"invalid {name}: {errors[0].message} at {where}")
    else:
        print(f"valid {name}")
