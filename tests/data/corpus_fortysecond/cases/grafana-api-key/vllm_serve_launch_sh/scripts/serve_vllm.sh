#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for research-assistant
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
export ACCESS_TOKEN=eyJrIjoidVFWcjBKNFNpclIxNXVvQkhMSmo2bE04dDVIR2lKV3IiLCJuIjoidGVycmFmb3JtIiwiaWQiOjEwfQ==

MODEL="meta-llama/Llama-3.1-8B-Instruct"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 2 \
  --max-model-len 32768 \
  --gpu-memory-utilization 0.90 \
  --served-model-name research-assistant \
  --enable-auto-tool-choice --tool-call-parser llama3_json
