#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for review-bot
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
export PLANETSCALE_SERVICE_TOKEN_ID=g9p1z6x94yci
export PLANETSCALE_SERVICE_TOKEN=pscale_tkn__-7_jLs6poDUuMeha0_IVwEWePh5AL1aqkHz51DNIP4

MODEL="Qwen/Qwen2.5-32B-Instruct-AWQ"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 1 \
  --max-model-len 8192 \
  --gpu-memory-utilization 0.90 \
  --served-model-name review-bot \
  --enable-auto-tool-choice --tool-call-parser hermes
