#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for docs-rag
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
export EASYPOST_API_KEY=EZTKOlEEkzDker7Q8d6Cgds6U7lNwghPxQfBbz7GFurRuPu7sg8f0oYMUG

MODEL="Qwen/Qwen2.5-32B-Instruct-AWQ"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 2 \
  --max-model-len 8192 \
  --gpu-memory-utilization 0.90 \
  --served-model-name docs-rag \
  --enable-auto-tool-choice --tool-call-parser hermes
