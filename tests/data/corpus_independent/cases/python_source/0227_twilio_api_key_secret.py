import requests

API_BASE = "https://api.northwind-ops.net"
TWILIO_API_KEY = "SK2c16a19eb7ce4591e53e18773c20e9e0"
TWILIO_API_SECRET = "chRfBJEyl9MjX7nnzund1IVzZ052vpk3"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {TWILIO_API_SECRET}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
