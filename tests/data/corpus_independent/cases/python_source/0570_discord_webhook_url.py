import requests

API_BASE = "https://api.northwind-ops.net"
DISCORD_WEBHOOK_URL = "https://discord.com/api/webhooks/9607610024098426068/BE6AdCFWqzafNZ7BmZiEuhjVhlHl6YMbyxEn1SaYkD-vL_uAkB6PkZKCXWiIRLwqSCG6"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {DISCORD_WEBHOOK_URL}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
