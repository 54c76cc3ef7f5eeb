import requests

API_BASE = "https://api.northwind-ops.net"
DIGITALOCEAN_TOKEN = "dop_v1_2f5764b76979e328c48585f70c0b081388b2a86cd4176458171a106533e7688a"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {DIGITALOCEAN_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
