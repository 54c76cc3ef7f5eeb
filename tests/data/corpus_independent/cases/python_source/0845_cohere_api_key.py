import requests

API_BASE = "https://api.northwind-ops.net"
CO_API_KEY = "D7ToiZZSBK8VAOVQJtwKgV9D4xAVsC2KkQILQlal"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {CO_API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
