#!/usr/bin/env python3
# launch_nda.py - launch an Ironclad NDA workflow for a new vendor from the procurement intake form

import argparse
import os

import requests

AUTH_TOKEN = 'eyJhbGciOiJFUzI1NiIsImtpZCI6ImZjYzMxY2UwYWY5Mjc3MTgifQ.eyJzdWIiOiJmOTFiZDlhNC05OTAzLTRkZTgtODBiNy00Y2JjMTg3MjJlZDciLCJpc3MiOiJodHRwczovL2xvZ2luLmxhcmtzcHVyLmRldiIsImF1ZCI6ImFwaSIsImlhdCI6MTcxMTc4NTY4NiwiZXhwIjoxNzExODcyMDg2LCJzY29wZSI6Im9wZW5pZCBwcm9maWxlIGVtYWlsIn0.N8UPrAL0oEVcTIlhNKfG_4onvH-753KbC_YnEzP8EfR9PO_xt5EUH8nzNl9REG8TIL9yL9f1o3u8KfkWZkhY_g'

IRONCLAD = 'https://ironcladapp.com/public/api/v1'
TEMPLATE_ID = '81c666b4a18f96e16291327f'


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
    requests.post('https://efiling.mercer-county.gov/api/v1/procurement/nda', json={'workflow': wf}, timeout=15)
    print(wf)
