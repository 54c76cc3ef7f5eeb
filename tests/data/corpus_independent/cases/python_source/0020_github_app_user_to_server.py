import requests

API_BASE = "https://api.northwind-ops.net"
GITHUB_USER_TOKEN = "ghu_UfiMQEI2WCFhmGhlQDOYWvb2nwbSr62OeuBh"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {GITHUB_USER_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
