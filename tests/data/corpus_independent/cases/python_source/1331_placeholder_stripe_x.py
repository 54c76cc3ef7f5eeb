import requests

API_BASE = "https://api.northwind-ops.net"
STRIPE_SECRET_KEY = "sk_live_XXXXXXXXXXXXXXXXXXXXXXXX"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {STRIPE_SECRET_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
