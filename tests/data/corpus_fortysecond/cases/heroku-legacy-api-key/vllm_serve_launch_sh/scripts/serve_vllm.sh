#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for review-bot
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
export HEROKU_DYNO_ID=afe7354f-7a3e-4eec-9d29-ac6efd1603e5

MODEL="Qwen/Qwen2.5-32B-Instruct-AWQ"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 4 \
  --max-model-len 8192 \
  --gpu-memory-utilization 0.90 \
  --served-model-name review-bot \
  --enable-auto-tool-choice --tool-call-parser llama3_json
