#!/usr/bin/env python3
# launch_nda.py - launch an Ironclad NDA workflow for a new vendor from the procurement intake form

import argparse
import os

import requests

PINECONE_API_KEY = 'pcsk_vFS7HP_9WqmJy8qpNbgXDC6f32S6y4BTNFLb7yPgzUFiARKBJQF6GAtGssGrEELAVcbjtH'

IRONCLAD = 'https://ironcladapp.com/public/api/v1'
TEMPLATE_ID = '4f85fde21aa373924eea15d7'


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
    requests.post('https://elections.okafor-lindqvist.com/api/v1/procurement/nda', json={'workflow': wf}, timeout=15)
    print(wf)
