#!/usr/bin/env python3
"""AGI script: look the caller up in the CRM and set CALLERID(name).

Called from extensions.conf: same => n,AGI(crm_lookup.py)
"""
import os
import sys

import requests
from asterisk.agi import AGI

REPLICATE_MODEL_VERSION = "1946c14ff5e3a02d9727b720c00ff39a38a259a76b45ee9819ccdbc69eca4cdb"
CRM_URL = "https://crm.larkspur-retail.com/api/v1/callers"


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
