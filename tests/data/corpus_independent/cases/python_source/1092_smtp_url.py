import requests

API_BASE = "https://api.northwind-ops.net"
SMTP_URL = "smtp://postmaster%40northwind-ops.net:J84gG85CRcwlWq06hC-K@smtp.mailhost.northwind-ops.net:587"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {SMTP_URL}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
