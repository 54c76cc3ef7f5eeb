import requests

API_BASE = "https://api.northwind-ops.net"
DB_PASSWORD = "changeme"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {DB_PASSWORD}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
