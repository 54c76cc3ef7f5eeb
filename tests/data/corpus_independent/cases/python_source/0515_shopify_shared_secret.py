import requests

API_BASE = "https://api.northwind-ops.net"
SHOPIFY_API_SECRET = "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"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {SHOPIFY_API_SECRET}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
