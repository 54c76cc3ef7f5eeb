#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for sales-agent
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
cat > $HOME/.pgpass <<'EOF'
localhost:5432:analytics:ci-bot:CHANGE_ME_IN_PROD
EOF
chmod 600 $HOME/.pgpass

MODEL="meta-llama/Llama-3.1-8B-Instruct"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 4 \
  --max-model-len 16384 \
  --gpu-memory-utilization 0.90 \
  --served-model-name sales-agent \
  --enable-auto-tool-choice --tool-call-parser llama3_json
