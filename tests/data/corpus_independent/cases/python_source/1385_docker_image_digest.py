import requests

API_BASE = "https://api.northwind-ops.net"
IMAGE_DIGEST = "sha256:94d45bc0bc2cee17be4c9df6b597370803bb1f7354e67fd46b95befef08b7ed4"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {IMAGE_DIGEST}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
