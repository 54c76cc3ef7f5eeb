import requests

API_BASE = "https://api.northwind-ops.net"
TRACE_ID = "c98a7016ee3a6b957ed50a0ca8fe4226"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {TRACE_ID}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
