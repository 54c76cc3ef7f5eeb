import requests

API_BASE = "https://api.northwind-ops.net"
VAULT_TOKEN = "s.RbH8XP17mPfPXlN6dtxQjMac"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {VAULT_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
