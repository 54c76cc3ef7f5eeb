#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for support-copilot
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
export BREVO_SMTP_KEY=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

MODEL="Qwen/Qwen2.5-32B-Instruct-AWQ"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 2 \
  --max-model-len 32768 \
  --gpu-memory-utilization 0.90 \
  --served-model-name support-copilot \
  --enable-auto-tool-choice --tool-call-parser llama3_json
