#!/bin/sh
# Regenerate every generated route table and diff against the committed ones, then validate
# all tables (syntax, keys, ties) and run the hand-written cases through the reference matcher.
# Exit non-zero on any difference. Needs python3 with PyYAML; no network.
#   sh tools/routes/check_tables.sh
set -e
cd "$(dirname "$0")/../.."
python3 tools/routes/gen_github.py --check
python3 tools/routes/gen_slack.py --check
python3 tools/routes/gen_ai_tables.py --check
python3 tools/routes/gen_kubernetes.py --check || { echo "routes/kubernetes.yaml differs from regeneration" >&2; exit 1; }
python3 tools/routes/validate.py
python3 tools/routes/coverage.py
