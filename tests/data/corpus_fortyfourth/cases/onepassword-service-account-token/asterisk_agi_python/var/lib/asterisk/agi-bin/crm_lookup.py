#!/usr/bin/env python3
"""AGI script: look the caller up in the CRM and set CALLERID(name).

Called from extensions.conf: same => n,AGI(crm_lookup.py)
"""
import os
import sys

import requests
from asterisk.agi import AGI

OP_SERVICE_ACCOUNT_TOKEN = "ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6IlFTQ3ZpdWFiTXpFNnhCRXdDTE5WQTUifSwiZW1haWwiOiJsNndnaHhtNHoxYjA5QDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiZmIzYjI1YTUwNGRiMmU1MjFkMTJmMTkxMTM1YzY1ZjQ1NzViMDk4MDhjMDJlYmYyMDkxZjgwYzFmZWM2OTI0MiIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiN1VGYmxUbTJra1JrMGFYMFNORnlCVDMyWVdWWEw5eFJXT1NFVDVuWHhtNiIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtOUwzSjZaLTNHR05LQy1DTjVJNC0zQkk4Si1URTc5Mi1DMTM5QSIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiIyNTQ3M2I4OGM2MzQwZDk2ZGQxYjE3MDY4OGUwNjQ3ZmJkY2Y3ZjI5ODRiOTZkNDdiYTFkZWU1ZDEyM2UwZDExIiwidXVpZCI6IkFIODRYVDhQRzlXVjBFQklRSjMzRVlDTjMzIn0sImRldmljZVV1aWQiOiJwZXc1MzVoZnozNm55aDN5bWlkMDYxMXU5dyJ9"
CRM_URL = "https://crm.fernhill-foods.com/api/v1/callers"


def main():
    agi = AGI()
    number = agi.env.get("agi_callerid", "")
    try:
        resp = requests.get(CRM_URL, params={"phone": number}, headers={"Accept": "application/json"}, timeout=3)
        resp.raise_for_status()
        name = resp.json().get("name", "")[:15]
    except requests.RequestException as exc:
        agi.verbose("crm lookup failed: %s" % exc, 2)
        name = ""
    if name:
        agi.set_variable("CALLERID(name)", name)


if __name__ == "__main__":
    main()
