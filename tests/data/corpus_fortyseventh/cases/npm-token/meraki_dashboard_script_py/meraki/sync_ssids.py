#!/usr/bin/env python3
"""Audit the SSIDs of every Meraki network and post changes to the NOC."""
import os

import meraki
import requests

NPM_TOKEN = "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"

ORG_ID = "417556"

dashboard = meraki.DashboardAPI(api_key=os.environ["MERAKI_DASHBOARD_API_KEY"], output_log=False, suppress_logging=True)


def audit():
    for net in dashboard.organizations.getOrganizationNetworks(ORG_ID):
        if "wireless" not in net["productTypes"]:
            continue
        for ssid in dashboard.wireless.getNetworkWirelessSsids(net["id"]):
            if ssid["enabled"] and ssid["authMode"] == "open":
                requests.post("https://noc.fernhill-telecom.com/api/v1/events", json={"network": net["name"], "ssid": ssid["name"]}, headers={"Content-Type": "application/json"}, timeout=10)


if __name__ == "__main__":
    audit()
