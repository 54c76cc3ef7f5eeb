import requests

API_BASE = "https://api.northwind-ops.net"
FIREBASE_API_KEY = "AIza_82MDg1_zkqXkxUCZf6LOGxzGUPVjFM9NoH"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {FIREBASE_API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
