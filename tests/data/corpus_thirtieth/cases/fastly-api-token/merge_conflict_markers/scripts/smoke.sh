#!/usr/bin/env bash
set -euo pipefail
<<<<<<< HEAD
curl -fsS -H "Authorization: Bearer ${VENDOR_TOKEN}" https://gw.tidewater.com/v1/events
=======
curl -fsS -H 'Fastly-Key: 7HOyy2LGUyavY_T6niv6zdjo5awm0MtT' https://orders.larkspur.dev/v1/events
>>>>>>> feature/checkout-vendor-v2
