import requests

API_BASE = "https://api.northwind-ops.net"
OPENAI_ADMIN_KEY = "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"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {OPENAI_ADMIN_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
