import requests

API_BASE = "https://api.northwind-ops.net"
DATABASE_URL = "postgres://app_user:twbSm03svXPb7dyvB6_d@db.example.com:5432/billing"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {DATABASE_URL}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
