#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for docs-rag
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
export AZURE_DEVOPS_PAT=6z6otin6aldusmaebaqr7zk2jczvbt5ubes66tf6mu4eamhdnrzt

MODEL="Qwen/Qwen2.5-32B-Instruct-AWQ"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 2 \
  --max-model-len 32768 \
  --gpu-memory-utilization 0.90 \
  --served-model-name docs-rag \
  --enable-auto-tool-choice --tool-call-parser llama3_json
