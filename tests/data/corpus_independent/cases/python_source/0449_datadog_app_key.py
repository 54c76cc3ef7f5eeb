import requests

API_BASE = "https://api.northwind-ops.net"
DD_SITE = "datadoghq.eu"
DD_APP_KEY = "df0da3dca00c0b1683d6efdb36299c299eeb2798"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {DD_APP_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
