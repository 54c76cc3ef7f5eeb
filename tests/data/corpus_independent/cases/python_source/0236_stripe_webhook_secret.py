import requests

API_BASE = "https://api.northwind-ops.net"
STRIPE_WEBHOOK_SECRET = "whsec_kJmXRzTV9N2qhuxn9Tl3YlFFLMUFaGNx"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {STRIPE_WEBHOOK_SECRET}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
