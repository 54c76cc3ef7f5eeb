import requests

API_BASE = "https://api.northwind-ops.net"
AZURE_CLIENT_ID = "1242a758-d8d7-4722-b66c-43bd60f2a249"
AZURE_TENANT_ID = "a2d49ad8-8a4d-42e6-9b30-f10555d04c1b"
AZURE_CLIENT_SECRET = "rVO8Q~.2~Ytjd_6.IANpL2lZBunf_KMCoQhOzWC3"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {AZURE_CLIENT_SECRET}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
