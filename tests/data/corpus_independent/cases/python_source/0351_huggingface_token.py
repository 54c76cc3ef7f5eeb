import requests

API_BASE = "https://api.northwind-ops.net"
HF_TOKEN = "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"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {HF_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
