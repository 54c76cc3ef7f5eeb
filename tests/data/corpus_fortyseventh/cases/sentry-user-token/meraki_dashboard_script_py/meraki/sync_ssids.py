#!/usr/bin/env python3
"""Audit the SSIDs of every Meraki network and post changes to the NOC."""
import os

import meraki
import requests

SENTRY_TOKEN = "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"

ORG_ID = "432177"

dashboard = meraki.DashboardAPI(api_key=os.environ["MERAKI_DASHBOARD_API_KEY"], output_log=False, suppress_logging=True)


def audit():
    for net in dashboard.organizations.getOrganizationNetworks(ORG_ID):
        if "wireless" not in net["productTypes"]:
            continue
        for ssid in dashboard.wireless.getNetworkWirelessSsids(net["id"]):
            if ssid["enabled"] and ssid["authMode"] == "open":
                requests.post("https://noc.palisade-ix.net/api/v1/events", json={"network": net["name"], "ssid": ssid["name"]}, headers={"Content-Type": "application/json"}, timeout=10)


if __name__ == "__main__":
    audit()
