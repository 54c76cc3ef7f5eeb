import requests

API_BASE = "https://api.northwind-ops.net"
ID_TOKEN_HINT = "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ1c2VyXzQyNTY4OSIsImlhdCI6MTc2NDUwMDAwMH0."


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {ID_TOKEN_HINT}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
