import requests

API_BASE = "https://api.northwind-ops.net"
NEW_RELIC_API_KEY = "NRAK-TCFZECEIXW9EV2HAGNVGMZR9QIF"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {NEW_RELIC_API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
