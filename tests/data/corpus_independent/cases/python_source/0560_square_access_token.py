import requests

API_BASE = "https://api.northwind-ops.net"
SQUARE_ACCESS_TOKEN = "EAAAZKE6LvIidoG4t89jUU5CaEwWtm6vwMIYbItldoOIUiI609ZFCs0k6ImUsGLo"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {SQUARE_ACCESS_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
