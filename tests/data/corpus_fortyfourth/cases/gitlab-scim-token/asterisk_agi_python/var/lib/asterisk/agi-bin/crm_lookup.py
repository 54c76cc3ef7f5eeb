#!/usr/bin/env python3
"""AGI script: look the caller up in the CRM and set CALLERID(name).

Called from extensions.conf: same => n,AGI(crm_lookup.py)
"""
import os
import sys

import requests
from asterisk.agi import AGI

SCIM_TOKEN = "glsoat--iCk[...]"
CRM_URL = "https://crm.cobaltpeak.ca/api/v1/callers"


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
