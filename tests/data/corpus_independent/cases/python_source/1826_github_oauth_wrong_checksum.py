import requests

API_BASE = "https://api.northwind-ops.net"
GH_TOKEN = "gho_rxpPCu2rrLyZK0AnvGsZZTcAf2RNit3uWV5u"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {GH_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
