import requests

API_BASE = "https://api.northwind-ops.net"
SSH_PUBLIC_KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILd38qQ/BzgTJN9Cr/8dLN2DwF47Va5nU3tzygCtt7ex deploy@build-7"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {SSH_PUBLIC_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
