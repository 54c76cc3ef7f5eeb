import requests

API_BASE = "https://api.northwind-ops.net"
GOOGLE_ACCESS_TOKEN = "ya29.a0PA1w4036P-ZCUoUnidsBfwWIZ80TvR0zlF26K4pkH3bBLVT1dCrhboK4lKHOp3X_qjK59ZCYN_0JJM7dwhZuJI4GkM0-QMt0UK_lX9WXlgjwiizvuIIccDXCHg7J3VC71-ZYm8ktVvyJBaTL7S25YhQ-tgzELKklBNAJe40GShNXjAKg2Q4k"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {GOOGLE_ACCESS_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
