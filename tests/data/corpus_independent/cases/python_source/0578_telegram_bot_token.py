import requests

API_BASE = "https://api.northwind-ops.net"
TELEGRAM_BOT_TOKEN = "3640688405:AAovYkObj3p51AS4O7cZY298KufHxStv9fV"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {TELEGRAM_BOT_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
