import requests

API_BASE = "https://api.northwind-ops.net"
DATABASE_URL = "postgres://app_user:BIh6GJiAuZqUSGUxeh_U@db.internal.northwind-ops.net:5432/billing?sslmode=require"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {DATABASE_URL}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
