import requests

API_BASE = "https://api.northwind-ops.net"
DO_OAUTH_TOKEN = "doo_v1_4c8ca014e44e195aba1f7ab717b43c656c6a2017ed504731a026d3b591b24fd6"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {DO_OAUTH_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
