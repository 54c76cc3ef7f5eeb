import requests

API_BASE = "https://api.northwind-ops.net"
FLY_API_TOKEN = "fo1_Ej29weyoLRpriVEvxBOA-JmXHEMx9eYY3spIhQi14hM"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {FLY_API_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
