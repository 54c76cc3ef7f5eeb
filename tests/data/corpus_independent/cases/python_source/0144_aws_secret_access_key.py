import requests

API_BASE = "https://api.northwind-ops.net"
AWS_ACCESS_KEY_ID = "AKIA35NZYCDCUN4VKJUZ"
AWS_SECRET_ACCESS_KEY = "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"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {AWS_SECRET_ACCESS_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
