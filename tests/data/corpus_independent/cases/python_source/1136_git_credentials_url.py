import requests

API_BASE = "https://api.northwind-ops.net"
GIT_CREDENTIALS = "https://deploy-bot:tiaM66mlR4o0olpwQ5_H@git.northwind-ops.net"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {GIT_CREDENTIALS}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
