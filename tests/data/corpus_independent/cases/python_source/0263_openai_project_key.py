import requests

API_BASE = "https://api.northwind-ops.net"
OPENAI_API_KEY = "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"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {OPENAI_API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
