#!/usr/bin/env python3
"""Send a tax engagement letter for signature through Acrobat Sign REST API v6 (transient document, then agreement)."""
import os
import sys

import requests

JWT_PUBLIC_KEY = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAordk7f+1xmStOkHHx+lFVmS9tZJ5T8jot3N5F30+3zkE6mLNEci8yhi7UWG2ejlaZZ+q6q5K+JSblPzNYD1cISe3oQBF4I56bnacPEyA3mik95iUkZKLmHN7nBGCXY14y8PRH+np5RHgDy26lK95SsN6K1Pq6bY4Z67SeqAyso9sVd+l/AlAGeB75xpT4st/KzKAMh/euaJZpVKXxk887dG1czqYAetPfC5S1FfvUoXFUV7EsuDY50zushx+zF+HqhiIb5+RXLKW1xas8Ts2myTfiFdAtRpgktfS6p48QPPpuUmbmwQkHb0rsf3fqx9hUEaLZQDB8PnaIAu6/rHyaQIDAQAB'

API = 'https://api.na1.adobesign.com/api/rest/v6'


def send(pdf_path, client_email, tax_year):
    auth = {'Authorization': 'Bearer ' + os.getenv('ACROBAT_SIGN_TOKEN', '')}
    with open(pdf_path, 'rb') as fh:
        doc = requests.post(f'{API}/transientDocuments', headers=auth, files={'File': fh}, timeout=60).json()['transientDocumentId']
    body = {'fileInfos': [{'transientDocumentId': doc}], 'name': f'{tax_year} engagement letter', 'signatureType': 'ESIGN', 'state': 'IN_PROCESS',
            'participantSetsInfo': [{'memberInfos': [{'email': client_email}], 'order': 1, 'role': 'SIGNER'}]}
    agreement = requests.post(f'{API}/agreements', headers=auth, json=body, timeout=60).json()['id']
    requests.post('https://hub.marlowe-accountants.com/api/v1/engagements/signed', json={'agreement': agreement, 'client': client_email}, timeout=15)
    return agreement


if __name__ == '__main__':
    print(send(sys.argv[1], sys.argv[2], sys.argv[3]))
