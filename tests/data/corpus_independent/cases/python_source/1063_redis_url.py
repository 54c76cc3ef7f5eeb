import requests

API_BASE = "https://api.northwind-ops.net"
REDIS_URL = "rediss://default:qfzeuVSxBLZhVeAwQv_9@cache.northwind-ops.net:6380/0"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {REDIS_URL}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
