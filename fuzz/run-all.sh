#!/usr/bin/env bash
# Runs every fuzz target for SECONDS each (default 60) and exits non-zero if any target
# crashed, hung or failed to build. Crashing inputs land in fuzz/artifacts/TARGET/.
# Usage: fuzz/run-all.sh [SECONDS]   (FUZZ_TARGET_DIR overrides the build folder)
set -uo pipefail

cd "$(dirname "$0")/.."
secs="${1:-60}"
target_dir="${FUZZ_TARGET_DIR:-fuzz/target}"
fuzz=(cargo fuzz)
common=(-s none --target-dir "$target_dir")

"${fuzz[@]}" build "${common[@]}" || { echo "fuzz: build failed" >&2; exit 2; }

failed=()
for t in $("${fuzz[@]}" list); do
    # Real inputs as extra seeds; new finds go to fuzz/corpus/TARGET (not committed).
    seeds=()
    case "$t" in
        config_yaml) seeds=(examples) ;;
        entitlements_file) seeds=(examples) ;;
        route_table_yaml) seeds=(routes) ;;
    esac
    mkdir -p "fuzz/corpus/$t" fuzz/artifacts
    log="fuzz/artifacts/$t.log"
    echo "== $t (${secs}s)"
    if ! "${fuzz[@]}" run "${common[@]}" "$t" "fuzz/corpus/$t" "${seeds[@]}" -- \
        -max_total_time="$secs" -timeout=20 -print_final_stats=1 >"$log" 2>&1; then
        failed+=("$t")
        tail -n 30 "$log" >&2
    else
        grep -E '^stat::number_of_executed_units' "$log" || true
    fi
done

if ((${#failed[@]})); then
    echo "fuzz: FAILED: ${failed[*]} (logs and inputs in fuzz/artifacts/)" >&2
    exit 1
fi
echo "fuzz: all targets ran ${secs}s without a crash"
