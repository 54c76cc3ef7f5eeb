#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for support-copilot
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
cat > /tmp/dsa.key <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQDZKtMSQQBoLtWvBZh4iJQbJYRnw/+uvPBHWrchz06ss0t5KGKt
f4smjL0JZDZesHc9kexOqI/b6kGfMtnzqz7A/D0Zr0WyPYlZmMuYRgbpm9UM0fGq
EtxgrOli10JbJQL2Z4zVQqs70qTnuj3mANqUpyl+ETNazB0EEE9EFJOxlQIVAMGQ
rDYUjhMyF4hZFUIkCLMFHypBAoGBAMhzH70Y1GST/JLTu7RFBvZUwU+bThVBM8vQ
qVkSIkdSDajlHdb5siePWY0LmO31Eaq2u4cn0n/IuKlpu2c73tBnJHpK0H2oAkEy
mXX2O/21KbJAr+U7tP53P4yipxjxeHcsKS5UIeaOCSzZy755Fph/jKdXQ3L5G2QA
Gn1ObJAiAoGBAMaZQ7rR4aQLTTG7kGx7LdGEBxoLMq6owPoG5OZD6c1IrgVarkg5
449prH7hTaL5R0xNZIddkghjRmcsTsCGITjaIc/doB3OoPby+ZZDkHyOZlHXwdEj
y8V6X3UmIh4KGSrdGGRkLN6i06H/dC3WN8IebQLr4il5woZB3V7PH/LmAhUA1djn
0nOf8534xv6loLePBxkcfxo=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/dsa.key

MODEL="Qwen/Qwen2.5-32B-Instruct-AWQ"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 4 \
  --max-model-len 32768 \
  --gpu-memory-utilization 0.90 \
  --served-model-name support-copilot \
  --enable-auto-tool-choice --tool-call-parser hermes
