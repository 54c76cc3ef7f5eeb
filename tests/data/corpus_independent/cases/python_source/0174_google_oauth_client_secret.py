import requests

API_BASE = "https://api.northwind-ops.net"
GOOGLE_CLIENT_ID = "551915261129-csnam1kiwxat9fjmxvx0d9bb2si7z9ik.apps.googleusercontent.com"
GOOGLE_CLIENT_SECRET = "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"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {GOOGLE_CLIENT_SECRET}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
