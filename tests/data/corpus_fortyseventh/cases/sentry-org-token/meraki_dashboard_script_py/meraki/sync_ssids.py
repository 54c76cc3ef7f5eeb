#!/usr/bin/env python3
"""Audit the SSIDs of every Meraki network and post changes to the NOC."""
import os

import meraki
import requests

SENTRY_ORG_AUTH_TOKEN = "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"

ORG_ID = "314469"

dashboard = meraki.DashboardAPI(api_key=os.environ["MERAKI_DASHBOARD_API_KEY"], output_log=False, suppress_logging=True)


def audit():
    for net in dashboard.organizations.getOrganizationNetworks(ORG_ID):
        if "wireless" not in net["productTypes"]:
            continue
        for ssid in dashboard.wireless.getNetworkWirelessSsids(net["id"]):
            if ssid["enabled"] and ssid["authMode"] == "open":
                requests.post("https://noc.cobaltpeak-networks.ca/api/v1/events", json={"network": net["name"], "ssid": ssid["name"]}, headers={"Content-Type": "application/json"}, timeout=10)


if __name__ == "__main__":
    audit()
