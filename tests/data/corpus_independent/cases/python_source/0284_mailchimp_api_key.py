import requests

API_BASE = "https://api.northwind-ops.net"
MAILCHIMP_API_KEY = "2c9346af48d51f2b295cca1a61908ee7-us16"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {MAILCHIMP_API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
