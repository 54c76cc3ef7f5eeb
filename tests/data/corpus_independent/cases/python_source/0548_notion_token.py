import requests

API_BASE = "https://api.northwind-ops.net"
NOTION_TOKEN = "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"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {NOTION_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
