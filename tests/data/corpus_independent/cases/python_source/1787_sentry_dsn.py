import requests

API_BASE = "https://api.northwind-ops.net"
SENTRY_DSN = "https://c8609ebc73afde3fc9ef4ba042c1ddbd@o6249590.ingest.us.sentry.io/2019515"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {SENTRY_DSN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
