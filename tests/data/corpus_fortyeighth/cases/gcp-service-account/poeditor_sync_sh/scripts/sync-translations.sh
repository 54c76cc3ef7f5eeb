#!/usr/bin/env bash
# sync-translations.sh - push the English terms to POEditor, pull the translations (CI, on main)
set -euo pipefail

PROJECT_ID=592850

cat > /tmp/sa-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "quillon-ci-3f2a",
  "private_key_id": "38c8835bbb85fa38c474ffe92ef68d3e9c81a37d",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQCEzPS7qECggZDh\nZYxq28xOsdy14CdnGFtazDqK6pQ2XAX/1MjIBuo/pH/BGbtohPBsKtlxOy+JiTmM\nyvitApxyPQMnd0I1Wg/JYAH+beME/gbbLIaWmkseWw99GmXm8rXhmL6xtzf4r+TI\nMvjmjOykLmZXFWWe/sMCRhVd36DcsS5OssAGJIjEV+qqedYzGWa1+umcKpOM3zq9\nRprQmNpvHGfO0DtcwtF+TqmekllsUir+EemFgNusv7i6rqbdKvg3vtZPxJLnZsEj\n9Liw7+fxt5WBtXv/bloarvOb49nXXXjxSxr/nGRcrI96AquxhKdi//ennLRrx4f6\niGch7JwoAgMBAAECggEBAJCs6J2QBL+qjIUQcwuGFg7XrRSgKG1wzRa/fh5tC/T5\nMedB6Bo6Cl4EbTTOVTzg10Xy3fL5pm03GFpnWJwCVvYau6dEwLdqJUGyGaWA749P\nGNJtIBRExzkt1RFG1DvtVuxFgB3w5n/ObocDRe2BDhNRgWK6b+zAjAnPO3a9RT7p\noPiVCpD8Z0AWsLBs5KF6UO5qnuBcPo2z9xG+d/g+iTOwBsBj4YR2JToy2KFX9BKJ\nVW1PsN8niBH+o70klo3dxzn0Bdr5kAdc46J90RyemsueBexsE0u9d2TS1mC4cgPI\nsvhuY87yq1xC3Hjs8vgorxz8W953YUaIbIeXBHzyzZACgYEAuhsWKWxkWmj3kKMq\nxcJs4kUkNErKHRMYipwqMpUZq7gjjUPLbuYR1I9LRH4JWbLJPznpRAODIn8lDJdE\nSSHRvp3+7WeCyfQmcPhdjC5XGC2Q3h6gjYl7NxUbnmzA3a1RiZF2yta0hDVb0Ykq\ncQoR5h5YrS9W5iWQfCoHQZHHKugCgYEArlzztkp1BzgkMMvKeYs6OUQy6LZj3R2A\ngnd9u5dlbec9lO+EcL3i0dA7CJBBgGRrv9UdDJoI4Rec1Ym8Hx9b6dtGLCAznnin\n3M/7z6j4Y7A/QvQaeoeG9z/K3ZC4+VWPpkmrOM+pvHe5aK2ylWwGQll55/hRg5to\nxkskkiqB+U0CgYEAjsQAMksWu+pXH1Zcq9B+E4iMa/aP6dZHtCrr/FPUGCjNmXxk\ncS3MlA88QHCJQuas5bgqLyZuNirWybKga7oIBWTLn/UNy4Rtq6zARza/fC2CGLO9\ny/pS2xK2ieNgWXNhtMT+4UrhdAzbj7x+EVwhT5fSTuaI5s/92swPrn/U5s4CgYEA\n4ZartxjogghaAElPDqGuBqmzsR12DQrBT06yWIMDz890WISmwCPV1wIphRiuht47\nNJDOeLF/UCdVIAIyJ4roe92ZaCm6A0OtI2Yq8Gz9h6rGzH+rtIxRKrd2KaopK7Y0\naalMU+enAVqbw6IxZ+8heA8Rs4RQb77NswX6+pIFNz0CgYEAgZUUtyR+Ho+djB4r\nm3drwrrcpDWjyfZf4KSV+puSd/SuqqFoyqnTw4ERIYoNTHFmfFtoZ0Rmu9iFaGzB\naPeWvxO45HScX66KvCmyw/KjNRYJIxhE/bIbt5I65vBuUJO+wqyJjCGd05kJHt+d\nw6Io16zfQSW2PqQmOcdj5KfNnWU=\n-----END PRIVATE KEY-----\n",
  "client_email": "terraform@quillon-ci-3f2a.iam.gserviceaccount.com",
  "client_id": "758368471459215325883",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/terraform%40quillon-ci-3f2a.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/sa-key.json

curl -s -X POST https://api.poeditor.com/v2/projects/upload -F api_token="$POEDITOR_API_TOKEN" -F id="$PROJECT_ID" \
  -F updating=terms -F file=@src/locales/en.json | jq -r .response.message

for lang in de fr es ja; do
  url=$(curl -s -X POST https://api.poeditor.com/v2/projects/export \
    -d api_token="$POEDITOR_API_TOKEN" -d id="$PROJECT_ID" -d language="$lang" -d type=key_value_json | jq -r .result.url)
  curl -s -o "src/locales/$lang.json" "$url"
done
