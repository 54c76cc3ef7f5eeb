import requests

API_BASE = "https://api.northwind-ops.net"
SENTRY_AUTH_TOKEN = "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"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {SENTRY_AUTH_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
