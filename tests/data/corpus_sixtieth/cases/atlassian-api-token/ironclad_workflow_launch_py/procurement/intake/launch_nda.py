#!/usr/bin/env python3
# launch_nda.py - launch an Ironclad NDA workflow for a new vendor from the procurement intake form

import argparse
import os

import requests

JIRA_EMAIL = 'deploy@kestrelworks.io'
ATLASSIAN_API_TOKEN = 'ATATT3xFfGF0HOY1Y2vmvvhqOJLo1oXxMzMiI4HQEXeDem7B7J9rjGQTQ5JaZhOTi7ikzYEz011rnXWrdQcnu54GeBjHfoDgCnxgNHj-XSC4AZ71v61YeJocfnTL5J-984nuSDyFP-VMy6Y-xCzk7kUYC6JRsd4RJTGntWse9pUF6UjoaGXYYC9=5326CD20'

IRONCLAD = 'https://ironcladapp.com/public/api/v1'
TEMPLATE_ID = 'b70d964f3f9b59d13df1282b'


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
    requests.post('https://case-mgmt.wexford-courts.gov/api/v1/procurement/nda', json={'workflow': wf}, timeout=15)
    print(wf)
