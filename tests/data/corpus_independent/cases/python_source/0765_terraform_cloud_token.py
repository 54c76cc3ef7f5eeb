import requests

API_BASE = "https://api.northwind-ops.net"
TF_TOKEN_app_terraform_io = "hmvuymaz7hl786.atlasv1.r3qe024be4dlwye0ifxnn2k3d75cfqywi1k8pkh7du4xazgzgzox07k1vu5a0d824n7"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {TF_TOKEN_app_terraform_io}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
