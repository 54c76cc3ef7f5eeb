#!/bin/sh
# push_rtu_config.sh - copy the reviewed IEC 60870-5-104 point list and gateway settings to a substation RTU and restart
# usage: push_rtu_config.sh <site> (configs live in git: substations/<site>/)
set -eu

SITE="${1:-PV-SANDRIDGE}"
RTU="rtu-$(echo "$SITE" | tr A-Z a-z).ot.brightmoor-utilities.com"

cat > /tmp/sa-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "larkspur-ml",
  "private_key_id": "5dfe7d49ea631280367e0857c6ec97ad63609dd3",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQCo5sC11PYrppRD\nZeOKY2nbY9ldWRky1zh1jNN2d8oGNAmcQixKt0HQ+OaIWv+jLbfVB3rWrX4CCb16\n9yUmPjN1mBvAo/RUQshohsRmscaZU4wc3xOuQwc/0EUtcExvHYrxrNxZ38ZrhL7v\nOV8lAQwICsca6PzcrGAEj+1yajwHeGIQ9oP0JyQcBSIAV+SozyUt8CrIDab/xEKm\nJOJFG8Gq7OLKKYBXAzRUBe4Skjr1BNon6nOO2FVrjdQEhxwy7CfuFdNpsmBrAZ6h\nM8IAoHrDam0JHBTyc+RjyaAiIVEe5s5DLg6+VYzWomeqU1JJxRv/jQMOb+Z2/d4t\nIQScKA8NAgMBAAECggEBAIbBTp0DTN44v73oZNOGcV2u+2Mcm5dXVtg/7150Pn8w\ncUf4QwekGVMdnmnzGFexExktqmEUEh0McE2AK3G7PGyLFSzpcVCihbf03j1sFyef\n5aiJtF/tCtgNhVb1LAU5CD65F+w6rh3zQamo9KSTNEmvPTB42xXy5Z+1JEbC5JO5\n8906GDW5Wv9GvIQmjyBA0Nf3O5HYx/SVVVJXM8UUELACAEm0q+XsWhW87JLTr0i2\n/9OazJi73rBGTWDZuHuDP0FGUDZbrxgbozMJSJ6JMdMOk0LjJx+uTmpbEmXyMoGc\nH1F1XQ4jEmPZBJEf0DxahAsbhwwBzkg4dxXpX3b+JtMCgYEA2SOeCLIJ516kdBGp\nHqF/0vNr2r3xfTR6VrGVEIRh1MVdLLKjM7zJ9fm7jLe5l+t6WuI/WLYg3vVDIcls\nkmm6OoMZ7DGl8HzxtsRw1UjXH6H6Sh/eGGOxAqq9Dv7dA0T2OTlyF0tyQJr5hb3u\nb3MrPOJlAXxIkSXWawQFAEnIYfkCgYEAykt0GKbr2Wo0TW8eNxJnC3hgNUBsvVll\nhse0OnyWHH1bjWsj3EvvWyH0VKVwHR+nwVkdhxazDx+AVHIhuFRYhBRxtxtaiyNo\nIeJalcR5ZjrV6p3qMcUytb6Vi6khlVQKgvSyVIWEXCk0GP9/Ib/Fj9zsHfxcXyek\nM/pnP4g8F9ECgYEA50vlGkM6ejjpG7o3dXzmjy/R5nxIVGgVXT3M6WhwwPJcygyO\nb4o+GYh7FUQo5+BsHPwqTgj3ACL4/jXrGLQ6KltzuTddgN8zYAjFcHy90sqkgu4o\nkMSGvucALYQL50hyaYZZZOIw73z/oTL0j0/5z9DQgRjOtZc8XkuDnAXTqcsCgYEA\nojCt7KEPsKzVA9rxwCBnnNpx+3Ul67q8uELKKAX31d12sRBEv7C9KfYxa+CQsLil\n7b1Esbp8TDz8fmTv09+PrQ9ASxxy6g1/pqS3LLgjcDJccj8WunL+POjvKzKU4b+y\nJbX/r5ejNJRsDi5qJ0sH8AZQ6WJQp5NVQLxM7kiFq9YCgYEA6w5y6KrNgq9Q+/mY\nQMzkP21fyJVePx8NHsPiaJp5jo3erriWO/ZPcPvVFiIMl7Mj+os14TMnXqinAdkV\nB97QEyz3EgB9t0yYUfYr4+GCb3lHYeIlVFv2us8q8vysyNHjjSRB+SKn/3cWeRPZ\nhSwYy6PnJWx3AfuLiLjlNOgAjL0=\n-----END PRIVATE KEY-----\n",
  "client_email": "vertex-runner@larkspur-ml.iam.gserviceaccount.com",
  "client_id": "555328906687649697231",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/vertex-runner%40larkspur-ml.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/sa-key.json

scp -o BatchMode=yes "substations/$SITE/points.csv" "substations/$SITE/iec104.conf" "ops@$RTU:/etc/iec104-gw/"
ssh -o BatchMode=yes "ops@$RTU" "sudo systemctl restart iec104-gw && sleep 3 && ss -ltn | grep -q ':2404 '"
echo "$SITE: iec104-gw listening on 2404"
