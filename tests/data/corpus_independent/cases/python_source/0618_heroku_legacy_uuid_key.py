import requests

API_BASE = "https://api.northwind-ops.net"
HEROKU_API_KEY = "a1dd8b48-34c9-4b00-8597-c85ce6aafb25"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {HEROKU_API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
