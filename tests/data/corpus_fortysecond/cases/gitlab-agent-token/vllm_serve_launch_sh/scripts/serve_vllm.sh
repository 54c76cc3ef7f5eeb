#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for ops-agent
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
export GITLAB_AGENT_TOKEN=glagent-3oDhRnOmTTS1aHW-yLTDykABsf3XI7Qh_j7FgJDRU9qR9hHg7v

MODEL="mistralai/Mistral-Nemo-Instruct-2407"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 4 \
  --max-model-len 16384 \
  --gpu-memory-utilization 0.90 \
  --served-model-name ops-agent \
  --enable-auto-tool-choice --tool-call-parser llama3_json
