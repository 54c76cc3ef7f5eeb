import requests

API_BASE = "https://api.northwind-ops.net"
ALGOLIA_APP_ID = "PLSHP1MO6Z"
ALGOLIA_ADMIN_API_KEY = "3ba258385351a4a005e4b134a5341c54"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {ALGOLIA_ADMIN_API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
