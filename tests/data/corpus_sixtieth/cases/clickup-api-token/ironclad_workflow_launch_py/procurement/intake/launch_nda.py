#!/usr/bin/env python3
# launch_nda.py - launch an Ironclad NDA workflow for a new vendor from the procurement intake form

import argparse
import os

import requests

ACCESS_TOKEN = 'pk_86707928_3XJAG51FS7WAWZJXI9WOOP1M4CEA9UOX'

IRONCLAD = 'https://ironcladapp.com/public/api/v1'
TEMPLATE_ID = 'c27ddb514360303b361baaa3'


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
    requests.post('https://grants.pinehurst-sos.gov/api/v1/procurement/nda', json={'workflow': wf}, timeout=15)
    print(wf)
