import requests

API_BASE = "https://api.northwind-ops.net"
ANTHROPIC_API_KEY = "sk-ant-api03-2MYLZ8dQ_iSxgczDx"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {ANTHROPIC_API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
