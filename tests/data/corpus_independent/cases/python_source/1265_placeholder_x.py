import requests

API_BASE = "https://api.northwind-ops.net"
API_KEY = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
