import requests

API_BASE = "https://api.northwind-ops.net"
VAULT_TOKEN = "hvb.AAAAAQj7PjX2XB4f0AUg-3Yu68Vn3o22aQLlB4B97uTqAPz-Lig03h8qmqKaWV6TKv4yXSuKjKGy2ZIzIpIYHrbzlDaSeKIMcinJK1R4ud72ZFw343FoU5V4ta50juHHo9bsbWuGw984M4vir5N6cSVppw4D"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {VAULT_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
