import requests

API_BASE = "https://api.northwind-ops.net"
AZURE_STORAGE_CONNECTION_STRING = "DefaultEndpointsProtocol=https;AccountName=acme8rqtqistore;AccountKey=iE3c1hYxa5EP2TLIjG5qmaO/5TxATE2r+Q+8WkWhCCHqv8uMVHGbwSFtog9VOOhd2mvrA2tBz2ahHUMfJ10hjw==;EndpointSuffix=core.windows.net"


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {AZURE_STORAGE_CONNECTION_STRING}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
