import requests

API_BASE = "https://api.northwind-ops.net"
AWS_SECRET_ACCESS_KEY = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {AWS_SECRET_ACCESS_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
