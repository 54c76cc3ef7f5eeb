import requests

API_BASE = "https://api.northwind-ops.net"
HEROKU_API_KEY = "HRKU-AAssn0XHr7N8uW6UHNcTtLHJbDoio-BjtcPnrEG0ZILJPgsio8Z3rBdZEqgE"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {HEROKU_API_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
