import requests

API_BASE = "https://api.northwind-ops.net"
CLOUDFLARE_EMAIL = "ops@northwind-ops.net"
CLOUDFLARE_API_KEY = "620cf67cf4378f0ba185f0048cf6b71b6392a"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {CLOUDFLARE_API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
