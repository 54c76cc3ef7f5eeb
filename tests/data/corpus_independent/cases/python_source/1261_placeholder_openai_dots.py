import requests

API_BASE = "https://api.northwind-ops.net"
OPENAI_API_KEY = "sk-proj-..."


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {OPENAI_API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
