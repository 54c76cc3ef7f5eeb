import requests

API_BASE = "https://api.northwind-ops.net"
NETRC = "machine git.northwind-ops.net login deploy password zNcU3vV6XQbOY1YIUc-M"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {NETRC}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
