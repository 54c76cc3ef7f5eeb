import requests

API_BASE = "https://api.northwind-ops.net"
SLACK_BOT_TOKEN = "xoxb-XXXXXXXXXXXX-XXXXXXXXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXX"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {SLACK_BOT_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
