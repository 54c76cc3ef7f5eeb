import requests

API_BASE = "https://api.northwind-ops.net"
DOCKERHUB_USERNAME = "acmebuild"
DOCKERHUB_TOKEN = "dckr_pat_15s9EONc1L5H3zssAv_wtrRUL53"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {DOCKERHUB_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
