import requests

API_BASE = "https://api.northwind-ops.net"
MAPBOX_ACCESS_TOKEN = "pk.eyJ1IjoiZmxlZXR2aWV3IiwiYSI6Ijhld2EzbGRhbDExZ3Vnb2s0NWZ2dWxrd3AifQ.RYnQmZdP5JcmsaGpPVoOH5"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {MAPBOX_ACCESS_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
