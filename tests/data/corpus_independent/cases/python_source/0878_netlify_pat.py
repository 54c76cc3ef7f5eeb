import requests

API_BASE = "https://api.northwind-ops.net"
NETLIFY_AUTH_TOKEN = "nfp_DQZtBjKfDsUqsuGx9dhcYmX3Grqm7kpMJ5OD"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {NETLIFY_AUTH_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
