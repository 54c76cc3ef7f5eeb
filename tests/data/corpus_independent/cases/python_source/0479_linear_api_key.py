import requests

API_BASE = "https://api.northwind-ops.net"
LINEAR_API_KEY = "lin_api_ORcdUqzhFPzLQWwu3xX9AZwHlcEiRtFLPogYOqJ9"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {LINEAR_API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
