#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for docs-rag
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
export NETLIFY_AUTH_TOKEN=1OVEsltYG7bdMaSKO8YqVXfD6J8eQdH7CTn87TCyjTt

MODEL="mistralai/Mistral-Nemo-Instruct-2407"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 1 \
  --max-model-len 16384 \
  --gpu-memory-utilization 0.90 \
  --served-model-name docs-rag \
  --enable-auto-tool-choice --tool-call-parser hermes
