import requests

API_BASE = "https://api.northwind-ops.net"
NPM_TOKEN = "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"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {NPM_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
