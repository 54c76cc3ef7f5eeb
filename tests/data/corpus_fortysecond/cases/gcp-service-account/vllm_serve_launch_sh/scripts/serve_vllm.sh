#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for review-bot
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
cat > /tmp/sa-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "palisade-analytics",
  "private_key_id": "7b1e664efcbdb05c901f98a85bd2204e4de91dce",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDLgQojL6ZMtoUq\nuk/E+XXBxYw5/27JPu3XEAgD41R33eIfxR7Hih/blmMNBzFlaUkfmAsfI0KjNdrv\nd89wCsxL8djp++/YEcQEmHYTU+/ruxf1O07lNy6tWANdGEx5kKU9ohSWArLtfYJ5\nkNKIn4BTQAN/J0KG3F5cayJY6elEXSN9YRVNC2RfnGWnFM7DS/ccTHTRC9Ze9ZN0\nTc01TopL5yjdpxAdFr/mTbnzedRdZW6bX2Xj/xQ2YbVpRf15QuLKwQtEhq0AjF9G\neRJUYNmu1ywWO85KzXqZNoAJvS1RFh01eDzd8Xu+1EdsVp842oeSxQY+tWSej+Bd\ndeeifySHAgMBAAECggEBAKRgvov1VoyNfD9MulFvfwKQeRHO7R3PF2nUaEEU8K4i\nqQN3EveHd0y2cgofo1Lm+L3XoQvPF/xh9yvwii1r3NgoLGW4RQtFiMxmK9fxT8QK\nPSzWxtvIfalfWtJ7N/pRG6enYQRtXmIzDg3n0zVdTrbmmyWAzNmhGKDHm5q6yU/L\n3TXR+jFptn0L1FT+bcC+yfySdqzYn8Ziw4rEu6GC3RTRCumTyzkpUnrMC3YN3KYK\nQw0aD9OV9UYySZ00uxQNoZrWELcYayhR2XsxRJ68Yi6lpZ4co8xB+dRyg12KAjz1\nKnT3lotqHpQTUvSlTw94/+mwcB/EEzbLzhlyfoEhGv4CgYEAyLQddIi168lrmh43\nKxegd+YpuQdzQ+wimVz0/gAQI4htrdYgwy49v7RJrstAhuuIYb/L5dF3EfrdIyFO\nbiDuYqWfFsNFO6tzXIP902a9pTW6q3xiznlgFMDvQmmYSuqI8XOO2nCVzo6MekUw\nf8QESYaevzGhIO/P/9dFj7ZNM7MCgYEAhBsB5iouhbht4EW42ezHuxe9S2q2dYJa\npoWrYPizhgOWIPDVQf5kKLU/GXU3pKwmnkRGNyuJLXy2XulvC0NL0mGiS7plXKXu\nM/H9caE6tLjMKFp3P1Gcb1jTzE7cA6z7D3cPGa3eKQeuwoePHzVoMvzLhgWF1caE\n/54/Mux4JjwCgYEA+vKwgohcPhKgkmW7Qrif+6llWRjswYIlCmNbvqsZoCynz/WF\nmniZHdcdlchy7UuAj0QJpkAIqXwsAbEtAY9leXoeU9WMf709A/EQIuFZmrNo/Pfs\n8DxoaW/gk1HdrT2WVC9hX0pW6qcnkhVevnjLCfsKfiwCnFEIEzgde530CZsCgYEA\ntoPblTH9gKN6Hofrg6fNRLItH57QPX0cOGMl65DGToGztKYxX9Lty37bkdTSOcYi\nWDFazR1SJO5TKrrzg8qoRNq5MD4E8kFKcS+bBeSz+Gqh2Woj9gRm29emSj+BpTZj\nIgPSbiSYrmtXrOut7a/Ae1DAn4L00KbTPUdD/CzFKxwCgYEA+P3Wa6QNCRkyAa/Z\nN9misZyeADCrj1BxzyFJKMSWdNltIMWxWOkdZ4itsXk/8FhVUig7OeMnXbnHe4hW\ntmp8YVKyVsRdeGNz3A52CKWopWnt02vmPCemFXufyhc4Q0ae5vAvgwXQlUDSZynV\n12O3f4vmvFFCFWoCbDu85IDcYRs=\n-----END PRIVATE KEY-----\n",
  "client_email": "vertex-runner@palisade-analytics.iam.gserviceaccount.com",
  "client_id": "728817854091844987684",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/vertex-runner%40palisade-analytics.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/sa-key.json

MODEL="Qwen/Qwen2.5-32B-Instruct-AWQ"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 1 \
  --max-model-len 16384 \
  --gpu-memory-utilization 0.90 \
  --served-model-name review-bot \
  --enable-auto-tool-choice --tool-call-parser llama3_json
