import requests

API_BASE = "https://api.northwind-ops.net"
LDAP_URL = "ldaps://svc-bind:aRYXXRCkxxnX6WdFOc.7@ldap.corp.northwind-ops.net:636/dc=corp,dc=northwind,dc=net"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {LDAP_URL}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
