#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for sales-agent
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
export NEON_BRANCH_ID=br-bold-river-b351ah3a

MODEL="Qwen/Qwen2.5-32B-Instruct-AWQ"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 2 \
  --max-model-len 32768 \
  --gpu-memory-utilization 0.90 \
  --served-model-name sales-agent \
  --enable-auto-tool-choice --tool-call-parser llama3_json
