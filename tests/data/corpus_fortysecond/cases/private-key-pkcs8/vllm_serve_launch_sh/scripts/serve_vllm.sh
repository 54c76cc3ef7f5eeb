#!/usr/bin/env bash
# Start vLLM's OpenAI-compatible server for review-bot
set -euo pipefail

export HF_HOME=/models/hf-cache
export VLLM_WORKER_MULTIPROC_METHOD=spawn
cat > /tmp/jwt-signing.key <<'EOF'
-----BEGIN PRIVATE KEY-----
MIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDGBTp/1ldM3L7q
UVoOKhe+81N+LADCGyGCtC13fmJLCpxcAFm6YEBqMgEXHZibwPkahWKEZEraBLfx
vAGuHu8fCXoT2VKMK/edN0iMY0uzFbnHkGp6VnJg8XO6Ktoqfmh+RIowSpPKEGam
czfoDfw8nugb/Aj1lXgjwwZZBxZrFMk49dfhlmc3YgrfAdVe4CQv6zaMETaIYe6W
8cWpyls387t9+NNF3xdk9Mv1QakE7SAz4gdhtJuMp6PRQsSM/XF4jvC/wlY6oGpL
bG1INGgp2TbN2XUx/+sC7kl6gR9jQM3jnu4lqfdIw07uVR91H6h5d8XVCRN10xji
FAZ8+fWCAgMBAAECggEBANQosL7AOgYWKu4ToKyScORICtUvGXHtsO+ylPJ1c2AA
oeU3+QLWLc1N88EqkWZHhUZU22D97Zyg7KMKAilHAKgKKZhGKQN7GsOMT8D06xOc
tNhLkEfmDyjJ3R9sp6R9bZkGnoLH/dcz+bSfbNIk8zVSUvAujYDco+TU14/Fc4z/
gOvKueFpdFo7WpOszMP4lxyO3wvdwnLoAcHOoTc9WxT3rBwpV0naZbVqcfudbCZU
57DVqdicr61ABxVqdvRdyPUJj0N4ZzNCeELyCfFWtdKHDFOtrXqLSQtlAzGmETLw
wDM4juwTItAlv1fwQjcIG7ks3WnoEtGTbVm+tspreb0CgYEAm8WL1xEkLSzhFKeG
JNo+4B9vk0/p2vf6cUxKTBqbWo8KGfiJGaJI9qg9/wF3JQF/NrokXDPKeh6uqNXE
tsotqGZzBoxfA6Kr9otLPHYEdnJbN3Oo0YFyd5so3WJPAcNl59Db8SHwnDGLHEUD
cDQZHnMTYzHC/7zmZOgkJI37A90CgYEAyJRD6xbnvtpBUpTX4mukgFTFSXOpEnTF
Aqq5ek46TwE7wKn7R5MKXABZOH7T7UjOIi57BHnKeNgKqJaNwYlkOgYIiBIYHK9I
bSS+Bpxc+l7pKHj3Hdbzhl3VJ4KRiGZhGBzSHblasylJHBG6ki6gX9c85HzKIZN2
NHP9VChNgVICgYEAvvvpa7Exoumoln5Rpo5szZSZrlLKhVOXTmVyMDnCiS+2HkWi
HGorzljoND0jtk9F0DrejIQ97cGbaH93axlW4kMboYDltSO4egOOE7WK2Xlw1R1N
aYKsnr699COX7T8285JoNLxUgazuAIt9Md628GPCflWhdk1q+TYQuMcqkYUCgYEA
2tlSBIujAt4NuDpR5nvo1xtshmh6Sil4t1+PC12h40OQinRAna0Nl78ZjTfZKKVF
uzQJKY2JATWx1EfmpyiKiqBSC3/FSN1tWH+PbqCh0kvaKaz5j0CCZPs/wa7pyeTG
xqEe1clNWmfMLKO6mLASe3cdqkM5T5SrJU5mTNKLQXUCgYEArwlNC8/HfxI4El+3
HO/zvAwPDdYYUA/2V6NmgPrjIAhtP8yPpQAKHnigKdq9vUwO9bKo3MpxA8+cflFj
X4klZEcis5xtw9Y06PxAB+mx/QME3v+sg5g1zjB6JI8rmixbY1PzYkF8NWvPGCsh
kONE8dqsNhmQX4jlRs+xlZ4vy0U=
-----END PRIVATE KEY-----
EOF
chmod 600 /tmp/jwt-signing.key

MODEL="meta-llama/Llama-3.1-8B-Instruct"

vllm serve "$MODEL" \
  --host 0.0.0.0 --port 8000 \
  --tensor-parallel-size 2 \
  --max-model-len 16384 \
  --gpu-memory-utilization 0.90 \
  --served-model-name review-bot \
  --enable-auto-tool-choice --tool-call-parser hermes
