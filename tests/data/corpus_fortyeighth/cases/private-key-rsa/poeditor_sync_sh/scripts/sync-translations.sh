#!/usr/bin/env bash
# sync-translations.sh - push the English terms to POEditor, pull the translations (CI, on main)
set -euo pipefail

PROJECT_ID=703331

cat > /tmp/id_rsa <<'EOF'
-----BEGIN RSA PRIVATE KEY-----
MIIEpgIBAAKCAQEA4WPjVEvXROrnifVoutz0mAvYNzGvIi2z9QHE0ehnNbxj+jAz
e+vlod6fWojtMJHmpxYCpy8ISjiMRFTJIlPCOlVtMeG4SNMGF6VDjXrf3Nvq5Cft
TzJ0dAvCGQGF/a+tXcRvDRNSNMwaDJb7kZAuRqpApPIf/pRND5pAen9yZTrtzy8I
tsYOPdWnfwKKr0agmNMghOYNEDZqj9kTPEtf4yNZeF5SRXIXtY78hNSrnlD36fH6
QEEK977h+J2dnBM0GITLaHdpfk681tbItKqGAUb/jWwzemEcRjYFr+WtxlZRJfYi
RoQa4m4J8pJ3Ifraf+gDkTeaLaXr7Ssu/Gu3dAIDAQABAoIBAQCWgUHN7qGgzE9c
Lo1BsoTK+ay7Ji3zGxbCe+F1zNZjNKyIPfA/om2QXlLNXSReypOaVVhw/7lm0eOM
1nN8tb8A4RHwnwCs8A5+sDjFLHyGcDBAvW2LWFmoEJFsTPVb5h6pfdiCx2b3sGDW
H+D08yAVPso8XMapFzvwie8daAvjwHRdSqZ+6rrj4DA2IkUukEKJ8CwTOCC5U1O9
FQyqF812PohX3t5gL8H+g1bQ1JtBwC6y4gDYXWuHeUvQgCpethN9qMA08QZJDlsu
HiYYD1Qqc5n5f+RhGGX2oyYZZINOvRNNom5hBaiggsfCSvTEDLwjP3LHnv+v56Uk
by+1k3GYAoGBAM2Cp5yL5++WElfC45n+Q6pnvXbW3z1p7zl0W3ih+eZ33ZwUrGgo
jK/lFqeYBNDx1jY2D2hVxWm5GMvqfo+bdJR2w8DMrWdMWbD+ThkY/4CSJDlC70a/
xZ2RyzX5LYEiX4XS5looltWI+laINGc9UD7m2Fkjmx5X/iVKf5PTv0+YAoGBALfc
q2J9nmXtIFP3U9QDDwG6q2XZkCwiuLrfa/j4Ov54t0/sJDNtlS5OWpaZNfS0aVHw
0XlfwZdrR6i+mbMcEdX4Akb1M1F+c7ocser9AgZMbS/GBH25SZf6tRgcx8tpVB5C
Q2kBBKPcZan1RM/gkF3Lop/ahAdjrTaZ5WrECwxRAoGBANea5rfrbehbMYqkJMLW
rTkuC3QV9mLiZATPP2tEtQ2Qx+lKh8Hc1hxYp7jPD4w/lNLnc1h5BhPjQixAkOaU
vYRGHM+RNghFtS7EWY/2gpTQfIr9pXIcFJbJuTKBgje2W+XCXw2JUB78hvTjgvut
ypeJJ8hw6o1/L+KE1CY+btleAoGBALqVVV+5CwrlhldAYmH4FYXk+LXlw2EEhoQL
/tIeQV9Nl2NX6xlvwkSzG6NUvRAoI+mtBiM+rFGnFPfoH/tgPuQNBK9uEubSMKP6
OOqg6Dx7NRuOSMTzBxg2yI+TbJ1FuDD4E4Zoh4hNs/7H8ycMkFNsoEgJDYscKerP
sH4BdhXOAoGBAIDFzHa3VLjH9qHgvi5004sZWAkpZ56DW6qNNs5DQiJQC6KQeyjF
xQQsh6evqqNIr4Gxn7c+4ulIcLa59ZFXfqK0ky/it90vLAbC5x44VnnjESnwqRbH
IaG+49Nf8vdVkqT5MlQb2tbiQuCNw6Z+qU1VzaygG9Tv/Q3ZQvxxRIV8
-----END RSA PRIVATE KEY-----
EOF
chmod 600 /tmp/id_rsa

curl -s -X POST https://api.poeditor.com/v2/projects/upload -F api_token="$POEDITOR_API_TOKEN" -F id="$PROJECT_ID" \
  -F updating=terms -F file=@src/locales/en.json | jq -r .response.message

for lang in de fr es ja; do
  url=$(curl -s -X POST https://api.poeditor.com/v2/projects/export \
    -d api_token="$POEDITOR_API_TOKEN" -d id="$PROJECT_ID" -d language="$lang" -d type=key_value_json | jq -r .result.url)
  curl -s -o "src/locales/$lang.json" "$url"
done
