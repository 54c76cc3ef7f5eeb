#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=edge-16
SITE=wwtp-east

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.19.78.45/24 # the OT network (PLCs, Modbus RTU bridge)

cat > /tmp/credentials.json <<'EOF'
{
  "type": "service_account",
  "project_id": "palisade-analytics",
  "private_key_id": "465fd899b5e0efddd79ef9b3459cea9d09e01d85",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDNpClwRIRVq5Oq\nlReu3hyO025bOaRUbetFDz/wNY7+mplnixWLQUjaHKRZ8jzS2JM2VjkCqile6Ud5\nlqY7PmDyMhZhCG57zCGzdHT0zkb2jW4sueESFjw09M/Wdj8xy27lHKVxoTNPnCvV\npaanSCSvJcfKnml0C4RDD+DeiR/quDKJm/21oGNOExbsEL1JvIcbpVRfwNUOYgCC\nsfQjyX1GPrwET2GZlxOc2EvxfBmVNjQ5K+lL1Oerjc8vubiyoLtK5NnDBIyLSMIu\nm0Utme3jfKPqz8mKKWsUYc4QDiQFR4cqhCt2+9u2BrlB09ined7ulJZvSCHtcfuE\n9Q9FkAHGAgMBAAECggEBAOl7z8G/92pGr+/K8xOEydKkJuYhDskrqzi+RWTGnKVE\n5PkcjmqiX6/JGEyRe0khodKJUgVnvxVhAIatrxaB+HHtBNGy18PFUaXXc2Isp0Rj\nHqL0/I1LBtoojFmqkSU3rIVM26wz+aLZoUPW4fFl66zpYLdUDWEGfBft5h8S0ruK\nTbKwPlugu+L4nPbdVEk58+728jCjSijlvjjMJgTQwgLhm9T1KMgEyjPw4t4g/iNi\nbpEwP7Q+GS18XQMMrKseM9OCyN/MqiYDgSjTMAbu6DkeZ3o2J6WmYNoZY+cn1jbK\nupXyEm54ukBmHk+N0s6Z3dAhY114pRibmA05B1Qo0AMCgYEAxlk78WrxzbjwJWvu\nmpNQtUXUf1YWwFWl1oauBzPyvv5VdLSnwEUIvXQA/auWc3thVqiN1Rki8nf/8DLs\nOeP4l0mlXvylp4PRmIqJ+onH4j9EXTgi8UI/54RlHAhlY30MJWIvdjSRI1Ain4FT\n581mgjvn2VFBhZu4gHCxHDTLBQoCgYEA42+o3Qf8206dmloZJipkbMVI5diwccjy\nOlmhifpMsg0+6zzp5Awi/fz9YTjOy812fjac23cRLtS71SLnCEEvmYLFI60ynvVS\nBIvM55eWfrQ+sTWxvP8pygrfGRIYcz7/g4iCDQM6fHhe7KBNuN75V4cxe5l9XSo2\nvFG7i8MOBQACgYEAyLQ50iucrCWLV1Mr+fRLQH8uR/cj1ZjGl8cdOl1lIf5A0bZh\nQPGxeagAOmB4BPI+nyE/OczQQmltz0y9V4QIGf93eTTZ3G3SId5utyo8USuB2keE\npAFqi/M4dGoo+rBcw/O8w1OOOpJNGPGsANp843v5YY6F4USVh1Riz3HlnLACgYEA\n+5uRmeQS6vbqwV0LB1hYX38Ila+L0oMmzr9NMxnciILISLJ44/Yz/PNDYMP9ll/f\nJSPV6O6j4BFZSnCEH9AaO/Km1PT+0sJ+3UE56RrFAIMqBjOM+xTeVXIYsHr6evjR\ncCcW9gkG6SnpPR9Xqt8uGwyaXhM4d++iRm2D01X7iKkCgYEA8YSP+Mt14gNmkWhi\nJSFFw9QzwMZ8PDeI+BqFT9hJ2J5KHHcv1VucjKl9s4Aco+xiBW7hhdLOs0w1bqE2\nnXuyImXXnpPAu3e2UzA+0QmmRrsBKj/jbp+Vnb+x+MgIdfHv63LUz7P/sw7mPv9M\ng3pfRktp7cMYnBViweJuvKsmpq0=\n-----END PRIVATE KEY-----\n",
  "client_email": "bq-loader@palisade-analytics.iam.gserviceaccount.com",
  "client_id": "585102221205312612330",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/bq-loader%40palisade-analytics.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/credentials.json

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
