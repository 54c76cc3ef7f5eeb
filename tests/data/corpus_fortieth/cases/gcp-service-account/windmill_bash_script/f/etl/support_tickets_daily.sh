# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.support_tickets_daily}"
set -euo pipefail

cat > /tmp/credentials.json <<'EOF'
{
  "type": "service_account",
  "project_id": "quillon-ci-3f2a",
  "private_key_id": "f9070a761b0be16480696746c969769b075f0472",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQD96z5UO2TCTT6p\ngMYwl/xHUqrN9jNPsS+dltYttfB/JtiTZgwA53FEs6n3wpY8srRMkS+8U788O7NL\nDzRKHUh8/h9io6ICHSMtY8+D+PUtwrP4M+XkDHB8CRI5azwRsT/YRJcnIdnVN8HH\nnycu7zO/qEFBRwTKyjDt9ILmQ5IANjomoc3X7paqhDwJUcxFc0n5H4qApdV8pp6d\n1j/SFSDzHfc3DL5h4aKcqhKNllnxUumqSxsQ5nic7uHpBDh1V63imk+eiG5lXzLT\nnIbNt3pl/RsOP/MhqN9IrcJvCsZwBd2ooP9Nnhmfx32i7mAMT7pEvMXiWs5hx/Xi\n0RGABCu5AgMBAAECggEBALKs75ZHGfevrySBW2AWN8xSvryV/Y01SL2zZ/rJEqNP\nDFIk7URc8BNLXjQcZ9yHXNDJBYmxuMqy0NiwnbR5gYcVxatLiKi3Kr52VeXWJ7sh\nEp1lig3rjhJX+M9sHgXJfkcm1TMVhE7yEBYu1dgbFT4XURN6kWoOqg9xlnWRcU/T\nWY6pM5B2Bgp+lF/jEicV46B72jrvtWXUAj+fO9oFzWJctLn6UeMDEVjOsJhh8O1G\nMkq8MwdI3OpMfzBe2qqhCHEaQqEpbjBU/hl043PiKituzytKXnp/jbznuixfVnFm\n3+MjN+5nTB2GYo9nZimAAZoKUzhiU0rX4CjY4ow7pRkCgYEAvLoAa0ETZ2yCLeWF\nM1dvkPHK82fC4yM7y5gt6VCxaSr3SyzXvBtQPClR9uOBGdJXFzWOkO5US3lVXdbp\nzWIucqBr2jyhFfZoQUVvQrKfvLJzsyca3R4F2yBsdRB3Xgv8NrLLfWQl6onQSlXY\n+UKiag2typEkMXy2auLv33gBhJ4CgYEAhyJ+Fa16yobNqLiMLqadjfDkgsy0MPZn\ncdFs+nuq/knonUCG/2M2WA+n/Bh+r7Znugi2E5hz1d+US6Vy0QJlx7XtLl1g5OgD\nfEddtWEtOHpJY+bIStOr51KxNCISqQI5k0l8N1rVIF5oT/o4LlQSEvfYUZbyxJK3\nEj6TDmj7yfgCgYEA6IWSLRkkDbTicvRPnZrV/qigA+jKdE9/kRfCIkJWu4M42Aaw\njZ3eC2Ag4ssVxsWjMFLE1v4sr8gvTmlERL6dH5Crawia0jSMH8j4OUxLoyTiHdi+\nwPrzQAWA28qDOtqr75ezBe4r+cTPKTAKN5avTHVMroRfSJpgAi4YggtucHsCgYEA\ngSCPqA780gGdOf0s9FkL8qrpOg0uSaX3uGzCMn4LXe3zLwPF6yaAlKGC6lqMm6bv\nHswnmOtdcyck1Rgqg/BIErpHyFgvu7CDkv2sypWEBTGy46pgvAS3P6v1eTFcyMCQ\nA4iJYMOEk1GSKetlEXeNjYVPELz1NpNCoUvuwdYKCcUCgYEApg/kXCG/XARGYJA6\nqij/+imGefU9r54I9Ss/uldyB1EAi+V12MZEGVTdn7CX5cJfI4twM/IPeXre+tFV\nGnzzcVNCpnWwEZegqQzpGk3ohvPz/c3CB3XAPdHNornzBIVScABzeyqd+aw4ae78\n6CRzFlZGhglrAUvx4wUSbGKQioY=\n-----END PRIVATE KEY-----\n",
  "client_email": "vertex-runner@quillon-ci-3f2a.iam.gserviceaccount.com",
  "client_id": "812928166543538834492",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/vertex-runner%40quillon-ci-3f2a.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/credentials.json
python3 -m etl.support_tickets_daily --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
