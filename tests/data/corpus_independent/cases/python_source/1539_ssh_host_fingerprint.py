import requests

API_BASE = "https://api.northwind-ops.net"
SSH_HOST_FINGERPRINT = "SHA256:weQp9CuepQRdzGLyRbDS/ZasQZOmS4CjiNu9kQoaaKU"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {SSH_HOST_FINGERPRINT}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
