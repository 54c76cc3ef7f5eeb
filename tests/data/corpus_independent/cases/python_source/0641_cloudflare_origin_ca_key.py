import requests

API_BASE = "https://api.northwind-ops.net"
CF_ORIGIN_CA_KEY = "v1.0-e81db183614a2098b26657a8-28b8ecd4c1472e79f61e73f6d274956e651f99a86341caf58e44ced2479c80a8be5398bc093eec72f52c2d87275a1461868ec4c846f93b1817db9bafaba4dd177afacdce12e737be07"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {CF_ORIGIN_CA_KEY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
