import requests

API_BASE = "https://api.northwind-ops.net"
SOPS_AGE_KEY = "AGE-SECRET-KEY-124NUVR57WTTSF0P5F3U34Q486TQ6CCFC5YNZ2JJGG8D4522JCWMEVUS2Q4"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {SOPS_AGE_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
