import requests

API_BASE = "https://api.northwind-ops.net"
MYSQL_URL = "mysql://root:<password>@localhost:3306/shop"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {MYSQL_URL}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
