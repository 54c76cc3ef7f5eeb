#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for ticket-triage
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
export AUTH_TOKEN=eu01xx5a28a60ba6e1641328c346e02fFFFFNRAL

MODEL="Qwen/Qwen2.5-32B-Instruct-AWQ"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 4 \
  --max-model-len 32768 \
  --gpu-memory-utilization 0.90 \
  --served-model-name ticket-triage \
  --enable-auto-tool-choice --tool-call-parser llama3_json
