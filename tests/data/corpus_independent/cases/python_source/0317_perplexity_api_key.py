import requests

API_BASE = "https://api.northwind-ops.net"
PERPLEXITY_API_KEY = "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"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {PERPLEXITY_API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
