import requests

API_BASE = "https://api.northwind-ops.net"
GOOGLE_CLIENT_ID = "171840044165-vo8cuudi5zbpstuoksl8icz9jjnhlvqm.apps.googleusercontent.com"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {GOOGLE_CLIENT_ID}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
