import requests

API_BASE = "https://api.northwind-ops.net"
DATABRICKS_TOKEN = "dapi08146065b680a810957deb782fc5ce12"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {DATABRICKS_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
