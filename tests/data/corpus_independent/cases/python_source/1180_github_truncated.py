import requests

API_BASE = "https://api.northwind-ops.net"
GITHUB_TOKEN = "ghp_3eJLcKhx9FrbqUpstx"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {GITHUB_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
