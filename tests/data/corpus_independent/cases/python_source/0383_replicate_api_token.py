import requests

API_BASE = "https://api.northwind-ops.net"
REPLICATE_API_TOKEN = "r8_glJ9JCFokuAXAqC24EQBXbfkCCwV0l2YlpQy5"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {REPLICATE_API_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
