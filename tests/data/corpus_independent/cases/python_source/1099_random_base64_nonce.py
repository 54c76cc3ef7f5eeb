import requests

API_BASE = "https://api.northwind-ops.net"
CSP_NONCE = "gv2qM0nYDtgGq/PNrKoBk4fFXJuM40gARQ21lVJPQUU="


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {CSP_NONCE}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
