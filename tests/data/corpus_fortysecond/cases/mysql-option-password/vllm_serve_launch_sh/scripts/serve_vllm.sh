#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for research-assistant
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
cat > $HOME/.my.cnf <<'EOF'
[mysqld]
bind-address=0.0.0.0
max_connections=500

[mysqldump]
user=svc_orders
password=rDLYULQldlol88@
host=127.0.0.1
port=3306
EOF
chmod 600 $HOME/.my.cnf

MODEL="Qwen/Qwen2.5-32B-Instruct-AWQ"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 4 \
  --max-model-len 16384 \
  --gpu-memory-utilization 0.90 \
  --served-model-name research-assistant \
  --enable-auto-tool-choice --tool-call-parser llama3_json
