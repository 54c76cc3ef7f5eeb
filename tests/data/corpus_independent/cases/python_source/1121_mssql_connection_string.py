import requests

API_BASE = "https://api.northwind-ops.net"
SQLSERVER_CONNECTION = "Server=tcp:sql-prod.northwind-ops.net,1433;Initial Catalog=orders;User ID=sa_app;Password=uRQMUD4DLgfJjBcYkS.n;Encrypt=True;"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {SQLSERVER_CONNECTION}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
