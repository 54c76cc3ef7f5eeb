import requests

API_BASE = "https://api.northwind-ops.net"
GROQ_API_KEY = "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"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {GROQ_API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
