import requests

API_BASE = "https://api.northwind-ops.net"
SQUARE_APPLICATION_SECRET = "sq0csp-LmYRFfHc356Eyn7AloO7CV8bxJon8ySQCUsNQNbZYeT"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {SQUARE_APPLICATION_SECRET}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
