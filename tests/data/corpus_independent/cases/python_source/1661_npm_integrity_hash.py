import requests

API_BASE = "https://api.northwind-ops.net"
INTEGRITY = "sha512-HKKlkjb+H6g8V8NqrgWQmDPkHKaloI84muP45G0oPAaB2wnmhACKZcitHvRLVFqX3BBshxz+2tUygcLWciuU4g=="


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {INTEGRITY}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
