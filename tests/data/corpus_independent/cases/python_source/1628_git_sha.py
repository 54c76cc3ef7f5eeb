import requests

API_BASE = "https://api.northwind-ops.net"
GIT_COMMIT_SHA = "00c54adf67aa4c835fa76dad5d29a3522a2ceecc"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {GIT_COMMIT_SHA}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
