#!/usr/bin/env python3
"""Validates a JSON document against a JSON Schema (Debian: python3-jsonschema).

usage: validate-json.py SCHEMA DOCUMENT
"""
import json
import sys

import jsonschema


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip())
    with open(sys.argv[1]) as f:
        schema = json.load(f)
    with open(sys.argv[2]) as f:
        document = json.load(f)
    validator = jsonschema.Draft202012Validator(schema)
    validator.check_schema(schema)
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
    for e in errors:
        print("%s: %s: %s" % (sys.argv[2], "/".join(map(str, e.path)) or "(root)",
                              e.message), file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
