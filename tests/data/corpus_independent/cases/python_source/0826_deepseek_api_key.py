import requests

API_BASE = "https://api.northwind-ops.net"
DEEPSEEK_API_KEY = "sk-3e90c0df27da127495458f05695bea57"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {DEEPSEEK_API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
