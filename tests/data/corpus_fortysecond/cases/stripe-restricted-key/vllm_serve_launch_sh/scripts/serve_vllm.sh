#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for sales-agent
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
export STRIPE_KEY=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

MODEL="mistralai/Mistral-Nemo-Instruct-2407"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 4 \
  --max-model-len 8192 \
  --gpu-memory-utilization 0.90 \
  --served-model-name sales-agent \
  --enable-auto-tool-choice --tool-call-parser llama3_json
