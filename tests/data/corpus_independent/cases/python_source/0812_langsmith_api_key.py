import requests

API_BASE = "https://api.northwind-ops.net"
LANGSMITH_API_KEY = "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"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {LANGSMITH_API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
