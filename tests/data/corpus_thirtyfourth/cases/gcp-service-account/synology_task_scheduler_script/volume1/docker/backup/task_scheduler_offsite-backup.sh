# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
cat > /volume1/docker/backup/credentials.json <<'EOF'
{
  "type": "service_account",
  "project_id": "quillon-ci-3f2a",
  "private_key_id": "f5acc973d5decf5b5b262b4643d887c68239eead",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDbKiuDaFbFGZ0o\n7k459NpZH3irrJvmAs4Zv/vcjDatOGUaT3Cqr/Qk/USh+hDvGOboph6VtpPORFJA\nMMMApS2w9TaM3SGcgwCOK/+xxDLKzLVN6STUOLdPsNeqxz5BckHvpCxnqt2qpU00\nLtSa6S/bq3CLcIvdsUAq1F64G7bKDA8uLFR0ldpigWI7cfBLy7BQSX3c+s5lDCIO\n23L6BcnFfhDwieASND06DKxLw/Mi15iBAhIR/ULNp+JY1VjN4VZ3XvwCp9oi3sc6\nh4XV8NUA8OUfScl+PnGdLpbEl5cadQzjVMzWU4rW51l9mkCahOcBU4RR8DVZY4+/\nykI6NNwmAgMBAAECggEBAJnYoENp032pJGXfVqFVkK87XjrUysEF2TzjhypiarRj\nAG0IiJ1yKxrAFXtyoPySjV3D+KrdSvRpkNmlj72ufl+c+mZBcjBpY8eP2VJ8PR6B\nmy4A5+y9lU/Pbpiyh/l30argwGUs71w50Hsyztr5BjYcvn71nKkspfZQXdEKwcuF\nohPUSoXj8PuO4rgiR6zPydCNQ539wtqUQeMYLYohUFDR8fHbcK39KhOGDfw4sjll\n5zEYLbWoDLdFRYG3ADgJiGWS1kzky6oCbDGYdIWjGGeycMVc9IluIM51xZ+t1xYA\ngu4t0CF+j04sFQYALFrCTvxwXTZqpRTE0ELkSjnZzQoCgYEAjLnuX7gGUvoKicvO\ni9qXIM+8Lkfu4vAcA/AeccOgVT9OuSBOFzBv3cfK5M1+uDLe3qLArKfgDJa5Blwt\n/goLBTn6T8U+zp/AwXqlrDSmGh4rM+VUlEyvmT3+CseS8S/T40xfETwxQxHavj+V\n0dfAslCcAVNH7IBAp6L3U0KIOKwCgYEA/iq12ShCStIIzVF868jamEZuqS65KpRL\nxdT4OcmRJ8qVqPNyBy+sMr6xSBu6U+XRQVwT/xUsxhQlHYrw/Jc2ZaycUhmpOv1v\nxsH1TUcV5ywWDyZbwfjlpqJcZu5hziILPFFU4lbdYSW8Ci6EpvZPfL+WxsCTAXFb\n5VNpVcXulXMCgYEAiRzviMxCUzWn+ZwvNOJxL2B0tXElraTcMMP3T6dCRf2xWeDa\n8tNTKI/B+P9s85+IUsE0t74jnzZE+KV/yPho03NCnqthFA7l5eC/6JVbqRFwZnkk\nFj8c5/WPO1W5A5sTzGnx1NuF0vk6wPp5QVDfOZlSZVT8gIPwFwN5FYa9gTcCgYEA\nnteuVeQxCXNm/BWCgkQsYr5zSSW94mef8nhSJ35ZCQyVn8d/SDqZH2r7Na34k51o\nQi3o8vc4zwjXwfyqNP57i58FTeIxCVm1lF2YFDzBR7WGKXteRirjmxwMg0GLbqTL\nEgMnvEwY4ofWnKlnibH7cnnUbXoCOLzgnLroDwiaPi8CgYEA1yoMlsRchs20WDLU\netBDcQ62PvJEUgmNDlNKWoT4AnKLCWBKVHXuW8k1JBj+PVQwnIXy6+W+YHEdknt4\nvjYLqmoTrONdAUuQZRKW8jxfi764S0gxmNF1FhReUe/DO1q5aafxCU4s0ahB8UAP\nFCRIKysCjoBXsbtTV1rbXvn/y0o=\n-----END PRIVATE KEY-----\n",
  "client_email": "ci-deployer@quillon-ci-3f2a.iam.gserviceaccount.com",
  "client_id": "106898358318100837287",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/ci-deployer%40quillon-ci-3f2a.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF