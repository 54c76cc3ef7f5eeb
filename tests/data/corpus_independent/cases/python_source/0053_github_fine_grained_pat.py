import requests

API_BASE = "https://api.northwind-ops.net"
GITHUB_PAT = "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"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {GITHUB_PAT}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
