import requests

API_BASE = "https://api.northwind-ops.net"
VAULT_TOKEN = "hvs.CAESIpwXWuKijknrzmQHDGN6oYE1YUKQ4us5FIxvsfbROmsoNx0cPYRTm-BSBO6TPYlfZyEtSiY3VH_8fdW-Sc27Cdc"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {VAULT_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
