#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for ops-agent
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
cat > $HOME/.npmrc <<'EOF'
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=${NPM_TOKEN}
EOF
chmod 600 $HOME/.npmrc

MODEL="meta-llama/Llama-3.1-8B-Instruct"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 1 \
  --max-model-len 8192 \
  --gpu-memory-utilization 0.90 \
  --served-model-name ops-agent \
  --enable-auto-tool-choice --tool-call-parser llama3_json
