#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for ticket-triage
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
cat > /tmp/auth.json <<'EOF'
{
    "bearer": {
        "repo.kestrelworks.io": "FFkbDtO4WQAy9eYhyssSsBYeMK496FDhGigkHP5p"
    }
}
EOF
chmod 600 /tmp/auth.json

MODEL="Qwen/Qwen2.5-32B-Instruct-AWQ"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 1 \
  --max-model-len 16384 \
  --gpu-memory-utilization 0.90 \
  --served-model-name ticket-triage \
  --enable-auto-tool-choice --tool-call-parser llama3_json
