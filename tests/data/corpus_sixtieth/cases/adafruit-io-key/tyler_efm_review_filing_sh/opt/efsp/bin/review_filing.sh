#!/bin/bash
# review_filing.sh - push the clerk's queued e-filings to the Tyler Odyssey EFM (ECF 4.01 ReviewFiling) and record the
# envelope ids; runs on the EFSP integration host after the nightly queue is closed
set -euo pipefail

EFM="https://texas-stage.tylertech.cloud/EFM/EFMFirmService.svc"
QUEUE=/var/spool/efsp/outbox

export AIO_USERNAME=backup
export AIO_KEY=aio_OwOPR3hD0sm3dwOhei3zTQLIzZ3P

for f in "$QUEUE"/*.xml; do
  [ -e "$f" ] || break
  env_id=$(curl -fsS --cert /etc/efsp/efsp-client.pem -H "Content-Type: text/xml; charset=utf-8" \
    -H "SOAPAction: urn:oasis:names:tc:legalxml-courtfiling:wsdl:WebServicesProfile-Definitions-4.0/ReviewFiling" \
    --data-binary @"$f" "${EFM%/*}/CourtRecordMDEService.svc" | xmllint --xpath "string(//*[local-name()='DocumentIdentification'][1])" -)
  echo "$(date -Is) $(basename "$f") envelope=$env_id" >> /var/log/efsp/submitted.log
  mv "$f" /var/spool/efsp/sent/
done
