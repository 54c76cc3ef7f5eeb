#!/bin/bash
# send_asn.sh - push outbound X12 856 (ship notice) files from the translator's outbox to a trading partner's SFTP, then archive them
# usage: send_asn.sh <partner>     (partner profile: /opt/edi/partners/<partner>.yaml)
set -euo pipefail

PARTNER="${1:?partner code}"
OUTBOX="/opt/edi/outbox/${PARTNER}/856"
ARCHIVE="/opt/edi/archive/${PARTNER}/$(date +%Y/%m/%d)"

cat > /tmp/credentials.json <<'EOF'
{
  "type": "service_account",
  "project_id": "kw-data-prod",
  "private_key_id": "6d75800363525b24d89a1e6ca3c47523d24adaa6",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDOdeKR8Ab5EXL3\nJpe5lIRd7rDatnp8O2Ghj1g1cewPHf5XJSHzPhp3hOhOKjHnHwsdYVWXezaNpKGQ\nDwW37wIHUnbTKCwliuDtrEom1dypCEaxJPmRxHBh4leEL6Y8wS3K06pgPrnXD5U3\n5Ww04XepSiPQAuOo6TO1AKTxoP49PC5+fdzKnORoUhSwdv1wDUGTpKnBnMMrUDd2\npcXzzn9GqIZj87bqfTPfYgAu19LQOCTDYMkdzodoX72T0B1QNan4w3kerAe53u1b\ntet9R8gT+1EvRqJfiVUCt3HLljfIbT/f7wgS2jC/+lPxr8Dwsos3ppwQGl69aSri\nW9GafZJCAgMBAAECggEBAJOHuwdEqWYVWnqEwCUFhhTCDaUioJucfcVJ9zF2Jiem\nKfrVEUWf81hER7OCZcRRUsLla8gW0oD0HF8hy7DxzbNUe95opSLCe4JhvaxnynWy\nGNMk+fjcA97AKuX5vc/0meZyw+0W4tU4Ka0IQ5C2tSirmHitQAQYSqAxL8jSXyjy\nl+DT4SENEd+OB0VmaYh721GeshKnCAoHEGDdkFJ6vTwGCq8zeuhzevjTB2vtsjVS\n2n9nrqnBoL3ccn7WGmKyUO6FpbtNVCFE7GkC0sakcdsZ4nSlZXXSQrGMwni6JiX9\npjuGLnFHY09YVEniwRAl1OtLtsWOl7Zf6wS1yGKiQrkCgYEA1sfxcCCgqVn1jaOo\nYkh2pA0CWkznechbSVuwNNk6wWwhNemCDEBWw1JJQ0SjmCC5SrcNM0hdXXQMSTyF\nQr48T57MLqgFlry/aBybvgEiDfuvqNuXncMBpAXg2EI9w4iRQKrEw0TnHyaby7qb\ncjQT/LZ6xGSIvDxza2WA4T6lqT8CgYEAkRLONLHueVVhN47LMHMpSaoZyb2khXOz\nEtTtrWWLd7uXlsFKyDhnRSOxMckm4LQdgbjrno0b4lsX8cUqIi+ak4DpF2ev9p76\nT+ou1+an5Ws9setRQ2PAHCl4Ccx17AEYlBUxWYVpcvIMnKRPogGNEAb+vXeMuoj/\nLGYyfF66k2wCgYEA3RPLONAycjkAGLQKG/xPKuqvSYn/0xq5efiRgko0oEkGP7LL\nh7AvNWnpSslfc0t2xjlfGnn0m72FquaXRGtcWwCJdD53chnb4Swg2rpWcOsnAqlB\nTLSm225X3CnKXcoFNc9HTH13uLV5gy2Dp0tiJBhV5r4oUxZLLQAdKgkAnIECgYEA\nxMGqvaGEu7rdH4c2xzNTDh4Kvxb1sCRxesGfnkdANFSb4j33ai2+0z1LY+4CNaN9\nv6PCY3Sb9uri0TE/JedMgGAJyQc+2SX0HukVHfi3CAoSAdezrkCPXBCsLksatyUs\nhYuOSPEZ/NELg0srkJa4ZuiHSxxEmuDiFgRaVDcr+ZsCgYEA/lfbZgjcesREz414\nRhV6Bu+7qCAlKVdMvi1dzjpE54h+cMwAJ4kLStXFmm93KJU3djkVIR+tI168UXj+\nwS8V7dOnQ5A+p+5AO0zi1WXVb4PXkHVCOp+kKc3sPnKdOBn546czUn1N3pc5JlqK\nhdp5qQ73spW5MbOs6dmK0Zpn7Ms=\n-----END PRIVATE KEY-----\n",
  "client_email": "terraform@kw-data-prod.iam.gserviceaccount.com",
  "client_id": "199047528469219876579",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/terraform%40kw-data-prod.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/credentials.json

shopt -s nullglob
files=("$OUTBOX"/*.x12)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
for f in "${files[@]}"; do
  ctl=$(head -c 106 "$f" | cut -d'*' -f14)   # ISA13, for the 997 reconciliation
  sftp -b - -i /opt/edi/keys/id_ed25519 -oBatchMode=yes "edi_northgate@edi-${PARTNER}.partners.northgate-grocers.com" <<EOF
cd /inbound/856
put "$f"
EOF
  mv "$f" "$ARCHIVE/"
  echo "$(date -u +%FT%TZ) 856 ISA13=${ctl} -> ${PARTNER}"
done
