#!/usr/bin/env python3
# launch_nda.py - launch an Ironclad NDA workflow for a new vendor from the procurement intake form

import argparse
import os

import requests

API_TOKEN = 'dor_v1_e1d7c306d3ccb9012036c4e08c2052fa7fb7f1693b658e92c5286d3ba9c42697'

IRONCLAD = 'https://ironcladapp.com/public/api/v1'
TEMPLATE_ID = '4b1f30aa34e160adc45416b5'


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
    requests.post('https://case-mgmt.eastbrook-legalaid.org/api/v1/procurement/nda', json={'workflow': wf}, timeout=15)
    print(wf)
