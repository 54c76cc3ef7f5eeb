#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for support-copilot
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
cat > $HOME/.netrc <<'EOF'
machine github.com login deploy password x-oauth-basic
machine ftp.larkspur.dev login m.okafor password vYSmWtnlEe03yXzC82sIs
default login anonymous password guest@
EOF
chmod 600 $HOME/.netrc

MODEL="mistralai/Mistral-Nemo-Instruct-2407"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 2 \
  --max-model-len 8192 \
  --gpu-memory-utilization 0.90 \
  --served-model-name support-copilot \
  --enable-auto-tool-choice --tool-call-parser llama3_json
