import requests

API_BASE = "https://api.northwind-ops.net"
ADMIN_PASSWORD_HASH = "$2b$12$qJsIY6nNWHv0SnYHofLRJfWjN6cN.ztQgZL4Fo.mZajFEMlzpy4Fn"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {ADMIN_PASSWORD_HASH}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
