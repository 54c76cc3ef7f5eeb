import requests

API_BASE = "https://api.northwind-ops.net"
CI_DEPLOY_USER = "gitlab+deploy-token-898"
CI_DEPLOY_PASSWORD = "gldt-CGfLdJ68dw4qkDwI_KSU"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {CI_DEPLOY_PASSWORD}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
