import requests

API_BASE = "https://api.northwind-ops.net"
OKTA_API_TOKEN = "00OG-u7wLhgQwVW_mzdjtMzZAdgTd5MM2PTp5T2PLi"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {OKTA_API_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
