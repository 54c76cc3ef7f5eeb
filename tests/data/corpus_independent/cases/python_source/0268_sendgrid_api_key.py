import requests

API_BASE = "https://api.northwind-ops.net"
SENDGRID_API_KEY = "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"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {SENDGRID_API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
