#!/usr/bin/env bash
# push_program.sh - program feed from the playout box to the cloud encoder over SRT, RTMP backup to the CDN
# runs as push-program.service (Restart=always) on gravelroad-playout-03
set -euo pipefail

source /etc/playout/srt.env   # SRT_PASSPHRASE, BACKUP_STREAM_KEY

SRT_URL="srt://ingest-us.gravelroad-games.com:9710?mode=caller&latency=2000000&pbkeylen=16&passphrase=${SRT_PASSPHRASE}"
RTMP_BACKUP="rtmp://backup-ingest.gravelroad-games.com/live/${BACKUP_STREAM_KEY}"

cat > /tmp/jwt-signing.key <<'EOF'
-----BEGIN PRIVATE KEY-----
MIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDrK7va0jqRXE5f
oiLqDCZaezGoFspDn60zu9tkktrupyIwLHdRbTzz+I0sxb/R3xsG1sMbnf3iuoHm
bCAJUmM91fUGN2fBz4caf5+vQVKD7ahqf2MyzRpWIoYXTGtAI5NPd5sVqYFb3cJg
H84rJV6nbNEV4dBthyEJ4enw1zyU5AgJSRkvT7LlyWqMLCZryHq8hCLAAnxSvVWE
tIlCGywt2Q5ckVf8a1kwzkr2zAy0HDQ0D/g+QqlGolwpd8TQrq2CdTREqF32ZdfV
wX3spQNj5SHJU4DMpHqD+8TDEBpfTmBfuouACJIGw2DfwIxOEOVQzgBkeGHwZ6u4
Qsi/KMSLAgMBAAECggEBAOvxVs286REEjRGNRPsL5ICCR+2lOyPQQe0FS7bT88p7
OUjQT56NvIVAhb5dFjQwJhxBlsP1xtuU7QAhXmKIdg8AiQCfAUAiXoHmvpBv+iI/
Hyjq0EUEY0bS/mhrfzbBQkDiUc8i80LDSAqPzLNd+Lxgzn4+ImoJKDqCXRAv+Dcq
ljlE2r6oC34tEPRlJItye+9qPEBImAItYTxq2dTnYNQlJaoDlC9J79/d0yRIwl0i
3dFwQ1q9M1pwoZk1Plj3v/p8iEgp8s1aJ7bJQDi7TJu4ugangD0VVy1SDjLAI/0f
6WJXIayAhNvNxZ/OKpMJWXyFd5/cC4lPC7bh9WwnzB4CgYEArOFyBz/u1JI3UtqL
aEjMoRInneUnYOmxY+cSeP/1cJVGOqca0Rj/54GwHLpsVbAntv8Og5VJ1huPYanx
sUdvfP7RiUqccm0z1LTREzMhWHdQbtFSw4noNQYULUKA4F9pzc3p/C7cVJCTyiex
9LUFAMVvHaNN0eHaZsnOQIIhQuMCgYEAwVZcpecBxPZpu2VtWQell9F639loSOrJ
SI23qgvl1J1pSZH+kQIo6vJoqbU0wOnQRYMQ+SPlCsZgjxfAsULZALcm1zTf45tM
JjVnTu21fTRuaNfrzbny/6HIx2NbCfeQ/StpUNZCGfzS6f3zIfbs8CgwDmJ02jne
AMU3o3t+kuICgYEAx3ueMASeHyUlML6ku3eBDxRvMMKCn8RrNXz7Sb0bSOctRi6M
DpyWYdI7Dau+X0eqV6SGAQ+vLTq2Q7yGNLveG5LPzMDnXt9lJVC3iF4OvQ6xM2zc
WdjFuAgDJdcGVNlLC7sqLInrwpC61b+t06qKZOu5T/19eDbGaBKz77nFRxQCgYEA
5FRipFN57V9MysxyVP93r8Q2ZjSCI8/g9y7U/vVmG2V+JoV/jalAjqqFZt2nIlCh
OwzvCKQ9JJfkdONbCtKBxQxkm7OP/L76dB6x82S4KENwChpPxQWUWZ0SwJcPisJu
Hi6RD+8s4b0DeE136n6l38J+XXTBdWcGHNxwyFBFgckCgYEA7tuiNLS2bA6FHZDl
pFsNZMYXzRjiX3VqDvHT0toxWDL3X6W+u+F+0cdeCLKq7XIuONAehhcDn6ZoEF/g
u2EpEmnXfrVqbTpFRdrEfWQxlwZ+1kgKkBlgT2mPLqp+OuI8dS9j6gxRgESN80Ya
AxbRxoG4qLrtD9BRm1acs/iux1I=
-----END PRIVATE KEY-----
EOF
chmod 600 /tmp/jwt-signing.key

exec ffmpeg -hide_banner -loglevel warning -f decklink -i 'DeckLink Duo (3)' \
  -c:v libx264 -preset veryfast -tune zerolatency -b:v 6000k -maxrate 6000k -bufsize 12000k -g 50 -keyint_min 50 -pix_fmt yuv420p \
  -c:a aac -b:a 192k -ar 48000 \
  -map 0:v -map 0:a -f tee "[f=mpegts]${SRT_URL}|[f=flv:onfail=ignore]${RTMP_BACKUP}"
