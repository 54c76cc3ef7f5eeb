import requests

API_BASE = "https://api.northwind-ops.net"
SLACK_APP_TOKEN = "xapp-1-A7SYPPEOD4C-4921730546589-238706effab5cfcd9ce3b4f81a0095053ff02932e8dabcd04042d40a3c244038"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {SLACK_APP_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
