#!/bin/bash
# loadfile_qc.sh - QC an incoming production volume before it goes into the review platform: the Concordance .DAT
# (thorn-quoted, 0x14-delimited) must list the same Bates range as the Opticon .OPT image cross-reference
set -euo pipefail

VOL="${1:-OAKH029}"
ROOT="/mnt/productions/$VOL"

cat > /tmp/server.csr <<'EOF'
-----BEGIN CERTIFICATE REQUEST-----
MIICfzCCAWcCAQAwPEZ4aB/80qsMhUu6IRcFlmcuZHcLJAgAkPkNjZqaEq7mRFgB
yrrw+8AhFaIiR14AMdf8JVPFCOrdDtVxqTCCASIwDQYJKoZIhvcNAQEBBQADggEP
AMcSC+1krcItpFf6mZXHCVXOJBWgwvwtrOe7jriNLAL0pXzQjIH7npWRcpxFiRiz
ppFtfAo4QbqKMCN05EY3Q+opvBzVwwTpbaUNdSX62kz+8SihzpvCKMbFo4gCrAeC
a388EcgE3dMgRxCd9uw3Ti/ZQd9XCyrgnpbleTpBrgFBy10H0vpPOlrnU+FtCBef
uUubO0Lnt/zjubJrxTisSLkVq57+zP0+DTSqdjB75dfO2NZWPntme5eIhY6ibKE/
MMb957wE8E3//hTj8k4wzL8UDV5tGFvX2Gg+W5FQdjk2dD5D5JqLfjHFI66HCMrp
JVHouk9HDPv1wrxxTloeuU2Sy82010iVZea9fVLQbjANBgkqhkiG9w0BAQsFAAOC
AQEAzrAJsXqFTywLTHLhnB2hVyvv39sYdiOF5HDd5wRcFip5GF0390xMRJXCV8TH
ViPZWzgsNz47ffl9iAf2T/AUsZNKoy3OH+G8DRMoxYL4viryAnucu12kT1AwNLDm
nG0d/UJ3wYw20rt/cQnA4IPfY8vIR48czkCV3/Tffd/HRKw55uKMMxzDVR5Q+dp+
HbdFyF5HzBNRs0eZF6GLsi/AKraG0DOWL8xDWD5ovjqFyfTnDmm8576AmAlMXiKh
87Nd/3JxOMsu5yAieQyeveb7qMu3sFh8y2sBCdd83AdLRDDmcs23EN2dRgrk/HEo
PSckSHRYY/qqt+/ky58tXhyJmw==
-----END CERTIFICATE REQUEST-----
EOF
chmod 600 /tmp/server.csr

dat=$(ls "$ROOT"/DATA/*.dat | head -1)
opt=$(ls "$ROOT"/DATA/*.opt | head -1)
docs=$(( $(iconv -f UTF-8 -t UTF-8 "$dat" | wc -l) - 1 ))
pages=$(wc -l < "$opt")
first=$(head -1 "$opt" | cut -d, -f1); last=$(tail -1 "$opt" | cut -d, -f1)
echo "$VOL: $docs documents, $pages pages, $first..$last"
awk -F, '$4 == "Y" { n++ } END { print n " document breaks in the OPT" }' "$opt"
