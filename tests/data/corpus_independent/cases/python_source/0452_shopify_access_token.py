import requests

API_BASE = "https://api.northwind-ops.net"
SHOPIFY_ACCESS_TOKEN = "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"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {SHOPIFY_ACCESS_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
