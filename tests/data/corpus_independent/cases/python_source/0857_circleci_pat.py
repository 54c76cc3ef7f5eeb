import requests

API_BASE = "https://api.northwind-ops.net"
CIRCLECI_TOKEN = "CCIPAT_ExiQ0HLrW8hoTb3Y0S1mDB_63af1b50df25589f31b3b263cbbfc00c7aeef9db"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {CIRCLECI_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
