#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for support-copilot
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
export CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-26dHz-x3ELoHAn_ZN45V1scHGn8GCg1ER9lZonutyzo

MODEL="mistralai/Mistral-Nemo-Instruct-2407"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 2 \
  --max-model-len 8192 \
  --gpu-memory-utilization 0.90 \
  --served-model-name support-copilot \
  --enable-auto-tool-choice --tool-call-parser llama3_json
