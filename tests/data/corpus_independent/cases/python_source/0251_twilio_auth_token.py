import requests

API_BASE = "https://api.northwind-ops.net"
TWILIO_ACCOUNT_SID = "AC9d7a1ead4b5d2a52a4da0146fab7ef04"
TWILIO_AUTH_TOKEN = "156e0d88fdf0b9baeba130339fbd2d6e"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {TWILIO_AUTH_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
