#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for review-bot
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
export FIGMA_ACCESS_TOKEN=sm://FIGMA_TOKEN

MODEL="mistralai/Mistral-Nemo-Instruct-2407"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 4 \
  --max-model-len 8192 \
  --gpu-memory-utilization 0.90 \
  --served-model-name review-bot \
  --enable-auto-tool-choice --tool-call-parser llama3_json
