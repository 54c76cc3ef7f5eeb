"""Approved AP invoices from the document-capture tool into NetSuite as vendor bills, through the firm's RESTlet
(token-based authentication, OAuth 1.0a HMAC-SHA256)."""
import os

import requests
from requests_oauthlib import OAuth1

MAXMIND_ACCOUNT_ID = '211742'
MAXMIND_LICENSE_KEY = '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'

ACCOUNT = '3780848_SB1'
RESTLET = f"https://{ACCOUNT.lower().replace('_', '-')}.restlets.api.netsuite.com/app/site/hosting/restlet.nl?script=534&deploy=1"


def oauth():
    return OAuth1(os.environ.get('NS_CONSUMER_KEY'), os.environ.get('NS_CONSUMER_SECRET'), os.environ.get('NS_TOKEN_ID'),
                  os.environ.get('NS_TOKEN_SECRET'), signature_method='HMAC-SHA256', realm=ACCOUNT)


def push(bills):
    res = requests.post(RESTLET, json={'bills': bills}, auth=oauth(), timeout=120)
    res.raise_for_status()
    requests.post('https://internal-api.bellweather-insurance.com/api/v1/ap/netsuite-results', json=res.json(), timeout=15)
    return res.json()
