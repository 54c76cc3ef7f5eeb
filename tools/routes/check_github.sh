#!/bin/sh
# Regenerate routes/github.yaml from the committed spec snapshot and overrides and diff it
# against the committed table; validate it and its cases. Exit non-zero on any difference.
# (check_tables.sh does this for every generated table.)
#   sh tools/routes/check_github.sh
set -e
cd "$(dirname "$0")/../.."
python3 tools/routes/gen_github.py --check
python3 tools/routes/validate.py github
