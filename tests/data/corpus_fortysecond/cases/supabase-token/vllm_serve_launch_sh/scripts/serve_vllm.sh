#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for support-copilot
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
export SUPABASE_ACCESS_TOKEN=sbp_eeedb04617160d09427eb17dd6fec387e245e694

MODEL="Qwen/Qwen2.5-32B-Instruct-AWQ"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 4 \
  --max-model-len 32768 \
  --gpu-memory-utilization 0.90 \
  --served-model-name support-copilot \
  --enable-auto-tool-choice --tool-call-parser hermes
