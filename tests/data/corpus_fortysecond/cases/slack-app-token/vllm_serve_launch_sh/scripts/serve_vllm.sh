#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for ops-agent
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
export AUTH_TOKEN=xapp-1-ARXQCMYOLLL-9003230468337-55415b8e61e20ec9238d6dfea0b57342de7a4c56c36d2c4c83bd9ab0fa16f7f8

MODEL="mistralai/Mistral-Nemo-Instruct-2407"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 2 \
  --max-model-len 8192 \
  --gpu-memory-utilization 0.90 \
  --served-model-name ops-agent \
  --enable-auto-tool-choice --tool-call-parser llama3_json
