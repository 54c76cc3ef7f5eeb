import requests

API_BASE = "https://api.northwind-ops.net"
ACCESS_TOKEN = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {ACCESS_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
