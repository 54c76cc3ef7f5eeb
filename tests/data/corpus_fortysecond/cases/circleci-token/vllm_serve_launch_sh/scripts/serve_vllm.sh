#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for support-copilot
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
export CIRCLECI_CLI_TOKEN=CCIPAT_pvCE3k3xe3OdsjXIjAoanf_73816ec7597bcba6b6e518f68d371460a771f615

MODEL="mistralai/Mistral-Nemo-Instruct-2407"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 4 \
  --max-model-len 8192 \
  --gpu-memory-utilization 0.90 \
  --served-model-name support-copilot \
  --enable-auto-tool-choice --tool-call-parser hermes
