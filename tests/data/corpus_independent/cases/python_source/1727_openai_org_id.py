import requests

API_BASE = "https://api.northwind-ops.net"
OPENAI_ORG_ID = "org-V1aRqRGyN2gCzhoFlgkMtB4B"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {OPENAI_ORG_ID}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
