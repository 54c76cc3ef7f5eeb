import requests

API_BASE = "https://api.northwind-ops.net"
AMQP_URL = "amqp://orders:b4nQOhB8qQ0QePNuJJ_D@rabbitmq.internal:5672/orders"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {AMQP_URL}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
