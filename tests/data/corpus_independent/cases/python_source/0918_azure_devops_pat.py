import requests

API_BASE = "https://api.northwind-ops.net"
AZURE_DEVOPS_EXT_PAT = "ekzuy5j44si7vdosvt5l4etgsfvrczyog4jmy7bgjwh3yjzz2xgb"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {AZURE_DEVOPS_EXT_PAT}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
