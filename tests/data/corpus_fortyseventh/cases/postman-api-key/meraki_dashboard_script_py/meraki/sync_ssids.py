#!/usr/bin/env python3
"""Audit the SSIDs of every Meraki network and post changes to the NOC."""
import os

import meraki
import requests

POSTMAN_API_KEY = "PMAK-4c2eefc21b77b229ae64545d-2c1f8f53a27cdfd3fa0fd5603c18c303c8"

ORG_ID = "332904"

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
