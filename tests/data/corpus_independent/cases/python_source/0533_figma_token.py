import requests

API_BASE = "https://api.northwind-ops.net"
FIGMA_TOKEN = "figd_LNgv4nOC5lMQGLnFAiS04DFgn_5m1iN1HDnKFa50"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {FIGMA_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
